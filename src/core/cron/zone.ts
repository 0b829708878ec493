import { DAY_MS, SECOND_MS, wallToMs } from './calendar';

/**
 * A time zone as Quartz's calendar sees it: UTC offsets by instant, and wall times mapped back to instants the
 * lenient way (a repeated wall time is its later, standard-time occurrence; a wall time in a spring-forward gap
 * does not exist).
 */
export interface Zone {
  /** Offset in milliseconds (local = UTC + offset) at an instant. */
  offset(instant: number): number;
}

/** The instant of a wall time ("as if UTC" ms), or `{ gapEnd }`: the first wall time after the gap it falls in. */
export function resolveWall(zone: Zone, wall: number): number | { gapEnd: number } {
  const before = zone.offset(wall - DAY_MS);
  const after = zone.offset(wall + DAY_MS);
  if (before === after && zone.offset(wall - before) === before) return wall - before;
  const offsets = [before, after, zone.offset(wall - before), zone.offset(wall - after)];
  let best = Number.NEGATIVE_INFINITY;
  for (const offset of offsets) {
    const instant = wall - offset;
    if (zone.offset(instant) === offset && instant > best) best = instant;
  }
  if (best !== Number.NEGATIVE_INFINITY) return best;
  // In a gap: find the first instant whose wall time is past `wall`; its wall time ends the gap.
  let lo = wall - Math.max(...offsets);
  let hi = wall - Math.min(...offsets);
  while (hi - lo > SECOND_MS) {
    const mid = lo + Math.floor((hi - lo) / 2 / SECOND_MS) * SECOND_MS;
    if (mid + zone.offset(mid) > wall) hi = mid;
    else lo = mid;
  }
  return { gapEnd: hi + zone.offset(hi) };
}

const fixedUtc: Zone = { offset: () => 0 };

interface DayOffsets {
  before: number;
  after: number;
  /** First instant with `after`; Infinity when the day has one offset. */
  at: number;
}

/** Offsets cached per UTC day (at most one change a day, as in tzdata), read from a slower source. */
class CachedZone implements Zone {
  private readonly days = new Map<number, DayOffsets>();

  constructor(private readonly source: (instant: number) => number) {}

  offset(instant: number): number {
    const day = Math.floor(instant / DAY_MS);
    let entry = this.days.get(day);
    if (!entry) {
      entry = this.computeDay(day);
      if (this.days.size > 50_000) this.days.clear();
      this.days.set(day, entry);
    }
    return instant < entry.at ? entry.before : entry.after;
  }

  private computeDay(day: number): DayOffsets {
    let lo = day * DAY_MS;
    let hi = lo + DAY_MS - SECOND_MS;
    const before = this.source(lo);
    const after = this.source(hi);
    if (before === after) return { before, after, at: Number.POSITIVE_INFINITY };
    while (hi - lo > SECOND_MS) {
      const mid = lo + Math.floor((hi - lo) / 2 / SECOND_MS) * SECOND_MS;
      if (this.source(mid) === before) lo = mid;
      else hi = mid;
    }
    return { before, after, at: hi };
  }
}

/** An IANA zone's offset at an instant, read through Intl (whole seconds). */
function intlSource(timeZone: string): (instant: number) => number {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  return (instant) => {
    const f: Record<string, number> = {};
    for (const part of format.formatToParts(instant)) f[part.type] = Number(part.value);
    const wall = wallToMs(f.year ?? 0, f.month ?? 1, f.day ?? 1, (f.hour ?? 0) % 24, f.minute ?? 0, f.second ?? 0);
    return wall - Math.floor(instant / SECOND_MS) * SECOND_MS;
  };
}

/** The system zone, read through `Date`. */
const systemZone = new CachedZone((instant) => -new Date(instant).getTimezoneOffset() * 60_000);

const zones = new Map<string, Zone>();
/** The zone of an IANA name (default: the system zone). Throws RangeError for an unknown name. */
export function zoneFor(timeZone: string | undefined): Zone {
  if (timeZone === undefined || timeZone === '') return systemZone;
  const cached = zones.get(timeZone);
  if (cached) return cached;
  let zone: Zone;
  if (timeZone === 'UTC' || timeZone === 'Etc/UTC') zone = fixedUtc;
  else {
    try {
      zone = new CachedZone(intlSource(timeZone));
    } catch {
      throw new RangeError(`无效的时区：${timeZone}`);
    }
  }
  zones.set(timeZone, zone);
  return zone;
}
