import type { KitConfig, WidgetKitGlobal } from '../types/elements';
import { configure, getKitConfig } from './config-slot';

/** The kit version (package.json). */
export const version = '0.1.0';

export type { WidgetKitGlobal };

/**
 * Publishes `window.WidgetKit` (or adds tags to the one an earlier kit script published). A page may
 * set `window.WidgetKitConfig = {…}` before the first kit script to configure it without waiting for it
 * to load; it is applied once, when the first kit script publishes, so a script or element arriving
 * later does not undo a `configure()` made since.
 */
export function publishGlobal(tags: readonly string[]): WidgetKitGlobal {
  const scope = globalThis as unknown as { WidgetKit?: WidgetKitGlobal; WidgetKitConfig?: KitConfig };
  const existing = scope.WidgetKit;
  if (existing && typeof existing.configure === 'function' && Array.isArray(existing.tags)) {
    for (const tag of tags) if (!existing.tags.includes(tag)) existing.tags.push(tag);
    return existing;
  }
  if (scope.WidgetKitConfig && typeof scope.WidgetKitConfig === 'object') configure(scope.WidgetKitConfig);
  const api: WidgetKitGlobal = { version, configure, getConfig: getKitConfig, tags: [...tags] };
  scope.WidgetKit = api;
  return api;
}
