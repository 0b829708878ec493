import axios from 'axios';
import { describe, expect, it } from 'vitest';
import lite from './index';

class Point {
  x = 1;
}

/** Query inputs where axios 1.x's encoding has a rule of its own. */
const PARAMS: [string, Record<string, unknown> | URLSearchParams][] = [
  ['reserved characters', { q: 'a b:c,d$e&f=g+h/i?j#k', 'key with space': 1 }],
  ['unreserved and brackets', { s: '!\'()*~-_.[]{}@;|^`"<>\\' }],
  ['Chinese and emoji', { name: '张三 😀', 条件: '是' }],
  ['flat arrays', { ids: [1, 2, 3], mixed: ['a', null, undefined, 0, false, ''] }],
  ['arrays of objects', { rows: [{ id: 1, tags: ['x'] }, { id: 2 }] }],
  ['nested objects', { filter: { name: 'n', range: { from: 1, to: [2, 3] } } }],
  ['bracket and meta keys', { 'ids[]': [4, 5], 'one[]': 'single', 'json{}': { a: [1, 2] }, ' padded ': 'v' }],
  ['dates, booleans, numbers', { when: new Date(Date.UTC(2024, 0, 2, 3, 4, 5)), on: true, off: false, n: 1.5, z: 0 }],
  ['null and undefined left out', { a: null, b: undefined, c: '', d: Number.NaN }],
  ['class instances and nested dates', { p: new Point(), nested: { when: new Date(0) } }],
  ['URLSearchParams as they are', new URLSearchParams('a=1&b=x y&c=%2C')],
  ['empty', {}],
];

const URLS: [string | undefined, string | undefined][] = [
  ['/jeecg-boot', '/sys/user/list'],
  ['/jeecg-boot/', 'sys/user/list'],
  ['https://erp.example.com/jeecg-boot//', '//cdn.example.com/x'],
  ['https://erp.example.com/api', 'https://other.example.com/y?z=1#frag'],
  ['/base', undefined],
  [undefined, '/plain?already=1'],
  ['', 'relative/path#hash'],
];

describe('lite query strings and URLs match axios.getUri', () => {
  it.each(PARAMS)('%s', (_name, params) => {
    const config = { baseURL: '/jeecg-boot', url: '/sys/list?x=1#top', params };
    const expected = axios.getUri(config);
    expect(lite.getUri(config)).toBe(expected);
    expect(expected).toContain('/jeecg-boot/sys/list?x=1');
  });

  it.each(URLS)('base %s + url %s', (baseURL, url) => {
    const config = { baseURL, url, params: { p: 1 } };
    expect(lite.getUri(config)).toBe(axios.getUri(config));
  });

  it('spells the common cases as axios does', () => {
    expect(lite.getUri({ url: '/x', params: { ids: [1, 2], q: 'a b', t: 1 } })).toBe(
      '/x?ids%5B%5D=1&ids%5B%5D=2&q=a+b&t=1',
    );
    expect(lite.getUri({ url: '/x', params: { f: { a: 1 } } })).toBe('/x?f%5Ba%5D=1');
  });

  it('refuses circular params as axios does', () => {
    const loop: Record<string, unknown> = { a: 1 };
    loop.self = { back: loop };
    expect(() => axios.getUri({ url: '/x', params: loop })).toThrow(/Circular reference/);
    expect(() => lite.getUri({ url: '/x', params: loop })).toThrow(/Circular reference/);
  });
});
