import { useEffect, useRef, useState } from 'react';
import { type ImportColumn, previewSheets, type SheetGrid, type SheetPreview } from './sheet-preview';

export type WorkbookPreviewState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; sheets: SheetPreview[] }
  | { status: 'error'; message: string };

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
  const [state, setState] = useState<WorkbookPreviewState>({ status: 'idle' });
  const shown = useRef<File | undefined>(undefined);
  useEffect(() => {
    if (!file) {
      setState({ status: 'idle' });
      return;
    }
    let current = true;
    // New columns for the same file re-check it without flashing the table away.
    if (shown.current !== file) setState({ status: 'loading' });
    shown.current = file;
    readGrids(file)
      .then((grids) => previewSheets(grids, { columns, limit }))
      .then(
        (sheets) => current && setState({ status: 'ready', sheets }),
        (error: unknown) =>
          current && setState({ status: 'error', message: error instanceof Error ? error.message : String(error) }),
      );
    return () => {
      current = false;
    };
  }, [file, columns, limit]);
  return state;
}
