export { attachment } from './content-disposition';
export { ERROR_FILE_GONE_MESSAGE, IMPORT_PARTIAL_MESSAGE, MAX_IMPORT_FILES, registerExcelRoutes } from './excel-routes';
export { EXPORT_STREAM_HIGH_WATER, type ExportAnswer, sendExport, xlsxExportStream } from './export-response';
export {
  type ExportPaging,
  exportBatches,
  exportBatchRows,
  type OpenedExport,
  openExport,
  tooManyRowsMessage,
} from './export-rows';
export { ERROR_REASON_TITLE, type ImportOptions, importWorkbooks, type UploadedWorkbook } from './import-excel';
export { readImportProgress } from './import-progress';
export type { CellValue, ExcelCrud, ExcelOptions, PrepareRowCheck, RowCheck } from './types';
export { ImportMessages, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, readWorkbook } from './workbook-reader';
export { MAX_SHEET_ROWS, XLSX_CONTENT_TYPE, xlsxBuffer, xlsxChunks } from './xlsx-writer';
