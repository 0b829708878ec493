import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, DEFAULT_EXPORT_MAX_ROWS, loadConfig } from '../../config';
import type { Db } from '../../db/database';
import { ORDER_VIEW_ENTITY } from '../../routes/orders/entities';
import { ORDER_COLUMNS } from '../../routes/orders/exports';
import { insertBulkOrders } from '../../testing/bulk-orders';
import { createTestServer, signatureHeaders, type TestServer } from '../../testing/test-server';
import type { FieldDef } from '../entity';
import { listOrder } from '../list-query';
import type { Scope } from '../scope';
import { EXPORT_STREAM_HIGH_WATER, xlsxExportStream } from './export-response';
import { defaultPaging, exportBatchRows, openExport, tooManyRowsMessage } from './export-rows';

/**
 * Streaming exports of a large list (30,000 extra orders of tenant 1001): back-pressure, order and
 * content of the file, the EXPORT_MAX_ROWS cap, and a client going away mid-file.
 */

const execFileAsync = promisify(execFile);
const BULK = 30_000;
const URL = '/business/order/exportXls';
const SCOPE: Scope = { tenantId: 1001, shopId: null, channelId: null, userId: 'u', username: 'tenant1' };
/** The order export's 20 columns. */
const COLUMNS = Object.entries(ORDER_COLUMNS).map(([field, title]) => ({
  field,
  title,
  def: ORDER_VIEW_ENTITY.fields[field] as FieldDef,
}));

let server: TestServer;
let token: string;
let tenantOrders: number;

