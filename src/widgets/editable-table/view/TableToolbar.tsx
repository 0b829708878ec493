import { Button, Popconfirm, Space } from '@arco-design/web-react';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';
import { useMemo, useSyncExternalStore } from 'react';
import { removeConfirmText, type TableModel, type ToolbarVisibility, throttleClick } from '../model';
import type { TableController } from './controller';

export interface TableToolbarProps {
  model: TableModel;
  controller: TableController;
  /** Which buttons the permission prefix, the toolbar codes and the disabled flag leave. */
  visible: ToolbarVisibility;
  collapsed: boolean;
  onToggleCollapsed(): void;
  /** Model index a toolbar insert goes to (below the active row, else the top). */
  insertIndex(): number;
  getPopupContainer: (() => HTMLElement) | undefined;
}

/**
 * The toolbar: 新增, 插入一行, 删除 (confirming how many rows go), 清空选择 and 展开 / 收起. Every
 * button drops clicks repeated within 300 ms; insert itself allows one row per 1500 ms.
 */
export function TableToolbar({
  model,
  controller,
  visible,
  collapsed,
  onToggleCollapsed,
  insertIndex,
  getPopupContainer,
}: TableToolbarProps) {
  const selected = useSyncExternalStore(model.subscribeSelection, model.getSelectedKeys);
  const handlers = useMemo(
    () => ({
      add: throttleClick(() => controller.add({ activate: true })),
      insert: throttleClick(() => controller.insert(insertIndex())),
      remove: throttleClick(() => controller.removeSelected()),
      clear: throttleClick(() => controller.clearSelection()),
      collapse: throttleClick(onToggleCollapsed),
    }),
    [controller, insertIndex, onToggleCollapsed],
  );
  return (
    <div className="et-toolbar" role="toolbar">
      <Space wrap>
        {visible.add ? (
          <Button type="primary" icon={<IconPlus />} onClick={() => handlers.add()}>
            新增
          </Button>
        ) : null}
        {visible.add ? <Button onClick={() => handlers.insert()}>插入一行</Button> : null}
        {visible.remove ? (
          <Popconfirm
            title={removeConfirmText(selected.length)}
            disabled={selected.length === 0}
            getPopupContainer={getPopupContainer}
            onOk={() => {
              handlers.remove();
            }}
          >
            <Button status="danger" icon={<IconDelete />} disabled={selected.length === 0}>
              删除
            </Button>
          </Popconfirm>
        ) : null}
        {visible.clearSelection ? (
          <Button disabled={selected.length === 0} onClick={() => handlers.clear()}>
            清空选择
          </Button>
        ) : null}
        <Button type="text" onClick={() => handlers.collapse()}>
          {collapsed ? '展开' : '收起'}
        </Button>
        {selected.length > 0 ? <span className="et-toolbar-info">已选择 {selected.length} 项</span> : null}
      </Space>
    </div>
  );
}
