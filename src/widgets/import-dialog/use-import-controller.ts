import { useCallback, useEffect, useReducer, useRef } from 'react';
import {
  canStart,
  type ImportPhase,
  type ImportState,
  importReducer,
  initialImportState,
  settledPhase,
} from './import-machine';
import type { ImportOutcome } from './import-outcome';
import { newImportId, watchImportProgress } from './import-progress';
import { type ImportExtraFields, uploadWorkbook } from './import-request';

/** What `onImported` receives once a run has finished. */
export interface ImportSummary {
  phase: Exclude<ImportPhase, 'idle' | 'chosen' | 'uploading'>;
  files: { name: string; outcome: ImportOutcome }[];
}

export interface ImportControllerOptions {
  /** The import URL, relative to the configured API base (`/sys/position/importExcel`). */
  url: string;
  extras?: ImportExtraFields;
  /** Size cap per file in bytes (0: none). */
  maxBytes?: number;
  timeoutMs?: number;
  /** How often the server's progress of a pending import is asked for (default PROGRESS_POLL_MS). */
  progressPollMs?: number;
  /** Called after a run in which at least one file imported rows (full or partial). */
  onImported?: (summary: ImportSummary) => void;
  /** Called after every finished run, failed ones included. */
  onFinished?: (summary: ImportSummary) => void;
}

export interface ImportController {
  state: ImportState;
  choose(files: readonly File[]): void;
  remove(uid: string): void;
  /** Uploads the chosen files one after the other; resolves when every file has an outcome. */
  start(): Promise<void>;
  reset(): void;
}

/**
 * The dialog's logic as a hook: the state machine plus the upload run (one request per file, so every
 * file has its own progress and its own outcome). Unmounting aborts a run.
 *
 * @example const { state, choose, start } = useImportController({ url: '/sys/position/importExcel', onImported: reload });
 */
export function useImportController(options: ImportControllerOptions): ImportController {
  const [state, dispatch] = useReducer(importReducer<File>, undefined, initialImportState<File>);
  const latest = useRef({ state, options });
  latest.current = { state, options };
  const run = useRef<AbortController | null>(null);

  useEffect(() => () => run.current?.abort(), []);

  const choose = useCallback((files: readonly File[]) => {
    dispatch({ type: 'choose', files, maxBytes: latest.current.options.maxBytes });
  }, []);
  const remove = useCallback((uid: string) => dispatch({ type: 'remove', uid }), []);
  const reset = useCallback(() => {
    if (run.current) return;
    dispatch({ type: 'reset' });
  }, []);

  const start = useCallback(async () => {
    const { state: current, options } = latest.current;
    // A second click before React re-renders must not start a second run.
    if (run.current || !canStart(current)) return;
    const controller = new AbortController();
    run.current = controller;
    dispatch({ type: 'start' });
    const { url, extras, timeoutMs, onImported, onFinished, progressPollMs } = options;
    const results: ImportSummary['files'] = [];
    try {
      for (const entry of current.files) {
        dispatch({ type: 'progress', uid: entry.uid, percent: 0 });
        const importId = newImportId();
        // Asked while the request is pending: the server reports large imports stage by stage.
        const stopWatching = watchImportProgress(
          importId,
          (progress) => dispatch({ type: 'serverProgress', uid: entry.uid, progress }),
          progressPollMs,
        );
        controller.signal.addEventListener('abort', stopWatching);
        let outcome: ImportOutcome;
        try {
          outcome = await uploadWorkbook(url, entry.file, {
            extras,
            timeoutMs,
            importId,
            signal: controller.signal,
            onProgress: (percent) => dispatch({ type: 'progress', uid: entry.uid, percent }),
          });
        } finally {
          stopWatching();
          controller.signal.removeEventListener('abort', stopWatching);
        }
        dispatch({ type: 'settle', uid: entry.uid, outcome });
        results.push({ name: entry.file.name, outcome });
      }
    } catch (error) {
      if (controller.signal.aborted) return;
      throw error;
    } finally {
      run.current = null;
    }
    const phase = settledPhase(results.map(({ outcome }) => outcome)) as ImportSummary['phase'];
    if (results.some(({ outcome }) => outcome.status !== 'failed')) onImported?.({ phase, files: results });
    onFinished?.({ phase, files: results });
  }, []);

  return { state, choose, remove, start, reset };
}
