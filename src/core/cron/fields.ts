import type { CronPartName } from './types';

/** What a part accepts. `max` is null for the year (not range-checked by Quartz). */
export interface FieldSpec {
  name: CronPartName;
  min: number;
  max: number | null;
  /** Largest step Quartz allows after `*` or a start value; null: unchecked (year). */
  maxStep: number | null;
  /** Size of the cycle a reversed range wraps around (`22-2` hours); 0: no wrapping (year). */
  cycle: number;
  names: readonly string[] | null;
}

export const MONTH_NAMES = [
  'JAN',
  'FEB',
  'MAR',
  'APR',
  'MAY',
  'JUN',
  'JUL',
  'AUG',
  'SEP',
  'OCT',
  'NOV',
  'DEC',
] as const;
export const WEEKDAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;

/** First year of `*` and `*\/n` in the year part, as in Quartz. */
export const FIRST_YEAR = 1970;

export const FIELDS: Record<CronPartName, FieldSpec> = {
  second: { name: 'second', min: 0, max: 59, maxStep: 59, cycle: 60, names: null },
  minute: { name: 'minute', min: 0, max: 59, maxStep: 59, cycle: 60, names: null },
  hour: { name: 'hour', min: 0, max: 23, maxStep: 23, cycle: 24, names: null },
  dayOfMonth: { name: 'dayOfMonth', min: 1, max: 31, maxStep: 31, cycle: 31, names: null },
  month: { name: 'month', min: 1, max: 12, maxStep: 12, cycle: 12, names: MONTH_NAMES },
  dayOfWeek: { name: 'dayOfWeek', min: 1, max: 7, maxStep: 7, cycle: 7, names: WEEKDAY_NAMES },
  year: { name: 'year', min: FIRST_YEAR, max: null, maxStep: null, cycle: 0, names: null },
};
