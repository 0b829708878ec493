import { acceptInt } from './bounds';
import type { BuilderParam, BuilderUnit, BuilderVariant, CronBuilderModel, DayMode, UnitModes } from './types';

/** What the 日 tab shows as selected: its own mode, or `none` (不设置, `?`) while the week decides. */
export type DayChoice = DayMode | 'none';

/** The day-of-month mode in effect: `none` while a week mode is set. */
export function dayChoice(model: CronBuilderModel): DayChoice {
  return model.week.mode === 'none' ? model.day.mode : 'none';
}

/** Which of the two day parts decides the day; the other one is `?`. */
export function activeDayPart(model: CronBuilderModel): 'day' | 'week' {
  return model.week.mode === 'none' ? 'day' : 'week';
}

/**
 * Selects a mode. Day and week exclude each other: a day mode unsets the week (`?`), a week mode other than `none`
 * makes the day `?`; choosing `none` for the day while the week is unset sets the week to every day (`? * *`),
 * the same schedule with the week deciding.
 *
 * @example
 * setMode(model, 'week', 'lastWeekday') // day of month becomes '?'
 */
export function setMode<U extends BuilderUnit>(
  model: CronBuilderModel,
  unit: U,
  mode: U extends 'day' ? DayChoice : UnitModes[U],
): CronBuilderModel {
  if (unit === 'day') {
    if (mode === 'none') {
      return model.week.mode === 'none' ? { ...model, week: { ...model.week, mode: 'every' } } : model;
    }
    return { ...model, day: { ...model.day, mode: mode as DayMode }, week: { ...model.week, mode: 'none' } };
  }
  return { ...model, [unit]: { ...model[unit], mode } };
}

/**
 * Sets one number input (not `specify`), with the bounds applied: integers only (others are refused and the model
 * is returned unchanged), clamped to the spec's bounds.
 *
 * @example
 * setParam(model, 'hour', 'rangeEnd', 30).hour.rangeEnd // 23
 */
export function setParam(
  model: CronBuilderModel,
  unit: BuilderUnit,
  param: Exclude<BuilderParam, 'specify'>,
  value: unknown,
  variant: BuilderVariant = {},
): CronBuilderModel {
  const accepted = acceptInt(unit, param, value, variant);
  if (accepted === null || !(param in model[unit])) return model;
  return { ...model, [unit]: { ...model[unit], [param]: accepted } };
}

/**
 * Sets the list of the `specify` mode: integers within the unit's bounds, sorted, without duplicates. An empty
 * (or wholly refused) list is refused: a part cannot be empty.
 *
 * @example
 * setSpecify(model, 'week', [5, 1, 7]).week.specify // [0, 1, 5]
 */
export function setSpecify(
  model: CronBuilderModel,
  unit: BuilderUnit,
  values: readonly unknown[],
  variant: BuilderVariant = {},
): CronBuilderModel {
  const kept = values
    .filter((v) => typeof v === 'number' && Number.isInteger(v))
    .map((v) => acceptInt(unit, 'specify', v, variant))
    .filter((v): v is number => v !== null);
  if (kept.length === 0) return model;
  const specify = [...new Set(kept)].sort((a, b) => a - b);
  return { ...model, [unit]: { ...model[unit], specify } };
}
