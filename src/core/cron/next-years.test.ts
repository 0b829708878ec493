// The year field, year ends, leap years and the search limit, by hand from docs/cron-semantics.md, in Asia/Shanghai.
// Calendar facts used: 2028 and 2032 are leap years, 2100 is not.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fires } from './cron-test-kit';

afterEach(() => {
  vi.useRealTimers();
});

describe('nextFireTimes: the year field, year ends and leap years', () => {
  it('honours listed years, year ranges and year steps, and ends with them', () => {
    expect(fires('0 0 0 1 1 ? 2028,2030', '2027-01-01 00:00:00')).toEqual([
      '2028-01-01 00:00:00',
      '2030-01-01 00:00:00',
    ]);
    expect(fires('0 0 12 25 12 ? 2027-2029', '2027-01-01 00:00:00')).toEqual([
      '2027-12-25 12:00:00',
      '2028-12-25 12:00:00',
      '2029-12-25 12:00:00',
    ]);
    expect(fires('0 0 0 1 1 ? 2027/3', '2026-12-31 00:00:00', 3)).toEqual([
      '2027-01-01 00:00:00',
      '2030-01-01 00:00:00',
      '2033-01-01 00:00:00',
    ]);
  });

  it('counts */n years from 1970, as Quartz does', () => {
    expect(fires('0 0 0 1 1 ? */10', '2027-01-01 00:00:00', 3)).toEqual([
      '2030-01-01 00:00:00',
      '2040-01-01 00:00:00',
      '2050-01-01 00:00:00',
    ]);
    expect(fires('0 0 0 1 1 ? */4', '2027-01-01 00:00:00', 2)).toEqual(['2030-01-01 00:00:00', '2034-01-01 00:00:00']);
  });

  it('returns nothing when every year is past, and parses 1900', () => {
    expect(fires('0 0 0 1 1 ? 2020', '2027-01-01 00:00:00')).toEqual([]);
    expect(fires('0 0 12 * * ? 1900', '2027-01-01 00:00:00')).toEqual([]);
  });

  it('crosses the year end', () => {
    expect(fires('0 0 0 1 1 ?', '2027-12-31 23:59:59', 2)).toEqual(['2028-01-01 00:00:00', '2029-01-01 00:00:00']);
    expect(fires('59 59 23 31 12 ?', '2027-12-31 23:59:58', 2)).toEqual(['2027-12-31 23:59:59', '2028-12-31 23:59:59']);
    expect(fires('*/20 * * * * ?', '2027-12-31 23:59:30', 3)).toEqual([
      '2027-12-31 23:59:40',
      '2028-01-01 00:00:00',
      '2028-01-01 00:00:20',
    ]);
  });

  it('skips months without the 31st', () => {
    expect(fires('0 0 0 31 * ?', '2027-01-31 00:00:00', 7)).toEqual([
      '2027-03-31 00:00:00',
      '2027-05-31 00:00:00',
      '2027-07-31 00:00:00',
      '2027-08-31 00:00:00',
      '2027-10-31 00:00:00',
      '2027-12-31 00:00:00',
      '2028-01-31 00:00:00',
    ]);
  });

  it('fires on 29 February in leap years only (2100 is not one)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-06-01T00:00:00Z'));
    expect(fires('0 0 0 29 2 ?', '2027-01-01 00:00:00', 3)).toEqual([
      '2028-02-29 00:00:00',
      '2032-02-29 00:00:00',
      '2036-02-29 00:00:00',
    ]);
    expect(fires('0 0 0 29 2 ?', '2096-03-01 00:00:00', 1)).toEqual(['2104-02-29 00:00:00']);
    expect(fires('0 0 0 L 2 ?', '2027-01-01 00:00:00', 3)).toEqual([
      '2027-02-28 00:00:00',
      '2028-02-29 00:00:00',
      '2029-02-28 00:00:00',
    ]);
  });

  it('never fires on dates that cannot exist', () => {
    expect(fires('0 0 0 30 2 ?', '2027-01-01 00:00:00')).toEqual([]);
    expect(fires('0 0 0 31 4,6,9,11 ?', '2027-01-01 00:00:00')).toEqual([]);
    expect(fires('0 0 0 30 2 ? 2028', '2027-01-01 00:00:00')).toEqual([]);
  });

  it('gives up past the current year + 100', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-06-01T00:00:00Z'));
    expect(fires('0 0 0 1 1 ? 2127', '2027-01-01 00:00:00')).toEqual(['2127-01-01 00:00:00']);
    expect(fires('0 0 0 1 1 ? 2128', '2027-01-01 00:00:00')).toEqual([]);
    expect(fires('0 0 0 1 1 ? 2199', '2027-01-01 00:00:00')).toEqual([]);
    expect(fires('0 0 0 1 1 ?', '2126-06-01 00:00:00', 3)).toEqual(['2127-01-01 00:00:00']);
  });
});
