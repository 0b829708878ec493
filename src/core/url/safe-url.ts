/** Schemes that run script or smuggle a document when a browser navigates to them. */
const UNSAFE_SCHEMES = ['javascript:', 'data:', 'vbscript:'];

/** The refusal the server answers, and the admin may show, for such a link. */
export const UNSAFE_URL_MESSAGE = '链接地址不安全：不支持 javascript:、data:、vbscript: 链接';

const TAB_OR_NEWLINE = /[\t\n\r]/g;

/** Drops what a browser's URL parser drops before it reads the scheme: leading C0 controls and spaces. */
function withoutLeadingControls(url: string): string {
  let start = 0;
  while (start < url.length && url.charCodeAt(start) <= 0x20) start++;
  return url.slice(start);
}

/**
 * Whether a URL taken from data (an announcement's openPage, a link in a record) may be navigated to:
 * anything but `javascript:`, `data:` and `vbscript:`, read the way a browser reads it (any case,
 * leading spaces and control characters ignored, tabs and newlines inside ignored). A relative path is safe.
 *
 * @example isSafeNavigationUrl('/order/orderList') // true
 * @example isSafeNavigationUrl(' \tJavaScript:alert(1)') // false
 */
export function isSafeNavigationUrl(url: string): boolean {
  const normalised = withoutLeadingControls(url).replace(TAB_OR_NEWLINE, '').toLowerCase();
  return !UNSAFE_SCHEMES.some((scheme) => normalised.startsWith(scheme));
}
