import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, refused, restoreHttp, serve } from '../../core/dict/dict-test-kit';
import { importProgressPercent, importProgressText, newImportId, watchImportProgress } from './import-progress';

afterEach(() => restoreHttp());

describe('import progress helpers', () => {
  it('names the stage in Chinese and gives the bar’s percent', () => {
    expect(importProgressText({ stage: 'parse', done: 0, total: 1 })).toBe('正在解析');
    expect(importProgressText({ stage: 'parse', done: 1, total: 3 })).toBe('正在解析 第1/3个文件');
    expect(importProgressText({ stage: 'check', done: 3000, total: 10000 })).toBe('正在校验 第3000/10000行');
    expect(importProgressText({ stage: 'write', done: 4000, total: 9000 })).toBe('正在写入 4000/9000');
    expect(importProgressText({ stage: 'done', done: 9000, total: 9000 })).toBe('即将完成');
    expect(importProgressPercent({ stage: 'write', done: 4000, total: 9000 })).toBe(44);
    expect(importProgressPercent({ stage: 'parse', done: 0, total: 0 })).toBe(0);
  });

  it('draws a fresh id per import, without randomUUID too (plain-http intranet pages)', () => {
    expect(newImportId()).not.toBe(newImportId());
    const { crypto } = globalThis;
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array<ArrayBuffer>) => crypto.getRandomValues(bytes) });
    try {
      expect(newImportId()).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('keeps polling while the server has nothing yet and stops on JeecgBoot’s code-404 answer', async () => {
    const answers = [refused('导入进度不存在或已过期'), ok({ stage: 'check', done: 10, total: 20 })];
    const fake = serve(
      () => answers.shift() ?? { data: { success: false, code: 404, message: '路径不存在', result: null } },
    );
    const seen: unknown[] = [];
    const stop = watchImportProgress('abcdef12', (progress) => seen.push(progress), 5);
    await vi.waitFor(() => expect(fake.calls).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(fake.calls).toHaveLength(3);
    expect(seen).toEqual([{ stage: 'check', done: 10, total: 20 }]);
    stop();
  });
});
