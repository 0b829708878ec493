import { describe, expect, it } from 'vitest';
import { isHttpUrl, joinPath, normalizePath, pathMatches } from './menu-paths';

describe('menu paths', () => {
  it('normalises query, hash and trailing slashes', () => {
    expect(normalizePath('/a/b/?x=1#h')).toBe('/a/b');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('')).toBe('/');
  });

  it('joins relative paths only', () => {
    expect(joinPath('/a', 'b')).toBe('/a/b');
    expect(joinPath('/a', '/c')).toBe('/c');
    expect(joinPath('/', 'md5hash')).toBe('/md5hash');
  });

  it('matches :param segments against one non-empty segment', () => {
    expect(pathMatches('/a/:id', '/a/7')).toBe(true);
    expect(pathMatches('/a/:id', '/a/7/b')).toBe(false);
    expect(pathMatches('/a/b', '/a/c')).toBe(false);
  });

  it('recognises http(s) addresses', () => {
    expect(isHttpUrl(' https://x.cn')).toBe(true);
    expect(isHttpUrl('/sys/x')).toBe(false);
    expect(isHttpUrl(undefined)).toBe(false);
  });
});
