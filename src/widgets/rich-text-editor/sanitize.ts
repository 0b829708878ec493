import { sanitizeNoticeHtml } from '../notice-bell/sanitize-html';

/**
 * Rich-text HTML made safe to show or store: the announcement rules (no scripts, event handlers,
 * `javascript:` URLs, forms or `<style>`), which keep Quill's own markup and classes.
 *
 * @example sanitizeRichText('<p>a<img src=x onerror="alert(1)"></p>') // '<p>a<img src="x"></p>'
 */
export function sanitizeRichText(html: string | null | undefined): string {
  return sanitizeNoticeHtml(html);
}
