import { parentPort } from 'node:worker_threads';
import { BizError } from '../../http/envelope';
import type { ReadReply, ReadRequest, ThreadError } from './workbook-pool';
import { readWorkbookBatches, type SheetBatch } from './workbook-reader';

/** Rows per message: small enough that the main thread decodes one batch in a few milliseconds. */
const BATCH = 1000;

const port = parentPort;
if (!port) throw new Error('workbook-worker-handler runs on a worker thread');

/** The read under way: its batches are read one per `next`, so the thread holds one batch at a time. */
let reading: { batches: Generator<SheetBatch>; stats: { inflatedBytes: number }; sheetRows(): number } | null = null;

function reply(message: ReadReply): void {
  port?.postMessage(message);
}

function describe(error: unknown): ThreadError {
  if (error instanceof BizError)
    return { biz: true, message: error.message, code: error.code, httpStatus: error.httpStatus };
  const failure = error instanceof Error ? error : new Error(String(error));
  return { biz: false, message: failure.message, stack: failure.stack };
}

/** Reads the next batch of the current workbook and sends it, or the end, or the refusal. */
function next(): void {
  const current = reading;
  if (!current) return;
  try {
    const step = current.batches.next();
    if (!step.done) {
      reply({ kind: 'rows', ...step.value, sheetRows: current.sheetRows() });
      return;
    }
    reading = null;
    reply({ kind: 'done', inflatedBytes: current.stats.inflatedBytes });
  } catch (error) {
    reading = null;
    reply({ kind: 'error', inflatedBytes: current.stats.inflatedBytes, error: describe(error) });
  }
}

port.on('message', (message: ReadRequest | { kind: 'next' } | { kind: 'cancel' }) => {
  if ('kind' in message) {
    if (message.kind === 'next') {
      next();
      return;
    }
    // The reader has what it wanted: drop the rest, and say so.
    const current = reading;
    reading = null;
    current?.batches.return(undefined);
    reply({ kind: 'done', inflatedBytes: current?.stats.inflatedBytes ?? 0 });
    return;
  }
  const stats = { inflatedBytes: 0 };
  const content = Buffer.from(message.content.buffer, message.content.byteOffset, message.content.byteLength);
  let sheetRows = 0;
  const onRowCount = (rows: number) => {
    sheetRows = rows;
  };
  const batches = readWorkbookBatches(message.fileName, content, { limits: message.limits, stats, onRowCount }, BATCH);
  reading = { batches, stats, sheetRows: () => sheetRows };
  next();
});
