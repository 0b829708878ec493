import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useRemote } from '../../shared/data/use-remote';
import { CHILDREN_URL, loadChildren, loadRoots, ROOTS_URL } from './category-api';
import { type CategoryRow, withChildren } from './category-rows';
import { showLoadFailure } from './show-load-failure';

export interface CategoryTree {
  /** The page of roots with the children of every open branch below them. */
  rows: CategoryRow[];
  total: number;
  loading: boolean;
  /** Loads the children of a branch about to open (always asked again); rejects when that fails. */
  loadBranch: (id: string) => Promise<void>;
  /** After a write: the roots and every open branch again. */
  reload: () => Promise<void>;
}

const childrenKey = (id: string) => [CHILDREN_URL, id];

/**
 * The category dictionary as a tree table: one page of roots (`rootList`, a failure shown) and the
 * children (`childList`) of each branch in `expanded`, in the order they were opened. A branch is loaded
 * when it opens (`loadBranch`) and again after a write (`reload`), never behind the user's back; a branch
 * whose children fail to load shows as a leaf.
 *
 * @example const tree = useCategoryTree(pageNo, pageSize, name, expanded);
 */
export function useCategoryTree(
  pageNo: number,
  pageSize: number,
  name: string,
  expanded: readonly string[],
): CategoryTree {
  const queryClient = useQueryClient();
  const roots = useRemote([ROOTS_URL, pageNo, pageSize, name], (signal) =>
    showLoadFailure(loadRoots(pageNo, pageSize, name, signal), signal),
  );
  const branches = useQueries({
    queries: expanded.map((id) => ({
      queryKey: childrenKey(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => loadChildren(id, signal),
      staleTime: Infinity,
    })),
  });

  let rows = roots.data?.rows ?? [];
  expanded.forEach((id, index) => {
    const branch = branches[index];
    if (branch?.data) rows = withChildren(rows, id, branch.data);
    else if (branch?.isError) rows = withChildren(rows, id, []);
  });

  const loadBranch = useCallback(
    async (id: string) => {
      await queryClient.fetchQuery({ queryKey: childrenKey(id), queryFn: ({ signal }) => loadChildren(id, signal) });
    },
    [queryClient],
  );
  const reload = useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [ROOTS_URL] }),
      queryClient.invalidateQueries({ queryKey: [CHILDREN_URL] }),
    ]);
  }, [queryClient]);

  return {
    rows,
    total: roots.data?.total ?? 0,
    loading: roots.loading || branches.some((branch) => branch.isFetching),
    loadBranch,
    reload,
  };
}
