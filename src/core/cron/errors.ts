import type { CronPartName } from './types';

/** Chinese names of the parts, as the builder's tabs name them. */
export const PART_LABELS: Record<CronPartName, string> = {
  second: '秒',
  minute: '分',
  hour: '时',
  dayOfMonth: '日',
  month: '月',
  dayOfWeek: '周',
  year: '年',
};

/**
 * Thrown by `parseCron` for an expression Quartz rejects. `message` is Chinese, shown to users as is, and names the
 * wrong part; `part` is that part, or `'expression'` when the expression as a whole is wrong (empty, too few parts).
 *
 * @example
 * try { parseCron('0 0 25 * * ?') } catch (e) { (e as CronSyntaxError).part } // 'hour'
 */
export class CronSyntaxError extends Error {
  readonly part: CronPartName | 'expression';

  constructor(part: CronPartName | 'expression', message: string) {
    super(message);
    this.name = 'CronSyntaxError';
    this.part = part;
  }
}

/** A `CronSyntaxError` for one part: "cron表达式的「时」部分有误：…". */
export function partError(part: CronPartName, detail: string): CronSyntaxError {
  return new CronSyntaxError(part, `cron表达式的「${PART_LABELS[part]}」部分有误：${detail}`);
}
