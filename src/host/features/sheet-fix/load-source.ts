import { getDictItems } from '../../../core/dict';
import { downloadBlob } from '../../../core/http';
import type { FixSource } from '../../../widgets/import-dialog';
import { readWorkbookGrids } from '../../../widgets/import-dialog/read-workbook';
import type { ColumnOptions, SheetColumn } from './sheet-columns';
import { SheetModel } from './sheet-model';

/** What the sheet opens with: the model of the workbook's first sheet and the dictionaries it checks against. */
export interface LoadedSheet {
  model: SheetModel;
  options: ReadonlyMap<string, ColumnOptions>;
  /** The name the corrected workbook is derived from. */
  name: string;
}

async function bytesOf(source: FixSource, signal?: AbortSignal): Promise<{ bytes: ArrayBuffer; name: string }> {
  if (source.kind === 'file') return { bytes: await source.file.arrayBuffer(), name: source.file.name };
  const blob = await downloadBlob(source.errorFile.url, undefined, { signal, silent: true });
  return { bytes: await blob.arrayBuffer(), name: source.errorFile.name };
}

async function dictionaryOptions(columns: readonly SheetColumn[]): Promise<Map<string, ColumnOptions>> {
  const codes = [...new Set(columns.flatMap((column) => (column.dictCode ? [column.dictCode] : [])))];
  const entries = await Promise.all(
    codes.map(async (code) => {
      const items = await getDictItems(code);
      return [code, { texts: items.map((item) => item.text), codes: items.map((item) => item.value) }] as const;
    }),
  );
  return new Map(entries);
}

/**
 * Reads the workbook to fix (the chosen file, or the server's error report) and checks its rows.
 *
 * @example const { model } = await loadSheet({ kind: 'file', file }, ORDER_IMPORT_COLUMNS);
 */
export async function loadSheet(
  source: FixSource,
  columns: readonly SheetColumn[],
  signal?: AbortSignal,
): Promise<LoadedSheet> {
  const [{ bytes, name }, options] = await Promise.all([bytesOf(source, signal), dictionaryOptions(columns)]);
  const [first] = readWorkbookGrids(bytes);
  return { model: new SheetModel(first?.rows ?? [], columns, options), options, name };
}
