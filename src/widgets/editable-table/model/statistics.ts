import { divideRounded, formatScaled, parseDecimal, toScaled } from '../../../core/format/decimal';
import type { EditableColumn } from '../types';
import type { ColumnStatistics } from './model-types';

/** Decimals the average keeps at least. */
const AVERAGE_MIN_SCALE = 2;

/**
 * Running sum and count of one column, exact: values are kept as integers scaled by 10^scale (bigint),
 * so 0.1 + 0.2 is 0.3 and a change of one cell costs O(1) (remove the old value, add the new one).
 */
export interface ColumnAccumulator {
  add(value: unknown): void;
  remove(value: unknown): void;
  /** The same object until a value changes. */
  read(): ColumnStatistics;
}

const pow10 = (n: number) => 10n ** BigInt(n);

/** @example const acc = createAccumulator(); acc.add(0.1); acc.add('0.2'); acc.read().sum // '0.3' */
export function createAccumulator(): ColumnAccumulator {
  let scale = 0;
  let factor = 1n;
  let sum = 0n;
  let count = 0;
  let cached: ColumnStatistics | undefined;

  function scaledOf(value: unknown): bigint | undefined {
    // Whole numbers are exact as they are: no text round trip.
    if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value) * factor;
    const parts = parseDecimal(value);
    if (!parts) return undefined;
    // The scale only grows, so values added earlier stay exact.
    if (parts.frac.length > scale) {
      sum *= pow10(parts.frac.length - scale);
      scale = parts.frac.length;
      factor = pow10(scale);
    }
    return toScaled(parts, scale);
  }

  return {
    add(value) {
      const scaled = scaledOf(value);
      if (scaled === undefined) return;
      sum += scaled;
      count++;
      cached = undefined;
    },
    remove(value) {
      const scaled = scaledOf(value);
      if (scaled === undefined) return;
      sum -= scaled;
      count--;
      cached = undefined;
    },
    read() {
      if (cached) return cached;
      const averageScale = Math.max(scale, AVERAGE_MIN_SCALE);
      const average =
        count === 0
          ? '0'
          : formatScaled(divideRounded(sum * pow10(averageScale - scale), BigInt(count)), averageScale, true);
      cached = { sum: formatScaled(sum, scale, true), average, count };
      return cached;
    },
  };
}

/** Whether a column shows footer statistics. */
export function hasStatistics(column: EditableColumn): boolean {
  const { statistics } = column;
  return Array.isArray(statistics) ? statistics.length > 0 : statistics === true;
}

/** Which footer rows a column asks for: `true` is JEditableTable's sum-only footer (合计). */
export function statisticsKinds(column: EditableColumn): Array<'sum' | 'average'> {
  const { statistics } = column;
  if (Array.isArray(statistics)) return statistics;
  return statistics === true ? ['sum'] : [];
}

/** Footer labels (widgets spec §5). */
export const STATISTICS_LABELS = { sum: '合计', average: '平均' } as const;

export const EMPTY_STATISTICS: ColumnStatistics = Object.freeze({ sum: '0', average: '0', count: 0 });
