import { Dropdown, Menu, Radio } from '@arco-design/web-react';
import { IconDragDotVertical, IconLoading, IconMinus, IconPlus } from '@arco-design/web-react/icon';
import { useMemo, useState } from 'react';
import { throttleClick } from '../model';
import type { ColumnType } from '../types';
import { RowCheckbox } from './RowCheckbox';
import { useTableContext } from './table-context';
import type { ExpandState } from './use-display-rows';

export interface RowControlProps {
  type: ColumnType;
  rowKey: string;
  /** Position among the displayed rows. */
  displayIndex: number;
  selected: boolean;
  disabled: boolean;
  expand: ExpandState;
  /** The row's sub-table is open. */
  subTableOpen: boolean;
}

const MENU_UP = 'up';
const MENU_DOWN = 'down';
const MENU_INSERT = 'insert';

function DragHandle({ rowKey }: { rowKey: string }) {
  const { model, controller, drag, disabled, getPopupContainer } = useTableContext();
  const [open, setOpen] = useState(false);
  const onMenu = useMemo(
    () =>
      throttleClick((key: string) => {
        setOpen(false);
        if (key === MENU_UP) controller.moveUp(rowKey);
        else if (key === MENU_DOWN) controller.moveDown(rowKey);
        else if (key === MENU_INSERT) controller.insert(model.getRowIndex(rowKey) + 1);
      }),
    [model, controller, rowKey],
  );
  const handle = (
    <button
      type="button"
      className="et-drag-handle"
      aria-label="拖动排序"
      onPointerDown={(event) => drag.onPointerDown(event, rowKey, model.getRowIndex(rowKey))}
      onClick={() => {
        if (!drag.consumeClick()) setOpen(true);
      }}
    >
      <IconDragDotVertical />
    </button>
  );
  if (!open) return handle;
  return (
    <Dropdown
      popupVisible
      onVisibleChange={setOpen}
      trigger="click"
      getPopupContainer={getPopupContainer}
      droplist={
        <Menu onClickMenuItem={(key) => onMenu(key)}>
          <Menu.Item key={MENU_UP}>向上移</Menu.Item>
          <Menu.Item key={MENU_DOWN}>向下移</Menu.Item>
          {disabled ? null : <Menu.Item key={MENU_INSERT}>插入一行</Menu.Item>}
        </Menu>
      }
    >
      {handle}
    </Dropdown>
  );
}

/**
 * The structural cells a row draws itself: selection checkbox or radio, expand toggle (tree or
 * sub-table) and drag handle with its 向上移 / 向下移 / 插入一行 menu. `row-number` is the cells' own.
 */
export function RowControl({ type, rowKey, displayIndex, selected, disabled, expand, subTableOpen }: RowControlProps) {
  const { controller, toggleExpand, subTable } = useTableContext();
  switch (type) {
    case 'row-checkbox':
      return (
        <RowCheckbox
          label={`选择第 ${displayIndex + 1} 行`}
          checked={selected}
          disabled={disabled}
          onChange={(checked) => controller.select(rowKey, checked)}
        />
      );
    case 'row-radio':
      return (
        <Radio
          aria-label={`选择第 ${displayIndex + 1} 行`}
          checked={selected}
          disabled={disabled}
          onChange={(checked) => {
            if (checked) controller.selectOnly(rowKey);
          }}
        />
      );
    case 'row-expand': {
      if (!subTable && expand === 'leaf') return null;
      const open = subTable ? subTableOpen : expand === 'expanded';
      return (
        <button
          type="button"
          className="et-expand"
          aria-label={open ? '收起' : '展开'}
          aria-expanded={open}
          onClick={(event) => {
            event.stopPropagation();
            toggleExpand(rowKey);
          }}
        >
          {expand === 'loading' ? <IconLoading /> : open ? <IconMinus /> : <IconPlus />}
        </button>
      );
    }
    case 'row-drag-sort':
      // Keyed by row: a recycled row element must not carry another row's open menu.
      return <DragHandle key={rowKey} rowKey={rowKey} />;
    default:
      return null;
  }
}
