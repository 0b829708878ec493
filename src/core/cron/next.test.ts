// Expected fire times are written out by hand from Quartz's rules (docs/cron-semantics.md), in Asia/Shanghai (no DST).
// Calendar facts used: 2027-01-01 is a Friday.
import { describe, expect, it } from 'vitest';
import { fires } from './cron-test-kit';
import { nextFireTimes } from './index';

describe('nextFireTimes: basics', () => {
  it('fires every day at noon', () => {
    expect(fires('0 0 12 * * ?', '2027-01-01 00:00:00', 3)).toEqual([
      '2027-01-01 12:00:00',
      '2027-01-02 12:00:00',
      '2027-01-03 12:00:00',
    ]);
  });

  it('returns times strictly after the start', () => {
    expect(fires('0 0 12 * * ?', '2027-01-01 12:00:00', 1)).toEqual(['2027-01-02 12:00:00']);
    expect(fires('0 0 12 * * ?', new Date('2027-01-01T11:59:59.999+08:00'), 1)).toEqual(['2027-01-01 12:00:00']);
    expect(fires('* * * * * ?', new Date('2027-01-01T00:00:00.500+08:00'), 2)).toEqual([
      '2027-01-01 00:00:01',
      '2027-01-01 00:00:02',
    ]);
  });

  it('gives as many times as asked, and none for a count of 0', () => {
    expect(fires('0 0 * * * ?', '2027-01-01 00:00:00', 10)).toHaveLength(10);
    expect(fires('0 0 * * * ?', '2027-01-01 00:00:00', 0)).toEqual([]);
  });

  it('reads six and seven parts alike, and ignores extra white space and tabs', () => {
    const six = fires('0 0 12 * * ?', '2027-01-01 00:00:00', 2);
    expect(fires('0 0 12 * * ? *', '2027-01-01 00:00:00', 2)).toEqual(six);
    expect(fires('  0\t0  12 * *\t?  ', '2027-01-01 00:00:00', 2)).toEqual(six);
  });

  it('uses the system zone when no zone is given', () => {
    const [first] = nextFireTimes('0 30 12 * * ?', { from: new Date(2027, 0, 1, 0, 0, 0), count: 1 });
    expect(
      first && [first.getFullYear(), first.getMonth(), first.getDate(), first.getHours(), first.getMinutes()],
    ).toEqual([2027, 0, 1, 12, 30]);
  });

  it('rejects an unknown time zone and an invalid start', () => {
    expect(() => nextFireTimes('0 0 12 * * ?', { from: new Date(), count: 1, timeZone: 'Mars/Base' })).toThrow(
      '无效的时区：Mars/Base',
    );
    expect(() => nextFireTimes('0 0 12 * * ?', { from: new Date(Number.NaN), count: 1 })).toThrow(RangeError);
  });
});

