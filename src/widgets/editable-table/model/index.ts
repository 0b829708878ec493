export { type CellVerdict, checkCell } from './cell-check';
export { type ClipboardHost, copyRange, pasteBlock } from './clipboard';
export { type DisabledRowsRule, isDisabledRow } from './disabled-rows';
export * from './input-helpers';
export type {
  CellRange,
  CellRef,
  ColumnStatistics,
  InsertResult,
  PasteOptions,
  PasteResult,
  RemoteUpdateResult,
  SelectionState,
  TableModel,
  TableModelOptions,
} from './model-types';
export {
  type Conversion,
  convertPastedText,
  copyText,
  DEFAULT_CUSTOM_VALUE,
  isPasteable,
  parsePastedDate,
  STRUCTURAL_TYPES,
} from './paste-convert';
export { createTempId, TEMP_ID_PREFIX, toRowKey } from './row-ids';
export { defaultRow } from './row-operations';
export {
  type ColumnAccumulator,
  createAccumulator,
  EMPTY_STATISTICS,
  hasStatistics,
  STATISTICS_LABELS,
  statisticsKinds,
} from './statistics';
export {
  isTableValidationError,
  TableValidationFailure,
  VALIDATE_FAILED,
  type ValidatableTable,
  validateTables,
} from './table-error';
export { createTableModel } from './table-model';
export { createThrottleGate, INSERT_TOO_FAST_MESSAGE, throttleClick } from './throttle';
export {
  DEFAULT_TOOLBAR_BUTTONS,
  removeConfirmText,
  type ToolbarVisibility,
  type ToolbarVisibilityInput,
  toolbarVisibility,
} from './toolbar';
export { formatTsv, parseTsv } from './tsv';
