import { configure as configureCore, getConfig } from '../../core/config';
import { getToken, getUserInfo } from '../../core/session';
import { getKitConfig, type KitConfig, onKitConfigChange } from './config-slot';

/**
 * The element kit's configuration: ONE per page, shared by every element and by every copy of the kit
 * script on the page (the all-in-one bundle and a single-element bundle loaded side by side, the loader
 * and its runtime), because it lives on a page-global slot (config-slot.ts) rather than in a bundle's
 * module scope. This module wires it to the core.
 *
 * @example WidgetKit.configure({ apiBase: 'https://erp.example.com/jeecg-boot', token, tenantId: 1001, username: 'agent1' })
 */
export { configure, getKitConfig, type KitConfig, onKitConfigChange } from './config-slot';

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
