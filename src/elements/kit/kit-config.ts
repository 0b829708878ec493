import { configure as configureCore, getConfig } from '../../core/config';
import { getToken, getUserInfo } from '../../core/session';

/**
 * The element kit's configuration: ONE per page, shared by every element and by every copy of the kit
 * script on the page (the all-in-one bundle and a single-element bundle loaded side by side), because
 * it lives on a page-global slot rather than in a bundle's module scope.
 *
 * @example WidgetKit.configure({ apiBase: 'https://erp.example.com/jeecg-boot', token, tenantId: 1001, username: 'agent1' })
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

/** The token the kit's calls carry: the configured one, else the page's stored session. */
export function kitToken(): string | null {
  return getKitConfig().token || getToken();
}

/** The user of the notice socket: the configured one, else the stored session's. */
export function kitUsername(): string | null {
  return getKitConfig().username || getUserInfo()?.username || null;
}

/** Whether calls can be made at all: an API base and a token. */
export function hasApi(): boolean {
  return Boolean(kitToken());
}

/** The API base in force (configured, else the core default). */
export function kitApiBase(): string {
  return getKitConfig().apiBase || getConfig().apiBaseUrl;
}

function applyToCore(config: KitConfig): void {
  const patch: Parameters<typeof configureCore>[0] = {};
  if (config.apiBase) {
    patch.apiBaseUrl = config.apiBase;
    patch.staticDomain = config.staticDomain || config.apiBase;
  } else if (config.staticDomain) patch.staticDomain = config.staticDomain;
  if (config.appId) patch.appId = config.appId;
  if (config.signSecret) patch.signSecret = config.signSecret;
  // The configured token and tenant win over the page's stored session. They go through the core's own
  // request headers (not an adapter after them), so a request that drops the token, such as an upload to
  // third-party storage, really goes without it.
  patch.embedToken = config.token ?? '';
  patch.embedTenantId =
    config.tenantId !== undefined && config.tenantId !== '' && Number.isFinite(Number(config.tenantId))
      ? String(config.tenantId)
      : '';
  configureCore(patch);
}

let started = false;

/** Wires this kit copy's core to the page's kit configuration (idempotent). */
export function startKitConfig(): void {
  if (started) return;
  started = true;
  applyToCore(getKitConfig());
  onKitConfigChange(applyToCore);
}
