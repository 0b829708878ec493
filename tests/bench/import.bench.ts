// Bulk Excel import of orders (`npm run bench -- import`; issue 18, point 2).
//
// A throw-away PostgreSQL server (Debian's binaries; skipped when absent) seeded with the demo data. For
// every measurement a fresh server process (tests/bench/support/import-server.ts) imports order rows of
// tenant1 (its three shops and their products, rent and purchase orders) over HTTP:
// - ours, 10,000 rows: POST /business/order/importExcel, one .xlsx (the real route);
// - peer, 10,000 rows: the former row-by-row path (each row's shop and product queried, one INSERT per
//   row), through the bench route's mode=rows;
// - ours, 100,000 rows: the bench route (the real one stops at 50,000), two files of 50,000 rows.
// The 100,000-row peer is left out: at the former speed it takes minutes a round.
// Printed per side over BENCH_ROUNDS rounds (default 3; sides interleaved, their order alternating per
// round), min and median: time from request to answer, the server's RSS growth (peak VmHWM during the
// import, reset through /proc/<pid>/clear_refs, minus VmRSS before it) and the CPU time of the server
// process and of the database cluster (from /proc: on a shared machine the time follows the load, the
// CPU far less). Each server first imports 500 rows the same way (deleted before the measured import):
// its reader thread is started (as after any import in the last 30 s) and the import's code compiled.
// Each import carries an X-Import-Id and its progress is polled every 100 ms: when each stage (parse,
// check, write, done) was first seen is printed too. Targets on ours' medians: 10,000 rows <= 2 s,
// 100,000 rows <= 15 s, RSS growth <= 150 MB. Exits non-zero when one is missed.
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { findPostgres, startPostgres } from '../../scripts/postgres.mjs';
import { loadConfig } from '../../server/src/config';
import { type Db, openPostgres } from '../../server/src/db/database';
import { ORDER_IMPORT_COLUMNS } from '../../server/src/routes/orders/order-entry-rules';
import { signatureHeaders } from '../../server/src/testing/test-server';
import { cpuMs, startBenchServer, stopBenchServer } from './support/bench-process';

const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS) || 3);
const MARK = 'bench-import';
const WARM_UP_MARK = 'bench-warm-up';
const TARGETS = { ms10k: 2_000, ms100k: 15_000, rssMb: 150 };

type SideName = 'ours 10k' | 'peer 10k' | 'ours 100k';
interface SideSpec {
  name: SideName;
  path: string;
  files: string[];
  rows: number;
  targetMs?: number;
}
interface Measure {
  ms: number;
  rssMb: number;
  /** CPU time the import took of the server process and of the database cluster (less load-bound than time). */
  serverCpuMs: number;
  dbCpuMs: number;
  /** When each progress stage was first seen. */
  stages: string;
}

const config = loadConfig({ NODE_ENV: 'test', TOKEN_SECRET: 'bench' });
const mb = (bytes: number) => bytes / 1024 / 1024;

/** CPU time of the PostgreSQL cluster: the postmaster's children (backends, writers, autovacuum). */
function clusterCpuMs(postmaster: number): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);
      if (parent === postmaster) total += cpuMs(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return total;
}

/** A field of /proc/<pid>/status in bytes (VmRSS, VmHWM). */
function procKb(pid: number, field: string): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((text) => text.startsWith(`${field}:`));
  return Number(line?.split(/\s+/)[1] ?? 0) * 1024;
}

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; port: number; token: string }> {
  const { child, ready } = await startBenchServer<{ port: number; token: string }>('import-server.ts', env);
  return { child, ...ready };
}

/** Order rows of tenant1: every shop with its live products, rent or purchase as the product allows. */
async function orderRows(db: Db, count: number, offset: number, mark = MARK): Promise<unknown[][]> {
  const products = await db.query<{ shop: string; product: string; type: number }>(
    `SELECT s.name AS shop, p.product_name AS product, p.product_type AS type
       FROM bus_product p JOIN sys_shop s ON s.id = p.shop_id
      WHERE s.tenant_id = 1001 AND p.del_flag = 0 ORDER BY s.name, p.product_name`,
  );
  const rows: unknown[][] = [Object.values(ORDER_IMPORT_COLUMNS)];
  for (let i = 0; i < count; i++) {
    const n = offset + i;
    const item = products[n % products.length] as (typeof products)[number];
    const orderType = item.type === 2 || (item.type === 3 && n % 2 === 1) ? '购买订单' : '租赁订单';
    const phone = `138${String(n % 100_000_000).padStart(8, '0')}`;
    rows.push([
      item.shop,
      item.product,
      orderType,
      `导入客户${n}`,
      phone,
      ((n % 5000) + 1) * 1.5,
      n % 3 === 0 ? `收货人${n}` : null,
      n % 3 === 0 ? `139${String(n % 100_000_000).padStart(8, '0')}` : null,
      `浙江省杭州市西湖区文三路${n % 999}号`,
      mark,
    ]);
  }
  return rows;
}

