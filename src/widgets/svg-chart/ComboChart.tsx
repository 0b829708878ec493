import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { ChartTooltip } from './ChartTooltip';
import { ComboPlot } from './ComboPlot';
import { categoryAt, comboLayout } from './combo-layout';
import { nextCursor } from './cursor';
import { DataTable } from './DataTable';
import { Legend, Swatch } from './Legend';
import type { Point } from './line-path';
import { PlotSlider } from './PlotSlider';
import { colorAt, DEFAULT_PALETTE, formatNumber } from './palette';
import styles from './svg-chart.module.css';
import type { ChartPalette, ComboSeries } from './types';
import { useElementSize } from './use-element-size';
import { useHiddenNames } from './use-hidden-names';

export interface ComboChartProps {
  /** What the chart shows: its accessible name. */
  label: string;
  categories: readonly string[];
  series: readonly ComboSeries[];
  /** Titles above the left and right axes. */
  axisNames?: readonly [string, string?];
  /** Axes whose ticks are whole numbers (counts). */
  integerAxes?: readonly [boolean, boolean?];
  /** Height of the whole chart, legend included. */
  height?: number;
  barMaxWidth?: number;
  palette?: ChartPalette;
  valueFormat?: (value: number, series: ComboSeries) => string;
  /** Header of the category column in the screen-reader table. */
  categoryName?: string;
}

interface Focus {
  category: number;
  anchor: Point;
}

/**
 * Bars and lines over categories on one or two value axes, with a toggling legend and an axis tooltip
 * (pointer, or ←/→ on the focused plot).
 *
 * @example
 * <ComboChart label="近7天订单趋势" categories={['11-22', '11-23']} axisNames={['数量', '金额(元)']}
 *   series={[{ name: '订单数', kind: 'bar', values: [7, 13] }, { name: '成交额', kind: 'line', axis: 1, values: [4979, 13812] }]} />
 */
export function ComboChart({
  label,
  categories,
  series,
  axisNames,
  integerAxes,
  height = 300,
  barMaxWidth = 18,
  palette = DEFAULT_PALETTE,
  valueFormat = formatNumber,
  categoryName = '类别',
}: ComboChartProps) {
  const plotRef = useRef<HTMLDivElement>(null);
  const size = useElementSize(plotRef);
  const [hidden, toggle] = useHiddenNames();
  const [focus, setFocus] = useState<Focus | null>(null);
  const layout = useMemo(
    () =>
      size.width > 0 ? comboLayout({ ...size, categories, series, hidden, axisNames, integerAxes, barMaxWidth }) : null,
    [size, categories, series, hidden, axisNames, integerAxes, barMaxWidth],
  );
  const active = focus && focus.category < categories.length ? focus.category : null;
  const shown = series.map((entry, index) => ({ entry, index })).filter(({ entry }) => !hidden.has(entry.name));
  const valueAt = (entry: ComboSeries, category: number) => {
    const value = entry.values[category];
    return value === undefined || !Number.isFinite(value) ? '-' : valueFormat(value, entry);
  };

  const onPoint = (anchor: Point | null) => {
    if (!anchor) setFocus(null);
    else if (layout) {
      const category = categoryAt(layout, anchor.x);
      setFocus(category === null ? null : { category, anchor });
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextCursor(event.key, active, categories.length);
    if (!layout || next === undefined || (next === null && active === null)) return;
    event.preventDefault();
    const { plot, band } = layout;
    setFocus(
      next === null
        ? null
        : { category: next, anchor: { x: plot.left + band * (next + 1), y: (plot.top + plot.bottom) / 2 } },
    );
  };

  return (
    <figure className={styles.chart} aria-label={label} style={{ height }}>
      <Legend
        entries={series.map((entry, index) => ({
          name: entry.name,
          color: colorAt(palette, index),
          shape: entry.kind,
          shown: !hidden.has(entry.name),
        }))}
        onToggle={toggle}
      />
      <PlotSlider
        plotRef={plotRef}
        label={label}
        count={categories.length}
        position={active}
        valueText={
          active === null
            ? undefined
            : `${categories[active]}：${shown.map(({ entry }) => `${entry.name} ${valueAt(entry, active)}`).join('，')}`
        }
        onPoint={onPoint}
        onKeyDown={onKeyDown}
      >
        {layout ? (
          <ComboPlot
            layout={layout}
            width={size.width}
            height={size.height}
            series={series}
            palette={palette}
            active={active}
          />
        ) : null}
      </PlotSlider>
      {focus && active !== null ? (
        <ChartTooltip anchor={focus.anchor} plot={plotRef}>
          <div className={styles.tooltipTitle}>{categories[active]}</div>
          {shown.map(({ entry, index }) => (
            <div key={entry.name} className={styles.tooltipRow}>
              <Swatch color={colorAt(palette, index)} shape={entry.kind} />
              <span>{entry.name}</span>
              <span className={styles.tooltipValue}>{valueAt(entry, active)}</span>
            </div>
          ))}
        </ChartTooltip>
      ) : null}
      <DataTable
        caption={label}
        head={[categoryName, ...series.map((entry) => entry.name)]}
        rows={categories.map((category, i) => [category, ...series.map((entry) => valueAt(entry, i))])}
      />
    </figure>
  );
}
