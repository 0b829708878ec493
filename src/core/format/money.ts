import { divideRounded, formatScaled, parseDecimal, toScaled } from './decimal';

/** Decimals shown for an amount. */
export const MONEY_DECIMALS = 2;

/**
 * An amount with at most 2 decimals, rounded half away from zero on the exact decimal text (so 1.005
 * gives '1.01', where `toFixed` gives '1.00'). Fewer decimals are kept as given ('1.5' stays '1.5').
 * Empty or non-numeric input gives ''. Combine with `thousands` for separators.
 *
 * @example money('1234.567') // '1234.57'
 */
export function money(value: string | number | null | undefined): string {
  const parts = parseDecimal(value);
  if (!parts) return '';
  const scale = Math.min(parts.frac.length, MONEY_DECIMALS);
  const exact = toScaled(parts, parts.frac.length);
  return formatScaled(divideRounded(exact, 10n ** BigInt(parts.frac.length - scale)), scale);
}

type SummandList = readonly (string | number | null | undefined)[];

function scaledValues(values: SummandList): { scaled: bigint[]; scale: number } {
  const parsed = values.map(parseDecimal).filter((parts) => parts !== undefined);
  const scale = Math.max(0, ...parsed.map((parts) => parts.frac.length));
  return { scaled: parsed.map((parts) => toScaled(parts, scale)), scale };
}

/**
 * Exact sum of decimal values, as text without trailing zeros. Empty and non-numeric entries are skipped
 * (a statistics row sums what is there). JeecgBoot's statistics row used `parseInt` and lost decimals.
 *
 * @example sumDecimal([0.1, 0.2]) // '0.3'
 */
export function sumDecimal(values: SummandList): string {
  const { scaled, scale } = scaledValues(values);
  return formatScaled(
    scaled.reduce((sum, value) => sum + value, 0n),
    scale,
    true,
  );
}

/**
 * Average of the numeric entries, rounded half away from zero to `decimals` (default: the most decimals
 * among the values, at least 2), without trailing zeros. '' when no entry is numeric.
 *
 * @example averageDecimal(['1', '2', '2']) // '1.67'
 */
export function averageDecimal(values: SummandList, decimals?: number): string {
  const { scaled, scale } = scaledValues(values);
  if (scaled.length === 0) return '';
  const places = decimals ?? Math.max(scale, MONEY_DECIMALS);
  const sum = scaled.reduce((total, value) => total + value, 0n);
  const average = divideRounded(sum * 10n ** BigInt(places), BigInt(scaled.length) * 10n ** BigInt(scale));
  return formatScaled(average, places, true);
}