beforeAll(async () => {
  server = await createTestServer();
  await insertBulkOrders(server.db, { tenantId: 1001, count: BULK, prefix: 'xs_' });
  token = await server.tokenFor('tenant1');
  const row = await server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM bus_order WHERE tenant_id = 1001');
  tenantOrders = row?.n ?? 0;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/** Sheets of an .xlsx as arrays of rows (header first). */
function sheetsOf(content: Buffer): { names: string[]; rows: unknown[][][] } {
  const book = XLSX.read(content, { type: 'buffer', dense: true });
  const rows = book.SheetNames.map((name) =>
    XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[name] as XLSX.WorkSheet, { header: 1, defval: null }),
  );
  return { names: book.SheetNames, rows };
}

/** Order numbers of the tenant's orders in the list's order for `query`. */
async function listedOrderNos(query: Record<string, string>): Promise<string[]> {
  const rows = await server.db.query<{ order_no: string }>(
    `SELECT order_no FROM bus_order_view WHERE tenant_id = 1001 ${listOrder(ORDER_VIEW_ENTITY, query)}`,
  );
  return rows.map((row) => row.order_no);
}

/** GETs argv[1] with the headers of argv[2], prints the content type and hangs up at the first bytes. */
const ABORTING_CLIENT = `
const req = require('node:http').get(process.argv[1], { headers: JSON.parse(process.argv[2]) }, (res) => {
  console.log(res.headers['content-type']);
  res.once('data', () => { req.destroy(); process.exit(0); });
});
req.on('error', (error) => { console.error(error); process.exit(1); });
`;

/** Counts the batches of rows the database hands to exports (cursor reads or keyset pages). */
function countReads(db: Db): { reads(): number } {
  let reads = 0;
  const stream = db.stream.bind(db);
  vi.spyOn(db, 'stream').mockImplementation(async function* (text, params, batchRows) {
    for await (const rows of stream(text, params, batchRows)) {
      reads += 1;
      yield rows;
    }
  } as Db['stream']);
  const query = db.query.bind(db);
  vi.spyOn(db, 'query').mockImplementation(async (text, params) => {
    if (/FROM bus_order_view\s+WHERE[\s\S]*LIMIT \d+$/.test(text)) reads += 1;
    return query(text, params);
  });
  return { reads: () => reads };
}

describe('order export stream', () => {
  it('reads the next batch only when the reader has taken the previous ones', async () => {
    const opened = await openExport(server.db, ORDER_VIEW_ENTITY, SCOPE, {}, COLUMNS, {
      maxRows: DEFAULT_EXPORT_MAX_ROWS,
      batchRows: 1000,
    });
    let pulled = 0;
    async function* counted() {
      for await (const batch of opened.batches) {
        pulled += 1;
        yield batch;
      }
    }
    const stream = xlsxExportStream(
      { name: '订单', header: COLUMNS.map((c) => c.title) },
      { ...opened, batches: counted() },
    );
    await sleep(100);
    expect(pulled, 'nothing is read before the reader asks').toBe(0);

    const chunks: Buffer[] = [];
    let ahead = 0;
    for (;;) {
      if (stream.readableEnded) break;
      const chunk = stream.read() as Buffer | null;
      if (chunk) chunks.push(chunk);
      else await new Promise((resolve) => stream.once('readable', resolve).once('end', resolve));
      // The reader holds off: the stream refills its buffer once, then waits however long the pause.
      const before = pulled;
      await sleep(15);
      ahead = Math.max(ahead, pulled - before);
      expect(stream.readableLength).toBeLessThanOrEqual(EXPORT_STREAM_HIGH_WATER * 4);
    }
    expect(ahead, 'batches read ahead of the reader').toBeLessThanOrEqual(3);
    expect(pulled).toBe(Math.ceil(tenantOrders / 1000));
    const { rows } = sheetsOf(Buffer.concat(chunks));
    expect(rows[0]).toHaveLength(tenantOrders + 1);
    expect(rows[0]?.[0]?.slice(0, 3)).toEqual(['订单号', '订单类型', '订单状态']);
    const sample = rows[0]?.find((row) => row[0] === 'xs_30');
    expect(sample?.slice(0, 11)).toEqual([
      'xs_30',
      '租赁订单',
      expect.any(String),
      '批量店铺1',
      '批量渠道1',
      null,
      '13800000030',
      '商品<30> & 配件',
      '规格2',
      1,
      30.5,
    ]);
  }, 120_000);

  it('writes exactly the list’s rows in the list’s order (ties, nulls, both directions)', async () => {
    const queries: Record<string, string>[] = [{}, { column: 'riskScore', order: 'asc' }];
    for (const query of queries) {
      const res = await server.request({ url: URL, token, query: { ...query, exportFields: 'orderNo,userName' } });
      expect(res.raw.headers['content-type'], res.raw.body.slice(0, 300)).toContain('spreadsheetml');
      const { names, rows } = sheetsOf(res.raw.rawPayload);
      expect(names).toEqual(['订单列表']);
      const [header, ...data] = rows[0] ?? [];
      expect(header).toEqual(['订单号', '用户姓名']);
      const exported = data.map((row) => row[0]);
      expect(exported).toEqual(await listedOrderNos(query));
      // The list's own third page is the same slice of the file.
      const page = await server.request({
        url: '/business/order/list',
        token,
        query: { ...query, pageSize: 1000, pageNo: 3 },
      });
      expect(page.body.success, page.body.message).toBe(true);
      const listed = (page.body.result as { records: { orderNo: string }[] }).records.map((row) => row.orderNo);
      expect(exported.slice(2000, 3000)).toEqual(listed);
    }
  }, 120_000);

  it('refuses an export past EXPORT_MAX_ROWS with the JSON envelope, before any byte of a file', async () => {
    const cap = server.config.exportMaxRows;
    try {
      server.config.exportMaxRows = tenantOrders - 1;
      const refused = await server.request({ url: URL, token });
      expect(refused.status).toBe(200);
      expect(refused.raw.headers['content-type']).toContain('application/json');
      expect(refused.body).toMatchObject({ success: false, message: tooManyRowsMessage(tenantOrders - 1) });
      expect(refused.body.message).toBe(`导出数据超过${tenantOrders - 1}条，请缩小查询范围后再导出`);

      const narrowed = await server.request({ url: URL, token, query: { status: 1 } });
      expect(narrowed.raw.headers['content-type']).toContain('spreadsheetml');

      server.config.exportMaxRows = tenantOrders;
      const full = await server.request({ url: URL, token, query: { exportFields: 'orderNo' } });
      expect(sheetsOf(full.raw.rawPayload).rows[0]).toHaveLength(tenantOrders + 1);
    } finally {
      server.config.exportMaxRows = cap;
    }
  }, 120_000);

  it('stops reading and frees the connection when the client goes away mid-file', async () => {
    const counter = countReads(server.db);
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = server.app.server.address() as AddressInfo;
    // The client is another process: in this one an embedded database's statements would keep it from
    // reading until the server had written everything.
    const client = await execFileAsync(process.execPath, [
      '-e',
      ABORTING_CLIENT,
      `http://127.0.0.1:${port}${server.config.apiPrefix}${URL}`,
      JSON.stringify({ ...signatureHeaders(server.config), 'x-access-token': token }),
    ]);
    expect(client.stdout).toContain('spreadsheetml');
    // Reads stop: the count settles well short of the whole list.
    let settled = -1;
    for (let i = 0; i < 50 && settled !== counter.reads(); i++) {
      settled = counter.reads();
      await sleep(200);
    }
    const batches = Math.ceil(tenantOrders / exportBatchRows(COLUMNS.length, defaultPaging(server.db)));
    expect(counter.reads()).toBeGreaterThan(0);
    expect(counter.reads()).toBeLessThan(batches);
    if (server.db.kind === 'postgres') {
      // No backend still runs the export or holds its cursor open; its connection waits, idle, in the pool.
      const backends = async (state: string) =>
        (
          await server.db.one<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity
              WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = ANY($1)
                AND ($2 = '' OR query LIKE $2)`,
            [
              state === 'idle' ? ['idle'] : ['active', 'idle in transaction'],
              state === 'idle' ? '%FROM bus_order_view%' : '',
            ],
          )
        )?.n;
      for (let i = 0; i < 50 && (await backends('busy')) !== 0; i++) await sleep(100);
      expect(await backends('busy')).toBe(0);
      expect(await backends('idle')).toBeGreaterThanOrEqual(1);
    }
    vi.restoreAllMocks();
    // The server goes on exporting (no connection was lost).
    const after = await server.request({ url: URL, token, query: { exportFields: 'orderNo', status: 2 } });
    expect(after.raw.headers['content-type']).toContain('spreadsheetml');
  }, 120_000);
});

describe('EXPORT_MAX_ROWS', () => {
  it('defaults to a million rows and takes a positive whole number', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).exportMaxRows).toBe(1_000_000);
    expect(loadConfig({ NODE_ENV: 'test', EXPORT_MAX_ROWS: '5000' }).exportMaxRows).toBe(5000);
    for (const bad of ['0', '-1', '1.5', 'many']) {
      expect(() => loadConfig({ NODE_ENV: 'test', EXPORT_MAX_ROWS: bad })).toThrow(ConfigError);
    }
  });
});
