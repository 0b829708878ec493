/** Announcement HTML made safe to render (see sanitize-html.ts). */
export type NoticeSanitizer = (html: string | null | undefined) => string;

let loaded: NoticeSanitizer | undefined;
let pending: Promise<NoticeSanitizer> | undefined;

/** The sanitiser if it has already loaded, so a modal opened later renders at once. */
export function loadedNoticeSanitizer(): NoticeSanitizer | undefined {
  return loaded;
}

/**
 * Loads the announcement sanitiser (DOMPurify, 11 KB gzip) the first time a notice's content is shown.
 * The element kit's classic scripts rewrite this import to fetch `sanitizer.js` next to the kit script
 * (vite.lib.config.ts); elsewhere it is an ordinary chunk. A failed load is retried on the next call.
 *
 * @example const sanitize = await loadNoticeSanitizer(); sanitize('<b onclick="x()">维护</b>') // '<b>维护</b>'
 */
export function loadNoticeSanitizer(): Promise<NoticeSanitizer> {
  if (loaded) return Promise.resolve(loaded);
  pending ??= import('./sanitize-html').then(
    (module) => {
      loaded = module.sanitizeNoticeHtml;
      return loaded;
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}
