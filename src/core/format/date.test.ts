import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { DATE_FORMAT, DATETIME_FORMAT, formatDate, TIME_FORMAT } from './date';

describe('formatDate', () => {
  const date = new Date(2026, 2, 5, 8, 9, 10);

  it('uses the spec formats', () => {
    expect([DATE_FORMAT, DATETIME_FORMAT, TIME_FORMAT]).toEqual(['YYYY-MM-DD', 'YYYY-MM-DD HH:mm:ss', 'HH:mm:ss']);
    expect(formatDate(date)).toBe('2026-03-05');
    expect(formatDate(date, DATETIME_FORMAT)).toBe('2026-03-05 08:09:10');
    expect(formatDate(date, TIME_FORMAT)).toBe('08:09:10');
  });

  it('accepts text, timestamps and dayjs values', () => {
    expect(formatDate('2026-03-05 08:09:10', DATETIME_FORMAT)).toBe('2026-03-05 08:09:10');
    expect(formatDate(date.getTime(), DATETIME_FORMAT)).toBe('2026-03-05 08:09:10');
    expect(formatDate(dayjs(date))).toBe('2026-03-05');
  });

  it('gives empty text for empty or invalid input, never "now"', () => {
    expect([formatDate(undefined), formatDate(null), formatDate(''), formatDate('not a date')]).toEqual([
      '',
      '',
      '',
      '',
    ]);
  });
});
