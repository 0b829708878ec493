import { formatTagsInput, parseNumberOnBlur, sanitizeNumberInput } from '../../../core/validation';
import type { ColumnOption, ColumnType, EditableColumn } from '../types';

/** Default checkbox values (docs/widgets-spec.md §9: switch values default Y/N). */
export const DEFAULT_CUSTOM_VALUE: readonly [unknown, unknown] = ['Y', 'N'];

/** Column types that hold no value of their own (row furniture). */
export const STRUCTURAL_TYPES: ReadonlySet<ColumnType> = new Set([
  'row-number',
  'row-checkbox',
  'row-radio',
  'row-expand',
  'row-drag-sort',
]);

/** Types the user cannot paste into: display-only, custom and file cells. */
const NOT_PASTEABLE: ReadonlySet<ColumnType> = new Set([
  'normal',
  'hidden',
  'slot',
  'progress',
  'upload',
  'file',
  'image',
]);

const OPTION_TYPES: ReadonlySet<ColumnType> = new Set(['select', 'select-search', 'sel_search', 'radio']);
const MULTI_TYPES: ReadonlySet<ColumnType> = new Set(['select-multiple', 'list_multi']);

const CHECKED_WORDS = new Set(['y', 'yes', 'true', '1', '是', '√', '✓', '✔', 'on', 'checked']);
const UNCHECKED_WORDS = new Set(['', 'n', 'no', 'false', '0', '否', '×', '✗', 'off', 'unchecked']);

export type Conversion = { ok: true; value: unknown } | { ok: false };

export function isPasteable(column: EditableColumn): boolean {
  return !column.disabled && !STRUCTURAL_TYPES.has(column.type) && !NOT_PASTEABLE.has(column.type);
}

function optionText(option: ColumnOption): string {
  return String(option.text ?? option.title ?? option.label ?? option.value);
}

function findOption(options: readonly ColumnOption[], text: string): string | undefined {
  const wanted = text.trim();
  const byText = options.find((option) => optionText(option).trim() === wanted);
  if (byText) return String(byText.value);
  return options.find((option) => String(option.value) === wanted)?.value;
}

function convertOption(column: EditableColumn, text: string, options: readonly ColumnOption[] | undefined): Conversion {
  if (text.trim() === '') return { ok: true, value: '' };
  // Without known options (dictionary not loaded) the text is kept: it may well be the value.
  if (!options || options.length === 0) return { ok: true, value: text.trim() };
  const value = findOption(options, text);
  if (value !== undefined) return { ok: true, value };
  return column.allowInput ? { ok: true, value: text.trim() } : { ok: false };
}

function convertMulti(text: string, options: readonly ColumnOption[] | undefined): Conversion {
  const parts = text
    .split(/[,，;；、]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (!options || options.length === 0) return { ok: true, value: parts.join(',') };
  const values: string[] = [];
  for (const part of parts) {
    const value = findOption(options, part);
    if (value === undefined) return { ok: false };
    if (!values.includes(value)) values.push(value);
  }
  return { ok: true, value: values.join(',') };
}

function convertCheckbox(column: EditableColumn, text: string): Conversion {
  const [checked, unchecked] = column.customValue ?? DEFAULT_CUSTOM_VALUE;
  const trimmed = text.trim();
  if (trimmed === String(checked)) return { ok: true, value: checked };
  if (trimmed === String(unchecked)) return { ok: true, value: unchecked };
  const word = trimmed.toLowerCase();
  if (CHECKED_WORDS.has(word)) return { ok: true, value: checked };
  if (UNCHECKED_WORDS.has(word)) return { ok: true, value: unchecked };
  return { ok: false };
}

const DATE_TEXT =
  /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?(?:(?:\s+|T)(\d{1,2})[:：](\d{1,2})(?:[:：](\d{1,2}))?)?$/;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A pasted date as the cell stores it: `YYYY-MM-DD`, or `YYYY-MM-DD HH:mm:ss` with `withTime`.
 * Accepts `-`, `/`, `.` and `年月日` separators and an optional time; impossible dates give undefined.
 *
 * @example parsePastedDate('2026/3/5 8:09', true) // '2026-03-05 08:09:00'
 */
export function parsePastedDate(text: string, withTime: boolean): string | undefined {
  const match = DATE_TEXT.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1).map((part) => Number(part ?? 0));
  const date = new Date(Date.UTC(year as number, (month as number) - 1, day));
  if (date.getUTCMonth() !== (month as number) - 1 || date.getUTCDate() !== day) return undefined;
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  const datePart = `${year}-${pad(month as number)}-${pad(day as number)}`;
  return withTime ? `${datePart} ${pad(hour)}:${pad(minute)}:${pad(second)}` : datePart;
}

/**
 * The value a pasted text becomes in a column: numbers through the number-input rules (so `¥1,234.5`
 * is 1234.5, text without digits is ''), checkbox by its custom values or yes/no words (是/否, Y/N,
 * true/false, 1/0), options by text or value (several, comma-separated, for multi-selects), dates in
 * common spellings, tags re-formatted; other text as is. `{ ok: false }` leaves the cell unchanged.
 *
 * @example convertPastedText({ key: 'sex', title: '性别', type: 'select', options }, '男', options) // { ok: true, value: '1' }
 */
export function convertPastedText(
  column: EditableColumn,
  text: string,
  options: readonly ColumnOption[] | undefined,
): Conversion {
  const { type } = column;
  if (type === 'inputNumber') return { ok: true, value: parseNumberOnBlur(sanitizeNumberInput(text)) };
  if (type === 'checkbox') return convertCheckbox(column, text);
  if (OPTION_TYPES.has(type)) return convertOption(column, text, options);
  if (MULTI_TYPES.has(type)) return convertMulti(text, options);
  if (type === 'date' || type === 'datetime') {
    if (text.trim() === '') return { ok: true, value: '' };
    const value = parsePastedDate(text, type === 'datetime');
    return value === undefined ? { ok: false } : { ok: true, value };
  }
  if (type === 'tags') return { ok: true, value: formatTagsInput(text) };
  return { ok: true, value: text };
}

/**
 * The text a cell is copied as: option texts for option columns (so a paste back, or into Excel,
 * reads as the user saw it), array items comma-joined, '' for empty.
 *
 * @example copyText({ key: 'sex', title: '性别', type: 'select' }, '1', [{ value: '1', text: '男' }]) // '男'
 */
export function copyText(column: EditableColumn, value: unknown, options: readonly ColumnOption[] | undefined): string {
  if (value === undefined || value === null) return '';
  const parts = Array.isArray(value) ? value.map(String) : [String(value)];
  if (options && options.length > 0 && (OPTION_TYPES.has(column.type) || MULTI_TYPES.has(column.type))) {
    const values = MULTI_TYPES.has(column.type) ? parts.flatMap((part) => part.split(',')) : parts;
    return values
      .filter((part) => part !== '')
      .map((part) => {
        const option = options.find((one) => String(one.value) === part);
        return option ? optionText(option) : part;
      })
      .join(',');
  }
  return parts.join(',');
}
