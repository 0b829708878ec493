import { type UIEvent, useLayoutEffect, useRef, useState } from 'react';

/** Where a sideways-scrolling table is: Arco's `arco-table-scroll-position-*` (edge shadows by it). */
export type ScrollPosition = 'both' | 'left' | 'middle' | 'right';

export function scrollPositionOf(box: {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}): ScrollPosition {
  if (box.scrollWidth <= box.clientWidth) return 'both';
  if (box.scrollLeft <= 0) return 'left';
  return box.scrollLeft + box.clientWidth >= box.scrollWidth - 1 ? 'right' : 'middle';
}

/**
 * Tracks the scroll position of the table's scrolling box, so the sticky columns cast their shadow only
 * while there is something under them.
 *
 * @example const { ref, position, onScroll } = useScrollPosition(true); <div ref={ref} onScroll={onScroll} />
 */
export function useScrollPosition(enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<ScrollPosition>('both');
  // After every render: rows, columns or widths may have changed the overflow (same value: no re-render).
  useLayoutEffect(() => {
    if (enabled && ref.current) setPosition(scrollPositionOf(ref.current));
  });
  const onScroll = enabled
    ? (event: UIEvent<HTMLDivElement>) => setPosition(scrollPositionOf(event.currentTarget))
    : undefined;
  return { ref, position: enabled ? position : undefined, onScroll };
}
