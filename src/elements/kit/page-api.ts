import { configure, getKitConfig, type KitConfig } from './config-slot';

/** The kit version (package.json). */
export const version = '0.1.0';

/** What a bundle puts on `window.WidgetKit` (the first kit script on a page keeps the slot). */
export interface WidgetKitGlobal {
  version: string;
  configure(config: KitConfig): KitConfig;
  getConfig(): Readonly<KitConfig>;
  /** Tags the kit scripts on the page provide (the loader: all five, each defined on first use). */
  tags: string[];
  /** With the loader (`wk-loader.js`) on the page: defines `tag` (or each of `tags`) from the shared runtime. */
  load?(tags: string | readonly string[]): Promise<void>;
  /** With the loader: `customElements.whenDefined(tag)`. */
  whenDefined?(tag: string): Promise<CustomElementConstructor>;
  /** With the loader: also scan and watch `root` (a closed shadow root, say) for the kit's tags. */
  observe?(root: Document | DocumentFragment | Element): void;
}

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
