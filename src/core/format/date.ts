import dayjs from 'dayjs';

/** Default display formats (docs/widgets-spec.md §9). */
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const TIME_FORMAT = 'HH:mm:ss';

export type DateInput = Date | string | number | dayjs.Dayjs | null | undefined;

/**
 * Formats a date with dayjs; empty or invalid input gives ''. Guarded because `dayjs(undefined)` would
 * silently mean "now".
 *
 * @example formatDate('2026-03-05T08:09:10', DATETIME_FORMAT) // '2026-03-05 08:09:10'
 */
export function formatDate(value: DateInput, format: string = DATE_FORMAT): string {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(format) : '';
}
