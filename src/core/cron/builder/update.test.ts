import { describe, expect, it } from 'vitest';
import { createBuilderModel } from './defaults';
import { expressionFromModel } from './to-expression';
import { activeDayPart, dayChoice, setMode, setParam, setSpecify } from './update';

describe('builder model updates', () => {
  const model = createBuilderModel({ currentYear: 2026 });

  it('selects modes; day and week exclude each other (the unset one is ?)', () => {
    const byWeek = setMode(model, 'week', 'nthWeekday');
    expect(activeDayPart(byWeek)).toBe('week');
    expect(dayChoice(byWeek)).toBe('none');
    expect(expressionFromModel(byWeek)).toBe('0 * * ? * 2#1');
    const byDay = setMode(byWeek, 'day', 'lastDay');
    expect(byDay.week.mode).toBe('none');
    expect(expressionFromModel(byDay)).toBe('0 * * L * ?');
    expect(expressionFromModel(setMode(byDay, 'week', 'none'))).toBe('0 * * L * ?');
  });

  it("turns the day's 不设置 into every day by week (same schedule), and leaves a set week alone", () => {
    const unset = setMode(model, 'day', 'none');
    expect(expressionFromModel(unset)).toBe('0 * * ? * *');
    const byWeek = setMode(model, 'week', 'lastWeekday');
    expect(setMode(byWeek, 'day', 'none')).toBe(byWeek);
  });

  it('keeps what was typed in other modes when switching', () => {
    const typed = setParam(setMode(model, 'hour', 'range'), 'hour', 'rangeEnd', 18);
    const switched = setMode(setMode(typed, 'hour', 'every'), 'hour', 'range');
    expect(expressionFromModel(switched)).toBe('0 * 0-18 * * ?');
  });

  it('sets inputs within the bounds, refusing non-integers', () => {
    expect(setParam(model, 'hour', 'rangeEnd', 30).hour.rangeEnd).toBe(23);
    expect(setParam(model, 'hour', 'rangeEnd', 2.5)).toBe(model);
    expect(setParam(model, 'hour', 'rangeEnd', undefined)).toBe(model);
    expect(setParam(model, 'hour', 'workday', 3)).toBe(model);
    expect(setParam(model, 'minute', 'rangeStart', 0).minute.rangeStart).toBe(1);
    expect(setParam(model, 'minute', 'rangeStart', 0, { hideSecond: true }).minute.rangeStart).toBe(0);
    expect(setParam(model, 'week', 'nthWeekday', 7).week.nthWeekday).toBe(0);
  });

  it('keeps lists sorted, unique, clamped, integers only and never empty', () => {
    expect(setSpecify(model, 'week', [5, 1, 7, 5]).week.specify).toEqual([0, 1, 5]);
    expect(setSpecify(model, 'day', [40, 2, 1.5]).day.specify).toEqual([2, 31]);
    expect(setSpecify(model, 'day', [])).toBe(model);
    expect(setSpecify(model, 'day', [1.5, 'x'])).toBe(model);
  });
});