function writeWorkbook(dir: string, name: string, rows: unknown[][]): string {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), '订单');
  const path = join(dir, name);
  writeFileSync(path, XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer);
  return path;
}

async function post(port: number, token: string, path: string, files: readonly Buffer[], importId = '') {
  const form = new FormData();
  for (const content of files) form.append('files[]', new Blob([new Uint8Array(content)]), '订单导入.xlsx');
  const response = await fetch(`http://127.0.0.1:${port}${config.apiPrefix}${path}`, {
    method: 'POST',
    body: form,
    headers: { ...signatureHeaders(config), 'x-access-token': token, ...(importId ? { 'x-import-id': importId } : {}) },
  });
  return (await response.json()) as { code: number; message: string };
}

/** When each stage of import `id` was first seen (ms from `started`), polling its progress every 100 ms. */
function watchStages(port: number, token: string, id: string, started: number) {
  const seen: Record<string, number> = {};
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const response = await fetch(`http://127.0.0.1:${port}${config.apiPrefix}/sys/common/importProgress?id=${id}`, {
        headers: { ...signatureHeaders(config), 'x-access-token': token },
      });
      const body = (await response.json()) as { success: boolean; result?: { stage: string } };
      const stage = body.success ? body.result?.stage : undefined;
      if (stage && seen[stage] === undefined) seen[stage] = performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return async () => {
    stopped = true;
    await loop;
    return seen;
  };
}

