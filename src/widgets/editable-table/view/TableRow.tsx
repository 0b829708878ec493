// biome-ignore-all lint/a11y/useSemanticElements: an ARIA grid of divs; virtualised rows and columns cannot be table elements.
// biome-ignore-all lint/a11y/useFocusableInteractive: the grid itself holds the focus (one tab stop); cells are reached with the arrow keys.
import { memo, type ReactNode, useCallback, useSyncExternalStore } from 'react';
import { cellFor } from '../cells/registry';
import type { ColumnLayout, LaidColumn } from './column-layout';
import { RowControl } from './RowControls';
import { useTableContext } from './table-context';
import type { ExpandState } from './use-display-rows';
import { cellClass, cellStyle, ValueCell } from './ValueCell';
import { windowCells } from './window-cells';

export interface TableRowProps {
  /** Element id (the body lists the rows in visual order by id in `aria-owns`). */
  id: string;
  rowKey: string;
  displayIndex: number;
  layout: ColumnLayout;
  /** Scrolling columns to draw: `layout.center[colStart … colEnd)`. */
  colStart: number;
  colEnd: number;
  activeColumn: string | null;
  editingColumn: string | null;
  autoFocus: boolean;
  /** Grid-column range of the selection crossing this row (-1: none). */
  rangeFrom: number;
  rangeTo: number;
  depth: number;
  expand: ExpandState;
  subTableOpen: boolean;
  dragging: boolean;
  /** The tree toggle goes in the first value column (no row-expand column). */
  inlineToggle: boolean;
}

const TREE_INDENT = 16;
const NOOP = () => {};

function TreePrefix({
  depth,
  expand,
  rowKey,
  toggle,
}: {
  depth: number;
  expand: ExpandState;
  rowKey: string;
  toggle: boolean;
}) {
  const { toggleExpand } = useTableContext();
  return (
    <span className="et-tree-indent" style={{ width: depth * TREE_INDENT + (toggle ? 24 : 0) }}>
      {toggle && expand !== 'leaf' ? (
        <button
          type="button"
          className="et-expand"
          aria-label={expand === 'expanded' ? '收起' : '展开'}
          aria-expanded={expand === 'expanded'}
          style={{ marginLeft: depth * TREE_INDENT }}
          onClick={(event) => {
            event.stopPropagation();
            toggleExpand(rowKey);
          }}
        >
          {expand === 'expanded' ? '−' : expand === 'loading' ? '…' : '+'}
        </button>
      ) : null}
    </span>
  );
}

/**
 * One row, subscribed to its own version in the model: editing a cell re-renders this row and no
 * other. Only the fixed columns and the scrolling columns in view are drawn.
 */
export const TableRow = memo(function TableRow(props: TableRowProps) {
  const { rowKey, displayIndex, layout, colStart, colEnd, activeColumn, editingColumn, rangeFrom, rangeTo } = props;
  const { model, rowHeight } = useTableContext();
  const subscribe = useCallback((listener: () => void) => model.subscribeRow(rowKey, listener), [model, rowKey]);
  useSyncExternalStore(subscribe, () => model.getRowVersion(rowKey));
  const row = model.getRow(rowKey);
  if (!row) return null;
  const selected = model.isSelected(rowKey);
  const disabled = model.isRowDisabled(rowKey);
  const firstGridKey = layout.grid[0]?.key;

  const renderCell = (laid: LaidColumn): ReactNode => {
    const { column } = laid;
    if (laid.structural) {
      let content: ReactNode;
      if (column.type === 'row-number') {
        const RowNumber = cellFor('row-number');
        content = (
          <RowNumber
            column={column}
            row={row}
            rowKey={rowKey}
            rowIndex={displayIndex}
            value={undefined}
            editing={false}
            disabled
            onChange={NOOP}
            onCommit={NOOP}
            onCancel={NOOP}
          />
        );
      } else {
        content = (
          <RowControl
            type={column.type}
            rowKey={rowKey}
            displayIndex={displayIndex}
            selected={selected}
            disabled={disabled}
            expand={props.expand}
            subTableOpen={props.subTableOpen}
          />
        );
      }
      return (
        <div key={column.key} className={cellClass('et-td et-center', laid)} style={cellStyle(laid)} role="gridcell">
          {content}
        </div>
      );
    }
    const active = activeColumn === column.key;
    const inRange = rangeFrom >= 0 && laid.gridIndex >= rangeFrom && laid.gridIndex <= rangeTo;
    const isFirst = column.key === firstGridKey;
    return (
      <ValueCell
        key={column.key}
        laid={laid}
        rowKey={rowKey}
        row={row}
        displayIndex={displayIndex}
        active={active}
        inRange={inRange}
        editing={editingColumn === column.key}
        autoFocus={props.autoFocus}
        rowDisabled={disabled}
        error={model.getError(rowKey, column.key)}
        prefix={
          isFirst && (props.depth > 0 || props.inlineToggle) ? (
            <TreePrefix depth={props.depth} expand={props.expand} rowKey={rowKey} toggle={props.inlineToggle} />
          ) : undefined
        }
      />
    );
  };

  let className = 'et-tr';
  if (selected) className += ' et-selected';
  if (props.dragging) className += ' et-dragging';
  return (
    <div
      id={props.id}
      className={className}
      role="row"
      aria-rowindex={displayIndex + 2}
      data-row-key={rowKey}
      style={{ transform: `translateY(${displayIndex * rowHeight}px)`, height: rowHeight, width: layout.totalWidth }}
    >
      {windowCells(layout, colStart, colEnd, renderCell)}
    </div>
  );
});

/** The placeholder row under a tree parent whose children are loading. */
export function LoadingRow({ id, displayIndex, width }: { id: string; displayIndex: number; width: number }) {
  const { rowHeight } = useTableContext();
  return (
    <div
      id={id}
      className="et-tr et-tree-loading"
      role="row"
      style={{ transform: `translateY(${displayIndex * rowHeight}px)`, height: rowHeight, width }}
    >
      <div className="et-td et-loading" style={{ width: '100%' }}>
        加载中...
      </div>
    </div>
  );
}
