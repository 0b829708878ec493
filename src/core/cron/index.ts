import { CronSyntaxError } from './errors';
import { parseCron } from './parse';

export * from './builder';
export { describeCron } from './describe';
export { CronSyntaxError } from './errors';
export { formatCron } from './format';
export { nextFireTimes } from './next';
export { parseCron } from './parse';
export type { CronItem, CronLanguage, CronModel, CronPartName, NextFireTimesOptions } from './types';
export { CRON_PART_NAMES } from './types';

/**
 * True when Quartz accepts the expression.
 *
 * @example
 * isValidCron('0 0 12 * * ?') // true
 */
export function isValidCron(expr: string): boolean {
  return validateCron(expr) === null;
}

/**
 * Null when the expression is valid, else the Chinese message to show under the field.
 *
 * @example
 * validateCron('0 0 12 * * *') // 'cron表达式的「周」部分有误：「日」和「周」不能同时指定，请把其中一个设为 ?'
 */
export function validateCron(expr: string): string | null {
  try {
    parseCron(expr);
    return null;
  } catch (error) {
    if (error instanceof CronSyntaxError) return error.message;
    throw error;
  }
}
