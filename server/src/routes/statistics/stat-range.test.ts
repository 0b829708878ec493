import { describe, expect, it } from 'vitest';
import { dateText } from '../business-shared';
import { dateRange, seriesDays } from './stat-range';

describe('statistics periods', () => {
  it('defaults to the days up to today and checks the bounds', () => {
    expect(dateRange({}, 30, '2026-11-23')).toEqual({ begin: '2026-10-25', end: '2026-11-23', days: 30 });
    expect(dateRange({ beginDate: '2026-11-01', endDate: '2026-11-07 23:59:59' })).toEqual({
      begin: '2026-11-01',
      end: '2026-11-07',
      days: 7,
    });
    expect(() => dateRange({ beginDate: '2026-02-30' })).toThrow('日期格式不正确');
    expect(() => dateRange({ endDate: "2026-01-01'--" })).toThrow('日期格式不正确');
    expect(() => dateRange({ beginDate: '2026-11-08', endDate: '2026-11-07' })).toThrow('开始日期不能晚于结束日期');
    expect(() => dateRange({ beginDate: '2025-01-01', endDate: '2026-01-02' })).toThrow('统计区间不能超过366天');
    expect(seriesDays('30')).toBe(30);
    expect(seriesDays('365')).toBe(7);
    expect(dateText('')).toBe('');
  });
});
