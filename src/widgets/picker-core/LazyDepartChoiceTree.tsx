import type { TreeProps } from '@arco-design/web-react';
import { Empty, Tree } from '@arco-design/web-react';
import type { PickerDepart } from './types';
import type { DepartTreeNode } from './use-lazy-depart-tree';

export interface LazyDepartChoiceTreeProps {
  /** The lazy tree, or the departments a search found. */
  treeData: DepartTreeNode[];
  /** `treeData` is a search answer (no lazy loading; none found: 没有查询到任何数据). */
  searching: boolean;
  loadMore: TreeProps['loadMore'];
  chosen: ReadonlyMap<string, string>;
  onToggle: (depart: PickerDepart, on: boolean) => void;
}

/**
 * The tree of the 选择部门 modal: every department checkable on its own (a click on its title toggles
 * it too), children loaded when expanded.
 *
 * @example <LazyDepartChoiceTree treeData={treeData} searching={false} loadMore={loadMore} chosen={chosen} onToggle={toggle} />
 */
export function LazyDepartChoiceTree({ treeData, searching, loadMore, chosen, onToggle }: LazyDepartChoiceTreeProps) {
  const departOf = (node: { props: { dataRef?: unknown } } | undefined) =>
    (node?.props.dataRef as DepartTreeNode | undefined)?.depart;
  return (
    <section aria-label="部门" style={{ maxHeight: 400, overflow: 'auto' }}>
      {searching && treeData.length === 0 ? (
        <Empty description="没有查询到任何数据" />
      ) : (
        <Tree
          blockNode
          checkable
          checkStrictly
          treeData={treeData}
          loadMore={searching ? undefined : loadMore}
          checkedKeys={[...chosen.keys()]}
          onCheck={(_keys, extra) => {
            const depart = departOf(extra.node);
            if (depart) onToggle(depart, extra.checked);
          }}
          onSelect={(_keys, extra) => {
            const depart = departOf(extra.node);
            if (depart) onToggle(depart, !chosen.has(depart.id));
          }}
          selectedKeys={[]}
        />
      )}
    </section>
  );
}
