/** A field value as JeecgBoot stores it: one string, multi-values comma-joined; numbers are accepted. */
export type DictValue = string | number | readonly (string | number)[] | null | undefined;

/**
 * The values of a field value, as strings, blanks dropped.
 *
 * @example splitValues('1,2') // ['1', '2']
 */
export function splitValues(value: DictValue): string[] {
  if (value === null || value === undefined) return [];
  const parts = Array.isArray(value) ? value : String(value).split(',');
  return parts.map((part) => String(part).trim()).filter((part) => part !== '');
}

/**
 * Values joined back into the comma form a multi-value field stores.
 *
 * @example joinValues(['1', '2']) // '1,2'
 */
export function joinValues(values: readonly string[]): string {
  return values.join(',');
}
