import { forwardRef } from 'react';
import type { EditableTableHandle, EditableTableProps } from './types';
import { EditableTableView } from './view/EditableTableView';
import { useTableModel } from './view/use-table-model';
import './view/editable-table.css';

/**
 * The editable table (docs/widgets-spec.md §3-§9): a virtualised grid over the framework-free model, with
 * toolbar, validation, statistics, keyboard and clipboard, drag sorting, tree and live updates.
 *
 * @example
 * const table = useRef<EditableTableHandle>(null);
 * <EditableTable ref={table} toolbar columns={[{ key: 'name', title: '名称', type: 'input' }]} dataSource={rows} />
 * const { rows, deleteIds } = await table.current.validateTable();
 */
export const EditableTable = forwardRef<EditableTableHandle, EditableTableProps>(function EditableTable(props, ref) {
  const { model, columns } = useTableModel(props);
  return <EditableTableView model={model} columns={columns} props={props} handle={ref} />;
});
