/**
 * The page's ONE kit configuration, on a page-global slot rather than in a bundle's module scope: every
 * kit script on the page (the all-in-one bundle, a single-element bundle, the loader `wk-loader.js` and
 * the ES-module runtime it loads) reads and writes the same object. No imports, so the loader can carry
 * it without the core.
 *
 * @example configure({ apiBase: 'https://erp.example.com/jeecg-boot', token, tenantId: 1001, username: 'agent1' })
 */
export interface KitConfig {
  /** API base URL including the context path (default `/jeecg-boot`, same origin). */
  apiBase?: string;
  /** Access token (`X-Access-Token`); without it the page's stored admin session, if any, is used. */
  token?: string;
  /** Tenant (`tenant-id` / `X-Tenant-Id`). */
  tenantId?: string | number;
  /** The token's user: names the notice websocket `/websocket/{username}` (live notices). */
  username?: string;
  /** Request signing: app id and secret (default the demo values; must match the server). */
  appId?: string;
  signSecret?: string;
  /** Where uploaded files are served (default the API base). */
  staticDomain?: string;
}

interface SharedKitState {
  config: KitConfig;
  listeners: Set<(config: KitConfig) => void>;
}

const SLOT = Symbol.for('wk.element-kit.config');

function shared(): SharedKitState {
  const scope = globalThis as unknown as Record<symbol, SharedKitState | undefined>;
  let state = scope[SLOT];
  if (!state) {
    state = { config: {}, listeners: new Set() };
    scope[SLOT] = state;
  }
  return state;
}

const clean = (config: KitConfig): KitConfig =>
  Object.fromEntries(Object.entries(config).filter(([, value]) => value !== undefined)) as KitConfig;

/** Merges `patch` into the page's kit configuration and tells every element (of every kit copy). */
export function configure(patch: KitConfig): KitConfig {
  const state = shared();
  const next = clean({ ...state.config, ...patch });
  for (const [key, value] of Object.entries(patch)) {
    if (value === null || value === '') delete (next as Record<string, unknown>)[key];
  }
  state.config = next;
  for (const listener of [...state.listeners]) listener(next);
  return { ...next };
}

/** The kit configuration in force. */
export function getKitConfig(): Readonly<KitConfig> {
  return shared().config;
}

export function onKitConfigChange(listener: (config: KitConfig) => void): () => void {
  const state = shared();
  state.listeners.add(listener);
  return () => state.listeners.delete(listener);
}
