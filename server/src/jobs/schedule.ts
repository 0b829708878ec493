import { nextFireTimes, validateCron } from '../../../src/core/cron';

/** The operator's zone: cron expressions are read in its wall-clock time (Asia/Shanghai unless TZ_DISPLAY). */
export const JOB_TIME_ZONE = process.env.TZ_DISPLAY ?? 'Asia/Shanghai';

export const NEVER_FIRES_MESSAGE = 'cron表达式以后不会再触发（请检查年份等设置）';

/**
 * Null when `expression` is a valid Quartz expression that fires again after `from`, else the
 * Chinese reason: the shared engine's own message (`src/core/cron`, the same the job form uses),
 * or NEVER_FIRES_MESSAGE.
 *
 * @example cronProblem('0 0 2 * * ? 2019') // 'cron表达式以后不会再触发（请检查年份等设置）'
 */
export function cronProblem(expression: string, from = new Date(), timeZone = JOB_TIME_ZONE): string | null {
  const syntax = validateCron(expression);
  if (syntax !== null) return syntax;
  return nextFireTimes(expression, { from, count: 1, timeZone }).length === 0 ? NEVER_FIRES_MESSAGE : null;
}

/**
 * The first fire time strictly after `from`, or null when there is none (or the expression is invalid).
 *
 * @example nextFireTime('0 0 2 * * ?', new Date()) // tomorrow (or today) 02:00 in Asia/Shanghai
 */
export function nextFireTime(expression: string, from: Date, timeZone = JOB_TIME_ZONE): Date | null {
  try {
    return nextFireTimes(expression, { from, count: 1, timeZone })[0] ?? null;
  } catch {
    return null;
  }
}

/**
 * 'YYYY-MM-DD' of `at` in `timeZone`: the operator's calendar day.
 *
 * @example calendarDate(new Date('2026-05-01T18:00:00Z'), 'Asia/Shanghai') // '2026-05-02'
 */
export function calendarDate(at: Date, timeZone = JOB_TIME_ZONE): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
