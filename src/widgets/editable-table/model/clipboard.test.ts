import { describe, expect, it } from 'vitest';
import type { EditableColumn } from '../types';
import { createTableModel } from './table-model';
import { parseTsv } from './tsv';

const columns: EditableColumn[] = [
  { key: 'sel', title: '', type: 'row-checkbox' },
  { key: 'name', title: '名称', type: 'input', validateRules: [{ required: true }] },
  { key: 'qty', title: '数量', type: 'inputNumber', statistics: ['sum'] },
  { key: 'hidden', title: '', type: 'hidden' },
  {
    key: 'sex',
    title: '性别',
    type: 'select',
    options: [
      { value: '1', text: '男' },
      { value: '2', text: '女' },
    ],
  },
  { key: 'memo', title: '备注', type: 'normal' },
  { key: 'day', title: '日期', type: 'date', validateRules: [{ required: true }] },
];
const rows = () => [
  { id: 'a', name: 'A', qty: 1, sex: '1', memo: 'm', day: '2026-01-01' },
  { id: 'b', name: 'B', qty: 2, sex: '2', memo: 'n', day: '2026-01-02' },
];

describe('applyPaste', () => {
  it('pastes a block from the start cell across grid columns', () => {
    const model = createTableModel({ columns, rows: rows() });
    const result = model.applyPaste('a', 'name', parseTsv('X\t5\r\nY\t6\r\n'));
    expect(model.getRow('a')).toMatchObject({ name: 'X', qty: 5 });
    expect(model.getRow('b')).toMatchObject({ name: 'Y', qty: 6 });
    expect(result.changed).toEqual([
      { key: 'a', column: 'name' },
      { key: 'a', column: 'qty' },
      { key: 'b', column: 'name' },
      { key: 'b', column: 'qty' },
    ]);
    expect(model.getStatistics('qty').sum).toBe('11');
  });

  it('converts per column type and skips display columns in place', () => {
    const model = createTableModel({ columns, rows: rows() });
    const result = model.applyPaste('a', 'qty', [['1,000', '女', 'ignored', '2026/2/3']]);
    expect(model.getRow('a')).toMatchObject({ qty: 1000, sex: '2', memo: 'm', day: '2026-02-03' });
    expect(result.rejected).toEqual([]);
  });

  it('reports cells that cannot be converted and leaves them unchanged', () => {
    const model = createTableModel({ columns, rows: rows() });
    const result = model.applyPaste('a', 'sex', [['未知', 'x', 'not a date']]);
    expect(result.rejected).toEqual([
      { key: 'a', column: 'sex', text: '未知' },
      { key: 'a', column: 'day', text: 'not a date' },
    ]);
    expect(model.getRow('a')).toMatchObject({ sex: '1', day: '2026-01-01' });
  });

  it('adds rows when the block runs past the end', () => {
    const model = createTableModel({ columns, rows: rows() });
    const result = model.applyPaste('b', 'name', [['P'], ['Q'], ['R']]);
    expect(result.added).toHaveLength(2);
    expect(model.getRowCount()).toBe(4);
    expect(model.getValues().rows.map((row) => row.name)).toEqual(['A', 'P', 'Q', 'R']);
    expect(result.added.every((key) => model.isNewRow(key))).toBe(true);
  });

  it('does not grow when told not to', () => {
    const model = createTableModel({ columns, rows: rows() });
    const result = model.applyPaste('b', 'name', [['P'], ['Q']], { grow: false });
    expect(result.added).toEqual([]);
    expect(model.getRowCount()).toBe(2);
    expect(model.getRow('b')?.name).toBe('P');
  });

  it('drops columns past the last one and skips disabled rows', () => {
    const model = createTableModel({ columns, rows: rows(), disabledRows: { name: 'A' } });
    model.applyPaste('a', 'day', [
      ['2026-05-05', 'extra'],
      ['2026-06-06', 'extra'],
    ]);
    expect(model.getRow('a')?.day).toBe('2026-01-01');
    expect(model.getRow('b')?.day).toBe('2026-06-06');
  });

  it('validates every pasted cell', async () => {
    const model = createTableModel({ columns, rows: rows() });
    const result = model.applyPaste('a', 'name', [[''], ['ok'], ['']]);
    await result.validated;
    expect(model.getErrors()).toEqual({
      a: { name: '名称不能为空' },
      [result.added[0] as string]: { name: '名称不能为空' },
    });
  });

  it('notifies each row once per paste', () => {
    const model = createTableModel({ columns, rows: rows() });
    let calls = 0;
    model.subscribeRow('a', () => calls++);
    model.applyPaste('a', 'name', [['X', '9', '男']]);
    expect(calls).toBe(1);
  });

  it('ignores an unknown start', () => {
    const model = createTableModel({ columns, rows: rows() });
    expect(model.applyPaste('zz', 'name', [['x']]).changed).toEqual([]);
    expect(model.applyPaste('a', 'hidden', [['x']]).changed).toEqual([]);
  });
});

describe('copyCells', () => {
  it('copies a range as TSV with option texts, in any corner order', () => {
    const model = createTableModel({ columns, rows: rows() });
    model.setValue('a', 'name', 'tab\there');
    const text = model.copyCells({ anchor: { key: 'b', column: 'sex' }, focus: { key: 'a', column: 'name' } });
    expect(text).toBe('"tab\there"\t1\t男\r\nB\t2\t女');
    expect(parseTsv(text)).toEqual([
      ['tab\there', '1', '男'],
      ['B', '2', '女'],
    ]);
  });

  it('pastes back what it copied', () => {
    const model = createTableModel({ columns, rows: rows() });
    const text = model.copyCells({ anchor: { key: 'a', column: 'name' }, focus: { key: 'a', column: 'day' } });
    model.applyPaste('b', 'name', parseTsv(text));
    const { id: _a, ...first } = model.getRow('a') ?? {};
    const { id: _b, ...second } = model.getRow('b') ?? {};
    expect({ ...second, memo: 'm' }).toEqual(first);
  });

  it('gives empty text for an unknown range', () => {
    const model = createTableModel({ columns, rows: rows() });
    expect(model.copyCells({ anchor: { key: 'a', column: 'x' }, focus: { key: 'b', column: 'name' } })).toBe('');
  });
});
