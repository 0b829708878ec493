import { describe, expect, it } from 'vitest';
import { placeTooltip } from './tooltip-position';

const bounds = { width: 600, height: 300 };
const size = { width: 120, height: 60 };

describe('placeTooltip', () => {
  it('sits right of the anchor, vertically centred', () => {
    expect(placeTooltip({ x: 100, y: 100 }, size, bounds)).toEqual({ left: 112, top: 70 });
  });

  it('flips left near the right edge', () => {
    expect(placeTooltip({ x: 580, y: 100 }, size, bounds)).toEqual({ left: 448, top: 70 });
  });

  it('stays inside the bounds at the top, the bottom and the left', () => {
    expect(placeTooltip({ x: 100, y: 5 }, size, bounds).top).toBe(0);
    expect(placeTooltip({ x: 100, y: 295 }, size, bounds).top).toBe(240);
    expect(placeTooltip({ x: 100, y: 100 }, { width: 590, height: 60 }, bounds).left).toBe(0);
  });
});
