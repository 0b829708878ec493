import { CronSyntaxError, partError } from '../errors';
import { parseCron } from '../parse';
import type { CronItem, CronPartName } from '../types';
import { fromQuartzWeekday, inBounds } from './bounds';
import { createBuilderModel } from './defaults';
import {
  BUILDER_UNITS,
  type BuilderParam,
  type BuilderUnit,
  type BuilderVariant,
  type CronBuilderModel,
} from './types';

export interface ModelFromExpressionOptions extends BuilderVariant {
  /** Inputs of the modes not in the expression come from here (default: `createBuilderModel()`). */
  base?: CronBuilderModel;
  currentYear?: number;
}

/** What a part restores to: a mode and the inputs it sets. */
type Restored = { mode: string } & Partial<Record<Exclude<BuilderParam, 'specify'>, number>> & { specify?: number[] };

const ENGINE_PART: Record<BuilderUnit, CronPartName> = {
  second: 'second',
  minute: 'minute',
  hour: 'hour',
  day: 'dayOfMonth',
  month: 'month',
  week: 'dayOfWeek',
  year: 'year',
};

/** Where `*` with a step starts (Quartz's field minimum, in builder numbering). */
const STAR_START: Record<BuilderUnit, number> = {
  second: 0,
  minute: 0,
  hour: 0,
  day: 1,
  month: 1,
  week: 0,
  year: 1970,
};

const RANGE = /^(\d+)-(\d+)$/;
const LOOP = /^(\d+)\/(\d+)$/;
const LIST = /^\d+(?:,\d+)*$/;

/**
 * Restores the builder from an expression: every mode the builder offers comes back with its inputs, so
 * `expressionFromModel(modelFromExpression(e)) === e` for every expression the builder builds. Other valid forms
 * come back as the equivalent mode (`*` with a step as a loop from the first value, names as numbers, `L` in the
 * week as Saturday) or, when no mode expresses them, as `custom` with the part's text (shown as "keep as is").
 * Parts that are not valid Quartz (e.g. an hour of 25) come back as `custom` too, so the error can be shown where
 * it is. Each part is read on its own, so a `custom` part always restores to the same text. Throws
 * `CronSyntaxError` when the expression does not have six or seven parts, or when day and week are not exactly
 * one `?`.
 *
 * @example
 * modelFromExpression('0 0 9 ? * 6L').week // { mode: 'lastWeekday', lastWeekday: 5, … } (Friday)
 */
export function modelFromExpression(expr: string, options: ModelFromExpressionOptions = {}): CronBuilderModel {
  const parts = typeof expr === 'string' ? expr.trim().split(/\s+/) : [];
  if (parts.length < 6 || parts.length > 7 || parts[0] === '') throw syntaxError(expr, structureError(parts.length));
  const dayText = (parts[3] as string).toUpperCase();
  const weekText = (parts[5] as string).toUpperCase();
  if ((dayText === '?') === (weekText === '?')) {
    throw syntaxError(expr, partError('dayOfWeek', '「日」和「周」必须有且只有一个为 ?'));
  }
  const base = options.base ?? createBuilderModel({ currentYear: options.currentYear });
  const restore = <S>(unit: BuilderUnit, state: S, text: string): S => ({
    ...state,
    ...restorePart(unit, text, options),
  });
  return {
    second: restore('second', base.second, parts[0] as string),
    minute: restore('minute', base.minute, parts[1] as string),
    hour: restore('hour', base.hour, parts[2] as string),
    day: dayText === '?' ? base.day : restore('day', base.day, parts[3] as string),
    month: restore('month', base.month, parts[4] as string),
    week: weekText === '?' ? { ...base.week, mode: 'none' } : restore('week', base.week, parts[5] as string),
    year: parts[6] === undefined ? { ...base.year, mode: 'none' } : restore('year', base.year, parts[6]),
  };
}

/** The engine's own error for the expression when it has one (its message is the one users know), else `fallback`. */
function syntaxError(expr: string, fallback: CronSyntaxError): CronSyntaxError {
  try {
    parseCron(expr);
  } catch (error) {
    if (error instanceof CronSyntaxError) return error;
    throw error;
  }
  return fallback;
}

function structureError(count: number): CronSyntaxError {
  return new CronSyntaxError('expression', `cron表达式应有6或7个部分，当前有${count}个`);
}

/** An expression with `text` in the unit's place and fixed values elsewhere: the engine reads the part alone. */
function probe(unit: BuilderUnit, text: string): string {
  const parts = ['0', '0', '0', unit === 'week' ? '?' : '*', '*', unit === 'week' ? text : '?'];
  const index = BUILDER_UNITS.indexOf(unit);
  if (unit === 'year') parts.push(text);
  else if (unit !== 'week') parts[index] = text;
  return parts.join(' ');
}

