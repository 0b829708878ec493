import { AxiosHeaders as RealHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { AxiosHeaders as LiteHeaders } from './index';

describe('lite AxiosHeaders matches axios', () => {
  type Step = (headers: RealHeaders) => unknown;
  const STEPS: [string, Step[]][] = [
    [
      'case-insensitive set, get, has, delete',
      [
        (h) => h.set('Content-Type', 'a'),
        (h) => h.set('content-type', 'b'),
        (h) => h.get('CONTENT-TYPE'),
        (h) => h.has('x-none'),
        (h) => h.delete('Content-type'),
        (h) => h.has('content-type'),
      ],
    ],
    [
      'rewrite flags and false values',
      [
        (h) => h.set('X-A', false),
        (h) => h.set('x-a', 'ignored'),
        (h) => h.set('x-a', 'forced', true),
        (h) => h.set('X-B', 'kept'),
        (h) => h.set('x-b', 'not rewritten', false),
        (h) => h.set({ 'X-C': 'c', 'x-b': 'object' }),
      ],
    ],
    [
      'values normalised, null and undefined hidden',
      [
        (h) => h.set('X-Num', 42),
        (h) => h.set('X-Trim', '  spaced \t'),
        (h) => h.set('X-Ctl', 'a\r\nb'),
        (h) => h.set('X-List', ['a', '1']),
        (h) => h.set('X-Null', null),
        (h) => h.set('X-Undef', undefined),
        (h) => h.toJSON(true),
        (h) => h.toString(),
        (h) => [...h],
      ],
    ],
    [
      'normalize folds and formats names',
      [
        (h) => Object.assign(h, { 'x-dup': '1', 'X-DUP': '2', ' spaced ': 's' }),
        (h) => h.normalize(false).toJSON(),
        (h) => h.normalize(true).toJSON(),
      ],
    ],
    [
      'concat and from',
      [
        (h) => h.set('A', '1'),
        (h) => h.concat({ a: '2', B: '3' }, null, { c: '4' }).toJSON(),
        (h) => h.constructor === (h.constructor as typeof RealHeaders).from(h).constructor,
        (h) => Object.prototype.toString.call(h),
        (h) => h.getContentType(),
        (h) => h.setContentType('text/plain').hasContentType(),
      ],
    ],
  ];

  it.each(STEPS)('%s', (_name, steps) => {
    const real = new RealHeaders();
    const mine = new LiteHeaders() as unknown as RealHeaders;
    for (const step of steps) {
      const expected = step(real);
      expect(step(mine)).toEqual(expected instanceof RealHeaders ? expect.anything() : expected);
      expect(mine.toJSON()).toEqual(real.toJSON());
    }
  });
});