describe('nextFireTimes: steps, lists and ranges', () => {
  it('steps seconds from 0 with */n and a bare /n', () => {
    expect(fires('*/15 * * * * ?', '2027-01-01 00:00:00', 4)).toEqual([
      '2027-01-01 00:00:15',
      '2027-01-01 00:00:30',
      '2027-01-01 00:00:45',
      '2027-01-01 00:01:00',
    ]);
    expect(fires('/20 * * * * ?', '2027-01-01 00:00:00', 3)).toEqual([
      '2027-01-01 00:00:20',
      '2027-01-01 00:00:40',
      '2027-01-01 00:01:00',
    ]);
  });

  it('steps from a start value up to the end of the field', () => {
    expect(fires('10/20 * * * * ?', '2027-01-01 00:00:00', 4)).toEqual([
      '2027-01-01 00:00:10',
      '2027-01-01 00:00:30',
      '2027-01-01 00:00:50',
      '2027-01-01 00:01:10',
    ]);
    expect(fires('0 5/15 * * * ?', '2027-01-01 00:00:00', 5)).toEqual([
      '2027-01-01 00:05:00',
      '2027-01-01 00:20:00',
      '2027-01-01 00:35:00',
      '2027-01-01 00:50:00',
      '2027-01-01 01:05:00',
    ]);
    expect(fires('0 0 */6 * * ?', '2027-01-01 01:00:00', 4)).toEqual([
      '2027-01-01 06:00:00',
      '2027-01-01 12:00:00',
      '2027-01-01 18:00:00',
      '2027-01-02 00:00:00',
    ]);
  });

  it('fires on listed values and ranges', () => {
    expect(fires('0 0 8,12,18 * * ?', '2027-01-01 12:00:00', 3)).toEqual([
      '2027-01-01 18:00:00',
      '2027-01-02 08:00:00',
      '2027-01-02 12:00:00',
    ]);
    expect(fires('0 0 9-11 * * ?', '2027-01-01 10:30:00', 3)).toEqual([
      '2027-01-01 11:00:00',
      '2027-01-02 09:00:00',
      '2027-01-02 10:00:00',
    ]);
    expect(fires('0 10-40/15 * * * ?', '2027-01-01 00:00:00', 4)).toEqual([
      '2027-01-01 00:10:00',
      '2027-01-01 00:25:00',
      '2027-01-01 00:40:00',
      '2027-01-01 01:10:00',
    ]);
  });

  it('treats a step of zero as no step', () => {
    expect(fires('*/0 * * * * ?', '2027-01-01 00:00:00', 2)).toEqual(['2027-01-01 00:00:01', '2027-01-01 00:00:02']);
    expect(fires('12/0 * * * * ?', '2027-01-01 00:00:00', 2)).toEqual(['2027-01-01 00:00:12', '2027-01-01 00:01:12']);
    expect(fires('0 0 0 1 1 ? 2030/0', '2027-01-01 00:00:00', 3)).toEqual(['2030-01-01 00:00:00']);
    // Quartz keeps only the start of a range stepped by zero
    expect(fires('5-10/0 * * * * ?', '2027-01-01 00:00:00', 2)).toEqual(['2027-01-01 00:00:05', '2027-01-01 00:01:05']);
  });

  it('lets */31 in day-of-month fire on the 1st only', () => {
    expect(fires('0 0 0 */31 * ?', '2027-01-01 00:00:00', 3)).toEqual([
      '2027-02-01 00:00:00',
      '2027-03-01 00:00:00',
      '2027-04-01 00:00:00',
    ]);
  });
});

describe('nextFireTimes: wrap-around ranges', () => {
  it('wraps seconds, with and without a step', () => {
    expect(fires('50-10 * * * * ?', '2027-01-01 00:00:08', 4)).toEqual([
      '2027-01-01 00:00:09',
      '2027-01-01 00:00:10',
      '2027-01-01 00:00:50',
      '2027-01-01 00:00:51',
    ]);
    expect(fires('50-10/5 * * * * ?', '2027-01-01 00:00:00', 5)).toEqual([
      '2027-01-01 00:00:05',
      '2027-01-01 00:00:10',
      '2027-01-01 00:00:50',
      '2027-01-01 00:00:55',
      '2027-01-01 00:01:00',
    ]);
  });

  it('wraps hours over midnight', () => {
    expect(fires('0 0 22-2 * * ?', '2027-01-01 12:00:00', 6)).toEqual([
      '2027-01-01 22:00:00',
      '2027-01-01 23:00:00',
      '2027-01-02 00:00:00',
      '2027-01-02 01:00:00',
      '2027-01-02 02:00:00',
      '2027-01-02 22:00:00',
    ]);
  });

  it('wraps months over the new year, by name and by number with a step', () => {
    expect(fires('0 0 0 1 NOV-FEB ?', '2027-03-01 00:00:00', 5)).toEqual([
      '2027-11-01 00:00:00',
      '2027-12-01 00:00:00',
      '2028-01-01 00:00:00',
      '2028-02-01 00:00:00',
      '2028-11-01 00:00:00',
    ]);
    expect(fires('0 0 0 1 11-2/2 ?', '2027-01-15 00:00:00', 3)).toEqual([
      '2027-11-01 00:00:00',
      '2028-01-01 00:00:00',
      '2028-11-01 00:00:00',
    ]);
  });

  it('wraps weekdays over the weekend', () => {
    const friToMon = ['2027-01-02 00:00:00', '2027-01-03 00:00:00', '2027-01-04 00:00:00', '2027-01-08 00:00:00'];
    expect(fires('0 0 0 ? * FRI-MON', '2027-01-01 00:00:00', 4)).toEqual(friToMon);
    expect(fires('0 0 0 ? * 6-2', '2027-01-01 00:00:00', 4)).toEqual(friToMon);
    expect(fires('0 0 0 ? * 7-1', '2027-01-01 00:00:00', 3)).toEqual([
      '2027-01-02 00:00:00',
      '2027-01-03 00:00:00',
      '2027-01-09 00:00:00',
    ]);
  });

  it('wraps day-of-month 28-3, skipping the 31st in short months', () => {
    expect(fires('0 0 0 28-3 * ?', '2027-04-27 00:00:00', 7)).toEqual([
      '2027-04-28 00:00:00',
      '2027-04-29 00:00:00',
      '2027-04-30 00:00:00',
      '2027-05-01 00:00:00',
      '2027-05-02 00:00:00',
      '2027-05-03 00:00:00',
      '2027-05-28 00:00:00',
    ]);
    // 28, 30, then 32 -> 1 and 34 -> 3
    expect(fires('0 0 0 28-3/2 * ?', '2027-01-27 00:00:00', 9)).toEqual([
      '2027-01-28 00:00:00',
      '2027-01-30 00:00:00',
      '2027-02-01 00:00:00',
      '2027-02-03 00:00:00',
      '2027-02-28 00:00:00',
      '2027-03-01 00:00:00',
      '2027-03-03 00:00:00',
      '2027-03-28 00:00:00',
      '2027-03-30 00:00:00',
    ]);
  });
});