async function measure(
  side: SideSpec,
  env: Record<string, string>,
  db: Db,
  warmUp: Buffer,
  postmaster: number,
): Promise<Measure> {
  const { child, port, token } = await startServer(env);
  try {
    const pid = child.pid as number;
    // A server that has imported before: the reader thread started (as after any import in the last
    // 30 s) and the import's code compiled. The warm-up's rows go before the measured import.
    const warm = await post(port, token, side.path, [warmUp]);
    if (warm.code !== 200) throw new Error(`warm-up: ${JSON.stringify(warm)}`);
    await db.query('DELETE FROM bus_order WHERE remark = $1', [WARM_UP_MARK]);
    const files = side.files.map((file) => readFileSync(file));
    // Peak RSS from here on (Linux: writing 5 to clear_refs resets VmHWM to the current RSS).
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    const before = procKb(pid, 'VmRSS');
    const cpuBefore = { server: cpuMs(pid), db: clusterCpuMs(postmaster) };
    const started = performance.now();
    const importId = randomUUID();
    const stages = watchStages(port, token, importId, started);
    const body = await post(port, token, side.path, files, importId);
    const ms = performance.now() - started;
    const seen = await stages();
    const peak = procKb(pid, 'VmHWM');
    const serverCpuMs = cpuMs(pid) - cpuBefore.server;
    const dbCpuMs = clusterCpuMs(postmaster) - cpuBefore.db;
    if (body.code !== 200) throw new Error(`${side.name}: ${JSON.stringify(body)}`);
    const stored = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM bus_order WHERE remark = $1', [MARK]);
    if (stored?.n !== side.rows) throw new Error(`${side.name}: ${stored?.n} rows stored, ${side.rows} sent`);
    const stageText = Object.entries(seen)
      .map(([stage, at]) => `${stage} ${(at / 1000).toFixed(1)} s`)
      .join(', ');
    return { ms, rssMb: mb(peak - before), serverCpuMs, dbCpuMs, stages: stageText };
  } finally {
    await stopBenchServer(child);
    await db.query('DELETE FROM bus_order WHERE remark = $1', [MARK]);
    await db.exec('VACUUM ANALYZE bus_order');
  }
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const figure = (values: readonly number[]) =>
  `${Math.min(...values)
    .toFixed(0)
    .padStart(7)} ${median(values).toFixed(0).padStart(7)}`;

async function main(): Promise<void> {
  if (!findPostgres()) {
    console.log('skipped: PostgreSQL binaries (initdb, pg_ctl) not found');
    return;
  }
  console.log(
    `load average before: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  const postgres = await startPostgres();
  const dir = mkdtempSync(join(tmpdir(), 'bench-import-'));
  const env = { DATABASE_URL: postgres.url, DATA_DIR: dir, DEMO: 'true' };
  let db: Db | null = null;
  try {
    // The first start migrates and seeds the demo data.
    await stopBenchServer((await startServer(env)).child);
    db = await openPostgres(postgres.url);
    const dataDirectory = (await db.one<{ dir: string }>('SELECT current_setting($1) AS dir', ['data_directory']))?.dir;
    const postmaster = Number(readFileSync(join(dataDirectory ?? '', 'postmaster.pid'), 'utf8').split('\n')[0]);
    const warmUp = readFileSync(writeWorkbook(dir, 'warm-up.xlsx', await orderRows(db, 500, 0, WARM_UP_MARK)));
    const files10k = [writeWorkbook(dir, '10k.xlsx', await orderRows(db, 10_000, 0))];
    const files100k = [
      writeWorkbook(dir, '100k-a.xlsx', await orderRows(db, 50_000, 0)),
      writeWorkbook(dir, '100k-b.xlsx', await orderRows(db, 50_000, 50_000)),
    ];
    const sides: SideSpec[] = [
      { name: 'ours 10k', path: '/business/order/importExcel', files: files10k, rows: 10_000, targetMs: TARGETS.ms10k },
      { name: 'peer 10k', path: '/bench/importExcel?mode=rows', files: files10k, rows: 10_000 },
      {
        name: 'ours 100k',
        path: '/bench/importExcel?mode=bulk',
        files: files100k,
        rows: 100_000,
        targetMs: TARGETS.ms100k,
      },
    ];
    const results = new Map<SideName, Measure[]>(sides.map((side) => [side.name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? sides : [...sides].reverse();
      for (const side of order) {
        const result = await measure(side, env, db, warmUp, postmaster);
        results.get(side.name)?.push(result);
        console.log(
          `round ${round + 1} ${side.name}: ${result.ms.toFixed(0)} ms, RSS +${result.rssMb.toFixed(1)} MB, ` +
            `CPU server ${result.serverCpuMs} ms + database ${result.dbCpuMs} ms (stages first seen: ${result.stages})`,
        );
      }
    }

    console.log(
      `\norder import over HTTP, PostgreSQL, ${ROUNDS} rounds (min / median): time ms, RSS growth MB, CPU ms of the server and of the database`,
    );
    for (const side of sides) {
      const list = results.get(side.name) ?? [];
      console.log(
        `  ${side.name.padEnd(10)} ${String(side.rows).padStart(7)} rows   time ${figure(list.map((m) => m.ms))}` +
          `   RSS ${figure(list.map((m) => m.rssMb))}   CPU server ${figure(list.map((m) => m.serverCpuMs))}` +
          `   database ${figure(list.map((m) => m.dbCpuMs))}`,
      );
    }
    const ours10 = median(results.get('ours 10k')?.map((m) => m.ms) ?? []);
    const peer10 = median(results.get('peer 10k')?.map((m) => m.ms) ?? []);
    console.log(`  ratio ours/peer at 10,000 rows (medians): ${(ours10 / peer10).toFixed(3)}`);

    const misses: string[] = [];
    for (const side of sides) {
      if (!side.targetMs) continue;
      const list = results.get(side.name) ?? [];
      const ms = median(list.map((m) => m.ms));
      const rss = median(list.map((m) => m.rssMb));
      const timeOk = ms <= side.targetMs;
      const rssOk = rss <= TARGETS.rssMb;
      console.log(
        `${side.name}: median ${ms.toFixed(0)} ms (target <= ${side.targetMs}) ${timeOk ? 'met' : 'MISSED'}; ` +
          `RSS +${rss.toFixed(1)} MB (target <= ${TARGETS.rssMb}) ${rssOk ? 'met' : 'MISSED'}`,
      );
      if (!timeOk) misses.push(`${side.name} time`);
      if (!rssOk) misses.push(`${side.name} RSS`);
    }
    console.log(
      `load average after: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    if (misses.length > 0) {
      console.log(`missed: ${misses.join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await db?.close();
    postgres.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
