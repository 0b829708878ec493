import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyRequest } from 'fastify';
import { BizError } from '../../http/envelope';
import type { ApiRow } from '../repository';
import type { Scope } from '../scope';
import type { PendingRow } from './import-insert';
import { type MappedColumn, type RowRules, rowBody } from './import-rows';
import type { ExcelCrud } from './types';

/** Rows checked between two turns of the event loop (other requests, the progress poll, get in). */
const ROWS_PER_TURN = 1_000;

/** One data row to check: its cells and the sheet's mapping (the row is also the failure's source). */
export interface RowToCheck {
  cells: readonly unknown[];
  columns: readonly MappedColumn[];
}

export interface CheckedRows<T> {
  pending: PendingRow<T>[];
  failed: { source: T; reason: string }[];
}

interface CheckRun<T extends RowToCheck> {
  crud: ExcelCrud;
  scope: Scope;
  request: FastifyRequest;
  rows: readonly T[];
  rules: RowRules;
  /** Called every ROWS_PER_TURN rows with the rows checked so far. */
  onProgress?: (done: number) => void;
}

/** The reason a check refuses a body (its BizError message), undefined when the row passes. */
async function refusal(check: () => Promise<unknown> | unknown): Promise<string | undefined> {
  try {
    await check();
    return undefined;
  } catch (error) {
    if (error instanceof BizError) return error.message;
    throw error;
  }
}

/** A prepared check's verdict on a body: the body to write, or the reason it is refused. */
async function verdict(
  check: (body: ApiRow) => Promise<ApiRow | undefined> | ApiRow | undefined,
  body: ApiRow,
): Promise<{ body: ApiRow } | { reason: string }> {
  try {
    return { body: (await check(body)) ?? body };
  } catch (error) {
    if (error instanceof BizError) return { reason: error.message };
    throw error;
  }
}

/**
 * Every row checked: first the sheet's own checks (required fields, shared rules, dictionary values,
 * types, lengths) on all rows, then the entity's check on the rows that passed, in file order. With
 * `excel.prepareCheck` the entity's look-ups are read once for the whole file; else `check` runs row
 * by row. Reasons are the ones the row-by-row path gives (`checkRowsOneByOne`).
 *
 * @example const { pending, failed } = await checkRows({ crud, scope, request, rows, rules })
 */
export async function checkRows<T extends RowToCheck>(run: CheckRun<T>): Promise<CheckedRows<T>> {
  const { crud, scope, request, rows, rules, onProgress } = run;
  const out: CheckedRows<T> = { pending: [], failed: [] };
  // The two passes count half each towards the progress.
  const report = async (first: number, second: number) => {
    onProgress?.(Math.floor((first + second) / 2));
    await nextTurn();
  };

  const passed: (PendingRow<T> & { index: number })[] = [];
  for (const [index, row] of rows.entries()) {
    const checked = await rowBody(row.cells, row.columns, rules);
    if (checked.error !== undefined) out.failed.push({ source: row, reason: checked.error });
    else passed.push({ body: checked.body, source: row, index });
    if ((index + 1) % ROWS_PER_TURN === 0) await report(index + 1, 0);
  }

  const { check, excel } = crud;
  const checkOne = excel.prepareCheck
    ? await excel.prepareCheck(
        passed.map((row) => row.body),
        { scope, request },
      )
    : check
      ? async (body: ApiRow) => {
          await check(body, { scope, request });
          return body;
        }
      : undefined;
  for (const [n, row] of passed.entries()) {
    const checked = checkOne ? await verdict(checkOne, row.body) : { body: row.body };
    if ('reason' in checked) {
      out.failed.push({ source: row.source, reason: checked.reason });
    } else {
      // The checked body replaces the sheet's (which may then go).
      row.body = checked.body;
      out.pending.push(row);
    }
    if ((n + 1) % ROWS_PER_TURN === 0) await report(rows.length, row.index + 1);
  }
  onProgress?.(rows.length);
  return out;
}

/**
 * The former check, kept as the reference `checkRows` is tested against and the benchmark's peer:
 * each row's sheet checks, then the entity's `check` (which may query the database), row by row.
 */
export async function checkRowsOneByOne<T extends RowToCheck>(run: CheckRun<T>): Promise<CheckedRows<T>> {
  const { crud, scope, request, rows, rules, onProgress } = run;
  const out: CheckedRows<T> = { pending: [], failed: [] };
  for (const [index, row] of rows.entries()) {
    if (index % ROWS_PER_TURN === 0) onProgress?.(index);
    const checked = await rowBody(row.cells, row.columns, rules);
    if (checked.error !== undefined) {
      out.failed.push({ source: row, reason: checked.error });
      continue;
    }
    const body = checked.body;
    const reason = crud.check ? await refusal(() => crud.check?.(body, { scope, request })) : undefined;
    if (reason) out.failed.push({ source: row, reason });
    else out.pending.push({ body, source: row });
  }
  return out;
}
