/** A seeded pseudo-random source (mulberry32): the same seed gives the same demo data. */
export interface Random {
  next(): number;
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  weighted<T>(choices: readonly (readonly [T, number])[]): T;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
    weighted(choices) {
      const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of choices) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return (choices[choices.length - 1] as readonly [(typeof choices)[number][0], number])[0];
    },
  };
  return random;
}

/**
 * An independent stream per named part of the seed (a tenant's order 17, a shop's money…): what one part
 * draws never shifts what another part gets, so a branch that depends on the date stays inside its part.
 *
 * @example randomStream(1001, 'order', 17).next() // the same value on every run
 */
export function randomStream(...parts: readonly (string | number)[]): Random {
  // FNV-1a over the parts' text: a stable 32-bit seed.
  let hash = 0x811c9dc5;
  for (const char of parts.join('\u0000')) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return seededRandom(hash);
}

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;
export const MINUTE_MS = 60_000;

/** The demo's zone (Asia/Shanghai, UTC+8 all year): the zone `atHour` places times in. */
const ZONE_OFFSET_MS = 8 * 3_600_000;

/** The demo-zone date of an instant, 'YYYY-MM-DD'. */
export function dateOf(at: Date): string {
  return new Date(at.getTime() + ZONE_OFFSET_MS).toISOString().slice(0, 10);
}

/** A date string moved by whole days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (date strings). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** An instant on a display-zone date at a wall-clock hour (Asia/Shanghai has no DST). */
export function atHour(date: string, hour: number, minute = 0): Date {
  return new Date(Date.parse(`${date}T00:00:00+08:00`) + hour * HOUR_MS + minute * MINUTE_MS);
}

/** Cents as a numeric literal. */
export function money(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
