import { paramBounds, YEAR_BASE, YEAR_SPAN } from './bounds';
import type { BasicMode, CronBuilderModel, UnitState, YearMode } from './types';

export interface BuilderDefaultsOptions {
  /** The year the year inputs start from (default: this year, kept within 2019-2118). */
  currentYear?: number;
}

function unit<M extends string>(mode: M, min: number, rangeEnd: number, specify: number): UnitState<M> {
  return { mode, rangeStart: min, rangeEnd, loopStart: min, loopStep: 1, specify: [specify], custom: '' };
}

/**
 * A new model: `0 * * * * ?`, at second 0 of every minute (a per-second default is a trap for server jobs).
 * Inputs of the other modes start at sensible values: ranges min..min+1, loops from min by 1, Monday-Friday.
 *
 * @example
 * expressionFromModel(createBuilderModel()) // '0 * * * * ?'
 */
export function createBuilderModel(options: BuilderDefaultsOptions = {}): CronBuilderModel {
  const yearBounds = paramBounds('year', 'specify') ?? { min: YEAR_BASE, max: YEAR_BASE + YEAR_SPAN - 1 };
  const thisYear = options.currentYear ?? new Date().getFullYear();
  const year = Math.min(yearBounds.max, Math.max(yearBounds.min, thisYear));
  const second = unit<BasicMode>('specify', 1, 2, 0);
  return {
    second: { ...second, loopStart: 0 },
    minute: { ...unit<BasicMode>('every', 1, 2, 0), loopStart: 0 },
    hour: unit<BasicMode>('every', 0, 1, 0),
    day: { ...unit('every', 1, 2, 1), workday: 1, beforeEnd: 1 },
    month: unit<BasicMode>('every', 1, 2, 1),
    week: { ...unit('none', 1, 5, 1), loopStart: 1, lastWeekday: 5, nthWeekday: 1, nth: 1 },
    year: unit<YearMode>('none', year, year + 1, year),
  };
}
