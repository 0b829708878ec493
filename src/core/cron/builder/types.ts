/** The builder's units, one per tab: 秒 分 时 日 月 周 年. `day` is day-of-month, `week` day-of-week. */
export type BuilderUnit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'week' | 'year';

export const BUILDER_UNITS: readonly BuilderUnit[] = ['second', 'minute', 'hour', 'day', 'month', 'week', 'year'];

/**
 * Modes every unit offers: `*`, `a-b`, `start/step`, a list; `custom` keeps a part the other modes cannot express
 * (e.g. `1-10/2`, `L-3W`), verbatim, so restoring an expression never changes it.
 */
export type BasicMode = 'every' | 'range' | 'loop' | 'specify' | 'custom';

/** Day-of-month modes: the basic ones plus `nW`, `L`, `LW`, `L-n`. "Not set" (`?`) follows from the week. */
export type DayMode = BasicMode | 'workday' | 'lastDay' | 'lastWorkday' | 'beforeEnd';

/** Day-of-week modes: `none` is `?` (the day of month decides), plus `nL` and `n#m`. */
export type WeekMode = 'none' | BasicMode | 'lastWeekday' | 'nthWeekday';

/** Year modes: `none` leaves the optional year part out (six-part expression). */
export type YearMode = 'none' | BasicMode;

/** The number inputs a unit may have. Week numbers are the builder's 0-6 (SUN=0), not Quartz's 1-7. */
export type BuilderParam =
  | 'rangeStart'
  | 'rangeEnd'
  | 'loopStart'
  | 'loopStep'
  | 'specify'
  | 'workday'
  | 'beforeEnd'
  | 'lastWeekday'
  | 'nthWeekday'
  | 'nth';

/**
 * One unit's state: its mode and the inputs of every mode, so switching radios keeps what was typed.
 * `specify` is sorted, without duplicates, never empty.
 */
export interface UnitState<M extends string> {
  mode: M;
  rangeStart: number;
  rangeEnd: number;
  loopStart: number;
  loopStep: number;
  specify: number[];
  /** The part's text in `custom` mode. */
  custom: string;
}

export interface DayState extends UnitState<DayMode> {
  /** `nW`: the weekday nearest this day. */
  workday: number;
  /** `L-n`: this many days before the last day. */
  beforeEnd: number;
}

export interface WeekState extends UnitState<WeekMode> {
  /** `nL`: the last such weekday of the month (0-6, SUN=0). */
  lastWeekday: number;
  /** `n#m`: the weekday (0-6, SUN=0)… */
  nthWeekday: number;
  /** …and which one of the month (1-5). */
  nth: number;
}

/**
 * Everything the builder shows. Day of month and day of week are exclusive by construction: the day part is `?`
 * exactly when `week.mode` is not `none`, and `day.mode` is then kept for when the week is unset again.
 */
export interface CronBuilderModel {
  second: UnitState<BasicMode>;
  minute: UnitState<BasicMode>;
  hour: UnitState<BasicMode>;
  day: DayState;
  month: UnitState<BasicMode>;
  week: WeekState;
  year: UnitState<YearMode>;
}

/** The mode type of each unit. */
export interface UnitModes {
  second: BasicMode;
  minute: BasicMode;
  hour: BasicMode;
  day: DayMode;
  month: BasicMode;
  week: WeekMode;
  year: YearMode;
}

/** Builder variant: `hideSecond` is the six-tab variant (no 秒 tab), whose minute range bounds are 0-59. */
export interface BuilderVariant {
  hideSecond?: boolean;
}

/** The modes each tab offers, in display order (`custom` only appears for a restored part no mode expresses). */
export const BUILDER_MODES: { readonly [U in BuilderUnit]: readonly UnitModes[U][] } = {
  second: ['every', 'range', 'loop', 'specify'],
  minute: ['every', 'range', 'loop', 'specify'],
  hour: ['every', 'range', 'loop', 'specify'],
  day: ['every', 'range', 'loop', 'workday', 'lastDay', 'lastWorkday', 'beforeEnd', 'specify'],
  month: ['every', 'range', 'loop', 'specify'],
  week: ['none', 'every', 'range', 'loop', 'specify', 'lastWeekday', 'nthWeekday'],
  year: ['none', 'every', 'range', 'loop', 'specify'],
};

/** The inputs that belong to each mode. */
export const MODE_PARAMS: Readonly<Record<string, readonly BuilderParam[]>> = {
  range: ['rangeStart', 'rangeEnd'],
  loop: ['loopStart', 'loopStep'],
  specify: ['specify'],
  workday: ['workday'],
  beforeEnd: ['beforeEnd'],
  lastWeekday: ['lastWeekday'],
  nthWeekday: ['nthWeekday', 'nth'],
};
