import type { Point } from './line-path';

export interface Size {
  width: number;
  height: number;
}

/**
 * Top-left corner of a tooltip `size` big beside `anchor`: to its right, or to its left when it would
 * leave `bounds` on the right; vertically centred on it; always inside `bounds` when it fits.
 *
 * @example placeTooltip({ x: 580, y: 100 }, { width: 120, height: 60 }, { width: 600, height: 300 }) // { left: 448, top: 70 }
 */
export function placeTooltip(anchor: Point, size: Size, bounds: Size, gap = 12): { left: number; top: number } {
  const clamp = (value: number, max: number) => Math.max(0, Math.min(value, max));
  const right = anchor.x + gap;
  const left = right + size.width > bounds.width ? anchor.x - gap - size.width : right;
  return {
    left: clamp(left, bounds.width - size.width),
    top: clamp(anchor.y - size.height / 2, bounds.height - size.height),
  };
}
