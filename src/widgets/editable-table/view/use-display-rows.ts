import { useCallback, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { TableModel } from '../model';
import type { RowData } from '../types';
import type { DisplayRows } from './controller';
import { type SortState, sortedKeys } from './sort-rows';
import { useTableServices } from './table-services';
import {
  childrenFromResponse,
  isLoadingRowKey,
  rowHasChildren,
  type TreeState,
  treeDepth,
  treeDisplayKeys,
} from './tree-rows';

export type ExpandState = 'leaf' | 'collapsed' | 'expanded' | 'loading';

export interface TreeRows extends DisplayRows {
  isTree: boolean;
  depthOf(key: string): number;
  expandState(key: string): ExpandState;
  /** Opens or closes a tree row, loading its children on the first open. */
  toggle(key: string): void;
}

export interface TreeOptions {
  treeUrl?: string;
  treeParentKey?: string;
  /** A sorted column (plain tables only): the rows are shown in its order, the model keeps its own. */
  sort?: SortState | null;
  warn(text: string): void;
}

/**
 * The rows in display order. A plain table shows the model's rows as they are (no copy, no index),
 * or sorted by a column (re-sorted when rows come or go, not while a value is edited);
 * a tree table (`treeUrl`) shows each row's children under it once opened, loading them lazily by
 * GET of `treeUrl` with `{ [treeParentKey]: row key }` (default parentId), with a placeholder row
 * while they load.
 */
export function useDisplayRows(model: TableModel, options: TreeOptions): TreeRows {
  const { fetchChildren } = useTableServices();
  const keys = useSyncExternalStore(model.subscribeRows, model.getRowKeys);
  const [tree, setTree] = useState<TreeState>(() => ({ parentOf: new Map(), expanded: new Set(), loading: new Set() }));
  const loaded = useRef(new Set<string>());
  const latest = useRef({ options, tree, fetchChildren });
  latest.current = { options, tree, fetchChildren };
  const isTree = !!options.treeUrl;

  const sort = isTree ? null : (options.sort ?? null);
  const shown = useMemo(
    () => (isTree ? treeDisplayKeys(keys, tree) : sort ? sortedKeys(keys, model.getRow, sort) : keys),
    [isTree, keys, tree, sort, model],
  );
  const positions = useMemo(() => {
    if (shown === keys) return null;
    const map = new Map<string, number>();
    shown.forEach((key, index) => {
      map.set(key, index);
    });
    return map;
  }, [keys, shown]);

  const addChildren = useCallback(
    (parent: string, rows: RowData[]) => {
      const parentKeyField = latest.current.options.treeParentKey ?? 'parentId';
      const at = model.getRowIndex(parent);
      if (at < 0) return;
      const children = rows.map((row) => ({ ...row, [parentKeyField]: row[parentKeyField] ?? parent }));
      const added = model.addRows(children, { index: at + 1 });
      setTree((current) => {
        const parentOf = new Map(current.parentOf);
        for (const key of added) parentOf.set(key, parent);
        return { ...current, parentOf };
      });
    },
    [model],
  );

  const toggle = useCallback(
    (key: string) => {
      const { tree: current, options: opts, fetchChildren: fetch } = latest.current;
      if (current.loading.has(key)) return;
      if (current.expanded.has(key)) {
        setTree((state) => {
          const expanded = new Set(state.expanded);
          expanded.delete(key);
          return { ...state, expanded };
        });
        return;
      }
      const open = (loading: boolean) =>
        setTree((state) => {
          const expanded = new Set(state.expanded);
          const busy = new Set(state.loading);
          expanded.add(key);
          if (loading) busy.add(key);
          else busy.delete(key);
          return { ...state, expanded, loading: busy };
        });
      if (loaded.current.has(key)) {
        open(false);
        return;
      }
      const row = model.getRow(key);
      loaded.current.add(key);
      const inline = row?.children;
      if (Array.isArray(inline) && inline.length > 0) {
        addChildren(key, inline as RowData[]);
        open(false);
        return;
      }
      if (!opts.treeUrl) return;
      open(true);
      const field = opts.treeParentKey ?? 'parentId';
      const rowId = row?.[model.rowKey] ?? key;
      fetch(opts.treeUrl, { [field]: String(rowId) })
        .then((response) => {
          const children = childrenFromResponse(response);
          if (children.ok) addChildren(key, children.rows);
          else {
            loaded.current.delete(key);
            opts.warn(children.message);
          }
        })
        .catch(() => {
          // The request layer already told the user; a later click retries.
          loaded.current.delete(key);
        })
        .finally(() => {
          setTree((state) => {
            const busy = new Set(state.loading);
            busy.delete(key);
            const expanded = new Set(state.expanded);
            if (!loaded.current.has(key)) expanded.delete(key);
            return { ...state, loading: busy, expanded };
          });
        });
    },
    [model, addChildren],
  );

  return useMemo<TreeRows>(() => {
    const parents = new Set(tree.parentOf.values());
    const hasChildrenNow = (key: string) =>
      parents.has(key) || (!loaded.current.has(key) && rowHasChildren(model.getRow(key)));
    return {
      isTree,
      keys: shown,
      indexOf: positions ? (key) => positions.get(key) ?? -1 : (key) => model.getRowIndex(key),
      isPlaceholder: isTree ? isLoadingRowKey : () => false,
      depthOf: isTree ? (key) => treeDepth(key, tree.parentOf) : () => 0,
      expandState(key) {
        if (!isTree) return 'leaf';
        if (tree.loading.has(key)) return 'loading';
        if (!hasChildrenNow(key)) return 'leaf';
        return tree.expanded.has(key) ? 'expanded' : 'collapsed';
      },
      toggle,
    };
  }, [isTree, shown, positions, tree, model, toggle]);
}
