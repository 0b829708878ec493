/** Statistics periods of the data pages: the last N days up to today, as the server counts days. */

export const PERIOD_OPTIONS = [
  { value: 7, label: '近7天' },
  { value: 30, label: '近30天' },
  { value: 90, label: '近90天' },
] as const;

export type PeriodDays = (typeof PERIOD_OPTIONS)[number]['value'];

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of `at` in the display zone (Asia/Shanghai, the server's default). */
export function displayDay(at: Date, timeZone = 'Asia/Shanghai'): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/**
 * `beginDate`/`endDate` of the last `days` days, today included.
 *
 * @example periodParams(7, new Date('2026-11-23T04:00:00Z')) // { beginDate: '2026-11-17', endDate: '2026-11-23' }
 */
export function periodParams(days: number, now = new Date()): { beginDate: string; endDate: string } {
  return { beginDate: displayDay(new Date(now.getTime() - (days - 1) * DAY_MS)), endDate: displayDay(now) };
}
