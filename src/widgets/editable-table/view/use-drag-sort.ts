import { type PointerEvent as ReactPointerEvent, useMemo, useRef, useState } from 'react';

/** Pixels a pointer must travel before a press on the handle becomes a drag (else it is a click). */
const DRAG_THRESHOLD = 4;
/** Distance from the body's top or bottom edge where a drag scrolls the table. */
const EDGE = 32;
const EDGE_SPEED = 12;

export interface DragState {
  /** The row being dragged. */
  key: string;
  /** Insertion position (0 … row count) under the pointer. */
  position: number;
}

/** The handle's side of drag sorting: stable handlers for every row. */
export interface DragSort {
  onPointerDown(event: ReactPointerEvent<HTMLElement>, key: string, index: number): void;
  /** True right after a drag ended: the click that follows must not open the row menu. */
  consumeClick(): boolean;
}

export interface DragSortOptions {
  scroller(): HTMLElement | null;
  /** Height of the sticky header above the body. */
  headerHeight: number;
  rowHeight: number;
  rowCount(): number;
  /** Dragging applies to the model's own order only (not to a sorted or tree display). */
  enabled(): boolean;
  /** Drops the row at model index `from` into position `to` (already adjusted for the removal). */
  move(from: number, to: number): void;
}

/**
 * Pointer-based drag reordering of rows by their handle (mouse, pen and touch alike), with an
 * insertion line, edge auto-scroll, and a press that does not move counting as a click.
 */
export function useDragSort(options: DragSortOptions): { drag: DragSort; state: DragState | null } {
  const [state, setState] = useState<DragState | null>(null);
  const latest = useRef(options);
  latest.current = options;
  const suppressClick = useRef(false);

  const drag = useMemo<DragSort>(
    () => ({
      consumeClick() {
        const suppressed = suppressClick.current;
        suppressClick.current = false;
        return suppressed;
      },
      onPointerDown(event, key, index) {
        if (event.button !== 0 || !latest.current.enabled()) return;
        const handle = event.currentTarget;
        const pointerId = event.pointerId;
        const startY = event.clientY;
        let lastY = startY;
        let dragging = false;
        let position = index;
        let frame = 0;
        handle.setPointerCapture?.(pointerId);

        const positionAt = (clientY: number) => {
          const { scroller, headerHeight, rowHeight, rowCount } = latest.current;
          const element = scroller();
          if (!element) return position;
          const bodyTop = element.getBoundingClientRect().top + headerHeight - element.scrollTop;
          const at = Math.round((clientY - bodyTop) / rowHeight);
          return Math.min(Math.max(0, at), rowCount());
        };
        const update = () => {
          position = positionAt(lastY);
          setState((current) => (current?.position === position && current.key === key ? current : { key, position }));
        };
        const autoScroll = () => {
          frame = 0;
          const element = latest.current.scroller();
          if (!dragging || !element) return;
          const box = element.getBoundingClientRect();
          const top = box.top + latest.current.headerHeight;
          const delta = lastY < top + EDGE ? -EDGE_SPEED : lastY > box.bottom - EDGE ? EDGE_SPEED : 0;
          if (delta !== 0) {
            element.scrollTop += delta;
            update();
            frame = requestAnimationFrame(autoScroll);
          }
        };
        const onMove = (move: PointerEvent) => {
          if (move.pointerId !== pointerId) return;
          lastY = move.clientY;
          if (!dragging && Math.abs(lastY - startY) < DRAG_THRESHOLD) return;
          dragging = true;
          update();
          if (!frame) frame = requestAnimationFrame(autoScroll);
        };
        const finish = (end: PointerEvent) => {
          if (end.pointerId !== pointerId) return;
          handle.removeEventListener('pointermove', onMove);
          handle.removeEventListener('pointerup', finish);
          handle.removeEventListener('pointercancel', finish);
          cancelAnimationFrame(frame);
          frame = 0;
          setState(null);
          if (!dragging) return;
          suppressClick.current = true;
          setTimeout(() => {
            suppressClick.current = false;
          }, 0);
          if (end.type === 'pointercancel') return;
          const to = position > index ? position - 1 : position;
          if (to !== index) latest.current.move(index, to);
        };
        handle.addEventListener('pointermove', onMove);
        handle.addEventListener('pointerup', finish);
        handle.addEventListener('pointercancel', finish);
      },
    }),
    [],
  );
  return { drag, state };
}
