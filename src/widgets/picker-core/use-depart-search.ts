import { useRef, useState } from 'react';
import type { PickerServices } from './services';
import { type DepartTreeNode, departNode } from './use-lazy-depart-tree';
import { warnOf } from './warn';

/**
 * The server search of the 选择部门 modal (so unloaded branches are found too): `found` holds the
 * matching departments as leaf nodes, or `null` when no search is shown. Answers to an older search, or
 * arriving after the box was cleared, are dropped.
 *
 * @example const { found, search } = useDepartSearch(services.searchDeparts, shopId);
 */
export function useDepartSearch(searchDeparts: PickerServices['searchDeparts'], shopId: string | undefined) {
  const [found, setFound] = useState<DepartTreeNode[] | null>(null);
  const searchSeq = useRef(0);
  const search = (text: string) => {
    searchSeq.current += 1;
    const seq = searchSeq.current;
    const trimmed = text.trim();
    if (!trimmed) {
      setFound(null);
      return;
    }
    searchDeparts(trimmed, shopId).then((departs) => {
      if (seq !== searchSeq.current) return;
      setFound(departs.map((depart) => departNode(depart, true)));
    }, warnOf);
  };
  return { found, search };
}
