import { checkImportFile, type FileLike, sameFile } from './file-checks';
import type { ImportOutcome } from './import-outcome';
import type { ImportProgress } from './import-progress';

/**
 * The import dialog as a small state machine, free of React:
 *
 *   idle ──choose──▶ chosen ──start──▶ uploading ──(every file settled)──▶ done | partial | failed
 *    ▲                 │ ▲                                                        │
 *    └──remove last────┘ └──────────────────────choose (a new batch)──────────────┘
 *
 * Nothing can be chosen or removed while uploading; `reset` goes back to idle from anywhere.
 */
export type ImportPhase = 'idle' | 'chosen' | 'uploading' | 'done' | 'partial' | 'failed';

/** ready: chosen, not sent; waiting: queued in a run; uploading: bytes going out or the server working. */
export type ImportFileStatus = 'ready' | 'waiting' | 'uploading' | ImportOutcome['status'];

export interface ImportFileEntry<F extends FileLike = File> {
  uid: string;
  file: F;
  status: ImportFileStatus;
  /** Upload progress 0-100 (100: every byte sent; the server may still be importing). */
  percent: number;
  /** How far the server is with the file, once every byte is sent (servers that report it, large files). */
  serverProgress?: ImportProgress;
  outcome?: ImportOutcome;
}

export interface RejectedFile {
  name: string;
  reason: string;
}

export interface ImportState<F extends FileLike = File> {
  phase: ImportPhase;
  files: ImportFileEntry<F>[];
  /** Files refused by the last choice, with the reason. */
  rejected: RejectedFile[];
  /** Counter behind the entries' uids (kept across resets so a uid is never reused). */
  nextUid: number;
}

export type ImportEvent<F extends FileLike = File> =
  | { type: 'choose'; files: readonly F[]; maxBytes?: number }
  | { type: 'remove'; uid: string }
  | { type: 'start' }
  | { type: 'progress'; uid: string; percent: number }
  | { type: 'serverProgress'; uid: string; progress: ImportProgress }
  | { type: 'settle'; uid: string; outcome: ImportOutcome }
  | { type: 'reset' };

export function initialImportState<F extends FileLike = File>(): ImportState<F> {
  return { phase: 'idle', files: [], rejected: [], nextUid: 1 };
}

const TERMINAL: ReadonlySet<ImportPhase> = new Set(['done', 'partial', 'failed']);

/** True once a run has finished (every file has an outcome). */
export function isFinished(phase: ImportPhase): boolean {
  return TERMINAL.has(phase);
}

/** 开始上传 is enabled only with chosen files that have not been sent. */
export function canStart(state: ImportState<FileLike>): boolean {
  return state.phase === 'chosen' && state.files.length > 0;
}

/** Files can be added or removed except during a run. */
export function canChoose(state: ImportState<FileLike>): boolean {
  return state.phase !== 'uploading';
}

/** The run's result: failed if any file failed, else partial if any file had refused rows, else done. */
export function settledPhase(files: readonly { status: ImportFileStatus }[]): ImportPhase {
  if (files.some((file) => file.status === 'failed')) return 'failed';
  if (files.some((file) => file.status === 'partial')) return 'partial';
  return 'done';
}

function choose<F extends FileLike>(
  state: ImportState<F>,
  event: Extract<ImportEvent<F>, { type: 'choose' }>,
): ImportState<F> {
  if (!canChoose(state)) return state;
  // Choosing after a finished run starts a new batch: the settled files are not sent again.
  const kept = isFinished(state.phase) ? [] : state.files;
  const rejected: RejectedFile[] = [];
  const added: ImportFileEntry<F>[] = [];
  let nextUid = state.nextUid;
  for (const file of event.files) {
    const reason = checkImportFile(file, event.maxBytes);
    if (reason) rejected.push({ name: file.name, reason });
    else if (![...kept, ...added].some((entry) => sameFile(entry.file, file))) {
      added.push({ uid: `import-${nextUid}`, file, status: 'ready', percent: 0 });
      nextUid += 1;
    }
  }
  if (added.length === 0) return { ...state, rejected, nextUid };
  return { phase: 'chosen', files: [...kept, ...added], rejected, nextUid };
}

function updateFile<F extends FileLike>(
  state: ImportState<F>,
  uid: string,
  change: (entry: ImportFileEntry<F>) => ImportFileEntry<F>,
): ImportState<F> {
  const files = state.files.map((entry) => (entry.uid === uid && entry.outcome === undefined ? change(entry) : entry));
  return { ...state, files };
}

/**
 * The transition function.
 *
 * @example
 * let s = importReducer(initialImportState(), { type: 'choose', files: [file] }); // phase 'chosen'
 * s = importReducer(s, { type: 'start' });                                           // phase 'uploading'
 */
export function importReducer<F extends FileLike>(state: ImportState<F>, event: ImportEvent<F>): ImportState<F> {
  switch (event.type) {
    case 'choose':
      return choose(state, event);
    case 'remove': {
      if (state.phase !== 'chosen') return state;
      const files = state.files.filter((entry) => entry.uid !== event.uid);
      return { ...state, files, phase: files.length > 0 ? 'chosen' : 'idle' };
    }
    case 'start': {
      if (!canStart(state)) return state;
      const files = state.files.map((entry) => ({ ...entry, status: 'waiting' as const, percent: 0 }));
      return { ...state, phase: 'uploading', files, rejected: [] };
    }
    case 'progress': {
      if (state.phase !== 'uploading') return state;
      const percent = Math.min(100, Math.max(0, Math.round(event.percent)));
      return updateFile(state, event.uid, (entry) => ({
        ...entry,
        status: 'uploading',
        percent: Math.max(entry.percent, percent),
      }));
    }
    case 'serverProgress': {
      if (state.phase !== 'uploading') return state;
      return updateFile(state, event.uid, (entry) => ({ ...entry, serverProgress: event.progress }));
    }
    case 'settle': {
      if (state.phase !== 'uploading') return state;
      const next = updateFile(state, event.uid, ({ serverProgress: _, ...entry }) => ({
        ...entry,
        status: event.outcome.status,
        percent: event.outcome.status === 'failed' ? entry.percent : 100,
        outcome: event.outcome,
      }));
      const settled = next.files.every((entry) => entry.outcome !== undefined);
      return settled ? { ...next, phase: settledPhase(next.files) } : next;
    }
    case 'reset':
      return { ...initialImportState<F>(), nextUid: state.nextUid };
  }
}
