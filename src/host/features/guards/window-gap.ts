/** The alert shown when the developer tools seem open (docs/business-spec.md §8). */
export const DEVTOOLS_ALERT = '安全上网，从我做起！请关闭控制台并窗口最大化，重新进入网站';

/** Outer minus inner window size beyond which docked developer tools are assumed (docs/business-spec.md §4). */
export const WINDOW_GAP_PX = 200;

/** Below this inner width the page is on a phone or tablet, where the check does not apply. */
export const DESKTOP_MIN_WIDTH = 768;

export interface WindowSizes {
  outerWidth: number;
  innerWidth: number;
  outerHeight: number;
  innerHeight: number;
}

/**
 * True when the window leaves more than 200 px between its outer and inner size on a desktop-sized
 * window (docked developer tools, or a window that is not maximised the way the spec asks).
 *
 * @example hasDevtoolsGap({ outerWidth: 1600, innerWidth: 1300, outerHeight: 900, innerHeight: 820 }) // true
 */
export function hasDevtoolsGap(sizes: WindowSizes, gap: number = WINDOW_GAP_PX): boolean {
  // Some embedded browsers report 0 for the outer size: nothing to compare then.
  if (sizes.outerWidth <= 0 || sizes.outerHeight <= 0) return false;
  if (sizes.innerWidth < DESKTOP_MIN_WIDTH) return false;
  return sizes.outerWidth - sizes.innerWidth > gap || sizes.outerHeight - sizes.innerHeight > gap;
}

export interface WindowGapHost extends WindowSizes {
  addEventListener(type: 'resize', listener: () => void): void;
  removeEventListener(type: 'resize', listener: () => void): void;
  alert(message: string): void;
  location: { reload(): void };
}

/**
 * Checks the window gap now and on every resize; when it is too large, alerts and reloads the page.
 * Returns the undo.
 *
 * @example const stop = watchWindowGap(window);
 */
export function watchWindowGap(host: WindowGapHost): () => void {
  let tripped = false;
  const check = () => {
    if (tripped || !hasDevtoolsGap(host)) return;
    tripped = true;
    host.alert(DEVTOOLS_ALERT);
    host.location.reload();
  };
  check();
  host.addEventListener('resize', check);
  return () => host.removeEventListener('resize', check);
}
