const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/**
 * A byte count for people: 1024-based, one decimal above bytes.
 *
 * @example formatSize(1536) // '1.5 KB'
 */
export function formatSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${UNITS[unit]}`;
}
