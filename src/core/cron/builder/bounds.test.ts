import { describe, expect, it } from 'vitest';
import { acceptInt, BUILDER_BOUNDS, fromQuartzWeekday, inBounds, paramBounds, toQuartzWeekday } from './bounds';

describe('builder input bounds (docs/widgets-spec.md §5, exactly)', () => {
  it('follows the table unit by unit', () => {
    const table = Object.fromEntries(
      Object.entries(BUILDER_BOUNDS).map(([unit, params]) => [
        unit,
        Object.fromEntries(Object.entries(params).map(([param, b]) => [param, `${b.min}-${b.max}`])),
      ]),
    );
    expect(table).toEqual({
      second: { loopStep: '1-59', loopStart: '0-59', rangeStart: '1-59', rangeEnd: '0-59', specify: '0-59' },
      minute: { loopStep: '1-60', loopStart: '0-59', rangeStart: '1-60', rangeEnd: '0-59', specify: '0-59' },
      hour: { loopStep: '0-23', loopStart: '0-23', rangeStart: '0-23', rangeEnd: '0-23', specify: '0-23' },
      day: {
        loopStep: '1-31',
        loopStart: '1-31',
        rangeStart: '1-31',
        rangeEnd: '1-31',
        specify: '1-31',
        beforeEnd: '1-31',
        workday: '1-31',
      },
      month: { loopStep: '0-12', loopStart: '0-12', rangeStart: '1-12', rangeEnd: '1-12', specify: '1-12' },
      week: {
        loopStep: '1-7',
        loopStart: '0-6',
        rangeStart: '0-6',
        rangeEnd: '0-6',
        specify: '0-6',
        lastWeekday: '0-6',
        nthWeekday: '0-6',
        nth: '1-5',
      },
      year: {
        loopStep: '1-99',
        loopStart: '2019-2119',
        rangeStart: '2019-2119',
        rangeEnd: '2019-2119',
        specify: '2019-2118',
      },
    });
  });

  it('gives the six-tab variant a 0-59 minute range, and nothing else changes', () => {
    expect(paramBounds('minute', 'rangeStart', { hideSecond: true })).toEqual({ min: 0, max: 59 });
    expect(paramBounds('minute', 'rangeEnd', { hideSecond: true })).toEqual({ min: 0, max: 59 });
    expect(paramBounds('minute', 'loopStep', { hideSecond: true })).toEqual({ min: 1, max: 60 });
    expect(paramBounds('hour', 'rangeStart', { hideSecond: true })).toEqual({ min: 0, max: 23 });
    expect(paramBounds('second', 'workday')).toBeNull();
  });

  it('accepts integers only and clamps them into the bounds', () => {
    expect(acceptInt('second', 'loopStep', 0)).toBe(1);
    expect(acceptInt('second', 'loopStep', 99)).toBe(59);
    expect(acceptInt('year', 'specify', 2200)).toBe(2118);
    expect(acceptInt('year', 'rangeEnd', 2200)).toBe(2119);
    expect(acceptInt('year', 'loopStart', 5)).toBe(2019);
    expect(acceptInt('week', 'nth', 9)).toBe(5);
    expect(acceptInt('day', 'beforeEnd', -3)).toBe(1);
    for (const refused of [2.5, Number.NaN, Number.POSITIVE_INFINITY, '5', null, undefined]) {
      expect(acceptInt('hour', 'rangeStart', refused), String(refused)).toBeNull();
    }
    expect(acceptInt('second', 'workday', 3)).toBeNull();
    expect(inBounds('hour', 'specify', 23)).toBe(true);
    expect(inBounds('hour', 'specify', 24)).toBe(false);
    expect(inBounds('hour', 'specify', 1.5)).toBe(false);
  });

  it("reads the builder's weekday 7 as 0 (Sunday), and converts to Quartz's SUN=1 at the boundary", () => {
    expect(acceptInt('week', 'specify', 7)).toBe(0);
    expect(acceptInt('week', 'lastWeekday', 7)).toBe(0);
    expect(acceptInt('week', 'loopStep', 7)).toBe(7);
    expect([0, 1, 6, 7].map(toQuartzWeekday)).toEqual([1, 2, 7, 1]);
    expect([1, 2, 7].map(fromQuartzWeekday)).toEqual([0, 1, 6]);
  });
});
