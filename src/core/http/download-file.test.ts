// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, resetConfig } from '../config';
import { downloadFile, UNKNOWN_FILE_MESSAGE } from './download-file';
import { type Notifier, resetNotifier, setNotifier } from './notifier';

describe('downloadFile', () => {
  const warnings: string[] = [];
  let clicked: HTMLAnchorElement[];

  beforeEach(() => {
    warnings.length = 0;
    clicked = [];
    setNotifier({ warn: (message: string) => warnings.push(message) } as unknown as Notifier);
    configure({ staticDomain: 'https://files.example.com' });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
  });

  afterEach(() => {
    resetNotifier();
    resetConfig();
  });

  it('warns 未知的文件 and starts nothing when there is no file', () => {
    expect(UNKNOWN_FILE_MESSAGE).toBe('未知的文件');
    expect(downloadFile('', 'a.pdf')).toBe(false);
    expect(downloadFile(null)).toBe(false);
    expect(downloadFile('   ')).toBe(false);
    expect(warnings).toEqual(['未知的文件', '未知的文件', '未知的文件']);
    expect(clicked).toEqual([]);
  });

  it('downloads a stored path from the static domain under the given name, and leaves no link behind', () => {
    expect(downloadFile('temp/合同.pdf', '合同.pdf')).toBe(true);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.href).toBe(`https://files.example.com/sys/common/static/temp/${encodeURIComponent('合同')}.pdf`);
    expect(clicked[0]?.download).toBe('合同.pdf');
    expect(document.querySelectorAll('a')).toHaveLength(0);
    expect(warnings).toEqual([]);
  });

  it('uses an absolute URL as is', () => {
    downloadFile('https://cdn.example.com/x.png');
    expect(clicked[0]?.href).toBe('https://cdn.example.com/x.png');
  });
});
