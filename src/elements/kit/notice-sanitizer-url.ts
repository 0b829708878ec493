/**
 * The notice modal's HTML sanitiser (DOMPurify) is not inside the classic-script bundles: it is the
 * separate `sanitizer.js` next to the kit script, loaded the first time a notice's content is shown.
 * It is a classic script added with a <script> tag (no CORS needed, unlike an ES module), which
 * registers itself on a kit-private global; the first registration on a page wins, so two kit copies
 * share it. The kit script's own address and CSP nonce are captured while it runs
 * (`document.currentScript` is null later).
 */
const kitScript = typeof document !== 'undefined' ? (document.currentScript as HTMLScriptElement | null) : null;
const scriptUrl = kitScript?.src || (typeof location !== 'undefined' ? location.href : '');
const nonce = kitScript?.nonce ?? '';

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
 *
 * @example const { sanitizeNoticeHtml } = await loadNoticeSanitizerScript();
 */
export function loadNoticeSanitizerScript(base = scriptUrl): Promise<NoticeSanitizerModule> {
  const ready = registered();
  if (ready) return Promise.resolve(ready);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = new URL('sanitizer.js', base).href;
    if (nonce) script.nonce = nonce;
    script.onload = () => {
      const loaded = registered();
      if (loaded) resolve(loaded);
      else reject(new Error(`${script.src} did not register the sanitiser`));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`could not load ${script.src}`));
    };
    document.head.append(script);
  });
}
