// Proleptic Gregorian arithmetic on plain numbers (no Date objects in the hot path).

export const SECOND_MS = 1000;
export const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a civil date (month 1-12). */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

/** Wall-clock fields; month 1-12. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Reads a wall time written as milliseconds "as if UTC" (whole seconds). */
export function wallFromMs(ms: number): WallTime {
  const days = Math.floor(ms / DAY_MS);
  let rest = Math.floor((ms - days * DAY_MS) / SECOND_MS);
  const hour = Math.floor(rest / 3600);
  rest -= hour * 3600;
  const minute = Math.floor(rest / 60);
  const second = rest - minute * 60;
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return { year, month, day, hour, minute, second };
}

/** The wall time as milliseconds "as if UTC". */
export function wallToMs(year: number, month: number, day: number, hour: number, minute: number, second: number) {
  return daysFromCivil(year, month, day) * DAY_MS + ((hour * 60 + minute) * 60 + second) * SECOND_MS;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const MONTH_DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : (MONTH_DAYS[month] as number);
}

/** Weekday in Quartz numbering: 1 = Sunday ... 7 = Saturday. */
export function quartzWeekday(year: number, month: number, day: number): number {
  const w = (daysFromCivil(year, month, day) + 4) % 7; // 1970-01-01 was a Thursday (4 with Sunday = 0)
  return (w < 0 ? w + 7 : w) + 1;
}
