import { describe, expect, it } from 'vitest';
import { CronSyntaxError } from '../errors';
import { activePart, modelWith } from './builder-test-kit';
import { createBuilderModel } from './defaults';
import { modelFromExpression } from './from-expression';
import { expressionFromModel } from './to-expression';
import { dayChoice } from './update';

describe('modelFromExpression: restoring every mode (docs/widgets-spec.md §4: * every, / loop, , list, - range, L LW L-n nL nW)', () => {
  it.each([
    ['* 0 0 * * ?', 'second', { mode: 'every' }],
    ['5-40 0 0 * * ?', 'second', { mode: 'range', rangeStart: 5, rangeEnd: 40 }],
    ['3/7 0 0 * * ?', 'second', { mode: 'loop', loopStart: 3, loopStep: 7 }],
    ['0,10,20 0 0 * * ?', 'second', { mode: 'specify', specify: [0, 10, 20] }],
    ['0 30 0 * * ?', 'minute', { mode: 'specify', specify: [30] }],
    ['0 0 8-18 * * ?', 'hour', { mode: 'range', rangeStart: 8, rangeEnd: 18 }],
    ['0 0 0/2 * * ?', 'hour', { mode: 'loop', loopStart: 0, loopStep: 2 }],
    ['0 0 0 15W * ?', 'day', { mode: 'workday', workday: 15 }],
    ['0 0 0 L * ?', 'day', { mode: 'lastDay' }],
    ['0 0 0 LW * ?', 'day', { mode: 'lastWorkday' }],
    ['0 0 0 L-5 * ?', 'day', { mode: 'beforeEnd', beforeEnd: 5 }],
    ['0 0 0 1-15 * ?', 'day', { mode: 'range', rangeStart: 1, rangeEnd: 15 }],
    ['0 0 0 2/3 * ?', 'day', { mode: 'loop', loopStart: 2, loopStep: 3 }],
    ['0 0 0 5 * ?', 'day', { mode: 'specify', specify: [5] }],
    ['0 0 0 * 3-5 ?', 'month', { mode: 'range', rangeStart: 3, rangeEnd: 5 }],
    ['0 0 0 ? * *', 'week', { mode: 'every' }],
    ['0 0 0 ? * 2-6', 'week', { mode: 'range', rangeStart: 1, rangeEnd: 5 }],
    ['0 0 0 ? * 1/3', 'week', { mode: 'loop', loopStart: 0, loopStep: 3 }],
    ['0 0 0 ? * 1,7', 'week', { mode: 'specify', specify: [0, 6] }],
    ['0 0 0 ? * 6L', 'week', { mode: 'lastWeekday', lastWeekday: 5 }],
    ['0 0 0 ? * 2#3', 'week', { mode: 'nthWeekday', nthWeekday: 1, nth: 3 }],
    ['0 0 0 * * ?', 'year', { mode: 'none' }],
    ['0 0 0 * * ? *', 'year', { mode: 'every' }],
    ['0 0 0 * * ? 2030', 'year', { mode: 'specify', specify: [2030] }],
    ['0 0 0 * * ? 2027-2030', 'year', { mode: 'range', rangeStart: 2027, rangeEnd: 2030 }],
    ['0 0 0 * * ? 2026/2', 'year', { mode: 'loop', loopStart: 2026, loopStep: 2 }],
  ] as const)('%s restores the %s tab as %j', (expression, unit, expected) => {
    const model = modelFromExpression(expression);
    expect(activePart(model, unit)).toEqual(expected);
    expect(expressionFromModel(model)).toBe(expression);
  });

  it('restores the day as not set (?) while the week decides, and the week as not set otherwise', () => {
    expect(dayChoice(modelFromExpression('0 0 0 ? * 2#3'))).toBe('none');
    expect(modelFromExpression('0 0 0 L * ?').week.mode).toBe('none');
  });

  it('reads the equivalent mode of other Quartz spellings (the builder then writes its own)', () => {
    const cases: [string, string][] = [
      ['0 */5 * * * ?', '0 0/5 * * * ?'],
      ['0 0 9 */2 * ?', '0 0 9 1/2 * ?'],
      ['0 0 9 ? JAN,MAR *', '0 0 9 ? 1,3 *'],
      ['0 0 9 ? * MON-FRI', '0 0 9 ? * 2-6'],
      ['0 0 9 ? * L', '0 0 9 ? * 7'],
      ['0 0 9 ? * fril', '0 0 9 ? * 6L'],
      ['0 0 9 ? * MON#2', '0 0 9 ? * 2#2'],
      ['0 0 9 lw * ?', '0 0 9 LW * ?'],
      ['0 0 9 L-0 * ?', '0 0 9 L * ?'],
      ['30,0,30 0 9 * * ?', '0,30 0 9 * * ?'],
      ['0   0\t9 * *  ?', '0 0 9 * * ?'],
    ];
    for (const [input, written] of cases) expect(expressionFromModel(modelFromExpression(input)), input).toBe(written);
  });

  it('reads values outside the builder bounds as kept parts, not clamped ones', () => {
    const model = modelFromExpression('0-30 0 0 * * ? 2150');
    expect(model.second).toMatchObject({ mode: 'custom', custom: '0-30' });
    expect(model.year).toMatchObject({ mode: 'custom', custom: '2150' });
    expect(expressionFromModel(model)).toBe('0-30 0 0 * * ? 2150');
  });

  it('uses the six-tab bounds for the minute range when asked (0-59 both ends)', () => {
    expect(modelFromExpression('0 0-30 * * * ?').minute.mode).toBe('custom');
    expect(modelFromExpression('0 0-30 * * * ?', { hideSecond: true }).minute).toMatchObject({
      mode: 'range',
      rangeStart: 0,
      rangeEnd: 30,
    });
  });

  it('restores parts Quartz rejects as kept text, so the builder can show the error where it is', () => {
    const model = modelFromExpression('0 0 25 * * ?');
    expect(model.hour).toMatchObject({ mode: 'custom', custom: '25' });
    const excess = modelFromExpression('0 0/60 * * * ?');
    expect(excess.minute).toMatchObject({ mode: 'loop', loopStart: 0, loopStep: 60 });
  });

  it('keeps the inputs of the other modes from the base model', () => {
    const base = modelWith({ second: { mode: 'range', rangeStart: 7, rangeEnd: 9 } });
    const model = modelFromExpression('0/5 0 0 * * ?', { base });
    expect(model.second).toMatchObject({ mode: 'loop', loopStart: 0, loopStep: 5, rangeStart: 7, rangeEnd: 9 });
  });

  it('throws CronSyntaxError for a wrong number of parts and for day/week not exactly one ?', () => {
    for (const bad of ['', '   ', '0 0 0 * *', '0 0 0 * * ? 2030 1', '0 0 0 * * *', '0 0 0 ? * ?']) {
      expect(() => modelFromExpression(bad), bad).toThrow(CronSyntaxError);
    }
    expect(() => modelFromExpression('0 0 0 * *')).toThrow(/至少需要6个部分/);
    expect(() => modelFromExpression('0 0 12 * * *')).toThrow(/「日」和「周」不能同时指定/);
  });

  it('uses the current year for the year inputs of a new model, within 2019-2118', () => {
    expect(createBuilderModel({ currentYear: 2026 }).year).toMatchObject({
      rangeStart: 2026,
      rangeEnd: 2027,
      specify: [2026],
    });
    expect(createBuilderModel({ currentYear: 2200 }).year).toMatchObject({ rangeStart: 2118, specify: [2118] });
    expect(createBuilderModel({ currentYear: 2000 }).year).toMatchObject({ rangeStart: 2019, specify: [2019] });
  });
});
