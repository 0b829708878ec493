/** The `p`th percentile (0–100) of ascending `sorted` values: the nearest rank below; 0 for none. */
export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
