import type { TreeDataType } from '@arco-design/web-react/es/Tree/interface';
import { useState } from 'react';
import { useLoad } from '../shared/use-load';
import type { PickerServices } from './services';
import type { PickerDepart } from './types';
import { warnOf } from './warn';

/** Tree node data carrying the department. */
export type DepartTreeNode = TreeDataType & { depart: PickerDepart; children?: DepartTreeNode[] };

/** @example departNode({ id: 'd1', title: '总部', parentId: null, isLeaf: true }) // { key: 'd1', title: '总部', isLeaf: true, depart } */
export function departNode(depart: PickerDepart, isLeaf = depart.isLeaf): DepartTreeNode {
  return { key: depart.id, title: depart.title, isLeaf, depart };
}

function withChildren(nodes: DepartTreeNode[], key: string, children: DepartTreeNode[]): DepartTreeNode[] {
  return nodes.map((node) =>
    node.key === key
      ? { ...node, children, isLeaf: children.length === 0 }
      : node.children
        ? { ...node, children: withChildren(node.children, key, children) }
        : node,
  );
}

/**
 * The lazily loaded department tree: roots first, each node's children when it is expanded
 * (`queryDepartTreeSync?pid=`), as JeecgBoot does since large trees timed out.
 *
 * @example const { treeData, loadMore } = useLazyDepartTree(services, shopId, visible);
 */
export function useLazyDepartTree(services: PickerServices, shopId: string | undefined, active: boolean) {
  const { departChildren } = services;
  const [treeData, setTreeData] = useState<DepartTreeNode[]>([]);
  useLoad(active ? [departChildren, shopId] : null, () => departChildren(undefined, shopId), {
    onData: (roots) => setTreeData(roots.map((depart) => departNode(depart))),
    onError: warnOf,
  });

  const loadMore = async (node: { props: { _key?: string; dataRef?: TreeDataType } }) => {
    const key = String(node.props._key ?? node.props.dataRef?.key ?? '');
    try {
      const children = (await departChildren(key, shopId)).map((depart) => departNode(depart));
      setTreeData((current) => withChildren(current, key, children));
    } catch (error) {
      warnOf(error);
    }
  };
  return { treeData, loadMore };
}
