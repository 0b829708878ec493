// L, W and # by hand from docs/cron-semantics.md, in Asia/Shanghai. Calendar facts used (2027): Jan 31, Feb 28, Oct 31
// and Jun 6 are Sundays; May 1, May 15, Jul 31, Nov 6 and 1 Jan 2028 are Saturdays; Aug 15 is a Sunday.
import { describe, expect, it } from 'vitest';
import { fires } from './cron-test-kit';

describe('day-of-month L and L-n', () => {
  it('fires on the last day of each month, 29 February in a leap year', () => {
    expect(fires('0 0 12 L * ?', '2027-01-01 00:00:00', 4)).toEqual([
      '2027-01-31 12:00:00',
      '2027-02-28 12:00:00',
      '2027-03-31 12:00:00',
      '2027-04-30 12:00:00',
    ]);
    expect(fires('0 0 12 L * ?', '2028-01-31 12:00:00', 1)).toEqual(['2028-02-29 12:00:00']);
  });

  it('fires n days before the last day', () => {
    expect(fires('0 0 12 L-2 * ?', '2027-01-01 00:00:00', 4)).toEqual([
      '2027-01-29 12:00:00',
      '2027-02-26 12:00:00',
      '2027-03-29 12:00:00',
      '2027-04-28 12:00:00',
    ]);
  });

  it('skips months where L-n falls before the 1st', () => {
    expect(fires('0 0 12 L-30 * ?', '2027-01-01 00:00:00', 7)).toEqual([
      '2027-01-01 12:00:00',
      '2027-03-01 12:00:00',
      '2027-05-01 12:00:00',
      '2027-07-01 12:00:00',
      '2027-08-01 12:00:00',
      '2027-10-01 12:00:00',
      '2027-12-01 12:00:00',
    ]);
    expect(fires('0 0 0 L-28 2 ?', '2027-01-01 00:00:00', 2)).toEqual(['2028-02-01 00:00:00', '2032-02-01 00:00:00']);
  });
});

describe('day-of-month W', () => {
  it('LW is the last weekday of the month', () => {
    expect(fires('0 0 12 LW * ?', '2027-01-01 00:00:00', 5)).toEqual([
      '2027-01-29 12:00:00',
      '2027-02-26 12:00:00',
      '2027-03-31 12:00:00',
      '2027-04-30 12:00:00',
      '2027-05-31 12:00:00',
    ]);
    expect(fires('0 0 12 LW * ?', '2027-07-01 00:00:00', 1)).toEqual(['2027-07-30 12:00:00']);
  });

  it('L-nW is the weekday nearest n days before the last day', () => {
    // Jan 30 Sat -> 29; Feb 27 Sat -> 26; Mar 30 Tue; Apr 29 Thu; May 30 Sun -> Mon 31 (not the last day)
    expect(fires('0 0 12 L-1W * ?', '2027-01-01 00:00:00', 5)).toEqual([
      '2027-01-29 12:00:00',
      '2027-02-26 12:00:00',
      '2027-03-30 12:00:00',
      '2027-04-29 12:00:00',
      '2027-05-31 12:00:00',
    ]);
    // day 1 of the 31-day months only; 1 Jan and 1 Jul 2028 are Saturdays -> Monday the 3rd
    expect(fires('0 0 12 L-30W * ?', '2027-12-15 00:00:00', 4)).toEqual([
      '2028-01-03 12:00:00',
      '2028-03-01 12:00:00',
      '2028-05-01 12:00:00',
      '2028-07-03 12:00:00',
    ]);
  });

  it('nW moves a Saturday back and a Sunday forward', () => {
    expect(fires('0 0 12 15W * ?', '2027-05-01 00:00:00', 1)).toEqual(['2027-05-14 12:00:00']);
    expect(fires('0 0 12 15W * ?', '2027-08-01 00:00:00', 1)).toEqual(['2027-08-16 12:00:00']);
    expect(fires('0 0 12 15W * ?', '2027-01-01 00:00:00', 2)).toEqual(['2027-01-15 12:00:00', '2027-02-15 12:00:00']);
  });

  it('1W on a month starting on Saturday moves forward to Monday the 3rd', () => {
    expect(fires('0 0 12 1W * ?', '2027-04-15 00:00:00', 2)).toEqual(['2027-05-03 12:00:00', '2027-06-01 12:00:00']);
    expect(fires('0 0 12 1W * ?', '2027-12-15 00:00:00', 1)).toEqual(['2028-01-03 12:00:00']);
  });

  it('a Sunday last day moves back to Friday, and 31W does not fire in 30-day months', () => {
    expect(fires('0 0 12 31W * ?', '2027-01-01 00:00:00', 5)).toEqual([
      '2027-01-29 12:00:00',
      '2027-03-31 12:00:00',
      '2027-05-31 12:00:00',
      '2027-07-30 12:00:00',
      '2027-08-31 12:00:00',
    ]);
    expect(fires('0 0 12 31W * ?', '2027-10-01 00:00:00', 1)).toEqual(['2027-10-29 12:00:00']);
  });

  it('a day moved forward still fires when the search starts after the nominal day (Quartz 2.3)', () => {
    expect(fires('0 0 12 6W * ?', '2027-06-06 13:00:00', 1)).toEqual(['2027-06-07 12:00:00']);
    expect(fires('0 0 12 6W * ?', '2027-11-05 11:00:00', 1)).toEqual(['2027-11-05 12:00:00']);
    expect(fires('0 0 12 6W * ?', '2027-11-05 13:00:00', 1)).toEqual(['2027-12-06 12:00:00']);
  });

  it('mixes W and L with plain days in a list', () => {
    expect(fires('0 0 12 1W,15 * ?', '2027-05-01 00:00:00', 4)).toEqual([
      '2027-05-03 12:00:00',
      '2027-05-15 12:00:00',
      '2027-06-01 12:00:00',
      '2027-06-15 12:00:00',
    ]);
    expect(fires('0 0 12 L,15 * ?', '2027-01-01 00:00:00', 4)).toEqual([
      '2027-01-15 12:00:00',
      '2027-01-31 12:00:00',
      '2027-02-15 12:00:00',
      '2027-02-28 12:00:00',
    ]);
    expect(fires('0 0 12 15W,L * ?', '2027-05-01 00:00:00', 2)).toEqual(['2027-05-14 12:00:00', '2027-05-31 12:00:00']);
    expect(fires('0 0 12 L-1W,L-1 * ?', '2027-01-01 00:00:00', 5)).toEqual([
      '2027-01-29 12:00:00',
      '2027-01-30 12:00:00',
      '2027-02-26 12:00:00',
      '2027-02-27 12:00:00',
      '2027-03-30 12:00:00',
    ]);
  });
});

