import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { arcPath } from './arc';
import { ChartTooltip } from './ChartTooltip';
import { nextCursor } from './cursor';
import { DataTable } from './DataTable';
import { donutLayout, sliceAt, sliceText } from './donut-layout';
import { Legend, Swatch } from './Legend';
import type { Point } from './line-path';
import { PlotSlider } from './PlotSlider';
import { colorAt, DEFAULT_PALETTE, formatNumber } from './palette';
import { percents } from './percent';
import styles from './svg-chart.module.css';
import type { ChartPalette, DonutItem } from './types';
import { useElementSize } from './use-element-size';
import { useHiddenNames } from './use-hidden-names';

export interface DonutChartProps {
  /** What the chart shows: its accessible name. */
  label: string;
  items: readonly DonutItem[];
  /** Written after each value in the tooltip (`4 单`). */
  unit?: string;
  height?: number;
  /** Radii as fractions of half the drawing area's smaller side. */
  innerRadius?: number;
  outerRadius?: number;
  palette?: ChartPalette;
  valueFormat?: (value: number, item: DonutItem) => string;
}

interface Focus {
  index: number;
  anchor: Point;
}

/** How much a highlighted slice grows, in pixels. */
const GROW = 4;

/**
 * Shares of a total as a ring, the legend on the right toggling items, a tooltip per slice (pointer, or
 * arrow keys on the focused ring). Draws nothing when the total is 0: the caller shows its empty state.
 *
 * @example <DonutChart label="近7天订单状态分布" unit="单" items={[{ name: '待审核', value: 4 }]} />
 */
export function DonutChart({
  label,
  items,
  unit = '',
  height = 300,
  innerRadius = 0.45,
  outerRadius = 0.7,
  palette = DEFAULT_PALETTE,
  valueFormat = formatNumber,
}: DonutChartProps) {
  const plotRef = useRef<HTMLDivElement>(null);
  const size = useElementSize(plotRef);
  const [hidden, toggle] = useHiddenNames();
  const [focus, setFocus] = useState<Focus | null>(null);
  const empty = !items.some((item) => item.value > 0);
  const layout = useMemo(
    () => (size.width > 0 ? donutLayout({ ...size, items, hidden, innerRadius, outerRadius }) : null),
    [size, items, hidden, innerRadius, outerRadius],
  );
  const slices = layout?.slices ?? [];
  const position = focus ? slices.findIndex((slice) => slice.index === focus.index) : -1;
  const active = slices[position];
  const describe = (index: number, percent: number) => {
    const item = items[index];
    return item ? sliceText(item.name, valueFormat(item.value, item), unit, percent) : '';
  };

  const onPoint = (anchor: Point | null) => {
    if (!anchor) setFocus(null);
    else if (layout) {
      const slice = sliceAt(layout, anchor, active ? GROW : 0);
      setFocus(slice ? { index: slice.index, anchor } : null);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = position < 0 ? null : position;
    const next = nextCursor(event.key, current, slices.length);
    if (next === undefined || (next === null && current === null)) return;
    event.preventDefault();
    const slice = next === null ? undefined : slices[next];
    setFocus(slice ? { index: slice.index, anchor: slice.centroid } : null);
  };
  const shares = percents(items.map((item) => item.value));

  return (
    <figure className={`${styles.chart} ${styles.donut}`} aria-label={label} style={{ height }}>
      {empty ? null : (
        <>
          <PlotSlider
            plotRef={plotRef}
            label={label}
            count={slices.length}
            position={position < 0 ? null : position}
            valueText={active ? describe(active.index, active.percent) : undefined}
            onPoint={onPoint}
            onKeyDown={onKeyDown}
          >
            {layout ? (
              <svg className={styles.svg} width={size.width} height={size.height} aria-hidden="true" focusable="false">
                {slices.map((slice) => (
                  <path
                    key={slice.index}
                    className={styles.slice}
                    data-slice={items[slice.index]?.name}
                    d={arcPath(
                      layout.cx,
                      layout.cy,
                      layout.inner,
                      layout.outer + (slice === active ? GROW : 0),
                      slice.start,
                      slice.end,
                    )}
                    style={{ fill: colorAt(palette, slice.index) }}
                  />
                ))}
              </svg>
            ) : null}
          </PlotSlider>
          <Legend
            vertical
            entries={items.map((item, index) => ({
              name: item.name,
              color: colorAt(palette, index),
              shape: 'dot',
              shown: !hidden.has(item.name),
            }))}
            onToggle={toggle}
          />
          {focus && active ? (
            <ChartTooltip anchor={focus.anchor} plot={plotRef}>
              <div className={styles.tooltipRow}>
                <Swatch color={colorAt(palette, active.index)} shape="dot" />
                <span>{describe(active.index, active.percent)}</span>
              </div>
            </ChartTooltip>
          ) : null}
        </>
      )}
      <DataTable
        caption={label}
        head={['名称', '数值', '占比']}
        rows={items.map((item, index) => [
          item.name,
          `${valueFormat(item.value, item)}${unit ? ` ${unit}` : ''}`,
          `${(shares[index] ?? 0).toFixed(1)}%`,
        ])}
      />
    </figure>
  );
}
