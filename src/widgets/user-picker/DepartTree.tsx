import { Tree } from '@arco-design/web-react';
import type { TreeDataType } from '@arco-design/web-react/es/Tree/interface';
import { useEffect, useState } from 'react';
import { getNotifier } from '../../core/http';
import type { PickerDepart, PickerServices } from './picker-services';

/** Tree node data carrying the department. */
export type DepartTreeNode = TreeDataType & { depart: PickerDepart; children?: DepartTreeNode[] };

function toNode(depart: PickerDepart): DepartTreeNode {
  return { key: depart.id, title: depart.title, isLeaf: depart.isLeaf, depart };
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

export function warnOf(error: unknown): void {
  getNotifier().warn(error instanceof Error && error.message ? error.message : '查询失败');
}

/**
 * The lazily loaded department tree: roots first, each node's children when it is expanded
 * (`queryDepartTreeSync?pid=`), as JeecgBoot does since large trees timed out.
 */
export function useLazyDepartTree(services: PickerServices, shopId: string | undefined, active: boolean) {
  const [treeData, setTreeData] = useState<DepartTreeNode[]>([]);
  useEffect(() => {
    if (!active) return;
    let live = true;
    services.departChildren(undefined, shopId).then((roots) => {
      if (live) setTreeData(roots.map(toNode));
    }, warnOf);
    return () => {
      live = false;
    };
  }, [services, shopId, active]);

  const loadMore = async (node: { props: { _key?: string; dataRef?: TreeDataType } }) => {
    const key = String(node.props._key ?? node.props.dataRef?.key ?? '');
    try {
      const children = (await services.departChildren(key, shopId)).map(toNode);
      setTreeData((current) => withChildren(current, key, children));
    } catch (error) {
      warnOf(error);
    }
  };
  return { treeData, loadMore };
}

export interface DepartTreeProps {
  services: PickerServices;
  shopId?: string;
  /** The department whose users are shown; undefined for all. */
  selected?: string;
  onSelect: (depart: PickerDepart | undefined) => void;
}

/** Left side of the 选择用户 modal: click a department to list its users, click it again for all. */
export function DepartTree({ services, shopId, selected, onSelect }: DepartTreeProps) {
  const { treeData, loadMore } = useLazyDepartTree(services, shopId, true);
  return (
    <Tree
      blockNode
      treeData={treeData}
      loadMore={loadMore}
      selectedKeys={selected ? [selected] : []}
      onSelect={(_keys, extra) => {
        const depart = (extra.node.props.dataRef as DepartTreeNode | undefined)?.depart;
        onSelect(depart && depart.id !== selected ? depart : undefined);
      }}
    />
  );
}
