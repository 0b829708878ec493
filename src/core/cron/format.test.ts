import { describe, expect, it } from 'vitest';
import { type CronModel, formatCron, parseCron } from './index';

describe('formatCron', () => {
  it('is the identity on canonical expressions (what the builder writes)', () => {
    const canonical = [
      '0 0 12 * * ? *',
      '0/5 * * * * ? *',
      '*/10 * * * * ?',
      '0 0 2-6 * * ? *',
      '0 0 0 1,15 * ? *',
      '0 0 0 1/5 * ? *',
      '0 0 0 L * ? *',
      '0 0 0 LW * ? *',
      '0 0 0 L-3 * ? *',
      '0 0 0 L-3W * ?',
      '0 0 0 15W * ? *',
      '0 0 0 ? * 1,3,5 *',
      '0 0 0 ? * 2-6 *',
      '0 0 0 ? * 2/2 *',
      '0 0 0 ? * 6L *',
      '0 0 0 ? * 2#3 *',
      '0 0 0 1 1/3 ? 2019/2',
      '0 0 0 1 1-12 ? 2019-2119',
      '0 0 0 1 1 ? 2019,2020,2118',
      '50-10 0 22-2 28-3 11-2 ? *',
      '1-30/7 0 0 ? * * *',
    ];
    for (const expr of canonical) expect(formatCron(parseCron(expr))).toBe(expr);
  });

  it('writes names as numbers and drops what Quartz ignores', () => {
    expect(formatCron(parseCron('0 0 9 ? JANUARY MON-FRI/2 2030/0'))).toBe('0 0 9 ? 1 2-6 2030');
    expect(formatCron(parseCron('*/0 /15 0 ? * L'))).toBe('* */15 0 ? * 7');
    expect(formatCron(parseCron('0 0 0 1-15W * ?'))).toBe('0 0 0 1-15 * ?');
  });

  it('writes empty parts as * and an empty day part as ? when the other one is set', () => {
    const empty: CronModel = {
      second: [],
      minute: [],
      hour: [],
      dayOfMonth: [],
      month: [],
      dayOfWeek: [],
      year: [],
    };
    expect(formatCron(empty)).toBe('* * * * * ? *');
    expect(formatCron({ ...empty, year: null, dayOfWeek: [{ kind: 'value', value: 2 }] })).toBe('* * * ? * 2');
    expect(formatCron({ ...empty, year: null, dayOfMonth: [{ kind: 'none' }] })).toBe('* * * ? * *');
    expect(formatCron({ ...empty, year: null, dayOfMonth: [{ kind: 'value', value: 1 }] })).toBe('* * * 1 * ?');
  });
});
