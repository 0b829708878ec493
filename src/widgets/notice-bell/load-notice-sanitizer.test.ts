// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { loadedNoticeSanitizer, loadNoticeSanitizer } from './load-notice-sanitizer';

describe('loadNoticeSanitizer', () => {
  it('loads the announcement sanitiser once and keeps it for later modals', async () => {
    expect(loadedNoticeSanitizer()).toBeUndefined();
    const [first, second] = await Promise.all([loadNoticeSanitizer(), loadNoticeSanitizer()]);
    expect(second).toBe(first);
    expect(loadedNoticeSanitizer()).toBe(first);
    expect(await loadNoticeSanitizer()).toBe(first);
  });

  it('applies the announcement rules: no handlers, scripts, forms or styles; links open a new tab', async () => {
    const sanitize = await loadNoticeSanitizer();
    expect(sanitize('<img src="x" onerror="alert(1)"><script>alert(2)</script><b>维护</b>')).toBe(
      '<img src="x"><b>维护</b>',
    );
    expect(sanitize('<style>*{}</style><form><input><button>提交</button></form>说明')).toBe('提交说明');
    expect(sanitize('<a href="https://a.cn">链接</a><a href="javascript:alert(3)">坏</a>')).toBe(
      '<a href="https://a.cn" target="_blank" rel="noopener noreferrer">链接</a><a>坏</a>',
    );
    expect(sanitize(null)).toBe('');
  });
});
