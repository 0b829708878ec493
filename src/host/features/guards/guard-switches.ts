import type { CoreConfig } from '../../../core/config';

/** Which browser guards run (docs/business-spec.md §4). */
export interface GuardSwitches {
  /** Right-click menu blocked. */
  contextMenu: boolean;
  /** F12 and the devtools shortcuts blocked. */
  devtoolsKeys: boolean;
  /** The outer/inner window gap check (alert, then reload). */
  windowGap: boolean;
  /** The public-IP lookup every 10 minutes. */
  ipLookup: boolean;
}

/** Where the guards would run: a development server, a test runner, or an automated browser turn them all off. */
export interface GuardEnvironment {
  /** Vite's `import.meta.env.DEV`. */
  dev: boolean;
  /** Vite's `import.meta.env.MODE`. */
  mode: string;
  /** `navigator.webdriver`: the page is driven by a test tool. */
  automated: boolean;
}

export const GUARDS_OFF: GuardSwitches = Object.freeze({
  contextMenu: false,
  devtoolsKeys: false,
  windowGap: false,
  ipLookup: false,
});

/** The environment of the running page. */
export function currentGuardEnvironment(): GuardEnvironment {
  const env = (import.meta as unknown as { env?: { DEV?: boolean; MODE?: string } }).env ?? {};
  const automated = typeof navigator !== 'undefined' && navigator.webdriver === true;
  return { dev: env.DEV === true, mode: env.MODE ?? 'production', automated };
}

/**
 * The guards to install: all off in development and tests; the devtools guards follow
 * `config.browserGuards`; the IP lookup runs only when a lookup URL is configured.
 *
 * @example guardSwitches({ ...config, browserGuards: true }, { dev: false, mode: 'production', automated: false }).windowGap // true
 */
export function guardSwitches(
  config: Pick<CoreConfig, 'browserGuards' | 'ipLookupUrl'>,
  environment: GuardEnvironment,
): GuardSwitches {
  if (environment.dev || environment.mode === 'test' || environment.mode === 'development' || environment.automated) {
    return GUARDS_OFF;
  }
  const guards = config.browserGuards;
  return {
    contextMenu: guards,
    devtoolsKeys: guards,
    windowGap: guards,
    ipLookup: config.ipLookupUrl.trim() !== '',
  };
}