describe('nextFireTimes: names and Quartz leniencies', () => {
  const mondaysJanJul = [
    '2027-01-04 12:00:00',
    '2027-01-11 12:00:00',
    '2027-01-18 12:00:00',
    '2027-01-25 12:00:00',
    '2027-07-05 12:00:00',
  ];

  it('reads names by their first three letters, in any case', () => {
    expect(fires('0 0 12 ? JAN,JUL MON', '2027-01-01 00:00:00')).toEqual(mondaysJanJul);
    expect(fires('0 0 12 ? JANUARY,JULY MONDAY', '2027-01-01 00:00:00')).toEqual(mondaysJanJul);
    expect(fires('0 0 12 ? jan,jul mon', '2027-01-01 00:00:00')).toEqual(mondaysJanJul);
    expect(fires('0 0 12 ? 1,7 2', '2027-01-01 00:00:00')).toEqual(mondaysJanJul);
  });

  it('numbers weekdays from Sunday = 1, and reads L alone as Saturday', () => {
    expect(fires('0 0 9 ? * 1', '2027-01-01 00:00:00', 2)).toEqual(['2027-01-03 09:00:00', '2027-01-10 09:00:00']);
    const saturdays = ['2027-01-02 09:00:00', '2027-01-09 09:00:00', '2027-01-16 09:00:00'];
    expect(fires('0 0 9 ? * L', '2027-01-01 00:00:00', 3)).toEqual(saturdays);
    expect(fires('0 0 9 ? * 7', '2027-01-01 00:00:00', 3)).toEqual(saturdays);
    expect(fires('0 0 9 ? * SAT', '2027-01-01 00:00:00', 3)).toEqual(saturdays);
  });

  it('ignores a step after a name range', () => {
    expect(fires('0 0 9 ? * MON-FRI/2', '2027-01-01 09:00:00', 5)).toEqual([
      '2027-01-04 09:00:00',
      '2027-01-05 09:00:00',
      '2027-01-06 09:00:00',
      '2027-01-07 09:00:00',
      '2027-01-08 09:00:00',
    ]);
  });

  it('ignores # or W after a numeric range', () => {
    expect(fires('0 0 9 ? * 1-5#2', '2027-01-01 09:00:00', 6)).toEqual([
      '2027-01-03 09:00:00',
      '2027-01-04 09:00:00',
      '2027-01-05 09:00:00',
      '2027-01-06 09:00:00',
      '2027-01-07 09:00:00',
      '2027-01-10 09:00:00',
    ]);
    expect(fires('0 0 9 1-15W * ?', '2027-01-14 00:00:00', 3)).toEqual([
      '2027-01-14 09:00:00',
      '2027-01-15 09:00:00',
      '2027-02-01 09:00:00',
    ]);
  });
});
