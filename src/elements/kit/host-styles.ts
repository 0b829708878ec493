/**
 * Arco's CSS in shadow roots. Arco declares its design tokens on `body` and its dark palette on
 * `body[arco-theme=dark]`; neither matches inside a shadow root, so the selectors are rewritten to
 * `:host` and `:host([theme="dark"])`, and each token there defaults to the page's `--wk-` token of the
 * same name. Each distinct CSS text becomes ONE constructable stylesheet per document, adopted by every
 * element and popup root that needs it (no <style> tag in the page).
 */

const DARK_BODY = /(^|[\s,{}>+~(])body\[arco-theme=(['"]?)dark\2\]/g;
const BODY = /(^|[\s,{}>+~(])body(?=[\s,{.[:>+~)])/g;

/**
 * The CSS text with `body` selectors moved to the shadow host.
 *
 * @example toHostCss('body{--red-1:1}body[arco-theme=dark] .x{}') // ':host{--red-1:1}:host([theme="dark"]) .x{}'
 */
export function toHostCss(css: string): string {
  return css.replace(DARK_BODY, '$1:host([theme="dark"])').replace(BODY, '$1:host');
}

const HOST_BLOCK = /(^|\})(\s*:host(?:\([^)]*\))?\s*\{)([^}]*)/g;
const TOKEN = /(^|;)(\s*--([\w-]+)\s*:)([^;]*)/g;

/**
 * The CSS text with every token declared on the host (Arco's palette, light and dark, and the kit's font)
 * read from the public `--wk-` token first, so a page's `--wk-primary-6` set on `:root`, a wrapper or the
 * element wins over the theme's default. Done when the sheet is built: the bundles keep Arco's text.
 *
 * @example withThemeTokens(':host{--primary-6:var(--arcoblue-6)}') // ':host{--primary-6:var(--wk-primary-6,var(--arcoblue-6))}'
 */
export function withThemeTokens(css: string): string {
  return css.replace(
    HOST_BLOCK,
    (_rule, end: string, head: string, body: string) => end + head + body.replace(TOKEN, '$1$2var(--wk-$3,$4)'),
  );
}

/**
 * What the kit adds to Arco: page styles must not change the element. A page's `* { font-size: 18px }`
 * reaches the host element itself and would be inherited inside, so the root resets every inherited
 * property (`all: initial`) and sets the element's own font (tokens `--wk-font-family`, `--wk-font-size`).
 */
export const KIT_CSS = `
:host{--font-family:Inter,-apple-system,BlinkMacSystemFont,"PingFang SC","Hiragino Sans GB","Microsoft YaHei",sans-serif;--font-size:14px;
  display:inline-block;vertical-align:middle;text-align:start}
:host([hidden]){display:none!important}
.wk-root,.wk-portal-root{all:initial;display:block;box-sizing:border-box;
  font-family:var(--font-family);font-size:var(--font-size);line-height:1.5715;color:var(--color-text-1);
  -webkit-font-smoothing:antialiased}
.wk-root *,.wk-root *::before,.wk-root *::after,.wk-portal-root *,.wk-portal-root *::before,.wk-portal-root *::after{box-sizing:border-box}
.wk-portal-root{position:absolute;top:0;left:0;width:100%;height:0;overflow:visible}
.wk-api-missing{display:block;padding:8px 12px;border:1px solid rgb(var(--danger-3));border-radius:var(--border-radius-small,2px);
  background:rgb(var(--danger-1));color:rgb(var(--danger-6));font-size:13px;line-height:1.6}
`;

const sheets = new WeakMap<Document, Map<string, CSSStyleSheet>>();

function sheetFor(doc: Document, key: string, cssText: () => string): CSSStyleSheet {
  let byKey = sheets.get(doc);
  if (!byKey) {
    byKey = new Map();
    sheets.set(doc, byKey);
  }
  let sheet = byKey.get(key);
  if (!sheet) {
    const view = doc.defaultView ?? window;
    sheet = new view.CSSStyleSheet();
    sheet.replaceSync(cssText());
    byKey.set(key, sheet);
  }
  return sheet;
}

/** The CSS of one element bundle: Arco's component styles (already `:host`-rewritten) plus the kit's. */
export interface ElementStyles {
  /** Distinguishes bundles: two elements with the same key share one sheet. */
  key: string;
  css: () => string;
}

const cssOf = (styles: ElementStyles) => withThemeTokens(KIT_CSS + toHostCss(styles.css()));

/**
 * Adopts the element's sheet into a shadow root (idempotent). Falls back to a <style> element where
 * constructable stylesheets are missing.
 */
export function adoptStyles(root: ShadowRoot, styles: ElementStyles): void {
  const doc = root.ownerDocument;
  if (
    'adoptedStyleSheets' in root &&
    typeof CSSStyleSheet !== 'undefined' &&
    'replaceSync' in CSSStyleSheet.prototype
  ) {
    const sheet = sheetFor(doc, styles.key, () => cssOf(styles));
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  if (root.querySelector('style[data-wk]')) return;
  const style = doc.createElement('style');
  style.dataset.wk = styles.key;
  style.textContent = cssOf(styles);
  root.prepend(style);
}
