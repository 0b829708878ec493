// biome-ignore-all lint/a11y/useSemanticElements: an ARIA grid of divs; virtualised rows and columns cannot be table elements.
// biome-ignore-all lint/a11y/useFocusableInteractive: the grid itself holds the focus (one tab stop); cells are reached with the arrow keys.
import { Tooltip } from '@arco-design/web-react';
import { type CSSProperties, type ReactNode, useRef, useState } from 'react';
import { cellFor } from '../cells/registry';
import { EDITABLE_TABLE_DEFAULTS, type RowData } from '../types';
import type { LaidColumn } from './column-layout';
import { useTableContext } from './table-context';

export interface ValueCellProps {
  laid: LaidColumn;
  rowKey: string;
  row: RowData;
  displayIndex: number;
  active: boolean;
  inRange: boolean;
  /** This cell is the one in edit mode (with alwaysEdit every editable cell draws its editor). */
  editing: boolean;
  autoFocus: boolean;
  rowDisabled: boolean;
  error: string | undefined;
  /** Tree indentation and toggle drawn before the value (first column of a tree table). */
  prefix?: ReactNode;
}

/** Inline style of a cell: its width, and its sticky offset when fixed. */
export function cellStyle(laid: LaidColumn): CSSProperties {
  if (laid.fixed === 'left') return { width: laid.width, left: laid.stick };
  if (laid.fixed === 'right') return { width: laid.width, right: laid.stick };
  return { width: laid.width };
}

export function cellClass(base: string, laid: LaidColumn): string {
  if (!laid.fixed) return base;
  const edge = laid.edge ? (laid.fixed === 'left' ? ' et-fixed-last' : ' et-fixed-first-right') : '';
  return `${base} et-fixed${edge}`;
}

/**
 * Gives the cell's text its full content as a title while hovered, when it is cut short (the display
 * cells draw no title of their own: an attribute per cell would be rewritten on every scroll frame).
 */
function showFullText(cell: HTMLElement): void {
  const text = cell.querySelector<HTMLElement>(':scope > .et-cell > .et-cell-text');
  if (text && text.scrollWidth > text.clientWidth && !text.title) {
    text.title = text.textContent ?? '';
    text.dataset.hoverTitle = '';
  }
}

/** Takes the hover title away again (the element may be reused for another row). */
function hideFullText(cell: HTMLElement): void {
  const text = cell.querySelector<HTMLElement>(':scope > .et-cell > .et-cell-text[data-hover-title]');
  if (!text) return;
  text.removeAttribute('title');
  delete text.dataset.hoverTitle;
}

/** The focused element of the cell's document or shadow root is inside `element`. */
function holdsFocus(element: Element | null): boolean {
  if (!element) return false;
  const root = element.getRootNode() as Document | ShadowRoot;
  const focused = root.activeElement;
  return !!focused && element.contains(focused);
}

/**
 * One value cell: the column type's cell component (display, or its editor in edit mode), the active
 * and range highlight, and the validation message as a tooltip (z-index 1000) while the cell is
 * active or hovered.
 */
export function ValueCell({
  laid,
  rowKey,
  row,
  displayIndex,
  active,
  inRange,
  editing,
  autoFocus,
  rowDisabled,
  error,
  prefix,
}: ValueCellProps) {
  const { controller, alwaysEdit, getPopupContainer } = useTableContext();
  // The row key hovered (not a flag): a recycled cell element must not show another row's tooltip.
  const [hoveredRow, setHoveredRow] = useState<string | null>(null);
  const element = useRef<HTMLDivElement>(null);
  const { column } = laid;
  const Cell = cellFor(column.type);
  const cell = { key: rowKey, column: column.key };
  const editable = controller.canEdit(cell);
  const inEditMode = editable && (editing || alwaysEdit);
  const disabled = rowDisabled || !!column.disabled;

  let className = cellClass('et-td', laid);
  if (active) className += ' et-active';
  if (inRange) className += ' et-in-range';
  if (error) className += ' et-invalid';
  if (disabled) className += ' et-disabled';
  if (inEditMode) className += ' et-editing';

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard way in is Enter or F2 on the grid (grid-keys.ts).
    <div
      ref={element}
      className={className}
      style={cellStyle(laid)}
      role="gridcell"
      aria-selected={active || inRange}
      aria-invalid={error ? true : undefined}
      data-column={column.key}
      onMouseDown={(event) => {
        if (event.button !== 0) return;
        if (inEditMode && editing) return;
        controller.pointerSelect.start(cell, event.shiftKey);
      }}
      onMouseEnter={(event) => {
        showFullText(event.currentTarget);
        if (error) setHoveredRow(rowKey);
        if (event.buttons === 1) controller.pointerSelect.over(cell);
      }}
      onMouseLeave={(event) => {
        hideFullText(event.currentTarget);
        setHoveredRow(null);
      }}
      onClick={(event) => {
        if (event.shiftKey || alwaysEdit || editing || !controller.pointerSelect.wasClick()) return;
        controller.startEdit(cell, true);
      }}
      onFocus={() => {
        if (alwaysEdit && editable && !editing) controller.startEdit(cell, false);
      }}
    >
      {prefix}
      <div className="et-cell">
        <Cell
          // An editor belongs to its row: recycled for another row, it starts afresh (displays carry no state).
          key={inEditMode ? rowKey : undefined}
          column={column}
          row={row}
          rowKey={rowKey}
          rowIndex={displayIndex}
          value={row[column.key]}
          editing={inEditMode}
          disabled={disabled}
          error={error}
          autoFocus={editing && autoFocus}
          onChange={(value) => controller.change(cell, value)}
          onCommit={() => controller.commitEdit(holdsFocus(element.current), cell)}
          onCancel={() => controller.cancelEdit(holdsFocus(element.current), cell)}
          onChangeRow={(values) => controller.changeRow(rowKey, values)}
          getPopupContainer={getPopupContainer}
        />
      </div>
      {error ? (
        <Tooltip
          content={error}
          position="top"
          popupVisible={active || hoveredRow === rowKey}
          getPopupContainer={getPopupContainer}
          triggerProps={{ style: { zIndex: EDITABLE_TABLE_DEFAULTS.tooltipZIndex } }}
        >
          <span className="et-error-anchor" />
        </Tooltip>
      ) : null}
    </div>
  );
}
