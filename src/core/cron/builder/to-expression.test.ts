import { describe, expect, it } from 'vitest';
import { fires } from '../cron-test-kit';
import { parseCron } from '../parse';
import { modelWith, type UnitSetting } from './builder-test-kit';
import { createBuilderModel } from './defaults';
import { expressionFromModel, partText } from './to-expression';
import type { BuilderUnit } from './types';

const build = (unit: BuilderUnit, setting: UnitSetting) => expressionFromModel(modelWith({ [unit]: setting }));

describe('expressionFromModel: each mode of each tab', () => {
  it('starts from 0 * * * * ? (second 0 of every minute), six parts', () => {
    expect(expressionFromModel(createBuilderModel())).toBe('0 * * * * ?');
  });

  it.each([
    ['second', { mode: 'every' }, '* * * * * ?'],
    ['second', { mode: 'range', rangeStart: 5, rangeEnd: 0 }, '5-0 * * * * ?'],
    ['second', { mode: 'loop', loopStart: 0, loopStep: 15 }, '0/15 * * * * ?'],
    ['second', { mode: 'specify', specify: [0, 30] }, '0,30 * * * * ?'],
    ['minute', { mode: 'every' }, '0 * * * * ?'],
    ['minute', { mode: 'range', rangeStart: 10, rangeEnd: 20 }, '0 10-20 * * * ?'],
    ['minute', { mode: 'loop', loopStart: 5, loopStep: 10 }, '0 5/10 * * * ?'],
    ['minute', { mode: 'specify', specify: [0, 15, 30, 45] }, '0 0,15,30,45 * * * ?'],
    ['hour', { mode: 'every' }, '0 * * * * ?'],
    ['hour', { mode: 'range', rangeStart: 22, rangeEnd: 2 }, '0 * 22-2 * * ?'],
    ['hour', { mode: 'loop', loopStart: 1, loopStep: 6 }, '0 * 1/6 * * ?'],
    ['hour', { mode: 'specify', specify: [9, 18] }, '0 * 9,18 * * ?'],
    ['day', { mode: 'every' }, '0 * * * * ?'],
    ['day', { mode: 'range', rangeStart: 28, rangeEnd: 3 }, '0 * * 28-3 * ?'],
    ['day', { mode: 'loop', loopStart: 1, loopStep: 10 }, '0 * * 1/10 * ?'],
    ['day', { mode: 'workday', workday: 15 }, '0 * * 15W * ?'],
    ['day', { mode: 'lastDay' }, '0 * * L * ?'],
    ['day', { mode: 'lastWorkday' }, '0 * * LW * ?'],
    ['day', { mode: 'beforeEnd', beforeEnd: 3 }, '0 * * L-3 * ?'],
    ['day', { mode: 'specify', specify: [1, 15, 31] }, '0 * * 1,15,31 * ?'],
    ['month', { mode: 'every' }, '0 * * * * ?'],
    ['month', { mode: 'range', rangeStart: 11, rangeEnd: 2 }, '0 * * * 11-2 ?'],
    ['month', { mode: 'loop', loopStart: 1, loopStep: 3 }, '0 * * * 1/3 ?'],
    ['month', { mode: 'specify', specify: [6, 12] }, '0 * * * 6,12 ?'],
    ['week', { mode: 'none' }, '0 * * * * ?'],
    ['week', { mode: 'every' }, '0 * * ? * *'],
    ['week', { mode: 'range', rangeStart: 1, rangeEnd: 5 }, '0 * * ? * 2-6'],
    ['week', { mode: 'range', rangeStart: 5, rangeEnd: 1 }, '0 * * ? * 6-2'],
    ['week', { mode: 'loop', loopStart: 0, loopStep: 2 }, '0 * * ? * 1/2'],
    ['week', { mode: 'specify', specify: [0, 6] }, '0 * * ? * 1,7'],
    ['week', { mode: 'lastWeekday', lastWeekday: 5 }, '0 * * ? * 6L'],
    ['week', { mode: 'nthWeekday', nthWeekday: 1, nth: 3 }, '0 * * ? * 2#3'],
    ['year', { mode: 'none' }, '0 * * * * ?'],
    ['year', { mode: 'every' }, '0 * * * * ? *'],
    ['year', { mode: 'range', rangeStart: 2027, rangeEnd: 2030 }, '0 * * * * ? 2027-2030'],
    ['year', { mode: 'loop', loopStart: 2028, loopStep: 4 }, '0 * * * * ? 2028/4'],
    ['year', { mode: 'specify', specify: [2027, 2029] }, '0 * * * * ? 2027,2029'],
  ] as [BuilderUnit, UnitSetting, string][])('%s %j -> %s', (unit, setting, expected) => {
    const expression = build(unit, setting);
    expect(expression).toBe(expected);
    expect(() => parseCron(expression)).not.toThrow();
  });

  it('writes a kept (custom) part as it was, without white space', () => {
    expect(build('hour', { mode: 'custom', custom: '9-17/2' } as UnitSetting)).toBe('0 * 9-17/2 * * ?');
  });

  it('makes the day part ? whenever the week is set, and keeps the day mode for later', () => {
    const model = modelWith({ day: { mode: 'lastWorkday' }, week: { mode: 'lastWeekday', lastWeekday: 5 } });
    expect(partText(model, 'day')).toBe('?');
    expect(model.day.mode).toBe('lastWorkday');
    expect(expressionFromModel({ ...model, week: { ...model.week, mode: 'none' } })).toBe('0 * * LW * ?');
  });
});