describe('day-of-week nL and n#m', () => {
  it('nL is the last given weekday of the month', () => {
    const lastFridays = [
      '2027-01-29 12:00:00',
      '2027-02-26 12:00:00',
      '2027-03-26 12:00:00',
      '2027-04-30 12:00:00',
      '2027-05-28 12:00:00',
    ];
    expect(fires('0 0 12 ? * 6L', '2027-01-01 00:00:00')).toEqual(lastFridays);
    expect(fires('0 0 12 ? * FRIL', '2027-01-01 00:00:00')).toEqual(lastFridays);
    expect(fires('0 0 12 ? * 1L', '2027-01-01 00:00:00', 3)).toEqual([
      '2027-01-31 12:00:00',
      '2027-02-28 12:00:00',
      '2027-03-28 12:00:00',
    ]);
  });

  it('n#m is the m-th given weekday', () => {
    expect(fires('0 0 12 ? * 2#1', '2027-01-01 00:00:00')).toEqual([
      '2027-01-04 12:00:00',
      '2027-02-01 12:00:00',
      '2027-03-01 12:00:00',
      '2027-04-05 12:00:00',
      '2027-05-03 12:00:00',
    ]);
    expect(fires('0 0 12 ? * MON#2', '2027-01-01 00:00:00', 2)).toEqual(['2027-01-11 12:00:00', '2027-02-08 12:00:00']);
  });

  it('5#5 skips months without a fifth Thursday', () => {
    expect(fires('0 0 12 ? * 5#5', '2027-01-01 00:00:00', 4)).toEqual([
      '2027-04-29 12:00:00',
      '2027-07-29 12:00:00',
      '2027-09-30 12:00:00',
      '2027-12-30 12:00:00',
    ]);
    // February has a fifth Tuesday only in a leap year starting on Tuesday (2028)
    expect(fires('0 0 12 ? 2 3#5', '2027-01-01 00:00:00', 1)).toEqual(['2028-02-29 12:00:00']);
  });

  it('combines a weekday list with months', () => {
    expect(fires('0 0 12 ? 2 2,4,6', '2027-02-20 00:00:00', 4)).toEqual([
      '2027-02-22 12:00:00',
      '2027-02-24 12:00:00',
      '2027-02-26 12:00:00',
      '2028-02-02 12:00:00',
    ]);
  });
});
