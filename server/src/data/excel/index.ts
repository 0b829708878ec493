export { attachment } from './content-disposition';
export { ERROR_FILE_GONE_MESSAGE, IMPORT_PARTIAL_MESSAGE, MAX_IMPORT_FILES, registerExcelRoutes } from './excel-routes';
export { exportBatches, exportBatchRows } from './export-rows';
export { ERROR_REASON_TITLE, importWorkbooks } from './import-excel';
export type { CellValue, ExcelCrud, ExcelOptions, RowCheck } from './types';
export { ImportMessages, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, readWorkbook } from './workbook-reader';
export { XLSX_CONTENT_TYPE, xlsxBuffer, xlsxChunks } from './xlsx-writer';
