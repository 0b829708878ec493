// Days when clocks change, by hand from docs/cron-semantics.md: Quartz reads wall-clock times leniently, so a repeated
// wall time is its later (standard-time) occurrence and a wall time inside the spring-forward gap does not exist.
// America/New_York 2027: clocks go forward on 14 March (02:00 EST -> 03:00 EDT) and back on 7 November
// (02:00 EDT -> 01:00 EST). Europe/Berlin 2027: 28 March and 31 October.
import { describe, expect, it } from 'vitest';
import { firesIn } from './cron-test-kit';

const ny = (expr: string, from: string, count = 3) => firesIn('America/New_York', expr, from, count);

describe('fall back (the repeated hour)', () => {
  it('skips the first, summer-time pass of the repeated hour', () => {
    expect(ny('0 0 * * * ?', '2027-11-07T00:00:00-04:00')).toEqual([
      '2027-11-07 01:00:00 -05:00',
      '2027-11-07 02:00:00 -05:00',
      '2027-11-07 03:00:00 -05:00',
    ]);
    expect(ny('0 * * * * ?', '2027-11-07T00:58:30-04:00')).toEqual([
      '2027-11-07 00:59:00 -04:00',
      '2027-11-07 01:00:00 -05:00',
      '2027-11-07 01:01:00 -05:00',
    ]);
  });

  it('fires a time inside the repeated hour once, in standard time', () => {
    expect(ny('0 30 1 * * ?', '2027-11-06T12:00:00-04:00', 2)).toEqual([
      '2027-11-07 01:30:00 -05:00',
      '2027-11-08 01:30:00 -05:00',
    ]);
    expect(ny('0 0 1 * * ?', '2027-11-06T12:00:00-04:00', 1)).toEqual(['2027-11-07 01:00:00 -05:00']);
    expect(ny('0 0 2 * * ?', '2027-11-07T00:00:00-04:00', 1)).toEqual(['2027-11-07 02:00:00 -05:00']);
  });

  it('from inside the first pass, continues with the same wall times in standard time', () => {
    expect(ny('0 0/15 * * * ?', '2027-11-07T01:20:00-04:00')).toEqual([
      '2027-11-07 01:30:00 -05:00',
      '2027-11-07 01:45:00 -05:00',
      '2027-11-07 02:00:00 -05:00',
    ]);
    expect(ny('* * * * * ?', '2027-11-07T01:59:59-04:00', 2)).toEqual([
      '2027-11-07 01:00:00 -05:00',
      '2027-11-07 01:00:01 -05:00',
    ]);
    expect(ny('0 30 1 * * ?', '2027-11-07T01:30:00-04:00', 1)).toEqual(['2027-11-08 01:30:00 -05:00']);
  });
});

describe('spring forward (the gap)', () => {
  it('does not fire a fixed time inside the gap that day', () => {
    expect(ny('0 30 2 * * ?', '2027-03-13T12:00:00-05:00', 2)).toEqual([
      '2027-03-15 02:30:00 -04:00',
      '2027-03-16 02:30:00 -04:00',
    ]);
    expect(ny('0 0 2 * * ?', '2027-03-13T12:00:00-05:00', 1)).toEqual(['2027-03-15 02:00:00 -04:00']);
    expect(ny('0 15 2,3 * * ?', '2027-03-14T00:00:00-05:00', 2)).toEqual([
      '2027-03-14 03:15:00 -04:00',
      '2027-03-15 02:15:00 -04:00',
    ]);
  });

  it('jumps per-second and per-minute schedules from 01:59:59 EST to 03:00:00 EDT', () => {
    expect(ny('* * * * * ?', '2027-03-14T01:59:58-05:00')).toEqual([
      '2027-03-14 01:59:59 -05:00',
      '2027-03-14 03:00:00 -04:00',
      '2027-03-14 03:00:01 -04:00',
    ]);
    expect(ny('0 * * * * ?', '2027-03-14T01:58:30-05:00')).toEqual([
      '2027-03-14 01:59:00 -05:00',
      '2027-03-14 03:00:00 -04:00',
      '2027-03-14 03:01:00 -04:00',
    ]);
  });

  it('moves hourly schedules past the missing hour', () => {
    expect(ny('0 0 * * * ?', '2027-03-14T00:30:00-05:00')).toEqual([
      '2027-03-14 01:00:00 -05:00',
      '2027-03-14 03:00:00 -04:00',
      '2027-03-14 04:00:00 -04:00',
    ]);
    expect(ny('0 30 * * * ?', '2027-03-14T01:00:00-05:00', 2)).toEqual([
      '2027-03-14 01:30:00 -05:00',
      '2027-03-14 03:30:00 -04:00',
    ]);
  });
});

describe('other zones', () => {
  it('applies the same rules in Europe/Berlin', () => {
    expect(firesIn('Europe/Berlin', '0 30 2 * * ?', '2027-03-27T12:00:00+01:00', 1)).toEqual([
      '2027-03-29 02:30:00 +02:00',
    ]);
    expect(firesIn('Europe/Berlin', '0 30 2 * * ?', '2027-10-30T12:00:00+02:00', 2)).toEqual([
      '2027-10-31 02:30:00 +01:00',
      '2027-11-01 02:30:00 +01:00',
    ]);
  });

  it('keeps wall-clock times in Asia/Shanghai and UTC', () => {
    expect(firesIn('Asia/Shanghai', '0 0 9 ? * MON-FRI', '2027-03-12T09:00:00+08:00', 2)).toEqual([
      '2027-03-15 09:00:00 +08:00',
      '2027-03-16 09:00:00 +08:00',
    ]);
    expect(firesIn('UTC', '0 0 9 ? * MON-FRI', '2027-03-12T09:00:00Z', 2)).toEqual([
      '2027-03-15 09:00:00 +00:00',
      '2027-03-16 09:00:00 +00:00',
    ]);
  });

  it('passes a 30-minute shift (Australia/Lord_Howe, 2027-10-03 02:00 -> 02:30)', () => {
    expect(firesIn('Australia/Lord_Howe', '0 0/15 2 * * ?', '2027-10-03T01:50:00+10:30', 3)).toEqual([
      '2027-10-03 02:30:00 +11:00',
      '2027-10-03 02:45:00 +11:00',
      '2027-10-04 02:00:00 +11:00',
    ]);
  });
});
