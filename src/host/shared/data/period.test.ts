import { describe, expect, it } from 'vitest';
import { displayDay, periodParams } from './period';

describe('periodParams', () => {
  it('covers the last N display-zone days, today included', () => {
    // 17:00 UTC is already the next day in Shanghai.
    const now = new Date('2026-11-23T17:00:00Z');
    expect(displayDay(now)).toBe('2026-11-24');
    expect(periodParams(7, now)).toEqual({ beginDate: '2026-11-18', endDate: '2026-11-24' });
    expect(periodParams(1, now)).toEqual({ beginDate: '2026-11-24', endDate: '2026-11-24' });
  });
});
