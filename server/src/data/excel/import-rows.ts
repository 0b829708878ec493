import * as XLSX from '@e965/xlsx';
import { type FieldRule, isEmptyValue, validateValue } from '../../../../src/core/validation/field-rule';
import { BizError } from '../../http/envelope';
import type { FieldDef } from '../entity';
import type { ApiRow } from '../repository';
import { inputValue } from '../values';
import type { DictionaryItems } from './lookups';
import { HEADER_SCAN_ROWS, ImportMessages, isBlankCell, MAX_IMPORT_ROWS, type SheetGrid } from './workbook-reader';
import { unquoteFormulaText } from './xlsx-xml';

/** One importable column of a sheet: the field, its title and where it sits. */
export interface MappedColumn {
  field: string;
  def: FieldDef;
  title: string;
  index: number;
}

/** A sheet's header mapped to fields: the data rows follow the header row. */
export interface SheetMapping {
  columns: MappedColumn[];
  headerRow: number;
  /** Data rows with their Excel row numbers, blank rows left out. */
  rows: { rowNumber: number; cells: unknown[] }[];
}

const normalizeTitle = (cell: unknown): string =>
  String(cell ?? '')
    .trim()
    .replace(/^\*|[*＊]$/g, '')
    .trim();

/** A sheet's header row mapped to fields. */
export interface SheetHeader {
  columns: MappedColumn[];
  /** Index of the header row among the rows searched. */
  index: number;
}

/**
 * Finds the header row among a sheet's first rows (the one naming most known titles, so a JeecgBoot
 * template's title rows above it are skipped) and maps its cells to fields. Only writable fields are
 * mapped; unknown columns (an error file's 错误原因, a 租户 column) are ignored.
 *
 * @example findHeader([['职务编码', '职务名称']], { code: '职务编码' }, fields, ['code']).columns[0] // { field: 'code', index: 0, ... }
 */
export function findHeader(
  firstRows: readonly (readonly unknown[])[],
  titles: Readonly<Record<string, string>>,
  fields: Readonly<Record<string, FieldDef>>,
  required: readonly string[],
): SheetHeader {
  const fieldOfTitle = new Map<string, string>();
  for (const [field, title] of Object.entries(titles)) {
    const def = fields[field];
    if (def?.write) fieldOfTitle.set(normalizeTitle(title), field);
  }
  let best = { index: -1, hits: 0 };
  firstRows.slice(0, HEADER_SCAN_ROWS).forEach((row, index) => {
    const hits = row.filter((cell) => fieldOfTitle.has(normalizeTitle(cell))).length;
    if (hits > best.hits) best = { index, hits };
  });
  const expected = [...fieldOfTitle.keys()].join('、');
  if (best.index < 0) throw new BizError(`未找到表头，请使用导出的文件作为模板（表头：${expected}）`);

  const header = firstRows[best.index] ?? [];
  const columns: MappedColumn[] = [];
  const seen = new Set<string>();
  header.forEach((cell, index) => {
    const field = fieldOfTitle.get(normalizeTitle(cell));
    if (!field || seen.has(field)) return;
    seen.add(field);
    columns.push({ field, def: fields[field] as FieldDef, title: titles[field] as string, index });
  });
  const missing = required.filter((field) => fields[field]?.write && !seen.has(field));
  if (missing.length > 0) throw new BizError(`缺少必填列：${missing.map((field) => titles[field]).join('、')}`);
  return { columns, index: best.index };
}

/**
 * A whole sheet's header (see `findHeader`) and its data rows, blank rows left out.
 *
 * @example mapSheet(grid, { code: '职务编码' }, fields, ['code']).columns[0] // { field: 'code', index: 0, ... }
 */
