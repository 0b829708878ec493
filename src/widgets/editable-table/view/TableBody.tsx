// biome-ignore-all lint/a11y/useSemanticElements: an ARIA grid of divs; virtualised rows and columns cannot be table elements.
// biome-ignore-all lint/a11y/useFocusableInteractive: the grid itself holds the focus (one tab stop); cells are reached with the arrow keys.
import { type ReactNode, useId, useRef } from 'react';
import type { ColumnLayout } from './column-layout';
import type { CursorState } from './cursor-store';
import { assignSlots, keysBySlot } from './row-slots';
import { LoadingRow, TableRow } from './TableRow';
import { useTableContext } from './table-context';
import type { TreeRows } from './use-display-rows';
import type { DragState } from './use-drag-sort';
import type { GridWindow } from './use-grid-window';

export interface TableBodyProps {
  rows: TreeRows;
  layout: ColumnLayout;
  window: Pick<GridWindow, 'rows' | 'columns'>;
  cursor: CursorState;
  dragState: DragState | null;
  subTableKey: string | null;
  inlineToggle: boolean;
}

/**
 * The body: a spacer as tall as every row, holding only the rows in view. Each row receives just its
 * own slice of the cursor (active / editing column, range columns) as plain values, so moving the
 * cursor re-renders the rows it leaves and enters, nothing else. Rows are recycled (row-slots.ts):
 * their elements stay in slot order and `aria-owns` gives assistive technology the visual order.
 */
export function TableBody({ rows, layout, window, cursor, dragState, subTableKey, inlineToggle }: TableBodyProps) {
  const { rowHeight } = useTableContext();
  const { active, anchor, editing } = cursor;
  let rangeTop = -1;
  let rangeBottom = -1;
  let rangeFrom = -1;
  let rangeTo = -1;
  if (active && anchor) {
    const a = rows.indexOf(anchor.key);
    const b = rows.indexOf(active.key);
    const ca = layout.byKey.get(anchor.column)?.gridIndex ?? -1;
    const cb = layout.byKey.get(active.column)?.gridIndex ?? -1;
    if (a >= 0 && b >= 0 && ca >= 0 && cb >= 0) {
      rangeTop = Math.min(a, b);
      rangeBottom = Math.max(a, b);
      rangeFrom = Math.min(ca, cb);
      rangeTo = Math.max(ca, cb);
    }
  }

  const idPrefix = useId();
  const slotsRef = useRef<Map<string, number>>(new Map());
  const drawn: string[] = [];
  const indexOf = new Map<string, number>();
  for (let index = window.rows.start; index < window.rows.end; index++) {
    const key = rows.keys[index];
    if (key === undefined) continue;
    drawn.push(key);
    indexOf.set(key, index);
  }
  const slots = assignSlots(slotsRef.current, drawn);
  slotsRef.current = slots;
  const domId = (key: string) => `${idPrefix}-row-${slots.get(key)}`;

  const children: ReactNode[] = [];
  for (const key of keysBySlot(slots)) {
    const index = indexOf.get(key) as number;
    const slotKey = `slot-${slots.get(key)}`;
    if (rows.isPlaceholder(key)) {
      children.push(<LoadingRow key={slotKey} id={domId(key)} displayIndex={index} width={layout.totalWidth} />);
      continue;
    }
    const inRange = index >= rangeTop && index <= rangeBottom;
    children.push(
      <TableRow
        key={slotKey}
        id={domId(key)}
        rowKey={key}
        displayIndex={index}
        layout={layout}
        colStart={window.columns.start}
        colEnd={window.columns.end}
        activeColumn={active?.key === key ? active.column : null}
        editingColumn={editing?.key === key ? editing.column : null}
        autoFocus={editing?.key === key ? editing.autoFocus : false}
        rangeFrom={inRange ? rangeFrom : -1}
        rangeTo={inRange ? rangeTo : -1}
        depth={rows.depthOf(key)}
        expand={rows.expandState(key)}
        subTableOpen={subTableKey === key}
        dragging={dragState?.key === key}
        inlineToggle={inlineToggle}
      />,
    );
  }
  return (
    <div
      className="et-body"
      role="rowgroup"
      aria-owns={drawn.map(domId).join(' ')}
      style={{ height: rows.keys.length * rowHeight, width: layout.totalWidth }}
    >
      {children}
      {dragState ? (
        <div className="et-drag-line" style={{ top: dragState.position * rowHeight - 1, width: layout.totalWidth }} />
      ) : null}
    </div>
  );
}
