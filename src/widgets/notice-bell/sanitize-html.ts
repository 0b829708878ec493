import DOMPurify from 'dompurify';

type Purifier = ReturnType<typeof DOMPurify>;

let purifier: Purifier | undefined;

/** A private DOMPurify instance, so our hook never touches other users of the global one. */
function instance(): Purifier {
  if (purifier) return purifier;
  const created = DOMPurify(window);
  created.addHook('afterSanitizeAttributes', (node) => {
    // Links in announcements leave the admin: new tab, no opener, no referrer.
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = created;
  return created;
}

/**
 * Announcement HTML made safe to render: scripts, event handlers, `javascript:` URLs, forms and
 * `<style>` blocks (which would restyle the whole page or shadow root) are removed.
 *
 * @example sanitizeNoticeHtml('<img src=x onerror="alert(1)"><b>维护</b>') // '<img src="x"><b>维护</b>'
 */
export function sanitizeNoticeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return instance().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  });
}
