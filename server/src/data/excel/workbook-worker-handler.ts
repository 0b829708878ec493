import { parentPort } from 'node:worker_threads';
import { BizError } from '../../http/envelope';
import type { ReadReply, ReadRequest, ThreadError } from './workbook-pool';
import { readWorkbookBatches } from './workbook-reader';

/** Rows per message: small enough that the main thread decodes one batch in a few milliseconds. */
const BATCH = 2000;

const port = parentPort;
if (!port) throw new Error('workbook-worker-handler runs on a worker thread');

/** The read under way: its batches are read one per `next`, so the thread holds one batch at a time. */
let reading: { batches: Generator<unknown[][], number>; stats: { inflatedBytes: number } } | null = null;

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
  if (!reading) return;
  const { batches, stats } = reading;
  try {
    const step = batches.next();
    if (!step.done) {
      reply({ kind: 'rows', rows: step.value });
      return;
    }
    reading = null;
    reply({ kind: 'done', firstRow: step.value, inflatedBytes: stats.inflatedBytes });
  } catch (error) {
    reading = null;
    reply({ kind: 'error', inflatedBytes: stats.inflatedBytes, error: describe(error) });
  }
}

port.on('message', (message: ReadRequest | { kind: 'next' }) => {
  if ('kind' in message) {
    next();
    return;
  }
  const stats = { inflatedBytes: 0 };
  const content = Buffer.from(message.content.buffer, message.content.byteOffset, message.content.byteLength);
  reading = {
    batches: readWorkbookBatches(message.fileName, content, { limits: message.limits, stats }, BATCH),
    stats,
  };
  next();
});
