import { describeCron } from '../describe';
import { CronSyntaxError } from '../errors';
import { nextFireTimes } from '../next';
import { parseCron } from '../parse';
import type { CronLanguage, CronPartName } from '../types';
import type { BuilderUnit } from './types';

/** How many run times the builder previews, and after how long a pause in typing (docs/widgets-spec.md §2, §9). */
export const PREVIEW_COUNT = 10;
export const PREVIEW_DEBOUNCE_MS = 500;

export type CronPreview =
  | { ok: true; expression: string; description: string; times: Date[] }
  | { ok: false; expression: string; error: string; unit: BuilderUnit | null };

export interface PreviewOptions {
  from?: Date;
  count?: number;
  /** IANA zone the schedule runs in (default: the system zone). */
  timeZone?: string;
  language?: CronLanguage;
}

const UNIT_OF_PART: Record<CronPartName, BuilderUnit> = {
  second: 'second',
  minute: 'minute',
  hour: 'hour',
  dayOfMonth: 'day',
  month: 'month',
  dayOfWeek: 'week',
  year: 'year',
};

/**
 * Null when Quartz accepts the expression, else the engine's Chinese message and the builder unit it is about
 * (null when the expression as a whole is wrong).
 *
 * @example
 * expressionProblem('0 0/60 * * * ?') // { unit: 'minute', message: 'cron表达式的「分」部分有误：步长不能大于 59：0/60' }
 */
export function expressionProblem(expr: string): { unit: BuilderUnit | null; message: string } | null {
  try {
    parseCron(expr);
    return null;
  } catch (error) {
    if (!(error instanceof CronSyntaxError)) throw error;
    return { unit: error.part === 'expression' ? null : UNIT_OF_PART[error.part], message: error.message };
  }
}

/**
 * What the builder's preview shows: the description and the next run times (year and `W` honoured, in the given
 * zone), or the parse error instead. Fewer than `count` times when the schedule ends.
 *
 * @example
 * previewCron('0 0 9 LW * ?', { timeZone: 'Asia/Shanghai' }) // { ok: true, description: '每月最后一个工作日 09:00:00', times: [...] }
 */
export function previewCron(expr: string, options: PreviewOptions = {}): CronPreview {
  const problem = expressionProblem(expr);
  if (problem) return { ok: false, expression: expr, error: problem.message, unit: problem.unit };
  try {
    const times = nextFireTimes(expr, {
      from: options.from ?? new Date(),
      count: options.count ?? PREVIEW_COUNT,
      timeZone: options.timeZone,
    });
    return { ok: true, expression: expr, description: describeCron(expr, options.language ?? 'zh-CN'), times };
  } catch (error) {
    if (error instanceof RangeError)
      return { ok: false, expression: expr, error: `无效的时区：${options.timeZone}`, unit: null };
    throw error;
  }
}

const WEEKDAYS_ZH = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A run time as the operator reads it in the schedule's zone: 'YYYY-MM-DD HH:mm:ss' and the weekday.
 *
 * @example
 * formatFireTime(new Date('2027-01-01T04:00:00Z'), 'Asia/Shanghai') // { text: '2027-01-01 12:00:00', weekday: '周五' }
 */
export function formatFireTime(date: Date, timeZone?: string): { text: string; weekday: string } {
  const key = timeZone ?? '';
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(key, format);
  }
  const p: Record<string, string> = {};
  for (const part of format.formatToParts(date)) p[part.type] = part.value;
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(p.weekday ?? '');
  return {
    text: `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`,
    weekday: WEEKDAYS_ZH[weekday] ?? '',
  };
}
