export { ErrorFileLink, type ErrorFileLinkProps } from './ErrorFileLink';
export { FilePicker, type FilePickerProps } from './FilePicker';
export {
  checkImportFile,
  DEFAULT_MAX_IMPORT_BYTES,
  type FileLike,
  IMPORT_ACCEPT,
  sameFile,
} from './file-checks';
export {
  IMPORT_DIALOG_TITLE,
  IMPORT_DIALOG_WIDTH,
  ImportDialog,
  type ImportDialogProps,
} from './ImportDialog';
export { ImportFileList, type ImportFileListProps } from './ImportFileList';
export type { FixRequest, FixSource, ImportFixActionsProps } from './ImportFixActions';
export {
  canChoose,
  canStart,
  type ImportEvent,
  type ImportFileEntry,
  type ImportFileStatus,
  type ImportPhase,
  type ImportState,
  importReducer,
  initialImportState,
  isFinished,
  type RejectedFile,
  settledPhase,
} from './import-machine';
export {
  ERROR_FILE_FALLBACK_NAME,
  IMPORT_FAILED_FALLBACK,
  IMPORT_PARTIAL_MESSAGE,
  IMPORT_SUCCESS_FALLBACK,
  type ImportCounts,
  type ImportErrorReport,
  type ImportOutcome,
  readImportOutcome,
} from './import-outcome';
export {
  type ImportProgress,
  importProgressPercent,
  importProgressText,
  newImportId,
  PROGRESS_POLL_MS,
  watchImportProgress,
} from './import-progress';
export {
  buildImportForm,
  downloadErrorFile,
  IMPORT_TIMEOUT_MS,
  type ImportExtraFields,
  saveBlob,
  type UploadWorkbookOptions,
  uploadWorkbook,
} from './import-request';
export {
  cellText,
  columnLetter,
  DEFAULT_PREVIEW_ROWS,
  findHeader,
  HEADER_SCAN_ROWS,
  type ImportColumn,
  MAX_PREVIEW_COLUMNS,
  normalizeTitle,
  type PreviewColumn,
  type PreviewRow,
  previewSheet,
  previewSheets,
  type SheetGrid,
  type SheetPreview,
  type SheetPreviewOptions,
} from './sheet-preview';
export {
  type ImportController,
  type ImportControllerOptions,
  type ImportSummary,
  useImportController,
} from './use-import-controller';
export { useWorkbookPreview, type WorkbookPreviewState } from './use-workbook-preview';
export { INVALID_ROW_CLASS, WorkbookPreview, type WorkbookPreviewProps } from './WorkbookPreview';
