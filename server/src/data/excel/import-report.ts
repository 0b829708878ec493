import type { MappedColumn } from './import-rows';
import { displayCell } from './import-rows';
import type { CellValue } from './types';

export const ERROR_REASON_TITLE = '错误原因';

/** Where a row came from: enough to name it and to write it back to an error report. */
export interface RowSource {
  file: string;
  fileIndex: number;
  rowNumber: number;
  cells: unknown[];
  columns: MappedColumn[];
}

/** A refused row and why. */
export interface RowFailure {
  source: RowSource;
  reason: string;
}

export interface ImportReport {
  totalCount: number;
  successCount: number;
  errorCount: number;
  /** The error report's title row (the entity's column titles and 错误原因) and rows, in upload order. */
  errorSheet: { header: string[]; rows: CellValue[][] };
}

/**
 * The failing rows, in upload order, as the entity's columns (the cells as the user typed them, so the
 * fixed report can be imported again: 错误原因 is not a known column) plus the reason with its row
 * number (and the file's name when the request carried several).
 *
 * @example errorSheet({ code: '职务编码' }, failed, false).rows[0] // ['accountant', '第4行：职务编码已存在']
 */
export function errorSheet(
  titles: Readonly<Record<string, string>>,
  failed: readonly RowFailure[],
  namedFiles: boolean,
): ImportReport['errorSheet'] {
  const fields = Object.keys(titles);
  const sorted = [...failed].sort(
    (a, b) => a.source.fileIndex - b.source.fileIndex || a.source.rowNumber - b.source.rowNumber,
  );
  const rows = sorted.map(({ source, reason }) => {
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
