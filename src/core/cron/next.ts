import { SECOND_MS, wallFromMs, wallToMs } from './calendar';
import { type CompiledCron, compileCron, dayMask } from './compile';
import { parseCron } from './parse';
import type { NextFireTimesOptions } from './types';
import { resolveWall, type Zone, zoneFor } from './zone';

const cache = new Map<string, CompiledCron>();
const CACHE_SIZE = 500;

/** Parses and compiles with a small cache (recompiled when the year limit moves on). */
export function compiled(expr: string, maxYear: number): CompiledCron {
  const hit = cache.get(expr);
  if (hit && hit.maxYear === maxYear) return hit;
  const result = compileCron(parseCron(expr), maxYear);
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(expr, result);
  return result;
}

/** Quartz stops searching past the current year + 100. */
export function currentMaxYear(): number {
  return new Date().getFullYear() + 100;
}

/**
 * The next `count` fire times strictly after `from`, as Quartz computes them in `timeZone` (default: the system
 * zone). Fewer when the schedule ends (past years, impossible dates, the 100-year search limit). Throws
 * `CronSyntaxError` for an invalid expression and RangeError for an unknown time zone.
 *
 * @example
 * nextFireTimes('0 0 12 ? * MON-FRI', { from: new Date('2027-01-01T00:00:00+08:00'), count: 2, timeZone: 'Asia/Shanghai' })
 * // [2027-01-01 12:00 +08:00, 2027-01-04 12:00 +08:00]
 */
export function nextFireTimes(expr: string, options: NextFireTimesOptions): Date[] {
  const maxYear = currentMaxYear();
  const cron = compiled(expr, maxYear);
  const zone = zoneFor(options.timeZone);
  const from = options.from instanceof Date ? options.from.getTime() : Number.NaN;
  if (Number.isNaN(from)) throw new RangeError('无效的开始时间');
  const times: Date[] = [];
  let start = Math.floor(from / SECOND_MS) * SECOND_MS + SECOND_MS;
  while (times.length < options.count) {
    const next = nextInstant(cron, zone, start);
    if (next === null) break;
    times.push(new Date(next));
    start = next + SECOND_MS;
  }
  return times;
}

/** The first fire instant at or after `start` (whole seconds), or null. */
export function nextInstant(cron: CompiledCron, zone: Zone, start: number): number | null {
  let { year, month, day, hour, minute, second } = wallFromMs(start + zone.offset(start));
  let yearIndex = 0;
  let maskKey = -1;
  let mask = 0;
  for (;;) {
    if (year > cron.maxYear) return null;
    const years = cron.years;
    while (yearIndex < years.length && (years[yearIndex] as number) < year) yearIndex++;
    if (yearIndex >= years.length) return null;
    if (years[yearIndex] !== year) {
      year = years[yearIndex] as number;
      month = 1;
      day = 1;
      hour = minute = second = 0;
    }
    const m = cron.nextMonth[month] as number;
    if (m < 0) {
      year++;
      month = day = 1;
      hour = minute = second = 0;
      continue;
    }
    if (m !== month) {
      month = m;
      day = 1;
      hour = minute = second = 0;
    }
    if (maskKey !== year * 16 + month) {
      maskKey = year * 16 + month;
      mask = dayMask(cron, year, month);
    }
    const later = day > 31 ? 0 : mask & (-1 << (day - 1));
    if (later === 0) {
      month++;
      day = 1;
      hour = minute = second = 0;
      continue;
    }
    const d = 32 - Math.clz32(later & -later);
    if (d !== day) {
      day = d;
      hour = minute = second = 0;
    }
    const h = cron.nextHour[hour] as number;
    if (h < 0) {
      day++;
      hour = minute = second = 0;
      continue;
    }
    if (h !== hour) {
      hour = h;
      minute = second = 0;
    }
    const mi = cron.nextMinute[minute] as number;
    if (mi < 0) {
      hour++;
      minute = second = 0;
      continue;
    }
    if (mi !== minute) {
      minute = mi;
      second = 0;
    }
    const s = cron.nextSecond[second] as number;
    if (s < 0) {
      minute++;
      second = 0;
      continue;
    }
    second = s;
    const instant = resolveWall(zone, wallToMs(year, month, day, hour, minute, second));
    if (typeof instant === 'number') return instant;
    ({ year, month, day, hour, minute, second } = wallFromMs(instant.gapEnd));
  }
}
