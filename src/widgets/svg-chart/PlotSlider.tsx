import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import type { Point } from './line-path';
import styles from './svg-chart.module.css';

export interface PlotSliderProps {
  plotRef: RefObject<HTMLDivElement | null>;
  /** The chart's accessible name. */
  label: string;
  /** How many places (categories, slices) the arrow keys move through. */
  count: number;
  /** The focused place (0-based), or null. */
  position: number | null;
  /** What the focused place shows, read out by screen readers. */
  valueText?: string;
  /** The pointer's point in the plot; null when it left the plot or the plot lost focus. */
  onPoint: (point: Point | null) => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  children: ReactNode;
}

/**
 * The drawing area of a chart as one focusable slider over its places: the pointer or the arrow keys move
 * the focus (and its tooltip).
 *
 * @example <PlotSlider plotRef={plotRef} label="订单状态" count={5} position={1} onPoint={point} onKeyDown={keys}>{svg}</PlotSlider>
 */
export function PlotSlider({
  plotRef,
  label,
  count,
  position,
  valueText,
  onPoint,
  onKeyDown,
  children,
}: PlotSliderProps) {
  const clear = () => onPoint(null);
  return (
    <div
      ref={plotRef}
      className={styles.plot}
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-valuemin={1}
      aria-valuemax={Math.max(1, count)}
      aria-valuenow={(position ?? 0) + 1}
      aria-valuetext={valueText}
      onPointerMove={(event) => {
        const box = event.currentTarget.getBoundingClientRect();
        onPoint({ x: event.clientX - box.left, y: event.clientY - box.top });
      }}
      onPointerLeave={clear}
      onKeyDown={onKeyDown}
      onBlur={clear}
    >
      {children}
    </div>
  );
}
