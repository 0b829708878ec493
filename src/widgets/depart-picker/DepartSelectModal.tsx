import { Empty, Input, Modal, Tag, Tree } from '@arco-design/web-react';
import { useRef, useState } from 'react';
import {
  type DepartTreeNode,
  type PickerDepart,
  type PickerServices,
  useLazyDepartTree,
  useModalChoice,
  warnOf,
} from '../user-picker';

/** Width of the 选择部门 modal (docs/widgets-spec.md §2). */
export const DEPART_SELECT_MODAL_WIDTH = 500;
export const DEPART_SELECT_MODAL_TITLE = '选择部门';

export interface DepartSelectModalProps {
  visible: boolean;
  multiple: boolean;
  /** id -> title chosen so far. */
  initial: ReadonlyMap<string, string>;
  services: PickerServices;
  shopId?: string;
  onOk: (chosen: Map<string, string>) => void;
  onCancel: () => void;
  getPopupContainer?: () => HTMLElement;
}

/**
 * 选择部门: a checkable department tree whose children load when expanded, and a search box that
 * lists matching departments (server search, so unloaded branches are found too). Each department is
 * checked on its own; the choice is kept by id whatever the tree or the search shows.
 */
export function DepartSelectModal({
  visible,
  multiple,
  initial,
  services,
  shopId,
  onOk,
  onCancel,
  getPopupContainer,
}: DepartSelectModalProps) {
  const { treeData, loadMore } = useLazyDepartTree(services, shopId, visible);
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<DepartTreeNode[] | null>(null);
  const [chosen, setChosen] = useModalChoice(visible, initial);

  // Answers to an older search, or arriving after the box was cleared, are dropped.
  const searchSeq = useRef(0);
  const search = (text: string) => {
    searchSeq.current += 1;
    const seq = searchSeq.current;
    const trimmed = text.trim();
    if (!trimmed) {
      setFound(null);
      return;
    }
    services.searchDeparts(trimmed, shopId).then((departs: PickerDepart[]) => {
      if (seq !== searchSeq.current) return;
      setFound(departs.map((depart) => ({ key: depart.id, title: depart.title, isLeaf: true, depart })));
    }, warnOf);
  };

  const toggle = (node: DepartTreeNode | undefined, on: boolean) => {
    if (!node) return;
    setChosen((current) => {
      const next = multiple ? new Map(current) : new Map<string, string>();
      if (on) next.set(node.depart.id, node.depart.title);
      else next.delete(node.depart.id);
      return next;
    });
  };
  const remove = (id: string) =>
    setChosen((current) => {
      const next = new Map(current);
      next.delete(id);
      return next;
    });

  const shown = found ?? treeData;
  return (
    <Modal
      title={DEPART_SELECT_MODAL_TITLE}
      visible={visible}
      style={{ width: DEPART_SELECT_MODAL_WIDTH, maxWidth: '100%' }}
      getPopupContainer={getPopupContainer}
      onOk={() => onOk(chosen)}
      onCancel={onCancel}
      unmountOnExit
    >
      <Input.Search
        allowClear
        placeholder="请输入部门名称"
        value={keyword}
        onChange={(text) => {
          setKeyword(text);
          if (!text) search('');
        }}
        onSearch={search}
        style={{ marginBottom: 12 }}
      />
      <section aria-label="部门" style={{ maxHeight: 400, overflow: 'auto' }}>
        {found && found.length === 0 ? (
          <Empty description="没有查询到任何数据" />
        ) : (
          <Tree
            blockNode
            checkable
            checkStrictly
            treeData={shown}
            loadMore={found ? undefined : loadMore}
            checkedKeys={[...chosen.keys()]}
            onCheck={(_keys, extra) => toggle(extra.node?.props.dataRef as DepartTreeNode | undefined, extra.checked)}
            onSelect={(_keys, extra) => {
              const node = extra.node?.props.dataRef as DepartTreeNode | undefined;
              if (node) toggle(node, !chosen.has(node.depart.id));
            }}
            selectedKeys={[]}
          />
        )}
      </section>
      <section aria-label="已选部门" style={{ marginTop: 12 }}>
        <span>已选择 {chosen.size} 项</span>
        {[...chosen].map(([id, title]) => (
          <Tag key={id} closable onClose={() => remove(id)} style={{ marginLeft: 8 }}>
            {title}
          </Tag>
        ))}
      </section>
    </Modal>
  );
}
