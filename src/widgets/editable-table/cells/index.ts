/**
 * Cells of the editable table: one component per column type, each a compact display when not
 * editing and an Arco editor when editing. README.md in this folder lists the value shapes.
 */
export { ASYNC_SEARCH_DEBOUNCE_MS, AsyncSearchCell, EMPTY_SEARCH_TEXT, SEARCH_PROMPT_TEXT } from './AsyncSearchCell';
export { CheckboxCell, checkboxValues, DEFAULT_CHECKBOX_VALUES, isChecked, RadioCell } from './ChoiceCells';
export {
  arcoProps,
  type CellComponent,
  type CellComponentProps,
  isEmptyValue,
  placeholderOf,
  valueText,
} from './cell-props';
export { type ColumnDefaults, columnDefaults } from './column-defaults';
export { DateCell, dateFormatOf } from './DateCells';
export { ProgressCell, progressPercent, TagsCell } from './DisplayCells';
export { INPUT_POP_CELL_SIZE, INPUT_POP_DEFAULT_SIZE, InputPopCell } from './InputPopCell';
export { createLabelBatcher, type LabelBatcher, type LabelFetcher } from './label-batch';
export { NormalCell } from './NormalCell';
export { NumberCell } from './NumberCell';
export { columnOptionsNow, joinValues, normalizeOption, optionText, splitValues, useColumnOptions } from './options';
export { DEPART_LABEL_SOURCE, DepartCell, USER_LABEL_SOURCE, UserCell } from './pickers/PickerCells';
export type { PickerDepart, PickerUser, UserQuery } from './pickers/picker-api';
export { PopupCell } from './popup/PopupCell';
export { fieldList, mapPopupRecords, PopupMessages, popupConfigError, popupOwnValue } from './popup/popup-mapping';
export {
  cgreportPopupSource,
  type PopupReportColumn,
  type PopupReportQuery,
  type PopupReportSource,
} from './popup/popup-source';
export { cellFor, preloadCellEditors } from './registry';
export { MultiSelectCell, matchOption, SelectCell, TagsSummary } from './SelectCells';
export { RowNumberCell, StructuralCell } from './StructuralCells';
export { type CellServices, CellServicesProvider, defaultCellServices, useCellServices } from './services';
export { CellText, HiddenCell, InputCell, SlotCell, TextareaCell } from './TextCells';
export { UploadCell, UploadTexts } from './upload/UploadCell';
export {
  DEFAULT_UPLOAD_ACTION,
  DEFAULT_UPLOAD_BIZ,
  defaultUpload,
  sendsToken,
  UNKNOWN_UPLOAD_ERROR,
  type UploadFunction,
  type UploadRequest,
} from './upload/upload-request';
export { type PendingUpload, UploadState, uploadStateOf } from './upload/upload-state';
export {
  FILE_NAME_SHOWN_CHARS,
  fileNameOf,
  isImageFile,
  shortFileName,
  uploadLimit,
  uploadPaths,
  uploadValue,
} from './upload/upload-value';
export { editorKeyDown, useEditorFocus } from './use-editor-focus';
export { useLabels } from './use-labels';
