// Helpers for the cron tests: wall-clock text of instants through Intl, independent of the engine's own zone code.
import { nextFireTimes } from './next';

const formats = new Map<string, Intl.DateTimeFormat>();

/** "2027-01-01 12:00:00", or with the UTC offset "2027-11-07 01:00:00 -05:00". */
export function wallText(date: Date, timeZone: string, withOffset = false): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  const p: Record<string, string> = {};
  for (const part of format.formatToParts(date)) p[part.type] = part.value;
  const text = `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
  if (!withOffset) return text;
  const asUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), 0);
  const minutes = Math.round((asUtc - Math.floor(date.getTime() / 60_000) * 60_000) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${text} ${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** Fire times in Asia/Shanghai from a Shanghai wall time ("2027-01-01 00:00:00"), as Shanghai wall times. */
export function fires(expr: string, from: string | Date, count = 5): string[] {
  const start = typeof from === 'string' ? new Date(`${from.replace(' ', 'T')}+08:00`) : from;
  return nextFireTimes(expr, { from: start, count, timeZone: 'Asia/Shanghai' }).map((d) =>
    wallText(d, 'Asia/Shanghai'),
  );
}

/** Fire times in a zone from an ISO instant with offset, as wall times with their offsets. */
export function firesIn(timeZone: string, expr: string, fromIso: string, count = 3): string[] {
  return nextFireTimes(expr, { from: new Date(fromIso), count, timeZone }).map((d) => wallText(d, timeZone, true));
}
