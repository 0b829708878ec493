import { IMPORT_PROGRESS_PATH, type ImportProgress } from '../../core/contract';
import { ApiError, getAction } from '../../core/http';

export type { ImportProgress };

/** How often the dialog asks how far a pending import is. */
export const PROGRESS_POLL_MS = 500;

/**
 * A random id for one import request (`X-Import-Id`): a uuid where the browser offers one (secure
 * contexts only), else 128 random bits as hex (an intranet page served over plain http).
 *
 * @example newImportId() // '3f2b6c1e-…'
 */
export function newImportId(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The stage as the dialog shows it: 正在解析, 正在校验 第N/M行, 正在写入 N/M, 即将完成.
 *
 * @example importProgressText({ stage: 'check', done: 3000, total: 10000 }) // '正在校验 第3000/10000行'
 */
export function importProgressText({ stage, done, total }: ImportProgress): string {
  switch (stage) {
    case 'parse':
      return total > 1 ? `正在解析 第${done}/${total}个文件` : '正在解析';
    case 'check':
      return `正在校验 第${done}/${total}行`;
    case 'write':
      return `正在写入 ${done}/${total}`;
    default:
      return '即将完成';
  }
}

/** The bar's percent (0-100) within the stage. */
export function importProgressPercent({ done, total }: ImportProgress): number {
  return total > 0 ? Math.min(100, Math.max(0, Math.round((done / total) * 100))) : 0;
}

function isProgress(value: unknown): value is ImportProgress {
  if (typeof value !== 'object' || value === null) return false;
  const { stage, done, total } = value as Record<string, unknown>;
  return typeof stage === 'string' && typeof done === 'number' && typeof total === 'number';
}

/** One poll: the progress, null when the server has none (yet), 'unsupported' when it has no such endpoint. */
async function fetchProgress(id: string, signal: AbortSignal): Promise<ImportProgress | null | 'unsupported'> {
  try {
    const envelope = await getAction<unknown>(
      IMPORT_PROGRESS_PATH,
      { id },
      { silent: true, skipAuthFlow: true, signal, timeout: 10_000 },
    );
    // JeecgBoot answers an unknown path with HTTP 200 and code 404.
    if (Number(envelope.code) === 404) return 'unsupported';
    return envelope.success !== false && isProgress(envelope.result) ? envelope.result : null;
  } catch (error) {
    // An HTTP error status: no such endpoint (404), or nothing the dialog should insist on.
    if (error instanceof ApiError && error.status !== undefined) return 'unsupported';
    return null;
  }
}

/**
 * Polls the progress of import `id` every `intervalMs` (each poll after the previous one answered)
 * until the returned function is called; `onProgress` receives every answer that carries a progress.
 * A server without the endpoint (a stock JeecgBoot) ends the polling silently; nothing is ever
 * reported to the user.
 *
 * @example const stop = watchImportProgress(id, setProgress); await upload; stop();
 */
export function watchImportProgress(
  id: string,
  onProgress: (progress: ImportProgress) => void,
  intervalMs = PROGRESS_POLL_MS,
): () => void {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const poll = async () => {
    const answer = await fetchProgress(id, controller.signal);
    if (controller.signal.aborted || answer === 'unsupported') return;
    if (answer) onProgress(answer);
    timer = setTimeout(poll, intervalMs);
  };
  timer = setTimeout(poll, intervalMs);
  return () => {
    clearTimeout(timer);
    controller.abort();
  };
}
