export { type CellServices, CellServicesProvider, defaultCellServices } from './cells';
export { EditableTable } from './EditableTable';
export {
  type FormSubTable,
  type FormTablesValues,
  type SubTableForm,
  useSubTableForm,
  type ValidatableForm,
  validateFormAndTables,
} from './form';
export * from './model/table-error';
export type {
  ColumnOption,
  ColumnType,
  EditableColumn,
  EditableTableHandle,
  EditableTableProps,
  RowData,
  TableValidationError,
  TableValues,
} from './types';
export { EDITABLE_TABLE_DEFAULTS } from './types';
export { connectLiveTable, type LiveTableSocket, liveTableUrl } from './view/live-socket';
export { type TableServices, TableServicesProvider } from './view/table-services';
