import { Spin, Tree } from '@arco-design/web-react';
import { useMemo } from 'react';
import type { PickerDepartNode } from './types';
import { departTreeKeys, filterDepartTree } from './use-whole-depart-tree';

export interface WholeDepartChoiceTreeProps {
  /** The whole tree; `null` while it loads. */
  roots: PickerDepartNode[] | null;
  /** Shows the matching departments with their ancestors, all expanded. */
  keyword: string;
  multiple: boolean;
  chosen: readonly string[];
  onChoose: (keys: string[]) => void;
}

/**
 * The tree of the compact 选择部门 modal (table cells): filtered as the user types, expanded; many
 * departments ticked (parent and child independent, like JeecgBoot's default 取消关联), or one selected.
 *
 * @example <WholeDepartChoiceTree roots={roots} keyword={keyword} multiple={false} chosen={['d1']} onChoose={setChosen} />
 */
export function WholeDepartChoiceTree({ roots, keyword, multiple, chosen, onChoose }: WholeDepartChoiceTreeProps) {
  const shown = useMemo(() => filterDepartTree(roots ?? [], keyword), [roots, keyword]);
  if (roots === null) return <Spin />;
  if (shown.length === 0) return <div className="et-picker-empty">暂无数据</div>;
  return (
    <Tree
      key={keyword}
      treeData={shown}
      fieldNames={{ key: 'key', title: 'title', children: 'children' }}
      defaultExpandedKeys={departTreeKeys(shown)}
      checkable={multiple}
      checkStrictly
      checkedKeys={multiple ? [...chosen] : []}
      selectedKeys={multiple ? [] : [...chosen]}
      onCheck={(keys) => onChoose(keys)}
      onSelect={(keys) => {
        if (multiple) {
          const key = keys[0];
          if (key) onChoose(chosen.includes(key) ? chosen.filter((k) => k !== key) : [...chosen, key]);
        } else onChoose(keys.slice(0, 1));
      }}
    />
  );
}
