import { useCallback, useEffect, useState } from 'react';

/** docs/business-spec.md §9: the header reacts once the page is scrolled more than 100 px. */
export const HEADER_SCROLL_THRESHOLD = 100;

/**
 * Whether the auto-hiding header shows: it hides while scrolling down past 100 px and comes back as
 * soon as the user scrolls up (or returns above the threshold), or `reveal` is called (keyboard focus
 * entering it). Always true when auto-hide is off.
 */
export function useHeaderVisible(autoHide: boolean): [visible: boolean, reveal: () => void] {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    if (!autoHide) {
      setVisible(true);
      return;
    }
    let last = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const top = window.scrollY;
        if (top < last || top <= HEADER_SCROLL_THRESHOLD) setVisible(true);
        else if (top > last) setVisible(false);
        last = top;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [autoHide]);
  const reveal = useCallback(() => setVisible(true), []);
  return [visible, reveal];
}
