import { describe, expect, it } from 'vitest';
import { assignSlots, keysBySlot } from './row-slots';

const slotsOf = (map: Map<string, number>) => Object.fromEntries(map);

describe('assignSlots', () => {
  it('numbers the first rows from 0', () => {
    expect(slotsOf(assignSlots(new Map(), ['a', 'b', 'c']))).toEqual({ a: 0, b: 1, c: 2 });
  });

  it('keeps the slot of every row still drawn; rows scrolled in take the freed ones', () => {
    const first = assignSlots(new Map(), ['a', 'b', 'c', 'd']);
    // One row down: a leaves, e comes; a jump: all new rows reuse the four slots.
    const next = assignSlots(first, ['b', 'c', 'd', 'e']);
    expect(slotsOf(next)).toEqual({ b: 1, c: 2, d: 3, e: 0 });
    const jump = assignSlots(next, ['x1', 'x2', 'x3', 'x4']);
    expect([...jump.values()].sort()).toEqual([0, 1, 2, 3]);
  });

  it('keeps an edited row in its slot when a row is inserted above it', () => {
    const first = assignSlots(new Map(), ['a', 'b', 'edited', 'c']);
    const next = assignSlots(first, ['a', 'new', 'b', 'edited']);
    expect(next.get('edited')).toBe(first.get('edited'));
    expect(next.get('new')).toBe(first.get('c'));
  });

  it('grows and shrinks with the window without duplicate slots', () => {
    const grown = assignSlots(assignSlots(new Map(), ['a', 'b']), ['a', 'b', 'c', 'd', 'e']);
    expect(new Set(grown.values()).size).toBe(5);
    const shrunk = assignSlots(grown, ['d', 'e']);
    expect(slotsOf(shrunk)).toEqual({ d: grown.get('d'), e: grown.get('e') });
  });
});

describe('keysBySlot', () => {
  it('lists keys in slot order, skipping free slots', () => {
    expect(
      keysBySlot(
        new Map([
          ['e', 3],
          ['b', 1],
        ]),
      ),
    ).toEqual(['b', 'e']);
  });
});
