import { describe, expect, it } from 'vitest';
import { newId } from './ids';

describe('newId', () => {
  it('draws 32 hex digits that sort in the order they were drawn, within one millisecond too', () => {
    const ids = Array.from({ length: 20_000 }, () => newId());
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
    // Many fall in the same millisecond at this pace: their order must still be the order of drawing.
    const times = new Set(ids.map((id) => id.slice(0, 12)));
    expect(times.size).toBeLessThan(ids.length);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
