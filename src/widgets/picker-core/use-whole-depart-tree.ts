import { useMemo, useState } from 'react';
import { useLoad } from '../shared/use-load';
import type { PickerDepartNode } from './types';
import { warnOf } from './warn';

/**
 * The nodes whose title contains `keyword`, with their ancestors (all nodes for a blank keyword).
 *
 * @example filterDepartTree(roots, '华南') // [总部 > [华南分部]]
 */
export function filterDepartTree(nodes: readonly PickerDepartNode[], keyword: string): PickerDepartNode[] {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return [...nodes];
  const out: PickerDepartNode[] = [];
  for (const node of nodes) {
    const children = filterDepartTree(node.children ?? [], needle);
    if (node.title.toLowerCase().includes(needle) || children.length > 0) {
      out.push({ ...node, ...(children.length ? { children } : { children: undefined }) });
    }
  }
  return out;
}

/** @example departTreeKeys(roots) // ['d1', 'd2', 'd3'] */
export function departTreeKeys(nodes: readonly PickerDepartNode[]): string[] {
  return nodes.flatMap((node) => [node.key, ...departTreeKeys(node.children ?? [])]);
}

function titleIndex(nodes: readonly PickerDepartNode[], into = new Map<string, string>()): Map<string, string> {
  for (const node of nodes) {
    into.set(node.key, node.title);
    titleIndex(node.children ?? [], into);
  }
  return into;
}

/**
 * The whole department tree, loaded the first time `active` is on and kept (`null` until it answered;
 * empty after a failure, which is shown), with its titles by key.
 *
 * @example const { roots, titles } = useWholeDepartTree(services.departTree, shopId, visible);
 */
export function useWholeDepartTree(
  load: (shopId?: string) => Promise<PickerDepartNode[]>,
  shopId: string | undefined,
  active: boolean,
) {
  const [roots, setRoots] = useState<PickerDepartNode[] | null>(null);
  useLoad(active && !roots ? [load, shopId] : null, () => load(shopId), {
    onData: setRoots,
    onError: (error) => {
      setRoots([]);
      warnOf(error);
    },
  });
  const titles = useMemo(() => titleIndex(roots ?? []), [roots]);
  return { roots, titles };
}
