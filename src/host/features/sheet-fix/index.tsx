import { lazy, type ReactNode, Suspense } from 'react';
import type { FixRequest, ImportColumn } from '../../../widgets/import-dialog';
import type { SheetColumn } from './sheet-columns';

export type { SheetColumn } from './sheet-columns';

// The spreadsheet (Univer) is its own chunk, fetched when 修正数据 or 修正错误行 is first clicked.
const SheetFixModal = lazy(() => import('./SheetFixModal'));

/**
 * The import dialog's `renderFix` for these columns: the lazily loaded sheet.
 *
 * @example <ImportDialog url={url} renderFix={sheetFixer(ORDER_IMPORT_COLUMNS)} … />
 */
export function sheetFixer(columns: readonly SheetColumn[]): (request: FixRequest) => ReactNode {
  return function renderFix(request) {
    return (
      <Suspense fallback={null}>
        <SheetFixModal {...request} columns={columns} />
      </Suspense>
    );
  };
}

/** The same columns for the dialog's preview, which marks rows missing a required cell. */
export function importPreviewColumns(columns: readonly SheetColumn[]): ImportColumn[] {
  return columns.map((column) => ({
    key: column.key,
    title: column.title,
    validateRules: column.required ? [{ required: true, message: `${column.title}不能为空` }] : [],
  }));
}
