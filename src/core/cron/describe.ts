import { describeEn } from './describe-en';
import { describeZh } from './describe-zh';
import { parseCron } from './parse';
import type { CronLanguage } from './types';

/**
 * A readable sentence for an expression, in Chinese or English. Throws `CronSyntaxError` when it is invalid.
 *
 * @example
 * describeCron('0 0 9 LW * ?', 'zh-CN') // '每月最后一个工作日 09:00:00'
 * describeCron('0 0/5 * * * ?', 'en') // 'Every 5 minutes'
 */
export function describeCron(expr: string, lang: CronLanguage): string {
  const model = parseCron(expr);
  return lang === 'en' ? describeEn(model) : describeZh(model);
}
