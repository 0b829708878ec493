import type { ComboLayout } from './combo-layout';
import { colorAt } from './palette';
import styles from './svg-chart.module.css';
import type { ChartPalette, ComboSeries } from './types';

export interface ComboPlotProps {
  layout: ComboLayout;
  width: number;
  height: number;
  series: readonly ComboSeries[];
  palette: ChartPalette;
  /** The highlighted category. */
  active: number | null;
}

/**
 * The pixels of a combo chart: split lines, axes, category labels, bars and lines (decorative: the
 * chart's table and tooltip carry the data).
 *
 * @example <ComboPlot layout={comboLayout(input)} width={600} height={260} series={series} palette={palette} active={null} />
 */
export function ComboPlot({ layout, width, height, series, palette, active }: ComboPlotProps) {
  const { plot, band } = layout;
  return (
    <svg className={styles.svg} width={width} height={height} aria-hidden="true" focusable="false">
      {active !== null ? (
        <rect
          className={styles.band}
          x={plot.left + band * active}
          y={plot.top}
          width={band}
          height={plot.bottom - plot.top}
        />
      ) : null}
      {layout.axes[0]?.ticks.map((tick) => (
        <line key={tick.value} className={styles.split} x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} />
      ))}
      <line className={styles.axisLine} x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} />
      {layout.axes.map((axis) => (
        <g key={axis.side} className={styles.axisText} textAnchor={axis.side === 0 ? 'end' : 'start'}>
          {axis.ticks.map((tick) => (
            <text key={tick.value} x={axis.x} y={tick.y} dy="0.35em">
              {tick.text}
            </text>
          ))}
          {axis.name ? (
            <text x={axis.nameX} y={plot.top - 14} textAnchor="middle">
              {axis.name}
            </text>
          ) : null}
        </g>
      ))}
      <g className={styles.axisText} textAnchor="middle">
        {layout.labels.map((label) => (
          <text key={label.index} x={label.x} y={plot.bottom + 18}>
            {label.text}
            {label.text !== label.full ? <title>{label.full}</title> : null}
          </text>
        ))}
      </g>
      {layout.bars.map((bar) => (
        <rect
          key={`${bar.series}-${bar.category}`}
          className={styles.bar}
          data-bar={series[bar.series]?.name}
          x={bar.x}
          y={bar.y}
          width={bar.width}
          height={bar.height}
          style={{ fill: colorAt(palette, bar.series) }}
        />
      ))}
      {layout.lines.map((line) => (
        <g key={line.series} data-line={series[line.series]?.name} style={{ stroke: colorAt(palette, line.series) }}>
          <path className={styles.line} d={line.d} />
          {line.points.map((point) => (
            <circle
              key={point.category}
              className={styles.dot}
              cx={point.x}
              cy={point.y}
              r={point.category === active ? 4 : 2.5}
            />
          ))}
        </g>
      ))}
    </svg>
  );
}
