import { describe, expect, it } from 'vitest';
import { CronSyntaxError, isValidCron, parseCron, validateCron } from './index';

function errorOf(expr: string): CronSyntaxError {
  try {
    parseCron(expr);
  } catch (error) {
    if (error instanceof CronSyntaxError) return error;
    throw error;
  }
  throw new Error(`accepted: ${expr}`);
}

describe('parseCron: the model', () => {
  it('reads the seven parts, year optional', () => {
    expect(parseCron('0 15 10 ? * 6L 2027')).toEqual({
      second: [{ kind: 'value', value: 0 }],
      minute: [{ kind: 'value', value: 15 }],
      hour: [{ kind: 'value', value: 10 }],
      dayOfMonth: [{ kind: 'none' }],
      month: [{ kind: 'all' }],
      dayOfWeek: [{ kind: 'lastOfMonth', weekday: 6 }],
      year: [{ kind: 'value', value: 2027 }],
    });
    expect(parseCron('0 0 12 * * ?').year).toBeNull();
  });

  it('reads steps, lists and ranges; a zero step is no step and /n is */n', () => {
    const m = parseCron('*/0 /15 12/0 1,15 3-5/2 ? 2030/0');
    expect(m.second).toEqual([{ kind: 'all' }]);
    expect(m.minute).toEqual([{ kind: 'all', step: 15 }]);
    expect(m.hour).toEqual([{ kind: 'value', value: 12 }]);
    expect(m.dayOfMonth).toEqual([
      { kind: 'value', value: 1 },
      { kind: 'value', value: 15 },
    ]);
    expect(m.month).toEqual([{ kind: 'range', from: 3, to: 5, step: 2 }]);
    expect(m.year).toEqual([{ kind: 'value', value: 2030 }]);
  });

  it('reads names from their first three letters, in any case, and wrap-around ranges', () => {
    const m = parseCron('50-10 0 22-2 ? nov-feb fri-Monday');
    expect(m.second).toEqual([{ kind: 'range', from: 50, to: 10 }]);
    expect(m.hour).toEqual([{ kind: 'range', from: 22, to: 2 }]);
    expect(m.month).toEqual([{ kind: 'range', from: 11, to: 2 }]);
    expect(m.dayOfWeek).toEqual([{ kind: 'range', from: 6, to: 2 }]);
    expect(parseCron('0 0 0 28-3 JANUARY ?').dayOfMonth).toEqual([{ kind: 'range', from: 28, to: 3 }]);
    expect(parseCron('0 0 0 28-3 JANUARY ?').month).toEqual([{ kind: 'value', value: 1 }]);
    // only the first three letters count, so a long first name hides the range
    expect(parseCron('0 0 0 1 NOVEMBER-FEB ?').month).toEqual([{ kind: 'value', value: 11 }]);
  });

  it('ignores a step after a name range, and # or W after a numeric range', () => {
    expect(parseCron('0 0 0 ? * MON-FRI/2').dayOfWeek).toEqual([{ kind: 'range', from: 2, to: 6 }]);
    expect(parseCron('0 0 0 ? * 1-5#2').dayOfWeek).toEqual([{ kind: 'range', from: 1, to: 5 }]);
    expect(parseCron('0 0 0 1-15W * ?').dayOfMonth).toEqual([{ kind: 'range', from: 1, to: 15 }]);
  });

  it('reads the day-of-month specials, alone and in lists', () => {
    const dom = (part: string) => parseCron(`0 0 0 ${part} * ?`).dayOfMonth;
    expect(dom('L')).toEqual([{ kind: 'last', offset: 0, weekday: false }]);
    expect(dom('L-3')).toEqual([{ kind: 'last', offset: 3, weekday: false }]);
    expect(dom('L-30')).toEqual([{ kind: 'last', offset: 30, weekday: false }]);
    expect(dom('LW')).toEqual([{ kind: 'last', offset: 0, weekday: true }]);
    expect(dom('L-3W')).toEqual([{ kind: 'last', offset: 3, weekday: true }]);
    expect(dom('15W')).toEqual([{ kind: 'nearestWeekday', day: 15 }]);
    expect(dom('1W,15')).toEqual([
      { kind: 'nearestWeekday', day: 1 },
      { kind: 'value', value: 15 },
    ]);
    for (const part of ['L,15', '15W,L', 'L-1W,L-1']) expect(isValidCron(`0 0 0 ${part} * ?`)).toBe(true);
  });

  it('reads the day-of-week specials: L alone is Saturday, nL, n#m', () => {
    const dow = (part: string) => parseCron(`0 0 0 ? * ${part}`).dayOfWeek;
    expect(dow('L')).toEqual([{ kind: 'value', value: 7 }]);
    expect(dow('5L')).toEqual([{ kind: 'lastOfMonth', weekday: 5 }]);
    expect(dow('FRIL')).toEqual([{ kind: 'lastOfMonth', weekday: 6 }]);
    expect(dow('6#3')).toEqual([{ kind: 'nth', weekday: 6, nth: 3 }]);
    expect(dow('MON#5')).toEqual([{ kind: 'nth', weekday: 2, nth: 5 }]);
  });

  it('does not range-check years', () => {
    expect(isValidCron('0 0 0 1 1 ? 1900')).toBe(true);
    expect(isValidCron('0 0 0 1 1 ? 2199')).toBe(true);
    expect(isValidCron('0 0 0 1 1 ? 2019-2119/5')).toBe(true);
  });

  it('accepts */31 in day-of-month and the largest allowed steps', () => {
    for (const expr of ['0/59 0/59 0/23 */31 /12 ?', '0 0 0 ? * /7']) expect(validateCron(expr)).toBeNull();
  });
});

