import { configure, getKitConfig, type KitConfig } from './kit-config';

/** The kit version (package.json). */
export const version = '0.1.0';

/** What a bundle puts on `window.WidgetKit` (the first kit script on a page keeps the slot). */
export interface WidgetKitGlobal {
  version: string;
  configure(config: KitConfig): KitConfig;
  getConfig(): Readonly<KitConfig>;
  /** Tags defined by this and earlier kit copies. */
  tags: string[];
}

/**
 * Publishes `window.WidgetKit` (or adds tags to the one an earlier kit script published). A page may
 * set `window.WidgetKitConfig = {…}` before the script to configure it without waiting for it to load.
 */
export function publishGlobal(tags: string[]): WidgetKitGlobal {
  const scope = globalThis as unknown as { WidgetKit?: WidgetKitGlobal; WidgetKitConfig?: KitConfig };
  if (scope.WidgetKitConfig && typeof scope.WidgetKitConfig === 'object') configure(scope.WidgetKitConfig);
  const existing = scope.WidgetKit;
  if (existing && typeof existing.configure === 'function') {
    for (const tag of tags) if (!existing.tags.includes(tag)) existing.tags.push(tag);
    return existing;
  }
  const api: WidgetKitGlobal = { version, configure, getConfig: getKitConfig, tags: [...tags] };
  scope.WidgetKit = api;
  return api;
}
