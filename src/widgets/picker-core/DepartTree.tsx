import { Tree } from '@arco-design/web-react';
import type { PickerServices } from './services';
import type { PickerDepart } from './types';
import { type DepartTreeNode, useLazyDepartTree } from './use-lazy-depart-tree';

export interface DepartTreeProps {
  services: PickerServices;
  shopId?: string;
  /** The department whose users are shown; undefined for all. */
  selected?: string;
  onSelect: (depart: PickerDepart | undefined) => void;
}

/**
 * Left side of the 选择用户 modal: click a department to list its users, click it again for all.
 *
 * @example <DepartTree services={services} selected={departId} onSelect={(depart) => setDepartId(depart?.id)} />
 */
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
