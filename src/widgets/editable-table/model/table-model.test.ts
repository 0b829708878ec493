import { afterEach, describe, expect, it, vi } from 'vitest';
import { columns, sampleRows } from './model-test-kit';
import { createTableModel } from './table-model';
import { INSERT_TOO_FAST_MESSAGE } from './throttle';

afterEach(() => vi.useRealTimers());

const model3 = () => createTableModel({ columns, rows: sampleRows(3) });

describe('rows', () => {
  it('keys rows by id in order', () => {
    const model = model3();
    expect(model.getRowKeys()).toEqual(['r1', 'r2', 'r3']);
    expect(model.getRow('r2')).toMatchObject({ name: 'n2' });
    expect(model.getRowIndex('r3')).toBe(2);
    expect(model.getRowIndex('zz')).toBe(-1);
    expect(model.getRowCount()).toBe(3);
  });

  it('uses the rowKey option and truncates keys to 50 characters', () => {
    const long = 'x'.repeat(60);
    const model = createTableModel({ columns, rows: [{ uid: long, name: 'a' }], rowKey: 'uid' });
    expect(model.getRowKeys()).toEqual(['x'.repeat(50)]);
    expect(model.getRow('x'.repeat(50))?.uid).toBe(long);
  });

  it('loads rows of every id shape: numbers, none, taken twice; the disabled rule applies at load', () => {
    const model = createTableModel({
      columns,
      rows: [{ id: 7, name: 'num' }, { name: 'none' }, { id: 'a', name: 'first' }, { id: 'a', name: 'again' }],
      disabledRows: { name: 'first' },
    });
    const keys = model.getRowKeys();
    expect(keys[0]).toBe('7');
    expect(keys[1]).toMatch(/^new_/);
    expect(model.isNewRow(keys[1] as string)).toBe(true);
    expect(keys[2]).toBe('a');
    expect(keys[3]).toMatch(/^new_/);
    expect(model.getRow(keys[3] as string)).toEqual({ id: 'a', name: 'again' });
    expect(model.isNewRow(keys[3] as string)).toBe(false);
    expect(model.isRowDisabled('a')).toBe(true);
    expect(model.isRowDisabled('7')).toBe(false);
  });

  it('adds rows with column defaults and temporary ids', () => {
    const model = model3();
    const [key] = model.addRows();
    expect(key).toMatch(/^new_/);
    expect((key as string).length).toBeLessThanOrEqual(50);
    expect(model.getRow(key as string)).toMatchObject({ id: key, price: 0, on: '1' });
    expect(model.isNewRow(key as string)).toBe(true);
    expect(model.getRowKeys().at(-1)).toBe(key);
  });

  it('adds several rows at an index, keeping given values', () => {
    const model = model3();
    const keys = model.addRows([{ name: 'a' }, { name: 'b', price: 5 }], { index: 1 });
    expect(model.getRowKeys()).toEqual(['r1', ...keys, 'r2', 'r3']);
    expect(model.getRow(keys[1] as string)).toMatchObject({ name: 'b', price: 5 });
  });

  it('starts an unchecked checkbox at its unchecked value', () => {
    const model = createTableModel({ columns: [{ key: 'ok', title: '', type: 'checkbox' }] });
    const [key] = model.addRows();
    expect(model.getRow(key as string)?.ok).toBe('N');
  });

  it('throttles insert to once per 1500 ms', () => {
    vi.useFakeTimers();
    const model = model3();
    const first = model.insertRow(1);
    expect(first.inserted).toBe(true);
    expect(model.insertRow(1)).toEqual({ inserted: false, message: INSERT_TOO_FAST_MESSAGE });
    expect(INSERT_TOO_FAST_MESSAGE).toBe('你点击的太快了，请慢点点击!');
    vi.advanceTimersByTime(1499);
    expect(model.insertRow(1).inserted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(model.insertRow(0).inserted).toBe(true);
    expect(model.getRowCount()).toBe(5);
  });

  it('tracks deleted ids of persisted rows only', () => {
    const model = model3();
    const [added] = model.addRows();
    model.removeRows(['r2', added as string]);
    model.removeRows('r3');
    model.removeRows('nope');
    expect(model.getRowKeys()).toEqual(['r1']);
    expect(model.getDeleteIds()).toEqual(['r2', 'r3']);
    expect(model.getValues().deleteIds).toEqual(['r2', 'r3']);
  });

  it('remembers the full id of a row whose key was truncated', () => {
    const id = 'y'.repeat(70);
    const model = createTableModel({ columns, rows: [{ id }] });
    model.removeRows('y'.repeat(50));
    expect(model.getDeleteIds()).toEqual([id]);
  });

  it('clears deleted ids, selection and errors on setRows', async () => {
    const model = model3();
    model.removeRows('r1');
    model.select('r2', true);
    await model.validateCell('r2', 'name');
    model.setValue('r2', 'name', '');
    model.setRows(sampleRows(2));
    expect(model.getDeleteIds()).toEqual([]);
    expect(model.selectionState()).toBe('none');
    expect(model.getErrorCount()).toBe(0);
    expect(model.getRowKeys()).toEqual(['r1', 'r2']);
  });

  it('strips temporary ids from values', () => {
    const model = model3();
    model.addRows({ name: 'new' });
    const { rows } = model.getValues();
    expect(rows).toHaveLength(4);
    expect(rows[3]).not.toHaveProperty('id');
    expect(rows[3]).toMatchObject({ name: 'new' });
    expect(rows[0]).toMatchObject({ id: 'r1' });
  });
});

describe('moving', () => {
  it('moves a row and renumbers the sort key from 1', () => {
    const model = createTableModel({ columns, rows: sampleRows(4).map((row) => ({ ...row, orderNum: 10 })) });
    expect(model.moveRow(3, 0)).toBe(true);
    expect(model.getRowKeys()).toEqual(['r4', 'r1', 'r2', 'r3']);
    expect(model.getValues().rows.map((row) => row.orderNum)).toEqual([1, 2, 3, 4]);
  });

  it('moves up and down within bounds', () => {
    const model = model3();
    expect(model.moveUp('r1')).toBe(false);
    expect(model.moveDown('r3')).toBe(false);
    expect(model.moveDown('r1')).toBe(true);
    expect(model.getRowKeys()).toEqual(['r2', 'r1', 'r3']);
    expect(model.moveUp('r3')).toBe(true);
    expect(model.getRowKeys()).toEqual(['r2', 'r3', 'r1']);
    expect(model.getRow('r1')?.orderNum).toBe(3);
    expect(model.moveRow(0, 7)).toBe(false);
  });

  it('uses the dragSortKey option', () => {
    const model = createTableModel({ columns, rows: sampleRows(2), dragSortKey: 'seq' });
    model.moveRow(1, 0);
    expect(model.getValues().rows.map((row) => row.seq)).toEqual([1, 2]);
  });

  it('renumbers after insert and remove when the table has a drag column', () => {
    const model = model3();
    const [key] = model.addRows({}, { index: 0 });
    expect(model.getRow(key as string)?.orderNum).toBe(1);
    expect(model.getRow('r3')?.orderNum).toBe(4);
    model.removeRows('r1');
    expect(model.getValues().rows.map((row) => row.orderNum)).toEqual([1, 2, 3]);
  });

  it('leaves sort numbers alone on add without a drag column', () => {
    const model = createTableModel({ columns: columns.slice(1), rows: sampleRows(2) });
    const [key] = model.addRows({}, { index: 0 });
    expect(model.getRow(key as string)?.orderNum).toBeUndefined();
    expect(model.getRow('r2')?.orderNum).toBe(2);
  });
});

describe('selection and disabled rows', () => {
  it('reports none, partial and all', () => {
    const model = model3();
    expect(model.selectionState()).toBe('none');
    model.select('r1', true);
    expect(model.selectionState()).toBe('partial');
    model.selectAll(true);
    expect(model.selectionState()).toBe('all');
    expect(model.getSelectedKeys()).toEqual(['r1', 'r2', 'r3']);
    model.clearSelection();
    expect(model.selectionState()).toBe('none');
  });

  it('does not select disabled rows, and all means all selectable', () => {
    const model = createTableModel({ columns, rows: sampleRows(3), disabledRows: { name: ['n2'] } });
    expect(model.isRowDisabled('r2')).toBe(true);
    expect(model.select('r2', true)).toBe(false);
    model.selectAll(true);
    expect(model.getSelectedKeys()).toEqual(['r1', 'r3']);
    expect(model.selectionState()).toBe('all');
  });

  it('accepts a function rule and re-reads it on change', () => {
    const model = createTableModel({ columns, rows: sampleRows(2), disabledRows: (row) => row.price === 9 });
    model.select('r1', true);
    model.setValue('r1', 'price', 9);
    expect(model.isRowDisabled('r1')).toBe(true);
    expect(model.isSelected('r1')).toBe(false);
    model.setDisabledRows(undefined);
    expect(model.isRowDisabled('r1')).toBe(false);
  });

  it('removes the selected rows', () => {
    const model = model3();
    model.select('r1', true);
    model.select('r3', true);
    model.removeSelectedRows();
    expect(model.getRowKeys()).toEqual(['r2']);
    expect(model.getSelectedKeys()).toEqual([]);
  });
});

describe('values and subscriptions', () => {
  it('sets values by cell and by row', () => {
    const model = model3();
    expect(model.setValue('r1', 'name', 'x')).toBe(true);
    expect(model.setValue('r1', 'name', 'x')).toBe(false);
    expect(model.setValue('nope', 'name', 'x')).toBe(false);
    model.setValues([{ rowKey: 'r2', values: { name: 'y', price: 7 } }]);
    expect(model.getRow('r1')?.name).toBe('x');
    expect(model.getRow('r2')).toMatchObject({ name: 'y', price: 7 });
  });

  it('never changes the row key through setValue', () => {
    const model = model3();
    expect(model.setValue('r1', 'id', 'other')).toBe(false);
    expect(model.getRow('r1')?.id).toBe('r1');
  });

  it('notifies only the changed row, with a new version and object', () => {
    const model = model3();
    const r1 = vi.fn();
    const r2 = vi.fn();
    const order = vi.fn();
    model.subscribeRow('r1', r1);
    model.subscribeRow('r2', r2);
    model.subscribeRows(order);
    const before = model.getRow('r1');
    const version = model.getRowVersion('r1');
    const keys = model.getRowKeys();
    model.setValue('r1', 'name', 'changed');
    expect(r1).toHaveBeenCalledTimes(1);
    expect(r2).not.toHaveBeenCalled();
    expect(order).not.toHaveBeenCalled();
    expect(model.getRow('r1')).not.toBe(before);
    expect(before?.name).toBe('n1');
    expect(model.getRowVersion('r1')).toBeGreaterThan(version);
    expect(model.getRowKeys()).toBe(keys);
  });

  it('notifies the order on add, remove and move, once per batch', () => {
    const model = model3();
    const order = vi.fn();
    const off = model.subscribeRows(order);
    model.addRows([{}, {}]);
    model.removeRows(['r1', 'r2']);
    model.moveRow(0, 1);
    expect(order).toHaveBeenCalledTimes(3);
    off();
    model.addRows();
    expect(order).toHaveBeenCalledTimes(3);
  });

  it('bumps the row version on selection', () => {
    const model = model3();
    const listener = vi.fn();
    model.subscribeRow('r2', listener);
    const version = model.getRowVersion('r2');
    model.select('r2', true);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(model.getRowVersion('r2')).toBeGreaterThan(version);
  });

  it('replaces the columns and exposes the grid columns', () => {
    const model = model3();
    expect(model.getGridColumns().map((column) => column.key)).toEqual(['name', 'code', 'price', 'on', 'sex']);
    model.setColumns(columns.filter((column) => column.key !== 'price'));
    expect(model.getColumn('price')).toBeUndefined();
    expect(model.getGridColumns().map((column) => column.key)).not.toContain('price');
    expect(model.getStatistics('price').sum).toBe('0');
  });
});
