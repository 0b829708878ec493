import { describe, expect, it } from 'vitest';
import { buildColumns, DEFAULT_COLUMN_WIDTH, scrollWidthOf } from './build-columns';
import type { ColumnDef } from './types';

const columns: ColumnDef[] = [
  { dataIndex: 'name', title: '名称' },
  { dataIndex: 'type', title: '类型', width: 110 },
  { dataIndex: 'note', title: '备注' },
];
const settings = [
  { key: 'name', hidden: false },
  { key: 'type', hidden: false },
  { key: 'note', hidden: false, width: 220 },
];

describe('table columns', () => {
  it('gives a column declared without a width the default, and the user setting wins', () => {
    const built = buildColumns(columns, settings, null, null);
    expect(built.map((column) => column.width)).toEqual([DEFAULT_COLUMN_WIDTH, 110, 220]);
  });

  it('scrolls at the sum of the widths, the actions and the selection column included', () => {
    const built = buildColumns(columns, settings, null, () => []);
    expect(built.at(-1)?.title).toBe('操作');
    const actions = Number(built.at(-1)?.width);
    expect(scrollWidthOf(built, false)).toBe(DEFAULT_COLUMN_WIDTH + 110 + 220 + actions);
    expect(scrollWidthOf(built, true)).toBe(DEFAULT_COLUMN_WIDTH + 110 + 220 + actions + 48);
  });
});
