const formatter = new Intl.DateTimeFormat('sv-SE', {
  timeZone: process.env.TZ_DISPLAY ?? 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** 'YYYY-MM-DD HH:mm:ss' in the operator's time zone (Asia/Shanghai unless TZ_DISPLAY says otherwise). */
export function formatDateTime(value: Date | null | undefined): string | null {
  if (!value || Number.isNaN(value.getTime())) return null;
  return formatter.format(value).replace('T', ' ');
}

/**
 * The display-zone time to the second as 14 digits, the stamp inside order and business numbers.
 *
 * @example compactDateTime(new Date('2026-11-23T07:30:15Z')) // '20261123153015'
 */
export function compactDateTime(at: Date): string {
  return formatter.format(at).replace(/\D/g, '');
}

const DISPLAY_ZONE = process.env.TZ_DISPLAY ?? 'Asia/Shanghai';

/** Offset of the display zone from UTC at `at`, in minutes (Asia/Shanghai: +480, no DST). */
function zoneOffsetMinutes(at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: DISPLAY_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(parts ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * Reads 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm[:ss]' as a wall-clock time of the display zone.
 * `endOfDay` turns a bare date into its last second (for `_end` ranges). Null when malformed.
 */
export function parseDisplayDateTime(text: string, endOfDay = false): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  const hasTime = h !== undefined;
  const utc = Date.UTC(
    Number(y),
    Number(mo) - 1,
    Number(d),
    hasTime ? Number(h) : endOfDay ? 23 : 0,
    hasTime ? Number(mi) : endOfDay ? 59 : 0,
    hasTime ? Number(s ?? 0) : endOfDay ? 59 : 0,
  );
  const guess = new Date(utc);
  if (guess.getUTCMonth() !== Number(mo) - 1 || guess.getUTCDate() !== Number(d)) return null;
  return new Date(utc - zoneOffsetMinutes(guess) * 60_000);
}
