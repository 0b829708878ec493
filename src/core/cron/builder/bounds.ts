import type { BuilderParam, BuilderUnit, BuilderVariant } from './types';

/** Inclusive integer bounds of one input. */
export interface IntBounds {
  min: number;
  max: number;
}

type UnitBounds = Partial<Record<BuilderParam, IntBounds>>;

const b = (min: number, max: number): IntBounds => ({ min, max });

/** First year the builder offers, and how many (docs/widgets-spec.md §9: base 2019 for 100 years). */
export const YEAR_BASE = 2019;
export const YEAR_SPAN = 100;

/**
 * The builder's input bounds, exactly the table of docs/widgets-spec.md §5 "Scheduling input bounds"; `specify` is the
 * unit's own range (the table does not list it), except the year list 2019-2118. Week numbers are the builder's
 * 0-6 (SUN=0). A few of these admit values Quartz rejects (minute step 60, minute range start 60, month start 0,
 * `L-31`); the builder shows the engine's error for those instead of emitting an expression Quartz refuses.
 */
export const BUILDER_BOUNDS: Readonly<Record<BuilderUnit, UnitBounds>> = {
  second: { loopStep: b(1, 59), loopStart: b(0, 59), rangeStart: b(1, 59), rangeEnd: b(0, 59), specify: b(0, 59) },
  minute: { loopStep: b(1, 60), loopStart: b(0, 59), rangeStart: b(1, 60), rangeEnd: b(0, 59), specify: b(0, 59) },
  hour: { loopStep: b(0, 23), loopStart: b(0, 23), rangeStart: b(0, 23), rangeEnd: b(0, 23), specify: b(0, 23) },
  day: {
    loopStep: b(1, 31),
    loopStart: b(1, 31),
    rangeStart: b(1, 31),
    rangeEnd: b(1, 31),
    specify: b(1, 31),
    beforeEnd: b(1, 31),
    workday: b(1, 31),
  },
  month: { loopStep: b(0, 12), loopStart: b(0, 12), rangeStart: b(1, 12), rangeEnd: b(1, 12), specify: b(1, 12) },
  week: {
    loopStep: b(1, 7),
    loopStart: b(0, 6),
    rangeStart: b(0, 6),
    rangeEnd: b(0, 6),
    specify: b(0, 6),
    lastWeekday: b(0, 6),
    nthWeekday: b(0, 6),
    nth: b(1, 5),
  },
  year: {
    loopStep: b(1, 99),
    loopStart: b(YEAR_BASE, YEAR_BASE + YEAR_SPAN),
    rangeStart: b(YEAR_BASE, YEAR_BASE + YEAR_SPAN),
    rangeEnd: b(YEAR_BASE, YEAR_BASE + YEAR_SPAN),
    specify: b(YEAR_BASE, YEAR_BASE + YEAR_SPAN - 1),
  },
};

/** The six-tab variant's minute range (spec: "other variant 0–59"). */
const SIX_TAB_MINUTE_RANGE: UnitBounds = { rangeStart: b(0, 59), rangeEnd: b(0, 59) };

/** Week inputs that hold a weekday (where the spec's 7 is read as 0, Sunday). */
const WEEKDAY_PARAMS: ReadonlySet<BuilderParam> = new Set([
  'rangeStart',
  'rangeEnd',
  'loopStart',
  'specify',
  'lastWeekday',
  'nthWeekday',
]);

/**
 * Bounds of one input, or null when the unit has no such input.
 *
 * @example
 * paramBounds('minute', 'loopStep') // { min: 1, max: 60 }
 * paramBounds('minute', 'rangeStart', { hideSecond: true }) // { min: 0, max: 59 }
 */
export function paramBounds(unit: BuilderUnit, param: BuilderParam, variant: BuilderVariant = {}): IntBounds | null {
  if (unit === 'minute' && variant.hideSecond) {
    const six = SIX_TAB_MINUTE_RANGE[param];
    if (six) return six;
  }
  return BUILDER_BOUNDS[unit][param] ?? null;
}

/**
 * What an input keeps of a typed value: integers only (anything else is refused: null), clamped into the bounds;
 * a weekday 7 is read as 0 (Sunday).
 *
 * @example
 * acceptInt('hour', 'rangeEnd', 30) // 23
 * acceptInt('hour', 'rangeEnd', 2.5) // null
 * acceptInt('week', 'specify', 7) // 0
 */
export function acceptInt(
  unit: BuilderUnit,
  param: BuilderParam,
  value: unknown,
  variant: BuilderVariant = {},
): number | null {
  const bounds = paramBounds(unit, param, variant);
  if (!bounds || typeof value !== 'number' || !Number.isInteger(value)) return null;
  const v = unit === 'week' && value === 7 && WEEKDAY_PARAMS.has(param) ? 0 : value;
  return Math.min(bounds.max, Math.max(bounds.min, v));
}

/** True when `value` is an integer within the input's bounds. */
export function inBounds(unit: BuilderUnit, param: BuilderParam, value: number, variant: BuilderVariant = {}): boolean {
  const bounds = paramBounds(unit, param, variant);
  return bounds !== null && Number.isInteger(value) && value >= bounds.min && value <= bounds.max;
}

/** Builder weekday (0-6, SUN=0; 7 also Sunday) to Quartz's (1-7, SUN=1). */
export function toQuartzWeekday(weekday: number): number {
  return (weekday % 7) + 1;
}

/** Quartz weekday (1-7, SUN=1) to the builder's (0-6, SUN=0). */
export function fromQuartzWeekday(weekday: number): number {
  return weekday - 1;
}
