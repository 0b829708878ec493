import styles from './svg-chart.module.css';

export type SwatchShape = 'bar' | 'line' | 'dot';

export interface LegendEntry {
  name: string;
  color: string;
  shape: SwatchShape;
  shown: boolean;
}

export interface LegendProps {
  entries: readonly LegendEntry[];
  onToggle: (name: string) => void;
  /** One item per line, scrolling when long (beside a donut). */
  vertical?: boolean;
}

const SHAPES: Record<SwatchShape, string | undefined> = {
  bar: undefined,
  line: styles.swatchLine,
  dot: styles.swatchDot,
};

/** The colour mark of a series or slice. */
export function Swatch({ color, shape }: { color?: string; shape: SwatchShape }) {
  return (
    <span
      aria-hidden="true"
      className={[styles.swatch, SHAPES[shape]].filter(Boolean).join(' ')}
      style={color ? { background: color } : undefined}
    />
  );
}

/**
 * A chart's legend: one toggle button per series, pressed while the series is shown.
 *
 * @example <Legend entries={[{ name: '订单数', color: '#165DFF', shape: 'bar', shown: true }]} onToggle={toggle} />
 */
export function Legend({ entries, onToggle, vertical = false }: LegendProps) {
  return (
    <div className={vertical ? `${styles.legend} ${styles.vertical}` : styles.legend}>
      {entries.map((entry) => (
        <button
          key={entry.name}
          type="button"
          className={styles.legendItem}
          aria-pressed={entry.shown}
          title={vertical ? entry.name : undefined}
          onClick={() => onToggle(entry.name)}
        >
          <Swatch color={entry.shown ? entry.color : undefined} shape={entry.shape} />
          <span className={styles.legendName}>{entry.name}</span>
        </button>
      ))}
    </div>
  );
}
