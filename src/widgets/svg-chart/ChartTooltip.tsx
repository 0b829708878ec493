import { type ReactNode, type RefObject, useLayoutEffect, useRef } from 'react';
import type { Point } from './line-path';
import styles from './svg-chart.module.css';
import { placeTooltip } from './tooltip-position';

export interface ChartTooltipProps {
  /** What it points at, in pixels of `plot`. */
  anchor: Point;
  /** The drawing area; the tooltip itself lives in the chart wrapper (its offset parent) and stays inside it. */
  plot: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * A tooltip beside `anchor`, flipped left near the wrapper's right edge; never takes the pointer.
 *
 * @example <ChartTooltip anchor={{ x: 120, y: 80 }} plot={plotRef}>11-23</ChartTooltip>
 */
export function ChartTooltip({ anchor, plot, children }: ChartTooltipProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const tooltip = ref.current;
    const wrapper = tooltip?.parentElement;
    const area = plot.current;
    if (!tooltip || !wrapper || !area) return;
    const outer = wrapper.getBoundingClientRect();
    const inner = area.getBoundingClientRect();
    const { left, top } = placeTooltip(
      { x: anchor.x + inner.left - outer.left, y: anchor.y + inner.top - outer.top },
      { width: tooltip.offsetWidth, height: tooltip.offsetHeight },
      { width: wrapper.clientWidth, height: wrapper.clientHeight },
    );
    tooltip.style.transform = `translate(${Math.round(left)}px, ${Math.round(top)}px)`;
  });
  return (
    <div ref={ref} role="tooltip" className={styles.tooltip}>
      {children}
    </div>
  );
}