/**
 * A part's mode: its literal builder spelling, else the mode equivalent to the engine's reading of it, else
 * `custom`. It depends on the part's text only, so a `custom` part restores to the same text.
 */
function restorePart(unit: BuilderUnit, text: string, variant: BuilderVariant): Restored & { custom?: string } {
  const fits = (r: Restored | null): r is Restored => r !== null && withinBounds(unit, r, variant);
  const literal = fromText(unit, text.toUpperCase());
  if (fits(literal)) return literal;
  let items: readonly CronItem[] | null = null;
  try {
    const engine = parseCron(probe(unit, text));
    items = unit === 'year' ? engine.year : engine[ENGINE_PART[unit] as Exclude<CronPartName, 'year'>];
  } catch (error) {
    if (!(error instanceof CronSyntaxError)) throw error;
  }
  const equivalent = items ? fromItems(unit, items) : null;
  if (fits(equivalent)) return equivalent;
  return { mode: 'custom', custom: text };
}

/** The builder's own spelling of each mode (weekdays converted from Quartz's 1-7). */
function fromText(unit: BuilderUnit, text: string): Restored | null {
  const week = unit === 'week';
  const wd = (n: number) => (week ? (n >= 1 && n <= 7 ? fromQuartzWeekday(n) : -1) : n);
  if (text === '*') return { mode: 'every' };
  let m = RANGE.exec(text);
  if (m) return { mode: 'range', rangeStart: wd(Number(m[1])), rangeEnd: wd(Number(m[2])) };
  m = LOOP.exec(text);
  if (m) return { mode: 'loop', loopStart: wd(Number(m[1])), loopStep: Number(m[2]) };
  if (LIST.test(text)) return { mode: 'specify', specify: sortedUnique(text.split(',').map((n) => wd(Number(n)))) };
  if (unit === 'day') {
    if (text === 'L') return { mode: 'lastDay' };
    if (text === 'LW') return { mode: 'lastWorkday' };
    m = /^L-(\d+)$/.exec(text);
    if (m) return { mode: 'beforeEnd', beforeEnd: Number(m[1]) };
    m = /^(\d+)W$/.exec(text);
    if (m) return { mode: 'workday', workday: Number(m[1]) };
  }
  if (week) {
    m = /^(\d+)L$/.exec(text);
    if (m) return { mode: 'lastWeekday', lastWeekday: wd(Number(m[1])) };
    m = /^(\d+)#(\d+)$/.exec(text);
    if (m) return { mode: 'nthWeekday', nthWeekday: wd(Number(m[1])), nth: Number(m[2]) };
  }
  return null;
}

/** The mode equivalent to the engine's reading of a part (names, `*` with a step, unsorted lists, `L` as a weekday…). */
function fromItems(unit: BuilderUnit, items: readonly CronItem[]): Restored | null {
  const wd = (n: number) => (unit === 'week' ? fromQuartzWeekday(n) : n);
  const [item] = items;
  if (items.length > 1 || item?.kind === 'value') {
    const values: number[] = [];
    for (const it of items) {
      if (it.kind !== 'value' || it.step) return null;
      values.push(wd(it.value));
    }
    return { mode: 'specify', specify: sortedUnique(values) };
  }
  switch (item?.kind) {
    case 'all':
      return item.step ? { mode: 'loop', loopStart: STAR_START[unit], loopStep: item.step } : { mode: 'every' };
    case 'range':
      return item.step ? null : { mode: 'range', rangeStart: wd(item.from), rangeEnd: wd(item.to) };
    case 'last':
      if (item.weekday) return item.offset === 0 ? { mode: 'lastWorkday' } : null;
      return item.offset === 0 ? { mode: 'lastDay' } : { mode: 'beforeEnd', beforeEnd: item.offset };
    case 'nearestWeekday':
      return { mode: 'workday', workday: item.day };
    case 'lastOfMonth':
      return { mode: 'lastWeekday', lastWeekday: wd(item.weekday) };
    case 'nth':
      return { mode: 'nthWeekday', nthWeekday: wd(item.weekday), nth: item.nth };
    default:
      return null;
  }
}

function withinBounds(unit: BuilderUnit, restored: Restored, variant: BuilderVariant): boolean {
  for (const [key, value] of Object.entries(restored)) {
    if (key === 'mode') continue;
    const param = key as BuilderParam;
    const values = Array.isArray(value) ? value : [value as number];
    if (values.length === 0 || !values.every((v) => inBounds(unit, param, v, variant))) return false;
  }
  return true;
}

function sortedUnique(values: number[]): number[] {
  return [...new Set(values)].sort((a, b) => a - b);
}
