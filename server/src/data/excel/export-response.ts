import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import type { EntityDef } from '../entity';
import type { Scope } from '../scope';
import { attachment } from './content-disposition';
import { type ExportColumn, type OpenedExport, openExport } from './export-rows';
import { acquireTaskLease } from './task-limits';
import { type SheetSpec, XLSX_CONTENT_TYPE, xlsxChunks } from './xlsx-writer';

/**
 * Bytes the response stream holds before it stops asking for the next batch: below one compressed
 * batch, so the stream holds at most one batch's bytes beyond what the socket has taken.
 */
export const EXPORT_STREAM_HIGH_WATER = 64 * 1024;

/**
 * The .xlsx of an opened export as a byte stream that reads and compresses the next batch only when
 * its reader has taken the previous one (`push()` answering false stops it until the next `_read`).
 * However the stream ends (finished, destroyed when the client goes away, failed) the export is
 * closed: its cursor and connection are released.
 *
 * @example reply.send(xlsxExportStream({ name: '订单列表', header }, await openExport(...)))
 */
export function xlsxExportStream(
  sheet: SheetSpec,
  opened: OpenedExport,
  /** Awaited after the last byte is produced and before the stream ends (the response completes). */
  beforeEnd?: () => Promise<void>,
): Readable {
  async function* bytes() {
    yield* xlsxChunks({ ...sheet, rows: opened.rows }, opened.batches);
    await beforeEnd?.();
  }
  const stream = Readable.from(bytes(), {
    objectMode: false,
    highWaterMark: EXPORT_STREAM_HIGH_WATER,
  });
  stream.once('close', () => {
    opened.close().catch(() => undefined);
  });
  return stream;
}

/** One exportXls answer: what to read and how the file is called. */
export interface ExportAnswer {
  /** Sheet name and file name (`<title>.xlsx`). */
  title: string;
  entity: EntityDef;
  columns: readonly (ExportColumn & { title: string })[];
  scope: Scope;
  query: Record<string, unknown>;
  /** Filters the list always carries (see `openExport`). */
  fixed?: Readonly<Record<string, string>>;
}

/**
 * Answers an exportXls request with a streamed `<title>.xlsx`, holding one of the user's export slots
 * (`TASK_LIMITS`) until the stream closes; a user past the limit gets the busy message. A bad filter, more rows than
 * `EXPORT_MAX_ROWS` or a failing statement throws before any byte is sent, so the client gets the
 * JSON envelope of the error instead of a broken file.
 *
 * @example return sendExport(reply, ctx, { title: '订单列表', entity, columns, scope, query })
 */
export async function sendExport(reply: FastifyReply, ctx: AppContext, answer: ExportAnswer): Promise<FastifyReply> {
  const lease = await acquireTaskLease(ctx.db, 'export', answer.scope.userId);
  let opened: OpenedExport;
  try {
    opened = await openExport(ctx.db, answer.entity, answer.scope, answer.query, answer.columns, {
      maxRows: ctx.config.exportMaxRows,
      ...(answer.fixed ? { fixed: answer.fixed } : {}),
    });
  } catch (error) {
    await lease.release();
    throw error;
  }
  const sheet = { name: answer.title, header: answer.columns.map((column) => column.title) };
  // The slot is freed before the file's last byte goes out, so a user whose download has completed may start
  // the next export at once; a failed stream or a client gone frees it when the stream closes.
  const stream = xlsxExportStream(sheet, opened, () => lease.release());
  stream.once('close', () => void lease.release());
  return reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', attachment(`${answer.title}.xlsx`))
    .header('cache-control', 'no-store')
    .send(stream);
}
