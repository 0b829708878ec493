import { TableValidationFailure, validateTables } from '../model';
import type { EditableTableHandle, TableValues } from '../types';

/** The part of a form (Arco's `FormInstance`) the check needs: `validate()` resolves the values or rejects. */
export interface ValidatableForm<Values> {
  validate(): Promise<Values>;
}

/** One sub-table of a form: its handle (null while not mounted) and the tab that owns it. */
export interface FormSubTable {
  tabKey: string;
  table: EditableTableHandle | null | undefined;
}

export interface FormTablesInput<Values> {
  /** The main form; omitted: only the sub-tables are checked. */
  form?: ValidatableForm<Values> | undefined;
  tables: readonly FormSubTable[];
  /** Shows the tab of the first failing table (the form then calls `showError` once it is drawn). */
  activateTab(tabKey: string): void;
}

export interface FormTablesValues<Values> {
  /** The main form's values (undefined without a form). */
  form: Values | undefined;
  /** The values of each sub-table, by tab key. */
  tables: Record<string, TableValues>;
}

/**
 * Validates a form and all its sub-tables together (so every error shows at once), as JeecgBoot's
 * `validateFormAndTables`: resolves the form's and every table's values; rejects with the form's own
 * error when the form fails (its fields show their messages), else with the first failing table's
 * `TableValidationFailure` (docs/widgets-spec.md §4: marker, table index, tab key, error map) after asking
 * for that table's tab to be shown. A sub-table that is not mounted rejects with a plain Error.
 *
 * @example
 * await validateFormAndTables({ form, tables: [{ tabKey: 'lines', table: lines.current }], activateTab: setActiveTab });
 */
export async function validateFormAndTables<Values>(input: FormTablesInput<Values>): Promise<FormTablesValues<Values>> {
  const tables = input.tables.map(({ tabKey, table }, index) => {
    if (!table) throw new Error(`sub-table ${tabKey} is not mounted`);
    return { tableIndex: index, tabKey, validateTable: () => table.validateTable() };
  });
  const [form, values] = await Promise.allSettled([input.form?.validate(), validateTables(tables)]);
  if (form.status === 'rejected') throw form.reason;
  if (values.status === 'rejected') {
    const reason: unknown = values.reason;
    if (reason instanceof TableValidationFailure && reason.tabKey !== undefined) input.activateTab(reason.tabKey);
    throw reason;
  }
  const byTab: Record<string, TableValues> = {};
  tables.forEach((table, index) => {
    byTab[table.tabKey] = values.value[index] as TableValues;
  });
  return { form: form.value, tables: byTab };
}
