// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  imageMarkdown,
  isImageAddress,
  MARKDOWN_DEFAULT_HEIGHT,
  MARKDOWN_MIN_HEIGHT,
  markdownHeight,
  renderMarkdown,
} from './markdown';

describe('markdownHeight', () => {
  it('defaults to 300 and never goes under 200', () => {
    expect([MARKDOWN_DEFAULT_HEIGHT, MARKDOWN_MIN_HEIGHT]).toEqual([300, 200]);
    expect(markdownHeight(undefined)).toBe(300);
    expect(markdownHeight(Number.NaN)).toBe(300);
    expect(markdownHeight(120)).toBe(200);
    expect(markdownHeight(480)).toBe(480);
  });
});

describe('imageMarkdown', () => {
  it('uses the remark as alt text and escapes what would end the syntax', () => {
    expect(imageMarkdown('https://a.cn/x.png', '门店')).toBe('![门店](https://a.cn/x.png)');
    expect(imageMarkdown('https://a.cn/x.png')).toBe('![](https://a.cn/x.png)');
    expect(imageMarkdown(' https://a.cn/a b(1).png ', 'a]b')).toBe('![a\\]b](https://a.cn/a%20b%281%29.png)');
  });
});

describe('isImageAddress', () => {
  it('accepts only http(s) addresses', () => {
    expect(isImageAddress('https://a.cn/x.png')).toBe(true);
    expect(isImageAddress('HTTP://a.cn/x.png')).toBe(true);
    expect(isImageAddress('javascript:alert(1)')).toBe(false);
    expect(isImageAddress('/x.png')).toBe(false);
  });
});

describe('renderMarkdown', () => {
  it('renders Markdown and strips scripts, handlers and javascript: links', () => {
    const html = renderMarkdown(
      '# 标题\n\n<img src=x onerror=alert(1)><script>alert(2)</script>[a](javascript:alert(3))',
    );
    expect(html).toContain('<h1>标题</h1>');
    expect(html).toContain('<img src="x">');
    expect(html).not.toMatch(/onerror|<script|javascript:/);
    expect(renderMarkdown('')).toBe('');
  });
});
