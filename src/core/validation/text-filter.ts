/** Query modes of the text filter input (docs/widgets-spec.md §5). */
export type TextFilterMode = 'like' | 'ne' | 'ge' | 'le' | 'eq';

const WRAPPERS: Record<Exclude<TextFilterMode, 'eq'>, { prefix: string; suffix: string }> = {
  like: { prefix: '*', suffix: '*' },
  ne: { prefix: '!', suffix: '' },
  ge: { prefix: '>=', suffix: '' },
  le: { prefix: '<=', suffix: '' },
};

/**
 * Wraps a filter text the way the server's query parser expects for `mode`. Empty text stays '' (no
 * filter rather than `**`); `eq` or no mode leaves the text as typed.
 *
 * @example wrapTextFilter('张', 'like') // '*张*'
 */
export function wrapTextFilter(text: string | null | undefined, mode?: TextFilterMode): string {
  const value = text ?? '';
  if (value === '' || mode === undefined || mode === 'eq') return value;
  const { prefix, suffix } = WRAPPERS[mode];
  return prefix + value + suffix;
}

/**
 * The text to show back in the input for a wrapped value.
 *
 * @example unwrapTextFilter('>=10', 'ge') // '10'
 */
export function unwrapTextFilter(value: string | null | undefined, mode?: TextFilterMode): string {
  const text = value ?? '';
  if (mode === undefined || mode === 'eq') return text;
  const { prefix, suffix } = WRAPPERS[mode];
  if (text.length < prefix.length + suffix.length || !text.startsWith(prefix) || !text.endsWith(suffix)) return text;
  return text.slice(prefix.length, text.length - suffix.length);
}
