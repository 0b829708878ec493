import { describe, expect, it } from 'vitest';
import { unwrapTextFilter, wrapTextFilter } from './text-filter';

describe('text filter', () => {
  it('wraps by mode', () => {
    expect(wrapTextFilter('张', 'like')).toBe('*张*');
    expect(wrapTextFilter('x', 'ne')).toBe('!x');
    expect(wrapTextFilter('10', 'ge')).toBe('>=10');
    expect(wrapTextFilter('10', 'le')).toBe('<=10');
    expect(wrapTextFilter('x', 'eq')).toBe('x');
    expect(wrapTextFilter('x')).toBe('x');
  });

  it('leaves empty text empty', () => {
    expect(wrapTextFilter('', 'like')).toBe('');
    expect(wrapTextFilter(undefined, 'ne')).toBe('');
  });

  it('unwraps for display, leaving foreign text alone', () => {
    expect(unwrapTextFilter('*张*', 'like')).toBe('张');
    expect(unwrapTextFilter('>=10', 'ge')).toBe('10');
    expect(unwrapTextFilter('10', 'ge')).toBe('10');
    expect(unwrapTextFilter('*', 'like')).toBe('*');
  });
});
