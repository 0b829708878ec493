import { describe, expect, it, vi } from 'vitest';
import { createTableModel, isTableValidationError } from '../model';
import type { EditableColumn, EditableTableHandle, RowData } from '../types';
import { validateFormAndTables } from './validate-form-tables';

const columns: EditableColumn[] = [{ key: 'name', title: '名称', type: 'input', validateRules: [{ required: true }] }];

/** A sub-table handle over a model (only what the check uses). */
function table(rows: RowData[]): EditableTableHandle {
  const model = createTableModel({ columns, rows });
  return { validateTable: () => model.validateTable() } as EditableTableHandle;
}

const okForm = { validate: async () => ({ orderNo: 'A1' }) };

describe('validateFormAndTables', () => {
  it('resolves the form values and each table by tab key', async () => {
    const activateTab = vi.fn();
    const result = await validateFormAndTables({
      form: okForm,
      tables: [
        { tabKey: 'lines', table: table([{ id: '1', name: '甲' }]) },
        { tabKey: 'payments', table: table([{ name: '新' }]) },
      ],
      activateTab,
    });
    expect(result.form).toEqual({ orderNo: 'A1' });
    expect(result.tables.lines?.rows).toEqual([{ id: '1', name: '甲' }]);
    expect(result.tables.payments?.rows).toEqual([{ name: '新' }]);
    expect(activateTab).not.toHaveBeenCalled();
  });

  it('activates the tab of the first failing table and rejects with its index, tab key and errors', async () => {
    const activateTab = vi.fn();
    const failure = await validateFormAndTables({
      form: okForm,
      tables: [
        { tabKey: 'lines', table: table([{ id: '1', name: '甲' }]) },
        { tabKey: 'payments', table: table([{ id: 'p1', name: '' }]) },
        { tabKey: 'notes', table: table([{ id: 'n1', name: '' }]) },
      ],
      activateTab,
    }).catch((reason: unknown) => reason);
    expect(isTableValidationError(failure)).toBe(true);
    expect(failure).toMatchObject({ error: 'validate-failed', index: 1, tabKey: 'payments' });
    expect((failure as { errors: unknown }).errors).toEqual({ p1: { name: '名称不能为空' } });
    expect(activateTab.mock.calls).toEqual([['payments']]);
  });

  it('rejects with the form error first, leaving the tabs alone', async () => {
    const activateTab = vi.fn();
    const formError = { errors: { orderNo: { message: '请输入订单号' } } };
    const failure = await validateFormAndTables({
      form: { validate: () => Promise.reject(formError) },
      tables: [{ tabKey: 'payments', table: table([{ id: 'p1', name: '' }]) }],
      activateTab,
    }).catch((reason: unknown) => reason);
    expect(failure).toBe(formError);
    expect(activateTab).not.toHaveBeenCalled();
  });

  it('refuses a sub-table that is not mounted', async () => {
    await expect(
      validateFormAndTables({ tables: [{ tabKey: 'lines', table: null }], activateTab: vi.fn() }),
    ).rejects.toThrow('sub-table lines is not mounted');
  });
});
