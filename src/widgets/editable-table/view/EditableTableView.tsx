// biome-ignore-all lint/a11y/useSemanticElements: an ARIA grid of divs; virtualised rows and columns cannot be table elements.
// biome-ignore-all lint/a11y/useFocusableInteractive: the grid itself holds the focus (one tab stop); cells are reached with the arrow keys.
import { Empty, Message, Spin } from '@arco-design/web-react';
import {
  type Ref,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { preloadCellEditors } from '../cells/registry';
import { type TableModel, toolbarVisibility } from '../model';
import {
  EDITABLE_TABLE_DEFAULTS,
  type EditableColumn,
  type EditableTableHandle,
  type EditableTableProps,
} from '../types';
import { listenOutside } from './click-outside';
import { layoutColumns } from './column-layout';
import { type ControllerHost, createController, isEditableColumn } from './controller';
import { createCursorStore } from './cursor-store';
import { focusCellEditor, revealCell } from './grid-dom';
import { handleGridKey } from './grid-keys';
import { footerHeightOf, footerKinds, StatisticsFooter } from './StatisticsFooter';
import { SubTablePanel } from './SubTablePanel';
import { nextSort, type SortState } from './sort-rows';
import { TableBody } from './TableBody';
import { HEADER_HEIGHT, TableHeader } from './TableHeader';
import { TableToolbar } from './TableToolbar';
import { TableContext, type TableContextValue } from './table-context';
import { useAuthLists } from './use-auth-lists';
import { useClipboard } from './use-clipboard';
import { useDisplayRows } from './use-display-rows';
import { useDragSort } from './use-drag-sort';
import { useElementSize, useGridWindow } from './use-grid-window';
import { useLiveTable } from './use-live-table';
import { useSubTable } from './use-sub-table';
import { tableHandle } from './use-table-model';

/** The editors kept out of the first download, fetched when the pointer or the focus first reaches the table. */
const preloadEditors = () => {
  preloadCellEditors().catch(() => undefined);
};

/** The scroller's top and bottom border (editable-table.css `.et-scroller`). */
const SCROLLER_BORDERS = 2;

export interface EditableTableViewProps {
  model: TableModel;
  /** The columns in force (after the authPre column rules). */
  columns: readonly EditableColumn[];
  props: EditableTableProps;
  /** Receives the table's imperative handle. */
  handle?: Ref<EditableTableHandle>;
}

/** The pixels of the editable table: toolbar, virtualised grid, footer, popovers. Behaviour lives in the controller. */
export function EditableTableView({ model, columns, props, handle }: EditableTableViewProps) {
  const rowHeight = props.rowHeight ?? EDITABLE_TABLE_DEFAULTS.rowHeight;
  const maxHeight = props.maxHeight ?? EDITABLE_TABLE_DEFAULTS.maxHeight;
  const alwaysEdit = !!props.alwaysEdit;
  const root = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const [message, messageHolder] = Message.useMessage();
  const [collapsed, setCollapsed] = useState(false);
  const latestProps = useRef(props);
  latestProps.current = props;
  // Arco's hook answers new functions on every render: read them through a ref so nothing downstream changes.
  const messageRef = useRef(message);
  messageRef.current = message;
  const warn = useCallback((text: string) => void messageRef.current.warning?.(text), []);
  const fail = useCallback((text: string) => void messageRef.current.error?.(text), []);

  const [sort, setSort] = useState<SortState | null>(null);
  const sortInForce = sort && columns.some((column) => column.key === sort.column.key && column.sorter) ? sort : null;
  const rows = useDisplayRows(model, {
    treeUrl: props.treeUrl,
    treeParentKey: props.treeParentKey,
    sort: sortInForce,
    warn,
  });
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const kinds = useMemo(() => footerKinds(columns), [columns]);
  const footerHeight = footerHeightOf(kinds.length);
  const size = useElementSize(scroller);
  const layout = useMemo(() => layoutColumns(columns, size.width, kinds.length > 0), [columns, size.width, kinds]);
  const layoutRef = useRef(layout);
  layoutRef.current = layout;
  const grid = useGridWindow(scroller, {
    size,
    rowCount: rows.keys.length,
    rowHeight,
    headerHeight: HEADER_HEIGHT,
    footerHeight,
    layout,
  });
  const live = useLiveTable(model, props.socket, props.socketKey);
  const subTable = useSubTable({ root, scroller, error: fail });
  const [cursor] = useState(createCursorStore);
  const authLists = useAuthLists();

  const controller = useMemo(() => {
    const host: ControllerHost = {
      model,
      cursor,
      props: () => latestProps.current,
      rows: () => rowsRef.current,
      reveal(index, column) {
        const element = scroller.current;
        const input = {
          index,
          column,
          rowHeight,
          headerHeight: HEADER_HEIGHT,
          footerHeight,
          layout: layoutRef.current,
        };
        if (element) revealCell(element, input);
      },
      focusGrid: () => scroller.current?.focus({ preventScroll: true }),
      warn,
      sendRow: (row) => live.sendRow(row),
    };
    return createController(host);
  }, [model, cursor, rowHeight, footerHeight, warn, live.sendRow]);

  useImperativeHandle(
    handle,
    () =>
      tableHandle(model, {
        activateRow(key) {
          const column = model.getGridColumns().find(isEditableColumn) ?? model.getGridColumns()[0];
          if (column && !controller.startEdit({ key, column: column.key }))
            controller.activate({ key, column: column.key });
        },
        showCell(cell) {
          controller.commitEdit();
          controller.activate(cell);
          scroller.current?.focus({ preventScroll: true });
        },
      }),
    [model, controller],
  );

  const { drag, state: dragState } = useDragSort({
    scroller: () => scroller.current,
    headerHeight: HEADER_HEIGHT,
    rowHeight,
    rowCount: () => model.getRowCount(),
    enabled: () => !rowsRef.current.isTree && rowsRef.current.keys === model.getRowKeys(),
    move: (from, to) => controller.moveRow(from, to),
  });

  // A parent passing an inline function must not redraw every row on each of its renders.
  const hasPopupContainer = !!props.getPopupContainer;
  const getPopupContainer = useMemo(
    () => (hasPopupContainer ? () => (latestProps.current.getPopupContainer as () => HTMLElement)() : undefined),
    [hasPopupContainer],
  );
  const hasSubTable = !!props.renderSubTable;
  const toggleExpand = useCallback(
    (key: string) => (hasSubTable && !rowsRef.current.isTree ? subTable.toggle(key) : rowsRef.current.toggle(key)),
    [hasSubTable, subTable.toggle],
  );
  const context = useMemo<TableContextValue>(
    () => ({
      model,
      controller,
      alwaysEdit,
      rowHeight,
      disabled: !!props.disabled,
      subTable: hasSubTable && !props.treeUrl,
      toggleExpand,
      drag,
      getPopupContainer,
    }),
    [
      model,
      controller,
      alwaysEdit,
      rowHeight,
      props.disabled,
      hasSubTable,
      props.treeUrl,
      toggleExpand,
      drag,
      getPopupContainer,
    ],
  );

  // Clicks outside the table end the edit (alwaysEdit off) and close the sub-table; mouse range selection ends on release.
  useEffect(() => {
    const stopSelect = () => controller.pointerSelect.end();
    document.addEventListener('mouseup', stopSelect, true);
    const off = listenOutside(
      () => [root.current],
      () => {
        if (!latestProps.current.alwaysEdit) controller.commitEdit();
        subTable.close();
      },
    );
    return () => {
      off();
      document.removeEventListener('mouseup', stopSelect, true);
    };
  }, [controller, subTable.close]);
  useClipboard(root, controller, cursor);

  // An edit started from the keyboard with alwaysEdit: the cell's editor is already mounted, focus it.
  const cursorState = useSyncExternalStore(cursor.subscribe, cursor.get);
  useLayoutEffect(() => {
    const editing = cursorState.editing;
    if (alwaysEdit && editing?.autoFocus) focusCellEditor(scroller.current, editing);
  });

  const visible = toolbarVisibility({
    authPre: props.authPre,
    buttons: props.toolbarButtons,
    disabled: props.disabled,
    lists: authLists,
  });
  const insertIndex = useCallback(() => {
    const active = cursor.get().active;
    return active ? model.getRowIndex(active.key) + 1 : 0;
  }, [cursor, model]);
  const toggleCollapsed = useCallback(() => setCollapsed((value) => !value), []);
  const onSort = useCallback((column: EditableColumn) => setSort((current) => nextSort(current, column)), []);
  const onScroll = () => {
    grid.onScroll();
    subTable.follow();
  };

  const count = rows.keys.length;
  return (
    <TableContext.Provider value={context}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the handlers only fetch the editors early */}
      <div
        ref={root}
        className={collapsed ? 'et-table et-collapsed' : 'et-table'}
        data-live={live.state ?? undefined}
        onPointerEnter={preloadEditors}
        onFocus={preloadEditors}
      >
        {messageHolder}
        {props.toolbar ? (
          <TableToolbar
            model={model}
            controller={controller}
            visible={visible}
            collapsed={collapsed}
            onToggleCollapsed={toggleCollapsed}
            insertIndex={insertIndex}
            getPopupContainer={getPopupContainer}
          />
        ) : null}
        <div
          ref={scroller}
          className="et-scroller"
          role="grid"
          aria-rowcount={count + 1}
          aria-colcount={layout.left.length + layout.center.length + layout.right.length}
          tabIndex={0}
          // The body shows `maxHeight` px of rows: add the sticky header and footer and the 1 px borders.
          style={{ maxHeight: maxHeight + HEADER_HEIGHT + footerHeight + SCROLLER_BORDERS }}
          onScroll={onScroll}
          onKeyDown={(event) => handleGridKey(event, { model, controller, cursor, alwaysEdit })}
        >
          {/* Header, rows and footer wait for the scroller's first measure (a layout effect of this same
              commit, before any paint): drawn at 0 × 0 they would only be laid out to be drawn again. */}
          {size.measured ? (
            <>
              <TableHeader
                layout={layout}
                colStart={grid.columns.start}
                colEnd={grid.columns.end}
                sort={sortInForce}
                onSort={onSort}
              />
              {count === 0 ? (
                <div className="et-empty" style={{ width: size.width || '100%' }}>
                  <Empty description="暂无数据" />
                </div>
              ) : (
                <TableBody
                  rows={rows}
                  layout={layout}
                  window={grid}
                  cursor={cursorState}
                  dragState={dragState}
                  subTableKey={subTable.open?.key ?? null}
                  inlineToggle={rows.isTree && !columns.some((column) => column.type === 'row-expand')}
                />
              )}
              {kinds.length > 0 ? (
                <StatisticsFooter
                  layout={layout}
                  colStart={grid.columns.start}
                  colEnd={grid.columns.end}
                  kinds={kinds}
                />
              ) : null}
            </>
          ) : null}
        </div>
        {subTable.open && props.renderSubTable ? (
          <SubTablePanel placement={subTable.open} render={props.renderSubTable} onClose={subTable.close} />
        ) : null}
        {props.loading ? (
          <div className="et-loading-mask">
            <Spin />
          </div>
        ) : null}
      </div>
    </TableContext.Provider>
  );
}
