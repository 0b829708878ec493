/**
 * Each value's share of the total in percent, rounded to `precision` decimals so that they add up to
 * exactly 100 (largest remainder, as ECharts' `{d}`); all 0 when the total is 0.
 *
 * @example percents([1, 1, 1]) // [33.4, 33.3, 33.3]
 */
export function percents(values: readonly number[], precision = 1): number[] {
  const positive = values.map((value) => (value > 0 ? value : 0));
  const total = positive.reduce((sum, value) => sum + value, 0);
  if (total <= 0) return positive.map(() => 0);
  const digits = 10 ** precision;
  const target = 100 * digits;
  const quotas = positive.map((value) => (value / total) * target);
  const seats = quotas.map(Math.floor);
  const remainders = quotas.map((quota, i) => quota - (seats[i] ?? 0));
  let seated = seats.reduce((sum, seat) => sum + seat, 0);
  while (seated < target) {
    let largest = 0;
    for (let i = 1; i < remainders.length; i += 1) if ((remainders[i] ?? 0) > (remainders[largest] ?? 0)) largest = i;
    seats[largest] = (seats[largest] ?? 0) + 1;
    remainders[largest] = 0;
    seated += 1;
  }
  return seats.map((seat) => seat / digits);
}
