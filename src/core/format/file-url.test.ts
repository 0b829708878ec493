import { afterEach, describe, expect, it } from 'vitest';
import { configure, resetConfig } from '../config';
import { fileUrl, fileUrls } from './file-url';

afterEach(() => {
  resetConfig();
});

describe('fileUrl', () => {
  it('uses http and https URLs as they are', () => {
    expect(fileUrl('https://cdn.example.com/a.png', 'https://x')).toBe('https://cdn.example.com/a.png');
    expect(fileUrl('HTTP://cdn.example.com/a.png', 'https://x')).toBe('HTTP://cdn.example.com/a.png');
  });

  it('joins a stored path to the static domain without double slashes', () => {
    expect(fileUrl('temp/a.png', 'https://files.example.com')).toBe(
      'https://files.example.com/sys/common/static/temp/a.png',
    );
    expect(fileUrl('/temp/a.png', 'https://files.example.com/')).toBe(
      'https://files.example.com/sys/common/static/temp/a.png',
    );
    expect(fileUrl('http-docs/a.pdf', '/api')).toBe('/api/sys/common/static/http-docs/a.pdf');
  });

  it('defaults to the configured static domain', () => {
    configure({ staticDomain: 'https://static.example.com' });
    expect(fileUrl('a.png')).toBe('https://static.example.com/sys/common/static/a.png');
  });

  it('gives empty text for empty input', () => {
    expect([fileUrl(''), fileUrl('  '), fileUrl(null), fileUrl(undefined)]).toEqual(['', '', '', '']);
  });
});

describe('fileUrls', () => {
  it('maps each comma-separated path and skips blanks', () => {
    expect(fileUrls('a.png, https://cdn.example.com/b.png,,', '/api')).toEqual([
      '/api/sys/common/static/a.png',
      'https://cdn.example.com/b.png',
    ]);
    expect(fileUrls(null, '/api')).toEqual([]);
  });
});
