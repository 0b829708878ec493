import { useSyncExternalStore } from 'react';

/** Below this width the layout is the mobile one (menu drawer, no tabs). */
export const MOBILE_MAX_WIDTH = 767.98;
const query = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/**
 * True on screens narrower than 768 px.
 *
 * @example const isMobile = useIsMobile();
 */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
