/**
 * The page's ONE kit configuration, on a page-global slot rather than in a bundle's module scope: every
 * kit script on the page (the all-in-one bundle, a single-element bundle, the loader `wk-loader.js` and
 * the ES-module runtime it loads) reads and writes the same object. No runtime imports, so the loader can
 * carry it without the core; `KitConfig` is the published type of `elements.d.ts`.
 *
 * @example configure({ apiBase: 'https://erp.example.com/jeecg-boot', token, tenantId: 1001, username: 'agent1' })
 */
import type { KitConfig } from '../types/elements';

export type { KitConfig };

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
