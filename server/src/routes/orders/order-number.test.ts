import { describe, expect, it } from 'vitest';
import { compactDateTime } from '../../util/time';
import { orderNumber } from './order-entry-rules';

describe('orderNumber', () => {
  it('never repeats within the process, even for far more than 10,000 numbers in one second (a bulk import)', () => {
    const at = new Date();
    const numbers = Array.from({ length: 25_000 }, (_, i) => orderNumber(i % 2 === 0 ? 1 : 2, at));
    expect(new Set(numbers.map((n) => n.slice(2))).size).toBe(numbers.length);
    for (const n of numbers) expect(n).toMatch(/^(ZL|GM)\d{18}$/);
    // The first 10,000 carry the second asked for; the next ones the seconds after it.
    const stamps = [...new Set(numbers.map((n) => n.slice(2, 16)))];
    expect(stamps).toEqual([0, 1, 2].map((s) => compactDateTime(new Date(Math.floor(at.getTime() / 1000 + s) * 1000))));
  });
});
