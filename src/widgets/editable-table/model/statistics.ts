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

/** Powers of ten exact as doubles. */
const POW10 = Array.from({ length: 16 }, (_, n) => 10 ** n);
/** Largest magnitude the number part of the sum takes: two of them still add exactly (< 2^53). */
const SMALL_LIMIT = 2 ** 51;

// The last plain decimal read by `readPlain` (module scratch: no object per value).
let plainDigits = 0;
let plainFrac = 0;

/**
 * Reads plain decimal text (an optional sign, at most 15 digits, at most one point, nothing else)
 * into `plainDigits` (all digits as a signed integer) and `plainFrac` (digits after the point).
 * False for anything else (spaces, exponents, long numbers), which the full parser then reads.
 * A plain loop over the characters: faster than a regular expression and `Number()` here.
 */
function readPlain(text: string): boolean {
  const length = text.length;
  let i = 0;
  let negative = false;
  const first = text.charCodeAt(0);
  if (first === 45 || first === 43) {
    negative = first === 45;
    i = 1;
  }
  let digits = 0;
  let count = 0;
  let frac = -1;
  for (; i < length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 48 && code <= 57) {
      digits = digits * 10 + (code - 48);
      count++;
      if (frac >= 0) frac++;
    } else if (code === 46 && frac < 0) {
      frac = 0;
    } else {
      return false;
    }
  }
  if (count === 0 || count > 15) return false;
  plainDigits = negative ? -digits : digits;
  plainFrac = frac < 0 ? 0 : frac;
  return true;
}

/** Whether `value` is a plain decimal (read into the scratch variables). */
function readQuick(value: unknown): boolean {
  if (typeof value === 'number') {
    if (Number.isSafeInteger(value)) {
      plainDigits = value;
      plainFrac = 0;
      return true;
    }
    return Number.isFinite(value) && readPlain(String(value));
  }
  return typeof value === 'string' && value.length > 0 && readPlain(value);
}

/**
 * Most values are short decimals: they are summed as doubles holding exact integers (scaled by
 * 10^scale, kept below 2^51 so every addition is exact) and moved into the bigint sum before the
 * double could lose a digit. Only long, exponent or odd text goes through the text parser and bigint.
 *
 * @example const acc = createAccumulator(); acc.add(0.1); acc.add('0.2'); acc.read().sum // '0.3'
 */
export function createAccumulator(): ColumnAccumulator {
  let scale = 0;
  let sum = 0n;
  let small = 0;
  let count = 0;
  let cached: ColumnStatistics | undefined;

  // The scale only grows, so values added earlier stay exact.
  function grow(to: number) {
    if (to <= scale) return;
    if (small !== 0) {
      sum += BigInt(small);
      small = 0;
    }
    sum *= pow10(to - scale);
    scale = to;
  }

  /** Adds `sign` × value; false when the value is no number. */
  function apply(value: unknown, sign: 1 | -1): boolean {
    if (readQuick(value)) {
      grow(plainFrac);
      const shift = scale - plainFrac;
      const scaled = shift < POW10.length ? plainDigits * (POW10[shift] as number) : Number.POSITIVE_INFINITY;
      if (Math.abs(scaled) <= SMALL_LIMIT) {
        small += sign * scaled;
        if (Math.abs(small) > SMALL_LIMIT) {
          sum += BigInt(small);
          small = 0;
        }
      } else {
        sum += BigInt(sign) * BigInt(plainDigits) * pow10(shift);
      }
      return true;
    }
    const parts = parseDecimal(value);
    if (!parts) return false;
    grow(parts.frac.length);
    sum += BigInt(sign) * toScaled(parts, scale);
    return true;
  }

  return {
    add(value) {
      if (!apply(value, 1)) return;
      count++;
      cached = undefined;
    },
    remove(value) {
      if (!apply(value, -1)) return;
      count--;
      cached = undefined;
    },
    read() {
      if (cached) return cached;
      const total = sum + BigInt(small);
      const averageScale = Math.max(scale, AVERAGE_MIN_SCALE);
      const average =
        count === 0
          ? '0'
          : formatScaled(divideRounded(total * pow10(averageScale - scale), BigInt(count)), averageScale, true);
      cached = { sum: formatScaled(total, scale, true), average, count };
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

/** Footer labels (docs/widgets-spec.md §5). */
export const STATISTICS_LABELS = { sum: '合计', average: '平均' } as const;

export const EMPTY_STATISTICS: ColumnStatistics = Object.freeze({ sum: '0', average: '0', count: 0 });