export function mapSheet(
  grid: SheetGrid,
  titles: Readonly<Record<string, string>>,
  fields: Readonly<Record<string, FieldDef>>,
  required: readonly string[],
): SheetMapping {
  const { columns, index } = findHeader(grid.rows, titles, fields, required);
  const rows: SheetMapping['rows'] = [];
  grid.rows.slice(index + 1).forEach((cells, offset) => {
    if (cells.every(isBlankCell)) return;
    rows.push({ rowNumber: grid.firstRow + index + 1 + offset, cells });
  });
  if (rows.length === 0) throw new BizError(ImportMessages.headerOnly);
  if (rows.length > MAX_IMPORT_ROWS) throw new BizError(ImportMessages.tooManyRows);
  return { columns, headerRow: grid.firstRow + index, rows };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date read with SheetJS's UTC option holds the sheet's wall-clock time in its UTC fields. */
function wallClock(date: Date, withTime: boolean): string {
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  return withTime ? `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}` : day;
}

/**
 * A cell as the text a form would send: trimmed strings, dates as 'YYYY-MM-DD[ HH:mm:ss]', a date
 * column's plain number read as an Excel serial date, booleans as 1/0. The `'` our exports put before
 * formula-like text is dropped (`unquoteFormulaText`), so an exported file imports its own values.
 *
 * @example cellText(f.date('birthday'), 45000) // '2023-03-15'
 */
export function cellText(def: FieldDef, cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  const dated = def.type === 'date' || def.type === 'datetime';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : wallClock(cell, def.type !== 'date');
  if (typeof cell === 'number') {
    if (dated && Number.isFinite(cell)) {
      const code = XLSX.SSF.parse_date_code(cell);
      if (code) {
        const day = `${code.y}-${pad(code.m)}-${pad(code.d)}`;
        return def.type === 'date' ? day : `${day} ${pad(code.H)}:${pad(code.M)}:${pad(code.S)}`;
      }
    }
    return String(cell);
  }
  if (typeof cell === 'boolean') return cell ? '1' : '0';
  return unquoteFormulaText(String(cell).trim());
}

/**
 * A cell of an error report: as the user typed it, dates in the sheet's own wall-clock time. The
 * report is a workbook people open and edit, so the writer quotes formula-like text in it like in any
 * export; the text is unquoted here first, so a cell read as `'=1+1` is written `'=1+1` again (not
 * `''=1+1`) and the corrected report imports `=1+1`.
 */
export function displayCell(cell: unknown): string | number | boolean | null {
  if (cell === null || cell === undefined) return null;
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : wallClock(cell, true);
  if (typeof cell === 'string') return unquoteFormulaText(cell);
  if (typeof cell === 'number' || typeof cell === 'boolean') return cell;
  return String(cell);
}

const YES = new Set(['是', '1', 'true', 'y', 'yes']);
const NO = new Set(['否', '0', 'false', 'n', 'no']);

/** What one row validation needs besides the row. */
export interface RowRules {
  required: ReadonlySet<string>;
  rules: Readonly<Record<string, readonly FieldRule[]>>;
  dictionaries: ReadonlyMap<string, DictionaryItems>;
  /** varchar limits by column. */
  limits: ReadonlyMap<string, number>;
}

/** A non-empty cell's text that passed the shared rules, converted to its body value, or the reason it fails. */
function converted(column: MappedColumn, text: string, context: RowRules): { value: string } | { error: string } {
  const { def, title } = column;
  let value = text;
  if (def.dict) {
    const items = context.dictionaries.get(def.dict);
    const parts = text
      .split(/[,，]/)
      .map((part) => part.trim())
      .filter(Boolean);
    const codes: string[] = [];
    for (const part of parts) {
      const code = items?.valueOf.get(part) ?? (items?.textOf.has(part) ? part : undefined);
      if (code === undefined) return { error: `${title}「${part}」不是有效选项` };
      codes.push(code);
    }
    value = codes.join(',');
  } else if (def.type === 'boolean') {
    const lower = text.toLowerCase();
    if (!YES.has(lower) && !NO.has(lower)) return { error: `${title}只能填写"是"或"否"` };
    value = YES.has(lower) ? '1' : '0';
  }
  try {
    inputValue(def, title, value);
  } catch (error) {
    if (error instanceof BizError) return { error: error.message };
    throw error;
  }
  const limit = def.type === 'string' ? context.limits.get(def.column) : undefined;
  // Characters, not UTF-16 units: only a text longer than the limit in units can be too long.
  if (limit !== undefined && value.length > limit && [...value].length > limit) {
    return { error: `${title}不能超过${limit}个字符` };
  }
  return { value };
}

/**
 * One data row as a body for the repository, or every reason it fails (required fields, shared
 * rules, dictionary values, types, lengths), joined with '；'.
 *
 * @example await rowBody(cells, columns, context) // { body: { code: 'ceo', postRank: '1' } }
 */
export async function rowBody(
  cells: readonly unknown[],
  columns: readonly MappedColumn[],
  context: RowRules,
): Promise<{ body: ApiRow; error?: undefined } | { body?: undefined; error: string }> {
  const body: ApiRow = {};
  const errors: string[] = [];
  for (const column of columns) {
    const { field, def, title } = column;
    const text = cellText(def, cells[column.index]);
    if (isEmptyValue(text)) {
      if (context.required.has(field)) errors.push(`${title}不能为空`);
      continue;
    }
    const rules = context.rules[field];
    const ruleMessage = rules && rules.length > 0 ? await validateValue(text, rules) : undefined;
    if (ruleMessage) {
      errors.push(`${title}：${ruleMessage}`);
      continue;
    }
    const cell = converted(column, text, context);
    if ('error' in cell) errors.push(cell.error);
    else body[field] = cell.value;
  }
  return errors.length > 0 ? { error: errors.join('；') } : { body };
}
