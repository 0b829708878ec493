import { Input, Modal, Spin, Tree } from '@arco-design/web-react';
import { useEffect, useMemo, useState } from 'react';
import { getNotifier } from '../../../../core/http';
import type { PickerDepart } from './picker-api';

/** Department picker width (docs/widgets-spec.md §2). */
export const DEPART_PICKER_WIDTH = 500;

/** The nodes whose title contains `keyword`, with their ancestors (all nodes for a blank keyword). */
export function filterDepartTree(nodes: readonly PickerDepart[], keyword: string): PickerDepart[] {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return [...nodes];
  const out: PickerDepart[] = [];
  for (const node of nodes) {
    const children = filterDepartTree(node.children ?? [], needle);
    if (node.title.toLowerCase().includes(needle) || children.length > 0) {
      out.push({ ...node, ...(children.length ? { children } : { children: undefined }) });
    }
  }
  return out;
}

function allKeys(nodes: readonly PickerDepart[]): string[] {
  return nodes.flatMap((node) => [node.key, ...allKeys(node.children ?? [])]);
}

function titleIndex(nodes: readonly PickerDepart[], into = new Map<string, string>()): Map<string, string> {
  for (const node of nodes) {
    into.set(node.key, node.title);
    titleIndex(node.children ?? [], into);
  }
  return into;
}

export interface DepartPickerModalProps {
  visible: boolean;
  multiple: boolean;
  initial: readonly string[];
  load: () => Promise<PickerDepart[]>;
  onOk: (chosen: Map<string, string>) => void;
  onCancel: () => void;
  getPopupContainer?: () => HTMLElement;
}

/**
 * The department tree, searchable by name, with one or many departments ticked (parent and child
 * independent, like JeecgBoot's default 取消关联).
 */
export function DepartPickerModal({
  visible,
  multiple,
  initial,
  load,
  onOk,
  onCancel,
  getPopupContainer,
}: DepartPickerModalProps) {
  const [roots, setRoots] = useState<PickerDepart[] | null>(null);
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<string[]>([...initial]);

  useEffect(() => {
    if (visible) setChosen([...initial]);
  }, [visible, initial]);

  useEffect(() => {
    if (!visible || roots) return;
    let live = true;
    load().then(
      (tree) => live && setRoots(tree),
      (error: unknown) => {
        if (!live) return;
        setRoots([]);
        getNotifier().warn(error instanceof Error && error.message ? error.message : '查询失败');
      },
    );
    return () => {
      live = false;
    };
  }, [visible, roots, load]);

  const shown = useMemo(() => filterDepartTree(roots ?? [], keyword), [roots, keyword]);
  const titles = useMemo(() => titleIndex(roots ?? []), [roots]);

  return (
    <Modal
      title="选择部门"
      visible={visible}
      style={{ width: DEPART_PICKER_WIDTH }}
      getPopupContainer={getPopupContainer}
      onOk={() => onOk(new Map(chosen.map((key) => [key, titles.get(key) ?? key])))}
      onCancel={onCancel}
      unmountOnExit
    >
      <Input.Search
        allowClear
        placeholder="请输入部门名称"
        value={keyword}
        onChange={setKeyword}
        style={{ marginBottom: 12 }}
      />
      {roots === null ? (
        <Spin />
      ) : shown.length === 0 ? (
        <div className="et-picker-empty">暂无数据</div>
      ) : (
        <Tree
          key={keyword}
          treeData={shown}
          fieldNames={{ key: 'key', title: 'title', children: 'children' }}
          defaultExpandedKeys={allKeys(shown)}
          checkable={multiple}
          checkStrictly
          checkedKeys={multiple ? chosen : []}
          selectedKeys={multiple ? [] : chosen}
          onCheck={(keys) => setChosen(keys)}
          onSelect={(keys) => {
            if (multiple) {
              const key = keys[0];
              if (key)
                setChosen((current) => (current.includes(key) ? current.filter((k) => k !== key) : [...current, key]));
            } else setChosen(keys.slice(0, 1));
          }}
        />
      )}
    </Modal>
  );
}
