import { buildColumnIndex, type CellRule, validateCell } from '../../core/validation';

/**
 * A target column of the import: the title its header cell carries and the rules its cells must pass
 * (an editable-table column fits: `{ key, title, validateRules }`).
 */
export interface ImportColumn {
  key: string;
  title: string;
  validateRules?: CellRule[];
}

/** One sheet's raw cells: `rows[i]` is Excel row `firstRow + i`, `rows[i][j]` column `firstColumn + j` (0-based). */
export interface SheetGrid {
  name: string;
  firstRow: number;
  firstColumn: number;
  rows: unknown[][];
}

export interface PreviewColumn {
  /** Index into a row's cells. */
  index: number;
  /** The header cell's text, or the column letter when it is blank. */
  title: string;
  letter: string;
  /** Key of the target column this header maps to. */
  key?: string;
}

export interface PreviewRow {
  /** The row number Excel shows. */
  rowNumber: number;
  cells: string[];
  /** Message of each failing cell, by cell index. */
  errors: Record<number, string>;
}

export interface SheetPreview {
  name: string;
  columns: PreviewColumn[];
  /** Excel row number of the header row (undefined for an empty sheet). */
  headerRowNumber?: number;
  /** True when the header names at least one target column (only then are rows checked). */
  mapped: boolean;
  /** Titles of required target columns the header lacks. */
  missingColumns: string[];
  /** The first data rows. */
  rows: PreviewRow[];
  /** The first data rows that break a rule. */
  invalidRows: PreviewRow[];
  /** Data rows (blank rows left out) and how many of them break a rule. */
  totalRows: number;
  invalidCount: number;
}

export interface SheetPreviewOptions {
  columns?: readonly ImportColumn[];
  /** Rows kept in `rows` and in `invalidRows` (default 20). */
  limit?: number;
}

export const DEFAULT_PREVIEW_ROWS = 20;
/** How many leading rows may precede the header (JeecgBoot templates carry two title rows). */
export const HEADER_SCAN_ROWS = 10;
/** Columns shown at most (a stray value far to the right must not make a thousand-column table). */
export const MAX_PREVIEW_COLUMNS = 60;

/** A header title as the server compares it: trimmed, a required marker `*` at either end dropped. */
export function normalizeTitle(cell: unknown): string {
  return String(cell ?? '')
    .trim()
    .replace(/^\*|[*＊]$/g, '')
    .trim();
}

/** Excel's column letters: 0 → A, 25 → Z, 26 → AA. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A cell as text: strings trimmed; dates (read as wall-clock time in their UTC fields) as
 * `YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss`; numbers and booleans as Excel shows them.
 *
 * @example cellText(new Date(Date.UTC(2026, 0, 5))) // '2026-01-05'
 */
export function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) {
    if (Number.isNaN(cell.getTime())) return '';
    const day = `${cell.getUTCFullYear()}-${pad(cell.getUTCMonth() + 1)}-${pad(cell.getUTCDate())}`;
    const h = cell.getUTCHours();
    const m = cell.getUTCMinutes();
    const s = cell.getUTCSeconds();
    return h || m || s ? `${day} ${pad(h)}:${pad(m)}:${pad(s)}` : day;
  }
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  return String(cell).trim();
}

function isBlankRow(row: readonly unknown[] | undefined): boolean {
  return !row || row.every((cell) => cellText(cell) === '');
}

/**
 * The header row: the one among the first rows naming most target titles, else the first non-blank row
 * (index -1 for an empty sheet); `hits` counts the titles it names.
 *
 * @example findHeader(grid, new Set(['职务编码'])) // { index: 2, hits: 1 }
 */
export function findHeader(
  grid: Pick<SheetGrid, 'rows'>,
  titles: { has(title: string): boolean },
): { index: number; hits: number } {
  let best = { index: -1, hits: 0 };
  grid.rows.slice(0, HEADER_SCAN_ROWS).forEach((row, index) => {
    const hits = (row ?? []).filter((cell) => titles.has(normalizeTitle(cell))).length;
    if (hits > best.hits) best = { index, hits };
  });
  if (best.index >= 0) return best;
  return { index: grid.rows.findIndex((row) => !isBlankRow(row)), hits: 0 };
}

function requiredRule(rule: CellRule): boolean {
  return rule.required === true || rule.pattern === '*';
}

