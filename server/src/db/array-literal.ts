import { createRequire } from 'node:module';

/** pg's own conversion of one parameter value to its text (Dates in pg's format, as a plain parameter is sent). */
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue(value: unknown): unknown;
};

const NEEDS_ESCAPE = /["\\]/;

function elementText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = prepareValue(value);
  if (typeof text !== 'string') throw new TypeError('arrayLiteral takes text, numbers, booleans and dates');
  return text;
}

/**
 * A PostgreSQL array literal of `values` (null and undefined as NULL), the text pg
 * would send for the array, built with one join instead of pg's element-by-element concatenation: a
 * bulk insert of 100,000 rows passes its columns as arrays, and pg's way allocated about 400 MB there.
 *
 * @example arrayLiteral(['a"b', null, 3]) // '{"a\\"b",NULL,"3"}'
 */
export function arrayLiteral(values: readonly unknown[]): string {
  // Nested arrays (a multi-dimensional literal) and bytes: pg's own way.
  if (values.some((value) => Array.isArray(value) || ArrayBuffer.isView(value))) return prepareValue(values) as string;
  const parts = new Array<string>(values.length);
  let nulls = false;
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (value === null || value === undefined) {
      nulls = true;
      continue;
    }
    const text = elementText(value);
    parts[i] = NEEDS_ESCAPE.test(text) ? text.replace(/\\/g, '\\\\').replace(/"/g, '\\"') : text;
  }
  if (!nulls) return values.length === 0 ? '{}' : `{"${parts.join('","')}"}`;
  for (let i = 0; i < parts.length; i++) parts[i] = parts[i] === undefined ? 'NULL' : `"${parts[i]}"`;
  return `{${parts.join(',')}}`;
}
