import { useEffect } from 'react';
import { getConfig } from '../../../core/config';
import { blockDevtoolsInput } from './devtools-keys';
import { currentGuardEnvironment, type GuardSwitches, guardSwitches } from './guard-switches';
import { watchWindowGap } from './window-gap';

/**
 * Installs the guards `switches` turns on, on `window`; returns the undo.
 *
 * @example const stop = installBrowserGuards(guardSwitches(getConfig(), currentGuardEnvironment()));
 */
export function installBrowserGuards(switches: GuardSwitches): () => void {
  const stops: (() => void)[] = [];
  if (switches.contextMenu || switches.devtoolsKeys) stops.push(blockDevtoolsInput(window, switches));
  if (switches.windowGap) stops.push(watchWindowGap(window));
  if (switches.ipLookup) {
    const { ipLookupUrl, signSecret } = getConfig();
    // AES (crypto-js) is fetched only where the lookup runs: the login page does without it.
    let stopped = false;
    let stopLookup: (() => void) | undefined;
    void import('./ip-lookup').then(({ startIpLookup }) => {
      if (!stopped) stopLookup = startIpLookup({ url: ipLookupUrl, secret: signSecret });
    });
    stops.push(() => {
      stopped = true;
      stopLookup?.();
    });
  }
  return () => {
    for (const stop of stops) stop();
  };
}

/**
 * The browser guards of docs/business-spec.md §4 (right-click and F12 blocking, the window-gap alert, the
 * public-IP lookup every 10 minutes), as `src/core/config` switches them; all off in development
 * and tests. Mount once, near the root.
 *
 * @example function App() { useBrowserGuards(); return <RouterProvider router={router} />; }
 */
export function useBrowserGuards(): void {
  useEffect(() => installBrowserGuards(guardSwitches(getConfig(), currentGuardEnvironment())), []);
}
