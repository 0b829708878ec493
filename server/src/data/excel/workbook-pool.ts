import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { BizError } from '../../http/envelope';
import { ImportMessages, type ZipLimits } from './import-limits';
import type { InflateStats } from './workbook-unzip';

/** What the main thread asks a reader thread. */
export interface ReadRequest {
  fileName: string;
  content: Uint8Array;
  limits?: Partial<ZipLimits> | undefined;
}

/** What a reader thread answers: the rows in batches (each acknowledged with `next`), then done or an error. */
export type ReadReply =
  | { kind: 'rows'; rows: unknown[][] }
  | { kind: 'done'; firstRow: number; inflatedBytes: number }
  | { kind: 'error'; inflatedBytes: number; error: ThreadError };

export interface ThreadError {
  biz: boolean;
  message: string;
  code?: number;
  httpStatus?: number;
  stack?: string | undefined;
}

/** The worker entry: plain JavaScript that loads the TypeScript reader (see the file). */
const ENTRY = new URL('./workbook-worker.mjs', import.meta.url);
/** Reader threads at most: leave a core to the event loop, and don't hold several 100 MB parses at once. */
const POOL_SIZE = Math.max(1, Math.min(2, availableParallelism() - 1));
/** An idle reader thread is stopped after this long (its heap holds the last workbook's garbage). */
const IDLE_MS = 30_000;

interface Job {
  request: ReadRequest;
  stats: InflateStats | undefined;
  rows: unknown[][];
  resolve(grid: { firstRow: number; rows: unknown[][] }): void;
  reject(error: Error): void;
}

const threads = new Set<ReaderThread>();
const idle: ReaderThread[] = [];
const queue: Job[] = [];

/** One worker thread reading one workbook at a time. */
class ReaderThread {
  private readonly worker = new Worker(ENTRY, { resourceLimits: { maxYoungGenerationSizeMb: 4 } });
  private job: Job | null = null;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor() {
    this.worker.on('message', (reply: ReadReply) => this.reply(reply));
    this.worker.on('error', (error: Error & { code?: string }) =>
      this.stop(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new BizError(ImportMessages.tooLarge)
          : new Error(`workbook reader failed: ${error.message}`, { cause: error }),
      ),
    );
    this.worker.on('exit', (code) => this.stop(new Error(`workbook reader exited with code ${code}`)));
  }

  run(job: Job): void {
    clearTimeout(this.idleTimer);
    this.job = job;
    this.worker.ref();
    // Copy exactly the file's bytes (the Buffer may be a view into a larger one) and hand the copy over.
    const content = new Uint8Array(job.request.content);
    this.worker.postMessage({ ...job.request, content }, [content.buffer]);
  }

  private reply(reply: ReadReply): void {
    const job = this.job;
    if (!job) return;
    if (reply.kind === 'rows') {
      for (const row of reply.rows) job.rows.push(row);
      // Ask for the next batch on a later turn, so a large result never holds the event loop.
      setImmediate(() => this.worker.postMessage({ kind: 'next' }));
      return;
    }
    if (job.stats) job.stats.inflatedBytes = reply.inflatedBytes;
    this.job = null;
    if (reply.kind === 'done') job.resolve({ firstRow: reply.firstRow, rows: job.rows });
    else job.reject(threadError(reply.error));
    this.release();
  }

  private release(): void {
    this.worker.unref();
    this.idleTimer = setTimeout(() => this.stop(new Error('idle workbook reader stopped')), IDLE_MS).unref();
    idle.push(this);
    dispatch();
  }

  private stop(error: Error): void {
    clearTimeout(this.idleTimer);
    if (!threads.delete(this)) return;
    const at = idle.indexOf(this);
    if (at >= 0) idle.splice(at, 1);
    this.job?.reject(error);
    this.job = null;
    void this.worker.terminate();
    dispatch();
  }
}

function threadError(error: ThreadError): Error {
  if (error.biz) return new BizError(error.message, error.code, error.httpStatus);
  const failure = new Error(`workbook reader failed: ${error.message}`);
  if (error.stack) failure.stack = error.stack;
  return failure;
}

function dispatch(): void {
  while (queue.length > 0) {
    let thread = idle.pop();
    if (!thread && threads.size < POOL_SIZE) {
      thread = new ReaderThread();
      threads.add(thread);
    }
    if (!thread) return;
    thread.run(queue.shift() as Job);
  }
}

/**
 * Runs one read on a pooled worker thread (started on first use, stopped when idle). Rows come back in
 * batches, each fetched on a later turn of the event loop; a BizError thrown by the reader is rethrown
 * here as a BizError with the same message and codes.
 *
 * @example const grid = await readInWorker({ fileName: 'a.xlsx', content })
 */
export function readInWorker(
  request: ReadRequest,
  stats?: InflateStats,
): Promise<{ firstRow: number; rows: unknown[][] }> {
  return new Promise((resolve, reject) => {
    queue.push({ request, stats, rows: [], resolve, reject });
    dispatch();
  });
}
