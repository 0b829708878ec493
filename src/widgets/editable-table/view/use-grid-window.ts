import { type RefObject, useCallback, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { ColumnLayout } from './column-layout';
import { columnWindow, type IndexRange, rowWindow, sameRange } from './virtual-range';

export interface ElementSize {
  width: number;
  height: number;
  /** False until the element was first measured (in a layout effect of the first commit, before any paint). */
  measured?: boolean;
}

const UNMEASURED: ElementSize = { width: 0, height: 0, measured: false };

/** The client size of an element, kept current by a ResizeObserver (0 × 0, not `measured`, before the first measure). */
export function useElementSize(ref: RefObject<HTMLElement | null>): ElementSize {
  const [size, setSize] = useState<ElementSize>(UNMEASURED);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const width = element.clientWidth;
      const height = element.clientHeight;
      setSize((current) =>
        current.measured && current.width === width && current.height === height
          ? current
          : { width, height, measured: true },
      );
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

export interface GridWindowInput {
  size: ElementSize;
  rowCount: number;
  rowHeight: number;
  /** Height of the sticky header and footer (they cover part of the viewport). */
  headerHeight: number;
  footerHeight: number;
  layout: ColumnLayout;
  overscanRows?: number;
  overscanColumns?: number;
}

export interface GridWindow {
  rows: IndexRange;
  columns: IndexRange;
  onScroll(): void;
  /** The scroll position last seen. */
  position(): { top: number; left: number };
}

/**
 * Row and column virtualisation of the scroller: which rows and scrolling columns are in view. A
 * scroll that keeps the same window costs no render; one that changes it renders synchronously
 * (before paint, so fast scrolling never shows blank rows).
 */
export function useGridWindow(scroller: RefObject<HTMLElement | null>, input: GridWindowInput): GridWindow {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const scroll = useRef({ top: 0, left: 0 });
  const latest = useRef(input);
  latest.current = input;

  const compute = useCallback(() => {
    const current = latest.current;
    const { top, left } = scroll.current;
    const { layout, size } = current;
    const bodyHeight = Math.max(current.rowHeight, size.height - current.headerHeight - current.footerHeight);
    const centerWidth = Math.max(1, size.width - layout.leftWidth - layout.rightWidth);
    return {
      rows: rowWindow(top, bodyHeight, current.rowHeight, current.rowCount, current.overscanRows ?? 2),
      columns: columnWindow(layout.centerOffsets, left, centerWidth, current.overscanColumns ?? 1),
    };
  }, []);

  const now = compute();
  const rendered = useRef(now);
  rendered.current = now;

  const onScroll = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    scroll.current = { top: element.scrollTop, left: element.scrollLeft };
    const next = compute();
    const last = rendered.current;
    if (sameRange(last.rows, next.rows) && sameRange(last.columns, next.columns)) return;
    flushSync(rerender);
  }, [scroller, compute]);

  const position = useCallback(() => scroll.current, []);
  return { rows: now.rows, columns: now.columns, onScroll, position };
}
