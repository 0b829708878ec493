import { useLoad } from '../shared/use-load';
import { type ImportColumn, previewSheets, type SheetGrid, type SheetPreview } from './sheet-preview';

export type WorkbookPreviewState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; sheets: SheetPreview[] }
  | { status: 'error'; message: string };

const IDLE: WorkbookPreviewState = { status: 'idle' };
const LOADING: WorkbookPreviewState = { status: 'loading' };

/** Parsed files, so switching the previewed file or the columns does not parse a workbook again. */
const parsed = new WeakMap<File, Promise<SheetGrid[]>>();

function readGrids(file: File): Promise<SheetGrid[]> {
  let grids = parsed.get(file);
  if (!grids) {
    // The parser (SheetJS) is its own chunk, loaded the first time a file is previewed.
    grids = Promise.all([import('./read-workbook'), file.arrayBuffer()]).then(([reader, bytes]) =>
      reader.readWorkbookGrids(bytes),
    );
    parsed.set(file, grids);
  }
  return grids;
}

/**
 * Parses `file` in the browser and previews each sheet against `columns`; a stale answer (another file
 * chosen meanwhile) is dropped.
 *
 * @example const preview = useWorkbookPreview(file, columns, 20);
 */
export function useWorkbookPreview(
  file: File | undefined,
  columns: readonly ImportColumn[] | undefined,
  limit: number,
): WorkbookPreviewState {
  const { data } = useLoad(file ? [file, columns, limit] : null, () =>
    readGrids(file as File)
      .then((grids) => previewSheets(grids, { columns, limit }))
      .then(
        (sheets): WorkbookPreviewState => ({ status: 'ready', sheets }),
        (error: unknown): WorkbookPreviewState => ({
          status: 'error',
          message: error instanceof Error ? error.message : String(error),
        }),
      )
      .then((state) => ({ file, state })),
  );
  if (!file) return IDLE;
  // New columns for the same file re-check it without flashing the table away.
  return data?.file === file ? data.state : LOADING;
}
