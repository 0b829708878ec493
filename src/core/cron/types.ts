/** The seven parts of a Quartz expression, in order. */
export type CronPartName = 'second' | 'minute' | 'hour' | 'dayOfMonth' | 'month' | 'dayOfWeek' | 'year';

export const CRON_PART_NAMES: readonly CronPartName[] = [
  'second',
  'minute',
  'hour',
  'dayOfMonth',
  'month',
  'dayOfWeek',
  'year',
];

/**
 * One comma-separated item of a part. Numbers are Quartz numbers: months 1-12, weekdays 1-7 (SUN=1).
 * `step` is present only when the item has a step other than "none" (a zero step is dropped).
 */
export type CronItem =
  /** `?` (day fields only) */
  | { kind: 'none' }
  /** `*` or `* /n` (`/n` alone is read as `* /n`) */
  | { kind: 'all'; step?: number }
  /** `n` or `n/s` (`n/s` runs from n to the field's maximum) */
  | { kind: 'value'; value: number; step?: number }
  /** `a-b` or `a-b/s`; `to < from` wraps around the field (not in year) */
  | { kind: 'range'; from: number; to: number; step?: number }
  /** day-of-month `L`, `L-n`, `LW`, `L-nW` */
  | { kind: 'last'; offset: number; weekday: boolean }
  /** day-of-month `nW`: the weekday nearest day n within the month */
  | { kind: 'nearestWeekday'; day: number }
  /** day-of-week `nL`: the last such weekday of the month (`L` alone is `7`, a plain Saturday) */
  | { kind: 'lastOfMonth'; weekday: number }
  /** day-of-week `n#m`: the m-th such weekday of the month */
  | { kind: 'nth'; weekday: number; nth: number };

/** A parsed expression: the items of every part. `year` is null when the expression had six parts. */
export interface CronModel {
  second: CronItem[];
  minute: CronItem[];
  hour: CronItem[];
  dayOfMonth: CronItem[];
  month: CronItem[];
  dayOfWeek: CronItem[];
  year: CronItem[] | null;
}

export interface NextFireTimesOptions {
  /** Fire times are strictly after this instant. */
  from: Date;
  /** How many fire times at most. */
  count: number;
  /** IANA zone name; default the system zone. */
  timeZone?: string;
}

export type CronLanguage = 'zh-CN' | 'en';
