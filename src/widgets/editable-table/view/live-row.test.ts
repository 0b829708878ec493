import { describe, expect, it } from 'vitest';
import { remoteRowValues } from './live-row';

describe('remoteRowValues', () => {
  it('keeps the row key and the declared columns, as text', () => {
    const row = { id: 'p1', name: '<img src=x onerror=alert(1)>', qty: 3, done: false, note: null, hidden: 'x' };
    expect(remoteRowValues(row, 'id', ['name', 'qty', 'done', 'note'])).toEqual({
      id: 'p1',
      name: '<img src=x onerror=alert(1)>',
      qty: '3',
      done: 'false',
      note: null,
    });
  });

  it('drops objects, arrays, undefined and columns the row lacks', () => {
    const row = { key: 7, name: { __html: '<b>x</b>' }, tags: ['a'], qty: undefined };
    expect(remoteRowValues(row, 'key', ['name', 'tags', 'qty', 'code'])).toEqual({ key: 7 });
  });

  it('gives no key for a row whose key is not a string or number', () => {
    expect(remoteRowValues({ id: { $ne: 1 }, name: 'x' }, 'id', ['name'])).toEqual({ name: 'x' });
  });
});
