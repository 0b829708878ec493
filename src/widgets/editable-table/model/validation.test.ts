import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EditableColumn } from '../types';
import { columns, sampleRows } from './model-test-kit';
import { isTableValidationError, TableValidationFailure, validateTables } from './table-error';
import { createTableModel } from './table-model';

afterEach(() => vi.useRealTimers());

describe('validateCell', () => {
  it('records and clears the first failing message', async () => {
    const model = createTableModel({ columns, rows: sampleRows(2) });
    const listener = vi.fn();
    model.subscribeErrors(listener);
    model.setValue('r1', 'name', '');
    expect(await model.validateCell('r1', 'name')).toBe('名称不能为空');
    expect(model.getError('r1', 'name')).toBe('名称不能为空');
    expect(model.getErrors()).toEqual({ r1: { name: '名称不能为空' } });
    expect(model.getErrorCount()).toBe(1);
    expect(listener).toHaveBeenCalled();
    model.setValue('r1', 'name', 'fixed');
    expect(model.getError('r1', 'name')).toBeUndefined();
    expect(model.getErrorCount()).toBe(0);
  });

  it('bumps the row version when its error changes', async () => {
    const model = createTableModel({ columns, rows: [{ id: 'a' }] });
    const version = model.getRowVersion('a');
    await model.validateCell('a', 'name');
    expect(model.getRowVersion('a')).toBeGreaterThan(version);
  });

  it('does not mark untouched cells while typing', () => {
    const model = createTableModel({ columns, rows: sampleRows(1) });
    model.setValue('r1', 'name', '');
    expect(model.getErrorCount()).toBe(0);
  });

  it('keeps only the latest async verdict of a cell', async () => {
    const resolvers: Array<(value: string | undefined) => void> = [];
    const slow: EditableColumn = {
      key: 'v',
      title: 'V',
      type: 'input',
      validateRules: [{ handler: () => new Promise((resolve) => resolvers.push(resolve)) }],
    };
    const model = createTableModel({ columns: [slow], rows: [{ id: 'a', v: 1 }] });
    const first = model.validateCell('a', 'v');
    const second = model.validateCell('a', 'v');
    resolvers[1]?.(undefined);
    await second;
    resolvers[0]?.('old');
    await first;
    expect(model.getError('a', 'v')).toBeUndefined();
  });

  it('validates on blur after 100 ms, restarting on a second blur', async () => {
    vi.useFakeTimers();
    const model = createTableModel({ columns, rows: [{ id: 'a' }] });
    model.validateOnBlur('a', 'name');
    vi.advanceTimersByTime(60);
    model.validateOnBlur('a', 'name');
    vi.advanceTimersByTime(99);
    expect(model.getError('a', 'name')).toBeUndefined();
    vi.advanceTimersByTime(1);
    await vi.runAllTimersAsync();
    expect(model.getError('a', 'name')).toBe('名称不能为空');
  });

  it('cancels a blur validation', () => {
    vi.useFakeTimers();
    const model = createTableModel({ columns, rows: [{ id: 'a' }] });
    const cancel = model.validateOnBlur('a', 'name');
    cancel();
    vi.advanceTimersByTime(200);
    expect(model.getError('a', 'name')).toBeUndefined();
  });
});

describe('unique index', () => {
  it('flags duplicates and follows edits', async () => {
    const model = createTableModel({ columns, rows: sampleRows(3) });
    model.setValue('r2', 'code', 'c1');
    expect(await model.validateCell('r2', 'code')).toBe('编码不能重复');
    expect(await model.validateCell('r1', 'code')).toBe('编码不能重复');
    // Fixing one duplicate clears its twin.
    model.setValue('r2', 'code', 'c2');
    expect(model.getError('r2', 'code')).toBeUndefined();
    expect(model.getError('r1', 'code')).toBeUndefined();
  });

  it('forgets removed rows and counts added ones', async () => {
    const model = createTableModel({ columns, rows: sampleRows(3) });
    model.setValue('r3', 'code', 'c1');
    expect(await model.validateCell('r3', 'code')).toBe('编码不能重复');
    model.removeRows('r1');
    expect(model.getError('r3', 'code')).toBeUndefined();
    const [added] = model.addRows({ code: 'c1' });
    expect(await model.validateCell(added as string, 'code')).toBe('编码不能重复');
    model.setRows([{ id: 'x', code: 'c1' }]);
    expect(await model.validateCell('x', 'code')).toBeUndefined();
  });

  it('compares values by text, as the core index does', async () => {
    const model = createTableModel({
      columns,
      rows: [
        { id: 'a', code: 1 },
        { id: 'b', code: '1' },
      ],
    });
    expect(await model.validateCell('b', 'code')).toBe('编码不能重复');
  });

  it('follows remote updates and pastes', async () => {
    const model = createTableModel({ columns, rows: sampleRows(2) });
    model.applyRemoteUpdate({ id: 'r1', code: 'c2' });
    expect(await model.validateCell('r2', 'code')).toBe('编码不能重复');
    model.applyPaste('r1', 'code', [['c9']]);
    expect(await model.validateCell('r2', 'code')).toBeUndefined();
  });
});