/** The eleven day modes of docs/widgets-spec.md §4, as the builder spells them (tabs 日 and 周). */
const SPEC_DAY_MODES: [number, string, BuilderUnit, UnitSetting, string][] = [
  [1, 'every day', 'day', { mode: 'every' }, '0 0 9 * * ?'],
  [2, 'every N days of the week from a weekday', 'week', { mode: 'loop', loopStart: 1, loopStep: 2 }, '0 0 9 ? * 2/2'],
  [3, 'every N days from a day', 'day', { mode: 'loop', loopStart: 5, loopStep: 10 }, '0 0 9 5/10 * ?'],
  [4, 'specific weekdays', 'week', { mode: 'specify', specify: [1, 3, 5] }, '0 0 9 ? * 2,4,6'],
  [5, 'specific days', 'day', { mode: 'specify', specify: [1, 15] }, '0 0 9 1,15 * ?'],
  [6, 'last day of month', 'day', { mode: 'lastDay' }, '0 0 9 L * ?'],
  [7, 'last weekday of month', 'day', { mode: 'lastWorkday' }, '0 0 9 LW * ?'],
  [8, 'last given weekday of month', 'week', { mode: 'lastWeekday', lastWeekday: 5 }, '0 0 9 ? * 6L'],
  [9, 'N days before month end', 'day', { mode: 'beforeEnd', beforeEnd: 2 }, '0 0 9 L-2 * ?'],
  [10, 'nearest weekday to day N', 'day', { mode: 'workday', workday: 1 }, '0 0 9 1W * ?'],
  [11, 'the Nth given weekday', 'week', { mode: 'nthWeekday', nthWeekday: 2, nth: 2 }, '0 0 9 ? * 3#2'],
];

/** Their fire times from Friday 2027-01-01 00:00 in Shanghai, so each mode is known to mean what it says. */
const SPEC_DAY_MODE_FIRES: Record<number, string[]> = {
  1: ['2027-01-01 09:00:00', '2027-01-02 09:00:00', '2027-01-03 09:00:00'],
  2: ['2027-01-01 09:00:00', '2027-01-04 09:00:00', '2027-01-06 09:00:00'], // Mon, Wed, Fri
  3: ['2027-01-05 09:00:00', '2027-01-15 09:00:00', '2027-01-25 09:00:00'],
  4: ['2027-01-01 09:00:00', '2027-01-04 09:00:00', '2027-01-06 09:00:00'],
  5: ['2027-01-01 09:00:00', '2027-01-15 09:00:00', '2027-02-01 09:00:00'],
  6: ['2027-01-31 09:00:00', '2027-02-28 09:00:00', '2027-03-31 09:00:00'],
  7: ['2027-01-29 09:00:00', '2027-02-26 09:00:00', '2027-03-31 09:00:00'],
  8: ['2027-01-29 09:00:00', '2027-02-26 09:00:00', '2027-03-26 09:00:00'], // last Friday
  9: ['2027-01-29 09:00:00', '2027-02-26 09:00:00', '2027-03-29 09:00:00'],
  10: ['2027-01-01 09:00:00', '2027-02-01 09:00:00', '2027-03-01 09:00:00'],
  11: ['2027-01-12 09:00:00', '2027-02-09 09:00:00', '2027-03-09 09:00:00'], // second Tuesday
};

describe('the eleven day modes of docs/widgets-spec.md §4', () => {
  it.each(SPEC_DAY_MODES)(
    'mode %i (%s) builds a valid expression with ? in the right part',
    (n, _label, unit, setting, expected) => {
      const model = modelWith({
        hour: { mode: 'specify', specify: [9] },
        second: { mode: 'specify', specify: [0] },
        minute: { mode: 'specify', specify: [0] },
        [unit]: setting,
      });
      const expression = expressionFromModel(model);
      expect(expression).toBe(expected);
      const parts = expression.split(' ');
      // Modes 2, 4, 8 and 11 choose by weekday (? for the day of month); the others by day (? for the week).
      // Mode 8 is written `6L` in the week, as Quartz requires; the original wrote it into the day and was rejected.
      expect([2, 4, 8, 11].includes(n) ? parts[3] : parts[5]).toBe('?');
      expect(fires(expression, '2027-01-01 00:00:00', 3)).toEqual(SPEC_DAY_MODE_FIRES[n]);
    },
  );
});
