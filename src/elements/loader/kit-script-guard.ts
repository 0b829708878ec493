import { announceKitScript } from '../kit/kit-script';
import type { WidgetKitGlobal } from '../kit/page-api';
import { KIT_TAGS } from './tags';

/**
 * The start of the all-in-one bundle (`admin-elements.iife.js`), and of a single-element bundle once the page
 * is parsed (single-kit-script-guard.ts): the build wraps the bundle's code in `run` and calls this instead
 * (vite.lib.config.ts `kitScriptGuard`), so it decides before any module of the bundle, React's included, has
 * run (README "One React per page"):
 *
 * - no kit on the page yet: `run()` now; this copy defines its tags with its own React, as always;
 * - the loader (`wk-loader.js`) on the page: its tags are the loader's to define, from the ONE shared
 *   runtime; this copy's code never runs;
 * - an earlier copy that defined all of this copy's tags: nothing to do;
 * - an earlier copy without some of them (or single-element bundles still waiting for the end of parsing):
 *   if this copy completes the five, `run()` (the waiting bundles then find their tags defined); else the
 *   loader next to this script defines them from the shared runtime, which every later copy then uses too.
 *   If the loader or its modules cannot load (ES modules need CORS on a partner's origin), `run()` after
 *   all, as before the loader existed.
 *
 * @example guardKitScript(KIT_TAGS, () => { defineAll(); publishGlobal(KIT_TAGS); })
 */
export function guardKitScript(tags: readonly string[], run: () => void): void {
  const kit = (window as { WidgetKit?: WidgetKitGlobal }).WidgetKit;
  const script = document.currentScript as HTMLScriptElement | null;
  if (!kit || typeof kit.configure !== 'function' || !Array.isArray(kit.tags)) {
    run();
    return;
  }
  for (const tag of tags) if (!kit.tags.includes(tag)) kit.tags.push(tag);
  // The bundle's modules run after this script ended: they find its folder (side files) announced.
  const runLate = () => {
    announceKitScript(script);
    run();
  };
  if (typeof kit.load === 'function') {
    kit.load(tags).catch(runLate);
    return;
  }
  const missing = tags.filter((tag) => !customElements.get(tag));
  if (missing.length === 0) return;
  if (!script?.src || KIT_TAGS.every((tag) => tags.includes(tag) || customElements.get(tag))) {
    run();
    return;
  }
  const loader = document.createElement('script');
  loader.src = new URL('wk-loader.js', script.src).href;
  if (script.nonce) loader.nonce = script.nonce;
  loader.onload = () => {
    const load = (window as { WidgetKit?: WidgetKitGlobal }).WidgetKit?.load;
    if (load) load(missing).catch(runLate);
    else runLate();
  };
  loader.onerror = runLate;
  document.head.append(loader);
}
