import { describe, expect, it } from 'vitest';
import { CronSyntaxError, describeCron } from './index';

const cases: [string, string, string][] = [
  ['0 0 12 * * ?', '每天 12:00:00', 'At 12:00:00, every day'],
  ['0 0 9,18 * * ?', '每天 09:00:00、18:00:00', 'At 09:00:00 and 18:00:00, every day'],
  ['* * * * * ?', '每秒', 'Every second'],
  ['0 * * * * ?', '每分钟', 'Every minute'],
  ['0 0 * * * ?', '每小时', 'Every hour'],
  ['*/10 * * * * ?', '每10秒', 'Every 10 seconds'],
  ['0 0/5 * * * ?', '每5分钟', 'Every 5 minutes'],
  ['0 30 * * * ?', '每小时的30分', 'At minute 30 past every hour'],
  ['15 * * * * ?', '每分钟的15秒', 'At second 15'],
  ['0 0/30 9-17 * * ?', '9点至17点的每30分钟', 'Every 30 minutes, during hours 9 through 17'],
  ['0 0 9-17 * * ?', '9点至17点整点', 'On the hour, during hours 9 through 17'],
  ['0 0 9 ? * MON-FRI', '每周一至周五 09:00:00', 'At 09:00:00, on Monday through Friday'],
  ['0 0 9 ? * 1,7', '每周日、周六 09:00:00', 'At 09:00:00, on Sunday and Saturday'],
  ['0 0 9 LW * ?', '每月最后一个工作日 09:00:00', 'At 09:00:00, on the last weekday of the month'],
  ['0 0 0 L * ?', '每月最后一天 00:00:00', 'At 00:00:00, on the last day of the month'],
  ['0 0 0 L-3 * ?', '每月倒数第4天 00:00:00', 'At 00:00:00, on 3 days before the last day of the month'],
  ['0 0 0 15W * ?', '每月离15日最近的工作日 00:00:00', 'At 00:00:00, on the weekday nearest day 15 of the month'],
  ['0 0 12 1,15 * ?', '每月1日、15日 12:00:00', 'At 12:00:00, on days 1 and 15 of the month'],
  ['0 0 0 1/5 * ?', '每月从1日起每5天 00:00:00', 'At 00:00:00, every 5 days from day 1 of the month'],
  ['0 15 10 ? * 6L', '每月最后一个周五 10:15:00', 'At 10:15:00, on the last Friday of the month'],
  ['0 0 12 ? 3 2#1', '每年3月的第1个周一 12:00:00', 'At 12:00:00, on the first Monday of the month, in March'],
  ['0 0 12 1 1 ?', '每年1月1日 12:00:00', 'At 12:00:00, on day 1 of the month, in January'],
  ['0 0 0 1 1 ? 2030', '2030年1月1日 00:00:00', 'At 00:00:00, on day 1 of the month, in January, in 2030'],
  ['0 0 12 * * ? 2027-2030', '2027年至2030年 每天 12:00:00', 'At 12:00:00, in 2027 through 2030'],
  ['0 0 12 * JAN-MAR ?', '每年1月至3月的每天 12:00:00', 'At 12:00:00, in January through March'],
];

describe('describeCron', () => {
  it.each(cases)('describes %j', (expr, zh, en) => {
    expect(describeCron(expr, 'zh-CN')).toBe(zh);
    expect(describeCron(expr, 'en')).toBe(en);
  });

  it('throws the parse error for an invalid expression', () => {
    expect(() => describeCron('0 0 25 * * ?', 'zh-CN')).toThrow(CronSyntaxError);
  });
});
