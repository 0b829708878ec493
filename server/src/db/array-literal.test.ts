import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { arrayLiteral } from './array-literal';

const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as { prepareValue(value: unknown): unknown };

describe('arrayLiteral', () => {
  it('gives the literal pg itself sends for an array parameter', () => {
    const samples: unknown[][] = [
      [],
      ['a', 'b c', '', 'NULL', '{x}', 'a,b'],
      ['引号"与\\反斜杠', '\\"', '换\n行'],
      [1, -2.5, 1e21, 0, true, false],
      [null, 'x', undefined, null],
      [null, null],
      [new Date(Date.UTC(2024, 1, 29, 13, 45, 6, 7)), null, new Date(0)],
      [{ a: '"q"' }, ['n', 1]],
    ];
    for (const values of samples) expect(arrayLiteral(values)).toBe(prepareValue(values));
  });
});