describe('parseCron: rejections', () => {
  const rejected: [string, string, string][] = [
    ['', 'expression', 'cron表达式不能为空'],
    ['   ', 'expression', 'cron表达式不能为空'],
    ['0 0 12 * *', 'expression', '至少需要6个部分'],
    ['0 0 12 * * ? 2027 1', 'expression', '最多7个部分'],
    // both day parts set, or both ?
    ['0 0 12 * * *', 'dayOfWeek', '「日」和「周」不能同时指定'],
    ['0 0 12 1 * MON', 'dayOfWeek', '「日」和「周」不能同时指定'],
    ['0 0 12 ? * ?', 'dayOfWeek', '不能同时为 ?'],
    // increments larger than the field allows
    ['0/60 * * * * ?', 'second', '步长不能大于 59'],
    ['0 0/60 * * * ?', 'minute', '步长不能大于 59'],
    ['0 0 0/24 * * ?', 'hour', '步长不能大于 23'],
    ['0 0 0 */32 * ?', 'dayOfMonth', '步长不能大于 31'],
    ['0 0 0 1 /13 ?', 'month', '步长不能大于 12'],
    ['0 0 0 ? * /8', 'dayOfWeek', '步长不能大于 7'],
    // L in a day-of-week list, # rules
    ['0 0 0 ? * SAT,SUN,L', 'dayOfWeek', 'L 不能与其他取值一起列出'],
    ['0 0 0 ? * 5L,2', 'dayOfWeek', 'L 不能与其他取值一起列出'],
    ['0 0 0 ? * 1#6', 'dayOfWeek', '# 后必须是 1-5 的数字'],
    ['0 0 0 ? * 1#0', 'dayOfWeek', '# 后必须是 1-5 的数字'],
    ['0 0 0 ? * MON#x', 'dayOfWeek', '# 后必须是 1-5 的数字'],
    ['0 0 0 ? * 1#1,2#2', 'dayOfWeek', '只能使用一个 #'],
    ['0 0 0 ? * 2#1,3', 'dayOfWeek', '# 不能与其他取值一起使用'],
    ['0 0 0 ? * 8#1', 'dayOfWeek', '取值必须在 1-7'],
    // W not in day-of-week; L, W, # not in time fields; # not in day-of-month; ? only in day fields
    ['0 0 0 ? * 5W', 'dayOfWeek', '不支持 W'],
    ['0 0 0 ? * LW', 'dayOfWeek', '不支持 W'],
    ['L * * * * ?', 'second', 'L 只能用于「日」或「周」'],
    ['0 5W * * * ?', 'minute', '不支持 W'],
    ['0 0 1#2 * * ?', 'hour', '不支持 #'],
    ['0 0 5L * * ?', 'hour', '不支持 5L'],
    ['0 0 0 1 L ?', 'month', 'L 只能用于「日」或「周」'],
    ['0 0 0 1#2 * ?', 'dayOfMonth', '不支持 #'],
    ['0 0 0 5L * ?', 'dayOfMonth', '不支持 5L'],
    ['? * * * * ?', 'second', '? 只能用于「日」或「周」'],
    ['0 0 0 1 ? ?', 'month', '? 只能用于「日」或「周」'],
    ['0 0 0 1 * ? ?', 'year', '? 只能用于「日」或「周」'],
    ['0 0 0 ?,1 * MON', 'dayOfMonth', '? 不能与其他取值一起使用'],
    // day-of-month L-n and nW bounds
    ['0 0 0 L-31 * ?', 'dayOfMonth', 'L- 后的天数不能大于 30'],
    ['0 0 0 L- * ?', 'dayOfMonth', 'L- 后必须是数字'],
    ['0 0 0 32W * ?', 'dayOfMonth', 'W 前的日期必须在 1-31 之间'],
    ['0 0 0 0W * ?', 'dayOfMonth', 'W 前的日期必须在 1-31 之间'],
    ['0 0 0 LX * ?', 'dayOfMonth', '无法识别'],
    // values out of range
    ['60 * * * * ?', 'second', '取值必须在 0-59 之间'],
    ['0-60 * * * * ?', 'second', '取值必须在 0-59 之间'],
    ['0 60 * * * ?', 'minute', '取值必须在 0-59 之间'],
    ['0 0 24 * * ?', 'hour', '取值必须在 0-23 之间'],
    ['0 0 0 32 * ?', 'dayOfMonth', '取值必须在 1-31 之间'],
    ['0 0 0 0 * ?', 'dayOfMonth', '取值必须在 1-31 之间'],
    ['0 0 0 1-32 * ?', 'dayOfMonth', '取值必须在 1-31 之间'],
    ['0 0 0 1 13 ?', 'month', '取值必须在 1-12（或 JAN-DEC） 之间'],
    ['0 0 0 1 0 ?', 'month', '取值必须在 1-12'],
    ['0 0 0 ? * 8', 'dayOfWeek', '取值必须在 1-7（或 SUN-SAT） 之间'],
    ['0 0 0 ? * 0', 'dayOfWeek', '取值必须在 1-7'],
    // names
    ['0 0 0 1 XYZ ?', 'month', '无效的名称「XYZ」'],
    ['0 0 0 ? * MOX', 'dayOfWeek', '无效的名称「MOX」'],
    ['0 0 0 ? * MON-FR', 'dayOfWeek', '无效的名称「FR」'],
    ['0 0 0 ? * MO', 'dayOfWeek', '无效的名称「MO」'],
    ['0 0 MON * * ?', 'hour', '无法识别'],
    ['0 0 0 1 1 ? abc', 'year', '无法识别'],
    // years, syntax
    ['0 0 0 1 1 ? 2030-2025', 'year', '年份范围的起始不能大于结束'],
    ['5- * * * * ?', 'second', '- 后必须是数字'],
    ['1-x * * * * ?', 'second', '- 后必须是数字'],
    ['5/ * * * * ?', 'second', '/ 后必须是整数'],
    ['*/ * * * * ?', 'second', '/ 后必须是整数'],
    ['*/x * * * * ?', 'second', '/ 后必须是整数'],
    ['5/2x * * * * ?', 'second', '/ 后必须是整数'],
    ['1-5/ * * * * ?', 'second', '/ 后必须是整数'],
    ['-5 * * * * ?', 'second', '无法识别的字符「-」'],
    ['0 0 0 1 1 ? @', 'year', '无法识别的字符「@」'],
    [', * * * * ?', 'second', '不能为空'],
    ['0 0 0 1 1 ? 99999999999', 'year', '数值过大'],
  ];

  it.each(rejected)('rejects %j (%s)', (expr, part, message) => {
    const error = errorOf(expr);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('CronSyntaxError');
    expect(error.part).toBe(part);
    expect(error.message).toContain(message);
    expect(validateCron(expr)).toBe(error.message);
    expect(isValidCron(expr)).toBe(false);
  });

  it('names the part in the message', () => {
    expect(validateCron('0 0 25 * * ?')).toBe('cron表达式的「时」部分有误：取值必须在 0-23 之间：25');
    expect(validateCron('0 0 12 * * *')).toBe(
      'cron表达式的「周」部分有误：「日」和「周」不能同时指定，请把其中一个设为 ?',
    );
  });
});

