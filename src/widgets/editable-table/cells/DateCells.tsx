import { Suspense } from 'react';
import { DATE_FORMAT, DATETIME_FORMAT, formatDate } from '../../../core/format';
import { lazyPart } from '../../lazy-part';
import type { CellComponentProps } from './cell-props';
import { cellText } from './TextCells';

/** The date picker (and its calendar code) is fetched when a date cell is first edited. */
export const DateEditor = lazyPart(() => import('./DateEditor'), 'DateEditor');

/** Display and stored format of a date or datetime column (docs/widgets-spec.md §9). */
export function dateFormatOf(type: string): string {
  return type === 'datetime' ? DATETIME_FORMAT : DATE_FORMAT;
}

/**
 * `date` and `datetime`: value is the formatted text, `YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss`
 * ('' when cleared). Choosing a date (or 确定 for datetime) sets it; closing the panel commits.
 *
 * @example <DateCell column={{ key: 'day', title: '日期', type: 'date' }} value="2026-03-05" editing ... />
 */
export function DateCell(props: CellComponentProps) {
  if (!props.editing || props.disabled) {
    return cellText(dateText(props.value, dateFormatOf(props.column.type)));
  }
  const display = cellText(dateText(props.value, dateFormatOf(props.column.type)));
  return (
    <Suspense fallback={display}>
      <DateEditor {...props} />
    </Suspense>
  );
}

const STORED_SHAPE: Record<string, RegExp> = {
  [DATE_FORMAT]: /^(\d{4})-(\d{2})-(\d{2})$/,
  [DATETIME_FORMAT]: /^(\d{4})-(\d{2})-(\d{2}) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/,
};

/**
 * The text of a date value. A value stored in the format, naming a real day, is shown as it is:
 * parsing a date per cell per scroll frame would cost more than drawing it. Anything else goes
 * through the date library (which also rolls 02-30 over to March, as the editor would).
 */
export function dateText(value: unknown, format: string): string {
  const match = typeof value === 'string' ? STORED_SHAPE[format]?.exec(value) : null;
  if (match) {
    const month = Number(match[2]);
    const day = Number(match[3]);
    const lastDay = new Date(Date.UTC(Number(match[1]), month, 0)).getUTCDate();
    if (month >= 1 && month <= 12 && day >= 1 && day <= lastDay) return value as string;
  }
  return formatDate(value as string, format);
}
