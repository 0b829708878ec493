import { describe, expect, it } from 'vitest';
import { wallText } from '../cron-test-kit';
import { expressionProblem, formatFireTime, PREVIEW_COUNT, PREVIEW_DEBOUNCE_MS, previewCron } from './preview';

const from = new Date('2026-11-23T00:00:00+08:00');
const timeZone = 'Asia/Shanghai';

describe('builder preview', () => {
  it('previews 10 run times after a 500 ms pause (docs/widgets-spec.md §2, §9)', () => {
    expect(PREVIEW_COUNT).toBe(10);
    expect(PREVIEW_DEBOUNCE_MS).toBe(500);
  });

  it('gives the description and the next 10 run times in the zone', () => {
    const preview = previewCron('0 0 9 ? * 2-6', { from, timeZone });
    expect(preview.ok).toBe(true);
    if (!preview.ok) return;
    expect(preview.description).toBe('每周一至周五 09:00:00');
    expect(preview.times).toHaveLength(10);
    expect(wallText(preview.times[0] as Date, timeZone)).toBe('2026-11-23 09:00:00');
    expect(wallText(preview.times[9] as Date, timeZone)).toBe('2026-12-04 09:00:00');
  });

  it('honours the year and W (the original preview ignored both)', () => {
    const preview = previewCron('0 0 9 1W * ? 2027', { from, timeZone, count: 3 });
    expect(preview.ok && preview.times.map((t) => wallText(t, timeZone))).toEqual([
      '2027-01-01 09:00:00',
      '2027-02-01 09:00:00',
      '2027-03-01 09:00:00',
    ]);
    const past = previewCron('0 0 9 * * ? 2020', { from, timeZone });
    expect(past.ok && past.times).toEqual([]);
  });

  it('shows the parse error instead of a preview, with the tab it is about', () => {
    expect(previewCron('0 0 25 * * ?', { from })).toEqual({
      ok: false,
      expression: '0 0 25 * * ?',
      error: 'cron表达式的「时」部分有误：取值必须在 0-23 之间：25',
      unit: 'hour',
    });
    expect(previewCron('0 0', { from })).toMatchObject({ ok: false, unit: null });
    expect(previewCron('0 0 0 ? * 6L,2', { from })).toMatchObject({ ok: false, unit: 'week' });
    expect(previewCron('0 0 9 * * ?', { from, timeZone: 'Mars/Olympus' })).toMatchObject({ ok: false, unit: null });
    expect(expressionProblem('0 0 9 * * ?')).toBeNull();
    expect(expressionProblem('0 0 9 L-31 * ?')).toMatchObject({ unit: 'day' });
  });

  it('formats a run time as the operator reads it in the zone, with the weekday', () => {
    expect(formatFireTime(new Date('2027-01-01T04:00:00Z'), timeZone)).toEqual({
      text: '2027-01-01 12:00:00',
      weekday: '周五',
    });
    expect(formatFireTime(new Date('2027-11-07T06:30:00Z'), 'America/New_York')).toEqual({
      text: '2027-11-07 01:30:00',
      weekday: '周日',
    });
  });
});
