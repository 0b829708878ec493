import { describe, expect, it } from 'vitest';
import { nextCursor } from './cursor';

describe('nextCursor', () => {
  it('steps with the arrows and stops at the ends', () => {
    expect(nextCursor('ArrowRight', null, 3)).toBe(0);
    expect(nextCursor('ArrowRight', 1, 3)).toBe(2);
    expect(nextCursor('ArrowRight', 2, 3)).toBe(2);
    expect(nextCursor('ArrowLeft', null, 3)).toBe(2);
    expect(nextCursor('ArrowLeft', 0, 3)).toBe(0);
    expect(nextCursor('ArrowDown', 0, 3)).toBe(1);
  });

  it('jumps with Home and End, clears with Escape and ignores other keys', () => {
    expect(nextCursor('Home', 2, 3)).toBe(0);
    expect(nextCursor('End', 0, 3)).toBe(2);
    expect(nextCursor('Escape', 1, 3)).toBeNull();
    expect(nextCursor('Enter', 1, 3)).toBeUndefined();
    expect(nextCursor('ArrowRight', null, 0)).toBeUndefined();
  });
});
