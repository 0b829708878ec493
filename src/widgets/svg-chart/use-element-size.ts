import { type RefObject, useLayoutEffect, useState } from 'react';
import type { Size } from './tooltip-position';

const NONE: Size = { width: 0, height: 0 };

/**
 * The content size of an element, kept current by a ResizeObserver. A size of 0 (a kept-alive page hidden
 * by its tab) is ignored: the last size stays, so the chart is right when the page shows again.
 *
 * @example const { width, height } = useElementSize(plotRef);
 */
export function useElementSize(ref: RefObject<HTMLElement | null>): Size {
  const [size, setSize] = useState<Size>(NONE);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const keep = (width: number, height: number) => {
      if (width <= 0) return;
      const next = { width: Math.floor(width), height: Math.floor(height) };
      setSize((last) => (last.width === next.width && last.height === next.height ? last : next));
    };
    keep(element.clientWidth, element.clientHeight);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) keep(entry.contentRect.width, entry.contentRect.height);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
