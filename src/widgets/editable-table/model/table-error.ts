import type { TableValidationError, TableValues } from '../types';

/** The marker of a failed table validation (docs/widgets-spec.md §4). */
export const VALIDATE_FAILED = 'validate-failed';

/**
 * The rejection of `validateTable()`: an Error (so it has a stack and passes `instanceof Error`) with
 * the contract's fields: marker, table index, tab key and the rowKey -> column -> message map.
 * Its message is the first error's message.
 */
export class TableValidationFailure extends Error implements TableValidationError {
  readonly error = VALIDATE_FAILED;
  readonly index: number;
  readonly tabKey?: string;
  readonly errors: Record<string, Record<string, string>>;

  constructor(init: {
    index: number;
    tabKey?: string;
    errors: Record<string, Record<string, string>>;
    message?: string;
  }) {
    super(init.message ?? VALIDATE_FAILED);
    this.name = 'TableValidationFailure';
    this.index = init.index;
    if (init.tabKey !== undefined) this.tabKey = init.tabKey;
    this.errors = init.errors;
  }
}

/**
 * Whether a rejection is a table validation failure (from this model or any object of the contract's shape).
 *
 * @example form.submit().catch((e) => isTableValidationError(e) && setActiveTab(e.tabKey))
 */
export function isTableValidationError(value: unknown): value is TableValidationError {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { error?: unknown }).error === VALIDATE_FAILED &&
    typeof (value as { index?: unknown }).index === 'number'
  );
}

/** What `validateTables` needs of a table. */
export interface ValidatableTable {
  readonly tableIndex?: number | undefined;
  readonly tabKey?: string | undefined;
  validateTable(): Promise<TableValues>;
}

/**
 * Validates every sub-table of a form (all of them, so each shows its errors) and resolves their values
 * in order, or rejects with the first failing table's error; its `index` is the table's `tableIndex`,
 * else its position in `tables`, and `tabKey` names the tab to activate.
 *
 * @example validateTables([orderLines, payments]).catch((e) => setActiveKey(e.tabKey))
 */
export async function validateTables(tables: readonly ValidatableTable[]): Promise<TableValues[]> {
  const settled = await Promise.allSettled(tables.map((table) => table.validateTable()));
  const values: TableValues[] = [];
  for (const [i, outcome] of settled.entries()) {
    if (outcome.status === 'fulfilled') {
      values.push(outcome.value);
      continue;
    }
    const reason: unknown = outcome.reason;
    if (!isTableValidationError(reason)) throw reason;
    const table = tables[i] as ValidatableTable;
    const tabKey = table.tabKey ?? reason.tabKey;
    throw new TableValidationFailure({
      index: table.tableIndex ?? i,
      ...(tabKey === undefined ? {} : { tabKey }),
      errors: reason.errors,
      message: reason instanceof Error ? reason.message : undefined,
    });
  }
  return values;
}
