import type { CronItem, CronModel } from './types';

// What the Chinese and English sentences (describe-zh.ts, describe-en.ts) both read of a parsed expression;
// its own module, so describe.ts imports the two languages without them importing it back.

/** `*` without a step. */
export function isEvery(items: readonly CronItem[]): boolean {
  return items.length === 0 || items.some((item) => item.kind === 'all' && !item.step);
}

export function isOnly(items: readonly CronItem[], value: number): boolean {
  return items.length === 1 && items[0]?.kind === 'value' && !items[0].step && items[0].value === value;
}

/** The values when every item is a plain value, else null. */
export function plainValues(items: readonly CronItem[]): number[] | null {
  const values: number[] = [];
  for (const item of items) {
    if (item.kind !== 'value' || item.step) return null;
    values.push(item.value);
  }
  return values;
}

/** The clock times when second, minute and hour are plain values (at most 6 times), else null. */
export function clockTimes(model: CronModel): string[] | null {
  const seconds = plainValues(model.second);
  const minutes = plainValues(model.minute);
  const hours = plainValues(model.hour);
  if (!seconds || !minutes || !hours || seconds.length !== 1 || minutes.length !== 1 || hours.length > 6) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return hours.map((h) => `${pad(h)}:${pad(minutes[0] as number)}:${pad(seconds[0] as number)}`);
}

/** How the day is chosen: by day of month, by weekday, or every day. */
export function dayItems(model: CronModel): { by: 'month' | 'week'; items: CronItem[] } | null {
  const byWeek = model.dayOfMonth.some((item) => item.kind === 'none');
  const items = byWeek ? model.dayOfWeek : model.dayOfMonth;
  return isEvery(items) ? null : { by: byWeek ? 'week' : 'month', items };
}
