/** Largest workbook importExcel accepts. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
/** Most data rows one import may carry. */
export const MAX_IMPORT_ROWS = 50_000;
/** How many leading rows may precede the header row (JeecgBoot templates carry title rows). */
export const HEADER_SCAN_ROWS = 10;
/** Most rows a first sheet may span: title rows, the header row and the data rows. */
export const MAX_SHEET_SPAN = MAX_IMPORT_ROWS + HEADER_SCAN_ROWS + 1;

/**
 * How far an .xlsx (a zip) may inflate, counted on the bytes actually inflated, never on the sizes the
 * zip declares (those are written by the sender and can lie).
 */
export interface ZipLimits {
  /** All members together. */
  maxInflatedBytes: number;
  /** Members in the central directory. A 255-sheet workbook with drawings, comments and images stays far below. */
  maxEntries: number;
  /**
   * A member that has inflated past `ratioGraceBytes` is refused once it has produced more than this many
   * bytes per compressed byte read. Apache POI, which JeecgBoot's import reads uploads with, refuses past
   * 100:1 after a 100 KB grace (ZipSecureFile); we use the same ratio with a larger grace, so no workbook
   * JeecgBoot accepts is refused here, while a bomb (typically 250:1 to 1000:1) stops after a few MB.
   */
  maxRatio: number;
  ratioGraceBytes: number;
}

export const ZIP_LIMITS: ZipLimits = {
  maxInflatedBytes: 256 * 1024 * 1024,
  maxEntries: 4096,
  maxRatio: 100,
  ratioGraceBytes: 1024 * 1024,
};

export const ImportMessages = {
  noFile: '请选择要导入的文件',
  wrongExtension: '文件格式不正确，请上传.xls或.xlsx格式的Excel文件',
  emptyFile: '文件内容为空',
  tooLarge: `文件大小不能超过${MAX_IMPORT_BYTES / 1024 / 1024}MB`,
  tooManyRows: `数据行数不能超过${MAX_IMPORT_ROWS}行`,
  corrupt: '文件已损坏或不是有效的Excel文件',
  encrypted: '文件已加密，请取消密码保护后再导入',
  emptyWorkbook: '文件中没有任何数据',
  headerOnly: '文件中只有表头，没有数据行',
} as const;
