import { daysInMonth, quartzWeekday } from './calendar';
import { FIELDS, FIRST_YEAR, type FieldSpec } from './fields';
import type { CronItem, CronModel } from './types';

/**
 * A model turned into lookup tables. `nextX[v]` is the smallest allowed value >= v, or -1 (tables run one past the
 * field's maximum so that a carry reads -1). Day masks use bit d-1 for day d.
 */
export interface CompiledCron {
  nextSecond: Int8Array;
  nextMinute: Int8Array;
  nextHour: Int8Array;
  nextMonth: Int8Array;
  dom: DomRule | null;
  dow: DowRule | null;
  /** Allowed years in ascending order, up to `maxYear`. */
  years: Int32Array;
  maxYear: number;
}

interface DomRule {
  plain: number;
  /** `L-n`: n */
  last: number[];
  /** `L-nW`: n */
  lastWeekday: number[];
  /** `nW`: n */
  nearest: number[];
}

interface DowRule {
  /** Month masks of the plain weekdays, by the weekday (0-6) of the 1st. */
  patterns: Int32Array;
  /** `nL`: n */
  last: number[];
  /** `n#m` */
  nth: { weekday: number; nth: number }[];
}

/** Compiles a parsed model; years are limited to `maxYear` (Quartz: the current year + 100). */
export function compileCron(model: CronModel, maxYear: number): CompiledCron {
  return {
    nextSecond: nextTable(valueSet(FIELDS.second, model.second), 60),
    nextMinute: nextTable(valueSet(FIELDS.minute, model.minute), 60),
    nextHour: nextTable(valueSet(FIELDS.hour, model.hour), 24),
    nextMonth: nextTable(valueSet(FIELDS.month, model.month), 13),
    dom: isNone(model.dayOfMonth) ? null : domRule(model.dayOfMonth),
    dow: isNone(model.dayOfWeek) ? null : dowRule(model.dayOfWeek),
    years: yearList(model.year ?? [{ kind: 'all' }], maxYear),
    maxYear,
  };
}

function isNone(items: readonly CronItem[]): boolean {
  return items.some((item) => item.kind === 'none');
}

/** The values of the plain items (all, value, range), following Quartz's stepping and wrap-around. */
function valueSet(field: FieldSpec, items: readonly CronItem[]): boolean[] {
  const max = field.max ?? 0;
  const set: boolean[] = new Array(max + 1).fill(false);
  for (const item of items) forEachValue(field, item, max, (v) => (set[v] = true));
  return set;
}

function forEachValue(field: FieldSpec, item: CronItem, max: number, add: (value: number) => void): void {
  let start: number;
  let stop: number;
  let step: number;
  if (item.kind === 'all') [start, stop, step] = [field.min, max, item.step || 1];
  else if (item.kind === 'value') {
    if (!item.step) {
      add(item.value);
      return;
    }
    [start, stop, step] = [item.value, max, item.step];
  } else if (item.kind === 'range') [start, stop, step] = [item.from, item.to, item.step || 1];
  else return;
  if (stop < start && field.cycle > 0) stop += field.cycle;
  for (let i = start; i <= stop; i += step) {
    if (field.cycle === 0 || i <= max) add(i);
    else add(field.min === 1 ? ((i - 1) % field.cycle) + 1 : i % field.cycle);
  }
}

function nextTable(set: readonly boolean[], size: number): Int8Array {
  const table = new Int8Array(size + 2).fill(-1);
  let next = -1;
  for (let v = size; v >= 0; v--) {
    if (set[v]) next = v;
    table[v] = next;
  }
  return table;
}

function domRule(items: readonly CronItem[]): DomRule {
  const set = valueSet(FIELDS.dayOfMonth, items);
  let plain = 0;
  for (let d = 1; d <= 31; d++) if (set[d]) plain |= 1 << (d - 1);
  const rule: DomRule = { plain, last: [], lastWeekday: [], nearest: [] };
  for (const item of items) {
    if (item.kind === 'last') (item.weekday ? rule.lastWeekday : rule.last).push(item.offset);
    else if (item.kind === 'nearestWeekday') rule.nearest.push(item.day);
  }
  return rule;
}

function dowRule(items: readonly CronItem[]): DowRule {
  const set = valueSet(FIELDS.dayOfWeek, items);
  const patterns = new Int32Array(7);
  for (let first = 0; first < 7; first++) {
    let mask = 0;
    for (let d = 1; d <= 31; d++) if (set[((first + d - 1) % 7) + 1]) mask |= 1 << (d - 1);
    patterns[first] = mask;
  }
  const rule: DowRule = { patterns, last: [], nth: [] };
  for (const item of items) {
    if (item.kind === 'lastOfMonth') rule.last.push(item.weekday);
    else if (item.kind === 'nth') rule.nth.push({ weekday: item.weekday, nth: item.nth });
  }
  return rule;
}

function yearList(items: readonly CronItem[], maxYear: number): Int32Array {
  const years = new Set<number>();
  for (const item of items) {
    if (item.kind === 'value' && !item.step) years.add(item.value);
    else if (item.kind === 'all' || item.kind === 'value' || item.kind === 'range') {
      const start = item.kind === 'all' ? FIRST_YEAR : item.kind === 'value' ? item.value : item.from;
      const stop = item.kind === 'range' ? Math.min(item.to, maxYear) : maxYear;
      const step = item.step || 1;
      for (let y = start; y <= stop; y += step) years.add(y);
    }
  }
  return Int32Array.from([...years].filter((y) => y <= maxYear).sort((a, b) => a - b));
}

/** The days of a month that match the day parts, as a mask (bit d-1 for day d). */
export function dayMask(c: CompiledCron, year: number, month: number): number {
  const length = daysInMonth(year, month);
  const lengthMask = length === 31 ? 0x7fffffff : (1 << length) - 1;
  if (c.dom) {
    const rule = c.dom;
    let mask = rule.plain & lengthMask;
    for (const offset of rule.last) if (length - offset >= 1) mask |= 1 << (length - offset - 1);
    for (const offset of rule.lastWeekday) {
      if (length - offset >= 1) mask |= 1 << (nearestWeekday(year, month, length - offset, length) - 1);
    }
    for (const day of rule.nearest) {
      if (day <= length) mask |= 1 << (nearestWeekday(year, month, day, length) - 1);
    }
    return mask;
  }
  if (!c.dow) return 0;
  const rule = c.dow;
  const first = quartzWeekday(year, month, 1) - 1;
  let mask = (rule.patterns[first] as number) & lengthMask;
  const lastWeekday = (first + length - 1) % 7;
  for (const weekday of rule.last) mask |= 1 << (length - 1 - ((lastWeekday - weekday + 1 + 7) % 7));
  for (const { weekday, nth } of rule.nth) {
    const day = 1 + ((weekday - 1 - first + 7) % 7) + (nth - 1) * 7;
    if (day <= length) mask |= 1 << (day - 1);
  }
  return mask;
}

/** The weekday nearest `day` without leaving the month (Saturday -> Friday, Sunday -> Monday). */
function nearestWeekday(year: number, month: number, day: number, length: number): number {
  const weekday = quartzWeekday(year, month, day);
  if (weekday === 7) return day === 1 ? 3 : day - 1;
  if (weekday === 1) return day === length ? day - 2 : day + 1;
  return day;
}
