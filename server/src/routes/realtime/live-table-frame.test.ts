import { describe, expect, it } from 'vitest';
import { ORDER_VIEW_ENTITY } from '../orders/entities';
import { POSITION_ENTITY } from '../org/entities';
import { parseLiveChange, relayedRow } from './live-table-frame';

const change = (socketKey: unknown, args: unknown) => parseLiveChange({ socketKey, args });

describe('parseLiveChange', () => {
  it('reads a change of an allowlisted table', () => {
    expect(change('sys_position', [{ id: 'p1', name: '店长' }, 'case-1'])).toEqual({
      socketKey: 'sys_position',
      entity: POSITION_ENTITY,
      id: 'p1',
      row: { id: 'p1', name: '店长' },
      caseId: 'case-1',
    });
    expect(change('bus_order', [{ id: 7 }, 'c'])?.entity).toBe(ORDER_VIEW_ENTITY);
  });

  it('drops tables outside the allowlist', () => {
    for (const key of ['vxe-default', 'orders', 'sys_user', 'bus_order_view', '', 42, null]) {
      expect(change(key, [{ id: 'p1' }, 'c'])).toBeNull();
    }
  });

  it('drops frames not of the shape [row with id, caseId]', () => {
    const malformed: unknown[] = [
      undefined,
      'x',
      {},
      [{ id: 'p1' }],
      [{ id: 'p1' }, 'c', 'extra'],
      [{ id: 'p1' }, 42],
      [{ id: 'p1' }, null],
      ['p1', 'c'],
      [[{ id: 'p1' }], 'c'],
      [null, 'c'],
      [{ name: 'no id' }, 'c'],
      [{ id: '' }, 'c'],
      [{ id: { $ne: 1 } }, 'c'],
      [{ id: ['p1'] }, 'c'],
      [{ id: 1.5 }, 'c'],
      [{ id: 'x'.repeat(65) }, 'c'],
      [{ id: 'p1' }, 'c'.repeat(101)],
    ];
    for (const args of malformed) expect(change('sys_position', args)).toBeNull();
    expect(parseLiveChange(null)).toBeNull();
    expect(parseLiveChange([{ socketKey: 'sys_position' }])).toBeNull();
  });
});

describe('relayedRow', () => {
  it('keeps the entity’s fields as text, null as null, and drops everything else', () => {
    const row = relayedRow(POSITION_ENTITY, 'p1', {
      id: 'forged',
      name: '<img src=x onerror=alert(1)>',
      code: 42,
      postRank: true,
      rank: null,
      createBy: { nested: 'x' },
      updateBy: ['a'],
      tenantId: 1002,
      unknown: 'x',
    });
    expect(row).toEqual({ id: 'p1', name: '<img src=x onerror=alert(1)>', code: '42', postRank: 'true', rank: null });
  });

  it('never relays owner fields, whatever the sender says', () => {
    const row = relayedRow(ORDER_VIEW_ENTITY, 'o1', {
      shopId: 'other-shop',
      channelId: 'other-channel',
      tenantId: 1002,
      remark: '备注',
      shopName: '店',
    });
    expect(row).toEqual({ id: 'o1', remark: '备注', shopName: '店' });
  });

  it('reads own properties only', () => {
    const inherited = Object.create({ name: 'from prototype' }) as Record<string, unknown>;
    expect(relayedRow(POSITION_ENTITY, 'p1', inherited)).toEqual({ id: 'p1' });
  });
});
