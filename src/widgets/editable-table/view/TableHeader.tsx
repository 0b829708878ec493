// biome-ignore-all lint/a11y/useSemanticElements: an ARIA grid of divs; virtualised rows and columns cannot be table elements.
// biome-ignore-all lint/a11y/useFocusableInteractive: the grid itself holds the focus (one tab stop); cells are reached with the arrow keys.
import { Checkbox } from '@arco-design/web-react';
import { IconCaretDown, IconCaretUp } from '@arco-design/web-react/icon';
import { memo, useSyncExternalStore } from 'react';
import type { TableModel } from '../model';
import type { EditableColumn } from '../types';
import type { ColumnLayout, LaidColumn } from './column-layout';
import type { SortOrder, SortState } from './sort-rows';
import { useTableContext } from './table-context';
import { cellClass, cellStyle } from './ValueCell';
import { windowCells } from './window-cells';

/** Height of the header in px: the 40 px titles (`.et-th` in editable-table.css) and its 1 px bottom rule. */
export const HEADER_HEIGHT = 41;

function isRequired(column: EditableColumn): boolean {
  return !!column.validateRules?.some((rule) => rule.required || rule.pattern === '*');
}

function SelectAll({ model }: { model: TableModel }) {
  const { controller } = useTableContext();
  const state = useSyncExternalStore(model.subscribeSelection, model.selectionState);
  const rows = useSyncExternalStore(model.subscribeRows, model.getRowCount);
  return (
    <Checkbox
      aria-label="全选"
      checked={state === 'all'}
      indeterminate={state === 'partial'}
      disabled={rows === 0}
      onChange={(checked) => controller.selectAll(checked)}
    />
  );
}

export interface TableHeaderProps {
  layout: ColumnLayout;
  colStart: number;
  colEnd: number;
  sort: SortState | null;
  onSort(column: EditableColumn): void;
}

function SortMark({ order }: { order: SortOrder | undefined }) {
  return (
    <span className="et-sort" aria-hidden>
      <IconCaretUp className={order === 'ascend' ? 'et-sort-on' : undefined} />
      <IconCaretDown className={order === 'descend' ? 'et-sort-on' : undefined} />
    </span>
  );
}

/**
 * The sticky header: titles (a red star on required columns), sort toggles of `sorter` columns and the
 * select-all checkbox (with its partial state). Memoised: a vertical scroll redraws rows, not the header.
 */
export const TableHeader = memo(function TableHeader({ layout, colStart, colEnd, sort, onSort }: TableHeaderProps) {
  const { model } = useTableContext();
  const renderCell = (laid: LaidColumn) => {
    const { column } = laid;
    const structural = laid.structural;
    let content = null;
    if (column.type === 'row-checkbox') content = <SelectAll model={model} />;
    else if (column.type !== 'row-radio') {
      const title = (
        <span className="et-th-title" title={column.title}>
          {isRequired(column) ? <span className="et-required">*</span> : null}
          {column.title}
        </span>
      );
      const order = sort?.column.key === column.key ? sort.order : undefined;
      content =
        column.sorter && !structural ? (
          <button
            type="button"
            className="et-sorter"
            aria-label={`按${column.title}排序`}
            aria-pressed={order !== undefined}
            onClick={() => onSort(column)}
          >
            {title}
            <SortMark order={order} />
          </button>
        ) : (
          title
        );
    }
    return (
      <div
        key={column.key}
        role="columnheader"
        className={cellClass(structural ? 'et-th et-center' : 'et-th', laid)}
        style={cellStyle(laid)}
      >
        {content}
      </div>
    );
  };
  return (
    <div className="et-head" role="row" aria-rowindex={1} style={{ width: layout.totalWidth }}>
      {windowCells(layout, colStart, colEnd, renderCell)}
    </div>
  );
});
