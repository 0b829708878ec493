import type { Row } from '../../list-page';

/** A category row of the tree table; `children` is [] until a branch is expanded and loaded. */
export type CategoryRow = Row & { id: string; children?: CategoryRow[] };

/**
 * Rows of rootList/childList as tree-table rows: a branch (hasChild '1') gets an empty `children`
 * list, so the table shows its expand button before its children are loaded.
 *
 * @example toCategoryRows([{ id: 'a', hasChild: '1' }, { id: 'b', hasChild: '0' }]) // [{ id: 'a', hasChild: '1', children: [] }, { id: 'b', hasChild: '0' }]
 */
export function toCategoryRows(rows: readonly Row[]): CategoryRow[] {
  return rows.map((row) => {
    const base = { ...row, id: String(row.id) };
    return String(row.hasChild) === '1' ? { ...base, children: [] } : base;
  });
}

/**
 * The tree with `children` set below the row `id` (anywhere in the tree); an empty list turns the
 * row into a leaf.
 *
 * @example withChildren(rows, 'a', [{ id: 'c' }])
 */
export function withChildren(rows: readonly CategoryRow[], id: string, children: CategoryRow[]): CategoryRow[] {
  return rows.map((row) => {
    if (row.id === id) {
      const { children: _old, ...rest } = row;
      return children.length ? { ...rest, children } : rest;
    }
    return row.children?.length ? { ...row, children: withChildren(row.children, id, children) } : row;
  });
}