/**
 * What the user will send: the sheet's header, its first rows, and the rows that break the target
 * columns' rules (src/core/validation, uniqueness over the whole sheet). Header cells map to target
 * columns by title, as the server maps them.
 *
 * @example
 * const preview = await previewSheet(grid, { columns: [{ key: 'code', title: '职务编码', validateRules: [{ required: true }] }] });
 * preview.invalidRows[0].errors // { 0: '职务编码不能为空' }
 */
export async function previewSheet(grid: SheetGrid, options: SheetPreviewOptions = {}): Promise<SheetPreview> {
  const limit = options.limit ?? DEFAULT_PREVIEW_ROWS;
  const titles = new Map<string, ImportColumn>();
  const targets = new Map<string, ImportColumn>();
  for (const column of options.columns ?? []) {
    titles.set(normalizeTitle(column.title), column);
    targets.set(column.key, column);
  }

  const header = findHeader(grid, titles);
  const empty: SheetPreview = {
    name: grid.name,
    columns: [],
    mapped: false,
    missingColumns: [],
    rows: [],
    invalidRows: [],
    totalRows: 0,
    invalidCount: 0,
  };
  if (header.index < 0) return empty;

  const headerCells = grid.rows[header.index] ?? [];
  const dataRows: { rowNumber: number; cells: string[] }[] = [];
  grid.rows.slice(header.index + 1).forEach((row, offset) => {
    if (isBlankRow(row)) return;
    dataRows.push({ rowNumber: grid.firstRow + header.index + 1 + offset, cells: (row ?? []).map(cellText) });
  });
  const width = Math.min(
    MAX_PREVIEW_COLUMNS,
    Math.max(headerCells.length, ...dataRows.slice(0, limit).map((row) => row.cells.length)),
  );

  const mappedKeys = new Set<string>();
  const columns: PreviewColumn[] = [];
  for (let index = 0; index < width; index += 1) {
    const letter = columnLetter(grid.firstColumn + index);
    const target = header.hits > 0 ? titles.get(normalizeTitle(headerCells[index])) : undefined;
    const key = target && !mappedKeys.has(target.key) ? target.key : undefined;
    if (key) mappedKeys.add(key);
    columns.push({ index, title: cellText(headerCells[index]) || letter, letter, key });
  }
  const mapped = mappedKeys.size > 0;
  const missingColumns = mapped
    ? (options.columns ?? [])
        .filter((column) => !mappedKeys.has(column.key) && (column.validateRules ?? []).some(requiredRule))
        .map((column) => column.title)
    : [];

  // The columns whose cells are checked: mapped to a target that has rules.
  const checked = columns.flatMap((column) => {
    const target = column.key === undefined ? undefined : targets.get(column.key);
    return target?.validateRules?.length ? [{ index: column.index, target }] : [];
  });
  const records = dataRows.map((row) =>
    Object.fromEntries(checked.map(({ index, target }) => [target.key, row.cells[index] ?? ''])),
  );
  const indexes = new Map(checked.map(({ target }) => [target.key, buildColumnIndex(records, target.key)]));

  const rows: PreviewRow[] = [];
  const invalidRows: PreviewRow[] = [];
  let invalidCount = 0;
  for (const [position, data] of dataRows.entries()) {
    const record = records[position] ?? {};
    const errors: Record<number, string> = {};
    for (const { index, target } of checked) {
      const message = await validateCell({
        value: record[target.key],
        rules: target.validateRules,
        column: { key: target.key, title: target.title },
        row: record,
        rows: records,
        index: indexes.get(target.key),
      });
      if (message !== undefined) errors[index] = message;
    }
    const row: PreviewRow = { rowNumber: data.rowNumber, cells: data.cells.slice(0, width), errors };
    if (rows.length < limit) rows.push(row);
    if (Object.keys(errors).length > 0) {
      invalidCount += 1;
      if (invalidRows.length < limit) invalidRows.push(row);
    }
  }
  return {
    ...empty,
    columns,
    headerRowNumber: grid.firstRow + header.index,
    mapped,
    missingColumns,
    rows,
    invalidRows,
    totalRows: dataRows.length,
    invalidCount,
  };
}

/**
 * Previews every sheet of a workbook, in order.
 *
 * @example const sheets = await previewSheets(readWorkbookGrids(bytes), { columns });
 */
export async function previewSheets(
  grids: readonly SheetGrid[],
  options: SheetPreviewOptions = {},
): Promise<SheetPreview[]> {
  const sheets: SheetPreview[] = [];
  for (const grid of grids) sheets.push(await previewSheet(grid, options));
  return sheets;
}
