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

/**
 * What a reader thread answers: the rows in batches (each asked for with `next`; `sheetRows` is how
 * many rows the sheet holds), then done or an error. A `cancel` is answered with done.
 */
export type ReadReply =
  | { kind: 'rows'; firstRow: number; rows: unknown[][]; sheetRows: number }
  | { kind: 'done'; inflatedBytes: number }
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
/** Reader threads at most: leave a core to the event loop, and don't hold several large reads at once. */
const POOL_SIZE = Math.max(1, Math.min(2, availableParallelism() - 1));
/** An idle reader thread is stopped after this long (its heap holds the last workbook's garbage). */
const IDLE_MS = 30_000;
/** Batches read ahead of the consumer: enough to keep the thread busy, few enough to bound memory. */
const READ_AHEAD = 2;
/**
 * A small young generation: a read allocates fast and keeps little, so a large nursery would only add
 * to the process's memory (measured: tens of MB on a 50,000-row sheet) without saving time.
 */
const RESOURCE_LIMITS = { maxYoungGenerationSizeMb: 4 };

/** A sheet's rows as the reader thread reads them: pulled a batch at a time. */
export interface WorkbookStream {
  /** The next batch, or null after the last; rejects with the reader's refusal (a BizError as a BizError). */
  next(): Promise<{ firstRow: number; rows: unknown[][] } | null>;
  /** Rows the sheet holds, title and header rows included (known once the first batch is in). */
  readonly sheetRows: number;
  /** Batches read and not yet taken (at most READ_AHEAD). */
  readonly buffered: number;
  /** Stops the read: the thread drops the rest of the workbook. */
  cancel(): void;
}

/** One read: its batches as they arrive, and whoever waits for the next one. */
class Job implements WorkbookStream {
  sheetRows = 0;
  thread: ReaderThread | null = null;
  private readonly batches: { firstRow: number; rows: unknown[][] }[] = [];
  private waiting: {
    resolve(batch: { firstRow: number; rows: unknown[][] } | null): void;
    reject(error: Error): void;
  } | null = null;
  private ended = false;
  private failure: Error | null = null;
  /** The thread stopped after READ_AHEAD batches and waits for a `next`. */
  private paused = false;
  cancelled = false;

  constructor(
    readonly request: ReadRequest,
    readonly stats: InflateStats | undefined,
  ) {}

  next(): Promise<{ firstRow: number; rows: unknown[][] } | null> {
    const batch = this.batches.shift();
    if (batch) {
      if (this.paused && this.batches.length < READ_AHEAD) {
        this.paused = false;
        this.thread?.ask();
      }
      return Promise.resolve(batch);
    }
    if (this.failure) return Promise.reject(this.failure);
    if (this.ended) return Promise.resolve(null);
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
    });
  }

  get buffered(): number {
    return this.batches.length;
  }

  cancel(): void {
    if (this.ended || this.cancelled) return;
    this.cancelled = true;
    this.batches.length = 0;
    const queued = queue.indexOf(this);
    if (queued >= 0) queue.splice(queued, 1);
    this.thread?.cancel();
    this.finish(null);
  }

  /** A batch from the thread; true when the thread should read the next one at once. */
  received(batch: { firstRow: number; rows: unknown[][] }, sheetRows: number): boolean {
    if (this.cancelled) return false;
    this.sheetRows = sheetRows;
    if (this.waiting) {
      const { resolve } = this.waiting;
      this.waiting = null;
      resolve(batch);
    } else {
      this.batches.push(batch);
    }
    this.paused = this.batches.length >= READ_AHEAD;
    return !this.paused;
  }

  /** The end of the read: null when complete, else why it failed. */
  finish(failure: Error | null): void {
    if (this.ended || this.failure) return;
    if (failure) this.failure = failure;
    else this.ended = true;
    const waiting = this.waiting;
    this.waiting = null;
    if (failure) waiting?.reject(failure);
    else waiting?.resolve(null);
  }
}

const threads = new Set<ReaderThread>();
const idle: ReaderThread[] = [];
const queue: Job[] = [];

/** One worker thread reading one workbook at a time. */
class ReaderThread {
  private readonly worker = new Worker(ENTRY, { resourceLimits: RESOURCE_LIMITS });
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
    job.thread = this;
    this.worker.ref();
    // Copy exactly the file's bytes (the Buffer may be a view into a larger one) and hand the copy over.
    const content = new Uint8Array(job.request.content);
    this.worker.postMessage({ ...job.request, content }, [content.buffer]);
  }

  /** Asks for the next batch, on a later turn so a large result never holds the event loop. */
  ask(): void {
    setImmediate(() => this.worker.postMessage({ kind: 'next' }));
  }

  cancel(): void {
    this.worker.postMessage({ kind: 'cancel' });
  }

  private reply(reply: ReadReply): void {
    const job = this.job;
    if (!job) return;
    if (reply.kind === 'rows') {
      if (job.received({ firstRow: reply.firstRow, rows: reply.rows }, reply.sheetRows)) this.ask();
      return;
    }
    if (job.stats) job.stats.inflatedBytes = reply.inflatedBytes;
    this.job = null;
    job.thread = null;
    job.finish(reply.kind === 'done' ? null : threadError(reply.error));
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
    this.job?.finish(error);
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
 * Starts one read on a pooled worker thread (started on first use, stopped when idle) and hands its
 * rows on as they are pulled: the thread reads at most READ_AHEAD batches ahead of the caller, so a
 * large sheet is never in memory whole unless the caller keeps it. A caller that stops early cancels.
 *
 * @example const stream = streamInWorker({ fileName: 'a.xlsx', content }); for (let b = await stream.next(); b; b = await stream.next()) use(b)
 */
export function streamInWorker(request: ReadRequest, stats?: InflateStats): WorkbookStream {
  const job = new Job(request, stats);
  queue.push(job);
  dispatch();
  return job;
}

/**
 * Runs one read on a pooled worker thread and gathers every row; a BizError thrown by the reader is
 * rethrown here as a BizError with the same message and codes.
 *
 * @example const grid = await readInWorker({ fileName: 'a.xlsx', content })
 */
export async function readInWorker(
  request: ReadRequest,
  stats?: InflateStats,
): Promise<{ firstRow: number; rows: unknown[][] }> {
  const stream = streamInWorker(request, stats);
  const grid = { firstRow: 0, rows: [] as unknown[][] };
  for (let batch = await stream.next(); batch; batch = await stream.next()) {
    if (grid.rows.length === 0) grid.firstRow = batch.firstRow;
    for (const row of batch.rows) grid.rows.push(row);
  }
  return grid;
}
