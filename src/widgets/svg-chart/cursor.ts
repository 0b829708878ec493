/**
 * The position a key moves a cursor over `count` items to: arrows step (stopping at the ends), Home and
 * End jump, Escape clears (null); undefined for any other key. With nothing active, → starts at the
 * first item and ← at the last.
 *
 * @example nextCursor('ArrowRight', null, 7) // 0
 */
export function nextCursor(key: string, current: number | null, count: number): number | null | undefined {
  if (key === 'Escape') return null;
  if (count <= 0) return undefined;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return current === null ? 0 : Math.min(count - 1, current + 1);
    case 'ArrowLeft':
    case 'ArrowUp':
      return current === null ? count - 1 : Math.max(0, current - 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
