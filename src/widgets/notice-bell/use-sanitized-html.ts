import { useMemo } from 'react';
import { useLoad } from '../shared/use-load';
import { loadedNoticeSanitizer, loadNoticeSanitizer } from './load-notice-sanitizer';

/** Content ready to render: sanitised HTML, or plain text when the sanitiser could not be loaded. */
export type SanitizedHtml =
  | { status: 'loading' }
  | { status: 'ready'; html: string }
  | { status: 'failed'; text: string };

/** Elements whose text is code, not content. */
const NOT_TEXT = 'script,style,template,noscript';
/** Elements that end a line when shown as text. */
const BLOCKS = 'p,div,li,tr,h1,h2,h3,h4,h5,h6,blockquote,pre';

/**
 * The text of an HTML fragment, read from an inert document (DOMParser runs no scripts, fires no
 * handlers and fetches no images), one line per paragraph, for showing as text only.
 *
 * @example htmlToText('<p>维护</p><img src=x onerror="alert(1)"><p>通知</p>') // '维护\n通知'
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const { body } = new DOMParser().parseFromString(html, 'text/html');
  for (const element of body.querySelectorAll(NOT_TEXT)) element.remove();
  for (const br of body.querySelectorAll('br')) br.replaceWith('\n');
  for (const block of body.querySelectorAll(BLOCKS)) block.append('\n');
  return (body.textContent ?? '').trim();
}

/**
 * Announcement HTML through the lazily loaded sanitiser. Never yields unsanitised HTML: while loading
 * there is nothing to render, and if loading fails only the text is offered.
 *
 * @example const content = useSanitizedHtml(notice.msgContent); if (content.status === 'ready') render(content.html)
 */
export function useSanitizedHtml(html: string | null | undefined): SanitizedHtml {
  const ready = loadedNoticeSanitizer();
  const loaded = useLoad(html && !ready ? [] : null, () => loadNoticeSanitizer());
  const sanitizer = ready ?? (loaded.error ? 'failed' : (loaded.data ?? 'loading'));

  return useMemo<SanitizedHtml>(() => {
    if (!html) return { status: 'ready', html: '' };
    if (sanitizer === 'loading') return { status: 'loading' };
    if (sanitizer === 'failed') return { status: 'failed', text: htmlToText(html) };
    return { status: 'ready', html: sanitizer(html) };
  }, [html, sanitizer]);
}
