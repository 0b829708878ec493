import { createContext, useContext } from 'react';
import type { TableModel } from '../model';
import type { TableController } from './controller';
import type { DragSort } from './use-drag-sort';

/** What every row and cell of one table shares; stable while the table's configuration does not change. */
export interface TableContextValue {
  model: TableModel;
  controller: TableController;
  alwaysEdit: boolean;
  rowHeight: number;
  /** Editor table (no add/delete): no insert in the row menu. */
  disabled: boolean;
  /** The row-expand column toggles the sub-table (else the tree). */
  subTable: boolean;
  /** Opens or closes a tree row or the row's sub-table. */
  toggleExpand(key: string): void;
  drag: DragSort;
  getPopupContainer: (() => HTMLElement) | undefined;
}

export const TableContext = createContext<TableContextValue | null>(null);

export function useTableContext(): TableContextValue {
  const value = useContext(TableContext);
  if (!value) throw new Error('EditableTable rows render inside <EditableTable> only');
  return value;
}
