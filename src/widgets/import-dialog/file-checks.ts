/** What the dialog checks before a file may be uploaded (docs/widgets-spec.md §5 "Import": .xls and .xlsx only). */

/** Accepted extensions, as the file input's `accept` attribute. */
export const IMPORT_ACCEPT = '.xls,.xlsx';

/** Default size cap: the reference server's and JeecgBoot's default multipart limit. */
export const DEFAULT_MAX_IMPORT_BYTES = 10 * 1024 * 1024;

/** The parts of a `File` the checks read (a `File` satisfies it). */
export interface FileLike {
  name: string;
  size: number;
  lastModified?: number;
}

const EXCEL_NAME = /\.xlsx?$/i;

/** A size cap as text: 10MB, 2.5MB, 512KB. */
function sizeText(bytes: number): string {
  const [value, unit] = bytes >= 1024 * 1024 ? [bytes / 1024 / 1024, 'MB'] : [bytes / 1024, 'KB'];
  return `${Number.isInteger(value) ? value : value.toFixed(1)}${unit}`;
}

/**
 * Why a file cannot be imported, or undefined when it may be. The extension is what decides (the
 * browser's `accept` filter is only a hint: a user can pick "all files" or drop anything).
 *
 * @example checkImportFile({ name: '职务.csv', size: 10 }) // '职务.csv 不是Excel文件，只能导入.xls或.xlsx格式的文件'
 */
export function checkImportFile(file: FileLike, maxBytes: number = DEFAULT_MAX_IMPORT_BYTES): string | undefined {
  const name = file.name.trim();
  if (!EXCEL_NAME.test(name)) return `${name || '该文件'} 不是Excel文件，只能导入.xls或.xlsx格式的文件`;
  if (file.size === 0) return `${name} 是空文件`;
  if (maxBytes > 0 && file.size > maxBytes) return `${name} 超过${sizeText(maxBytes)}，无法导入`;
  return undefined;
}

/** Two picks of the same file (same name, size and modification time) count once. */
export function sameFile(a: FileLike, b: FileLike): boolean {
  return a.name === b.name && a.size === b.size && (a.lastModified ?? 0) === (b.lastModified ?? 0);
}
