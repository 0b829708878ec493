export { type SubTableForm, type SubTableProps, type SubTableTabsProps, useSubTableForm } from './use-sub-table-form';
export {
  type FormSubTable,
  type FormTablesInput,
  type FormTablesValues,
  type ValidatableForm,
  validateFormAndTables,
} from './validate-form-tables';
