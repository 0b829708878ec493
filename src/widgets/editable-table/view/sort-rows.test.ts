import { describe, expect, it } from 'vitest';
import { compareCells, nextSort, sortedKeys } from './sort-rows';

const rows: Record<string, Record<string, unknown>> = {
  a: { qty: '10', name: 'b' },
  b: { qty: 9, name: 'a' },
  c: { qty: '', name: 'c' },
  d: { qty: '9', name: 'd' },
};
const column = { key: 'qty', title: '数量', type: 'inputNumber' as const, sorter: true };

describe('sortedKeys', () => {
  it('orders numbers by value, keeps ties stable and empties last', () => {
    expect(sortedKeys(['a', 'b', 'c', 'd'], (key) => rows[key], { column, order: 'ascend' })).toEqual([
      'b',
      'd',
      'a',
      'c',
    ]);
    expect(sortedKeys(['a', 'b', 'c', 'd'], (key) => rows[key], { column, order: 'descend' })).toEqual([
      'a',
      'b',
      'd',
      'c',
    ]);
  });

  it('uses a custom sorter', () => {
    const byName = {
      ...column,
      sorter: (x: Record<string, unknown>, y: Record<string, unknown>) => compareCells(x.name, y.name),
    };
    expect(sortedKeys(['a', 'b', 'c'], (key) => rows[key], { column: byName, order: 'ascend' })).toEqual([
      'b',
      'a',
      'c',
    ]);
  });

  it('cycles ascending, descending, none', () => {
    const first = nextSort(null, column);
    expect(first?.order).toBe('ascend');
    expect(nextSort(first, column)?.order).toBe('descend');
    expect(nextSort(nextSort(first, column), column)).toBeNull();
  });
});