describe('validateTable', () => {
  it('resolves the values when every cell passes', async () => {
    const model = createTableModel({ columns, rows: sampleRows(2) });
    model.removeRows('r2');
    await expect(model.validateTable()).resolves.toEqual({
      rows: [expect.objectContaining({ id: 'r1' })],
      deleteIds: ['r2'],
    });
  });

  it('rejects with the marker, index, tab key and error map', async () => {
    const model = createTableModel({ columns, rows: sampleRows(3), tableIndex: 2, tabKey: 'lines' });
    model.setValue('r1', 'name', '');
    model.setValue('r3', 'code', 'c2');
    const error = await model.validateTable().catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(TableValidationFailure);
    expect(error).toBeInstanceOf(Error);
    expect(isTableValidationError(error)).toBe(true);
    expect(error).toMatchObject({
      error: 'validate-failed',
      index: 2,
      tabKey: 'lines',
      message: '名称不能为空',
      errors: { r1: { name: '名称不能为空' }, r2: { code: '编码不能重复' }, r3: { code: '编码不能重复' } },
    });
    expect(model.getFirstError()).toEqual({ key: 'r1', column: 'name', message: '名称不能为空' });
  });

  it('replaces stale errors', async () => {
    const model = createTableModel({ columns, rows: sampleRows(1) });
    model.setValue('r1', 'name', '');
    await model.validateTable().catch(() => undefined);
    model.setValue('r1', 'name', 'ok');
    await expect(model.validateTable()).resolves.toBeTruthy();
    expect(model.getErrorCount()).toBe(0);
  });

  it('runs async handlers only where present', async () => {
    const handler = vi.fn(async ({ value }: { value: unknown }) => (value === 'bad' ? '不行' : undefined));
    const model = createTableModel({
      columns: [...columns, { key: 'remote', title: '远程', type: 'input', validateRules: [{ handler }] }],
      rows: [...sampleRows(2), { id: 'r3', name: 'n', remote: 'bad' }],
    });
    const error = await model.validateTable().catch((reason: TableValidationFailure) => reason);
    expect(handler).toHaveBeenCalledTimes(3);
    expect((error as TableValidationFailure).errors).toEqual({ r3: { remote: '不行' } });
    expect((error as TableValidationFailure).index).toBe(0);
    expect((error as TableValidationFailure).tabKey).toBeUndefined();
  });

  it('validates 100,000 rows', async () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => ({ id: `r${i}`, name: `n${i}`, code: `c${i}`, price: i }));
    const model = createTableModel({ columns, rows });
    const values = await model.validateTable();
    expect(values.rows).toHaveLength(100_000);
    model.setValue('r99999', 'code', 'c0');
    const error = await model.validateTable().catch((reason: TableValidationFailure) => reason);
    expect(Object.keys((error as TableValidationFailure).errors)).toEqual(['r0', 'r99999']);
  });
});

describe('validateTables', () => {
  it('resolves every table in order', async () => {
    const a = createTableModel({ columns, rows: sampleRows(1) });
    const b = createTableModel({ columns, rows: sampleRows(2) });
    const values = await validateTables([a, b]);
    expect(values.map((value) => value.rows.length)).toEqual([1, 2]);
  });

  it('rejects with the first failing table, validating all of them', async () => {
    const ok = createTableModel({ columns, rows: sampleRows(1) });
    const second = createTableModel({ columns, rows: [{ id: 'x' }], tabKey: 'tab2' });
    const third = createTableModel({ columns, rows: [{ id: 'y' }], tableIndex: 7, tabKey: 'tab3' });
    const error = await validateTables([ok, second, third]).catch((reason: unknown) => reason);
    expect(error).toMatchObject({
      error: 'validate-failed',
      index: 1,
      tabKey: 'tab2',
      errors: { x: { name: '名称不能为空' } },
    });
    expect(third.getErrorCount()).toBe(1);
    const onlyThird = await validateTables([ok, third]).catch((reason: unknown) => reason);
    expect(onlyThird).toMatchObject({ index: 7, tabKey: 'tab3' });
  });

  it('passes other failures through', async () => {
    const broken = { validateTable: () => Promise.reject(new Error('boom')) };
    await expect(validateTables([broken])).rejects.toThrow('boom');
  });
});

describe('firstRuleProblem', () => {
  it('names the first refused cell in row order, marks nothing and skips async handlers', () => {
    const remote: EditableColumn = {
      key: 'remote',
      title: '远程',
      type: 'input',
      validateRules: [{ handler: () => Promise.resolve('远程不通过') }],
    };
    const model = createTableModel({ columns: [...columns, remote], rows: sampleRows(3) });
    expect(model.firstRuleProblem()).toBeNull();
    model.setValue('r3', 'name', '');
    model.setValue('r2', 'name', '');
    expect(model.firstRuleProblem()).toEqual({ rowIndex: 1, column: 'name', title: '名称', message: '名称不能为空' });
    expect(model.getErrorCount()).toBe(0);
    model.setValue('r2', 'name', 'fixed');
    expect(model.firstRuleProblem()).toMatchObject({ rowIndex: 2, column: 'name' });
  });
});
