/**
 * `wk-loader.js`: the element kit as ONE small classic script. It defines the five tags lazily: the
 * first time one appears on the page (or `WidgetKit.load(tag)` asks), it imports that element's ES
 * module from `esm/` next to itself, which brings the element's own chunk and the runtime every
 * element shares (one React, one Arco, one core for the whole page). Publishes `window.WidgetKit`
 * (README "Embedding the elements"): `configure()` works at once, before any element has loaded.
 *
 * @example <script src="https://erp.example.com/elements/wk-loader.js"></script> <notice-bell></notice-bell>
 */
import { announceKitScript } from '../kit/kit-script';
import { publishGlobal } from '../kit/page-api';
import { discoverElements } from './discover';
import { createElementLoader } from './element-loader';
import { KIT_TAGS } from './tags';

/** Per tag, the shared chunks its module imports: written by the build (vite.lib.config.ts `loaderBuild`). */
declare const __WK_LOADER_CHUNKS__: Record<string, string[]> | undefined;

const script = document.currentScript as HTMLScriptElement | null;
const kit = publishGlobal(KIT_TAGS);

// A second loader on the page (another copy of this script) leaves the first in charge.
if (typeof kit.load !== 'function') {
  announceKitScript(script);
  const loader = createElementLoader({
    base: new URL('esm/', script?.src || location.href).href,
    nonce: script?.nonce ?? '',
    chunks: typeof __WK_LOADER_CHUNKS__ === 'undefined' ? {} : __WK_LOADER_CHUNKS__,
  });
  const allDefined = () => KIT_TAGS.every((tag) => customElements.get(tag));
  const discovery = discoverElements(
    (tag) => void loader.load(tag).catch((error: unknown) => console.error(error)),
    allDefined,
  );
  kit.load = (tags) => Promise.all([tags].flat().map((tag) => loader.load(tag))).then(() => undefined);
  kit.whenDefined = (tag) => customElements.whenDefined(tag);
  kit.observe = (root) => {
    if (!allDefined()) discovery.observe(root);
  };
  discovery.observe(document);
}
