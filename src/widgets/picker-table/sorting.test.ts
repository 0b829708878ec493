import { describe, expect, it } from 'vitest';
import { stickyColumns } from './layout';
import { ariaSortOf, nextSorter } from './sorting';
import { scrollPositionOf } from './use-scroll-position';

describe('nextSorter', () => {
  it('cycles ascend, descend, none on one column and starts another column at ascend', () => {
    const first = nextSorter(undefined, 'name');
    expect(first).toEqual({ field: 'name', direction: 'ascend' });
    const second = nextSorter(first, 'name');
    expect(second).toEqual({ field: 'name', direction: 'descend' });
    const third = nextSorter(second, 'name');
    expect(third).toEqual({ field: 'name' });
    expect(nextSorter(third, 'name')).toEqual({ field: 'name', direction: 'ascend' });
    expect(nextSorter(second, 'age')).toEqual({ field: 'age', direction: 'ascend' });
  });

  it('names the state for aria-sort', () => {
    expect(ariaSortOf({ field: 'name', direction: 'ascend' }, 'name')).toBe('ascending');
    expect(ariaSortOf({ field: 'name', direction: 'descend' }, 'name')).toBe('descending');
    expect(ariaSortOf({ field: 'name', direction: 'descend' }, 'age')).toBe('none');
    expect(ariaSortOf(undefined, 'name')).toBe('none');
  });
});

describe('stickyColumns', () => {
  it('offsets the leading fixed columns by the widths before them, the selection column first', () => {
    const columns = [
      { title: 'a', fixed: 'left' as const, width: 64 },
      { title: 'b', fixed: 'left' as const, width: 80 },
      { title: 'c', fixed: 'left' as const },
    ];
    expect(stickyColumns(columns, false).columns).toEqual([
      { left: 0, last: false },
      { left: 64, last: false },
      { left: 144, last: true },
    ]);
    const withSelection = stickyColumns(columns.slice(0, 1), true);
    expect(withSelection.selection).toEqual({ left: 0, last: false });
    expect(withSelection.columns).toEqual([{ left: 40, last: true }]);
    expect(stickyColumns([{ title: 'x' }, { title: 'y', fixed: 'left' as const }], true)).toEqual({
      columns: [undefined, undefined],
    });
  });
});

describe('scrollPositionOf', () => {
  it('tells no overflow, the left end, the middle and the right end apart', () => {
    expect(scrollPositionOf({ scrollLeft: 0, scrollWidth: 300, clientWidth: 300 })).toBe('both');
    expect(scrollPositionOf({ scrollLeft: 0, scrollWidth: 600, clientWidth: 300 })).toBe('left');
    expect(scrollPositionOf({ scrollLeft: 100, scrollWidth: 600, clientWidth: 300 })).toBe('middle');
    expect(scrollPositionOf({ scrollLeft: 300, scrollWidth: 600, clientWidth: 300 })).toBe('right');
  });
});
