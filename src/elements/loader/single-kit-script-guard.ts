import { announceKitScript } from '../kit/kit-script';
import { publishGlobal, type WidgetKitGlobal } from '../kit/page-api';
import { guardKitScript } from './kit-script-guard';

/** A single-element bundle that waits for the end of the page's parsing to know its neighbours. */
interface Waiting {
  tags: readonly string[];
  run: () => void;
  script: HTMLScriptElement | null;
}

const SLOT = Symbol.for('wk.element-kit.waiting-bundles');

type Scope = typeof globalThis & { [SLOT]?: Waiting[]; WidgetKit?: WidgetKitGlobal };

const undefinedTags = (tags: readonly string[]) => tags.filter((tag) => !customElements.get(tag));

/**
 * The start of a single-element bundle (`<tag>.iife.js`; the all-in-one bundle uses `guardKitScript` alone).
 * A bundle found while the page is still being parsed does not start its React at once: it publishes
 * `window.WidgetKit` (so `configure()` works right away) and waits for the end of parsing, when every kit
 * script written in the page has been seen. Then (`decide`): with the loader on the page, it defines the tags
 * of every waiting bundle; a bundle whose tags an all-in-one bundle defined meanwhile runs nothing; ONE
 * bundle left runs its own code (one React, as ever); several load `wk-loader.js` from the first one's folder
 * and define their tags from its shared runtime (one React). If the loader cannot load (no CORS on a
 * partner's origin), each runs its own code, as before the loader existed. Added after parsing, a bundle
 * decides at once (`guardKitScript`).
 */
export function guardSingleKitScript(tags: readonly string[], run: () => void): void {
  if (document.readyState !== 'loading') {
    guardKitScript(tags, run);
    return;
  }
  const scope = globalThis as Scope;
  const kit = scope.WidgetKit;
  if (kit && typeof kit.load === 'function') {
    guardKitScript(tags, run);
    return;
  }
  if (undefinedTags(tags).length === 0) return;
  publishGlobal(tags);
  const waiting = scope[SLOT] ?? [];
  scope[SLOT] = waiting;
  waiting.push({ tags, run, script: document.currentScript as HTMLScriptElement | null });
  if (waiting.length === 1) document.addEventListener('DOMContentLoaded', () => decide(scope), { once: true });
}

function runOwn({ script, run }: Waiting): void {
  announceKitScript(script);
  run();
}

function decide(scope: Scope): void {
  const left = (scope[SLOT] ?? []).filter(({ tags }) => undefinedTags(tags).length > 0);
  scope[SLOT] = [];
  const load = scope.WidgetKit?.load;
  if (load) {
    for (const bundle of left) load(undefinedTags(bundle.tags)).catch(() => runOwn(bundle));
    return;
  }
  const [first] = left;
  if (!first) return;
  if (left.length === 1 || !first.script?.src) {
    for (const bundle of left) runOwn(bundle);
    return;
  }
  const loader = document.createElement('script');
  loader.src = new URL('wk-loader.js', first.script.src).href;
  if (first.script.nonce) loader.nonce = first.script.nonce;
  const fallBack = () => {
    for (const bundle of left) if (undefinedTags(bundle.tags).length > 0) runOwn(bundle);
  };
  loader.onload = () => {
    const loaded = scope.WidgetKit?.load;
    if (!loaded) {
      fallBack();
      return;
    }
    for (const bundle of left) loaded(undefinedTags(bundle.tags)).catch(() => runOwn(bundle));
  };
  loader.onerror = fallBack;
  document.head.append(loader);
}
