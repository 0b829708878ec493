import { announcedKitScript, kitScript } from './kit-script';

/**
 * The notice modal's HTML sanitiser (DOMPurify) is not inside the classic-script bundles: it is the
 * separate `sanitizer.js` next to the kit script, loaded the first time a notice's content is shown.
 * It is a classic script added with a <script> tag (no CORS needed, unlike an ES module), which
 * registers itself on a kit-private global; the first registration on a page wins, so two kit copies
 * share it. The kit script and its CSP nonce: see kit-script.ts.
 */

/** The global `sanitizer.js` registers on. */
export const NOTICE_SANITIZER_GLOBAL = '__wkNoticeSanitizer';

/** What `sanitizer.js` registers: the same shape as the module it replaces (sanitize-html.ts). */
export interface NoticeSanitizerModule {
  sanitizeNoticeHtml(html: string | null | undefined): string;
}

export type NoticeSanitizerScope = typeof globalThis & { [NOTICE_SANITIZER_GLOBAL]?: NoticeSanitizerModule };

function registered(): NoticeSanitizerModule | undefined {
  const found = (globalThis as NoticeSanitizerScope)[NOTICE_SANITIZER_GLOBAL];
  return typeof found?.sanitizeNoticeHtml === 'function' ? found : undefined;
}

/**
 * Loads `sanitizer.js` from `base`'s folder (by default the kit script's) unless a kit copy already did.
 * In the ES-module build `bundled` imports the sanitiser's own chunk: used when no loader announced the
 * kit's folder (the modules were bundled into an application).
 *
 * @example const { sanitizeNoticeHtml } = await loadNoticeSanitizerScript();
 */
export function loadNoticeSanitizerScript(
  base?: string,
  bundled?: () => Promise<NoticeSanitizerModule>,
): Promise<NoticeSanitizerModule> {
  const ready = registered();
  if (ready) return Promise.resolve(ready);
  const script = bundled ? announcedKitScript() : kitScript();
  if (!base && !script && bundled) return bundled();
  return new Promise((resolve, reject) => {
    const element = document.createElement('script');
    element.src = new URL('sanitizer.js', base || script?.src || location.href).href;
    if (script?.nonce) element.nonce = script.nonce;
    element.onload = () => {
      const loaded = registered();
      if (loaded) resolve(loaded);
      else reject(new Error(`${element.src} did not register the sanitiser`));
    };
    element.onerror = () => {
      element.remove();
      reject(new Error(`could not load ${element.src}`));
    };
    document.head.append(element);
  });
}
