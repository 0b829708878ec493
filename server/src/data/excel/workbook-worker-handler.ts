import { parentPort } from 'node:worker_threads';
import { BizError } from '../../http/envelope';
import type { ReadReply, ReadRequest, ThreadError } from './workbook-pool';
import { readWorkbook } from './workbook-reader';

/** Rows per message: small enough that the main thread decodes one batch in a few milliseconds. */
const BATCH = 2000;

const port = parentPort;
if (!port) throw new Error('workbook-worker-handler runs on a worker thread');

let pending: unknown[][] = [];
let sent = 0;
let done: ReadReply | null = null;

function reply(message: ReadReply): void {
  port?.postMessage(message);
}

/** The next batch of the current result, or its end. */
function next(): void {
  if (sent < pending.length) {
    reply({ kind: 'rows', rows: pending.slice(sent, sent + BATCH) });
    sent += BATCH;
    return;
  }
  if (done) reply(done);
  pending = [];
  done = null;
}

function describe(error: unknown): ThreadError {
  if (error instanceof BizError)
    return { biz: true, message: error.message, code: error.code, httpStatus: error.httpStatus };
  const failure = error instanceof Error ? error : new Error(String(error));
  return { biz: false, message: failure.message, stack: failure.stack };
}

port.on('message', (message: ReadRequest | { kind: 'next' }) => {
  if ('kind' in message) return next();
  const stats = { inflatedBytes: 0 };
  try {
    const content = Buffer.from(message.content.buffer, message.content.byteOffset, message.content.byteLength);
    const grid = readWorkbook(message.fileName, content, { limits: message.limits, stats });
    pending = grid.rows;
    sent = 0;
    done = { kind: 'done', firstRow: grid.firstRow, inflatedBytes: stats.inflatedBytes };
  } catch (error) {
    pending = [];
    sent = 0;
    done = { kind: 'error', inflatedBytes: stats.inflatedBytes, error: describe(error) };
  }
  next();
});
