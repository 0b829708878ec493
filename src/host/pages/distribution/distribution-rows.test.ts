import { describe, expect, it } from 'vitest';
import { distributionRows, tierSum } from './distribution-rows';

describe('distributionRows', () => {
  it('gives the four slots in order, missing ones at 0 with the session tenant', () => {
    const rows = distributionRows([{ id: 'x', tenantId: 1001, type: 2, leavel: 2, domestic: 5 }], 1001);
    expect(rows.map((row) => [row.type, row.leavel, row.domestic])).toEqual([
      [1, 1, 0],
      [2, 1, 0],
      [2, 2, 5],
      [2, 3, 0],
    ]);
    expect(rows[2]?.id).toBe('x');
    expect(rows[0]?.tenantId).toBe(1001);
  });

  it('sums only the tiers, exactly to two decimals', () => {
    const rows = distributionRows(
      [
        { type: 1, leavel: 1, domestic: 90 },
        { type: 2, leavel: 1, domestic: 0.1 },
        { type: 2, leavel: 2, domestic: 0.2 },
      ],
      1,
    );
    expect(tierSum(rows)).toBe(0.3);
  });
});
