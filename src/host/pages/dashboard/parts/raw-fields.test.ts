import { describe, expect, it } from 'vitest';
import { num, rank, record, rows, str } from './raw-fields';

describe('statistics answer readers', () => {
  it('reads figures, names, lists and objects with defaults', () => {
    expect([num('12.5'), num(null), num('x'), num(undefined)]).toEqual([12.5, 0, 0, 0]);
    expect([str(7), str(null), str(undefined)]).toEqual(['7', '', '']);
    expect(rows({ not: 'a list' })).toEqual([]);
    expect(record('text')).toEqual({});
  });

  it('reads a ranking from its own id and name fields', () => {
    expect(
      rank([{ tenantId: 1002, tenantName: '华南优选商城', orderCount: '81', gmv: null }], 'tenantId', 'tenantName'),
    ).toEqual([{ id: '1002', name: '华南优选商城', orderCount: 81, gmv: 0 }]);
  });
});
