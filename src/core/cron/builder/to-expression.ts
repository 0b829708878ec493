import { toQuartzWeekday } from './bounds';
import {
  BUILDER_UNITS,
  type BuilderUnit,
  type CronBuilderModel,
  type DayState,
  type UnitState,
  type WeekState,
} from './types';

function basicPart(state: UnitState<string>, wire: (n: number) => number = (n) => n): string | null {
  switch (state.mode) {
    case 'every':
      return '*';
    case 'range':
      return `${wire(state.rangeStart)}-${wire(state.rangeEnd)}`;
    case 'loop':
      return `${wire(state.loopStart)}/${state.loopStep}`;
    case 'specify':
      return state.specify.map(wire).join(',');
    case 'custom':
      return state.custom.replace(/\s+/g, '');
    default:
      return null;
  }
}

function dayPart(day: DayState): string {
  switch (day.mode) {
    case 'workday':
      return `${day.workday}W`;
    case 'lastDay':
      return 'L';
    case 'lastWorkday':
      return 'LW';
    case 'beforeEnd':
      return `L-${day.beforeEnd}`;
    default:
      return basicPart(day) ?? '*';
  }
}

function weekPart(week: WeekState): string {
  switch (week.mode) {
    case 'none':
      return '?';
    case 'lastWeekday':
      return `${toQuartzWeekday(week.lastWeekday)}L`;
    case 'nthWeekday':
      return `${toQuartzWeekday(week.nthWeekday)}#${week.nth}`;
    default:
      return basicPart(week, toQuartzWeekday) ?? '?';
  }
}

/**
 * One part's text as it appears in the expression; null for a year that is not set (six-part expression).
 * The day of month is `?` whenever the week is set.
 *
 * @example
 * partText(model, 'week') // '2#3' for the third Monday
 */
export function partText(model: CronBuilderModel, unit: BuilderUnit): string | null {
  switch (unit) {
    case 'day':
      return model.week.mode === 'none' ? dayPart(model.day) : '?';
    case 'week':
      return weekPart(model.week);
    case 'year':
      return model.year.mode === 'none' ? null : (basicPart(model.year) ?? '*');
    default:
      return basicPart(model[unit]) ?? '*';
  }
}

/**
 * The Quartz expression the model builds: six parts, seven when the year is set. Weekdays go out as Quartz's 1-7.
 *
 * @example
 * expressionFromModel({ ...createBuilderModel(), week: { ...m.week, mode: 'nthWeekday', nthWeekday: 1, nth: 3 } })
 * // '0 * * ? * 2#3'
 */
export function expressionFromModel(model: CronBuilderModel): string {
  return BUILDER_UNITS.map((unit) => partText(model, unit))
    .filter((part): part is string => part !== null)
    .join(' ');
}
