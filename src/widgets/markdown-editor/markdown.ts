import { marked } from 'marked';
import { sanitizeNoticeHtml } from '../notice-bell/sanitize-html';

/** Markdown editor heights in px (docs/widgets-spec.md §9). */
export const MARKDOWN_MIN_HEIGHT = 200;
export const MARKDOWN_DEFAULT_HEIGHT = 300;

/** The height actually used: at least the minimum; a non-number falls back to the default. */
export function markdownHeight(height: number | undefined): number {
  if (typeof height !== 'number' || !Number.isFinite(height)) return MARKDOWN_DEFAULT_HEIGHT;
  return Math.max(MARKDOWN_MIN_HEIGHT, height);
}

/**
 * Markdown rendered to HTML for the preview, sanitised (raw HTML in the source is allowed by Markdown,
 * so scripts and event handlers must be stripped after rendering).
 *
 * @example renderMarkdown('# 标题\n<img src=x onerror=alert(1)>') // '<h1>标题</h1>\n<img src="x">'
 */
export function renderMarkdown(source: string | null | undefined): string {
  if (!source) return '';
  const html = marked.parse(source, { async: false, gfm: true, breaks: true });
  return sanitizeNoticeHtml(html);
}

/**
 * The Markdown for an inserted image; the remark becomes the alt text. Brackets and parentheses are escaped
 * so a remark or URL cannot end the syntax early.
 *
 * @example imageMarkdown('https://a.cn/x.png', '门店') // '![门店](https://a.cn/x.png)'
 */
export function imageMarkdown(url: string, remark = ''): string {
  const alt = remark.trim().replace(/([[\]\\])/g, '\\$1');
  const target = url.trim().replace(/ /g, '%20').replace(/\(/g, '%28').replace(/\)/g, '%29');
  return `![${alt}](${target})`;
}

/** A network image address is accepted only over http(s). */
export function isImageAddress(url: string): boolean {
  return /^https?:\/\/\S+$/i.test(url.trim());
}
