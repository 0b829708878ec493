import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { BizError } from '../../http/envelope';
import type { ApiRow } from '../repository';
import type { Scope } from '../scope';
import { insertRows, type PendingRow } from './import-insert';
import { displayCell, type MappedColumn, mapSheet, rowBody } from './import-rows';
import { dictionaryItems, textLimits } from './lookups';
import type { CellValue, ExcelCrud } from './types';
import { ImportMessages, MAX_IMPORT_ROWS, readWorkbook } from './workbook-reader';

/** One uploaded file. */
export interface UploadedWorkbook {
  name: string;
  content: Buffer;
}

/** Where a row came from: enough to name it and to write it back to an error report. */
interface RowSource {
  file: string;
  fileIndex: number;
  rowNumber: number;
  cells: unknown[];
  columns: MappedColumn[];
}

export interface ImportReport {
  totalCount: number;
  successCount: number;
  errorCount: number;
  /** The error report's title row (the entity's column titles and 错误原因) and rows, in upload order. */
  errorSheet: { header: string[]; rows: CellValue[][] };
}

export const ERROR_REASON_TITLE = '错误原因';

/**
 * Imports the workbooks of one request: each file's header mapped by title, each row checked (required
 * fields, shared rules, dictionary values, types, lengths, then the entity's own `check`), and every
 * valid row of every file inserted in ONE transaction in the caller's scope. A file that cannot be read
 * (corrupt, encrypted, empty, too large) refuses the whole request before anything is written.
 *
 * @example const report = await importWorkbooks(db, crud, scope, request, [{ name: 'a.xlsx', content }])
 */
export async function importWorkbooks(
  db: Db,
  crud: ExcelCrud,
  scope: Scope,
  request: FastifyRequest,
  files: readonly UploadedWorkbook[],
): Promise<ImportReport> {
  const { entity, excel } = crud;
  const sheets = files.map((file) => ({
    file: file.name,
    mapping: mapSheet(readWorkbook(file.name, file.content), excel.columns, entity.fields, excel.required ?? []),
  }));
  const totalCount = sheets.reduce((sum, { mapping }) => sum + mapping.rows.length, 0);
  if (totalCount > MAX_IMPORT_ROWS) throw new BizError(ImportMessages.tooManyRows);
  const dictCodes = Object.keys(excel.columns)
    .map((field) => entity.fields[field]?.dict)
    .filter((code): code is string => Boolean(code));
  const context = {
    required: new Set(excel.required ?? []),
    rules: excel.rules ?? {},
    dictionaries: await dictionaryItems(db, dictCodes),
    limits: await textLimits(db, entity.table),
  };

  const pending: PendingRow<RowSource>[] = [];
  const failed: { source: RowSource; reason: string }[] = [];
  for (const [fileIndex, { file, mapping }] of sheets.entries()) {
    for (const { rowNumber, cells } of mapping.rows) {
      const source = { file, fileIndex, rowNumber, cells, columns: mapping.columns };
      const checked = await rowBody(cells, mapping.columns, context);
      if (checked.error !== undefined) {
        failed.push({ source, reason: checked.error });
        continue;
      }
      const reason = await entityCheck(crud, checked.body, scope, request);
      if (reason) failed.push({ source, reason });
      else pending.push({ body: checked.body, source });
    }
  }

  const outcome = await insertRows(db, entity, scope, pending, excel.columns);
  const importable = Object.fromEntries(Object.entries(excel.columns).filter(([field]) => entity.fields[field]?.write));
  if (outcome.inserted > 0) crud.afterWrite?.();
  failed.push(...outcome.failed);
  failed.sort((a, b) => a.source.fileIndex - b.source.fileIndex || a.source.rowNumber - b.source.rowNumber);
  return {
    totalCount,
    successCount: outcome.inserted,
    errorCount: failed.length,
    errorSheet: errorSheet(importable, failed, files.length > 1),
  };
}

/** The entity's `check` on one row: its BizError message, undefined when the row passes. */
async function entityCheck(
  crud: ExcelCrud,
  body: ApiRow,
  scope: Scope,
  request: FastifyRequest,
): Promise<string | undefined> {
  if (!crud.check) return undefined;
  try {
    await crud.check(body, { scope, request });
    return undefined;
  } catch (error) {
    if (error instanceof BizError) return error.message;
    throw error;
  }
}

/**
 * The failing rows as the entity's columns (the cells as the user typed them, so the fixed report can
 * be imported again: 错误原因 is not a known column) plus the reason with its row number.
 */
function errorSheet(
  titles: Readonly<Record<string, string>>,
  failed: readonly { source: RowSource; reason: string }[],
  namedFiles: boolean,
): ImportReport['errorSheet'] {
  const fields = Object.keys(titles);
  const rows = failed.map(({ source, reason }) => {
    const indexOf = new Map(source.columns.map((column) => [column.field, column.index]));
    const cells = fields.map((field) => {
      const index = indexOf.get(field);
      return index === undefined ? null : displayCell(source.cells[index]);
    });
    const where = `${namedFiles ? `${source.file} ` : ''}第${source.rowNumber}行`;
    return [...cells, `${where}：${reason}`];
  });
  return { header: [...fields.map((field) => titles[field] as string), ERROR_REASON_TITLE], rows };
}