describe('parseCron: other Quartz leniencies', () => {
  it('ignores what follows a complete number, range or bare *', () => {
    expect(parseCron('5X * * * * ?').second).toEqual([{ kind: 'value', value: 5 }]);
    expect(parseCron('5-10X * * * * ?').second).toEqual([{ kind: 'range', from: 5, to: 10 }]);
    expect(parseCron('** * * * * ?').second).toEqual([{ kind: 'all' }]);
    expect(parseCron('0 0 0 1 JANX ?').month).toEqual([{ kind: 'value', value: 1 }]);
  });

  it('skips empty list items and reads a range ending in 0 as ending at the maximum', () => {
    expect(parseCron('1,,2 * * * * ?').second).toEqual([
      { kind: 'value', value: 1 },
      { kind: 'value', value: 2 },
    ]);
    expect(parseCron('0 0 0 5-0 * ?').dayOfMonth).toEqual([{ kind: 'range', from: 5, to: 31 }]);
    expect(parseCron('0 0 0 ? * 3-0').dayOfWeek).toEqual([{ kind: 'range', from: 3, to: 7 }]);
  });

  it('does not bound the step of a range, and keeps only the start of a range stepped by 0', () => {
    expect(parseCron('0-30/90 * * * * ?').second).toEqual([{ kind: 'range', from: 0, to: 30, step: 90 }]);
    expect(parseCron('5-10/0 * * * * ?').second).toEqual([{ kind: 'value', value: 5 }]);
  });
});
