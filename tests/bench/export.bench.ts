// Streaming order export on PostgreSQL (`npm run bench -- export`; `npm run bench -- export --million`, or
// BENCH_MILLION=1, adds a 1,000,000-row run).
//
// A throw-away PostgreSQL server (scripts/postgres.mjs) gets the base seed and 100,000 orders of the platform
// tenant (insertBulkOrders: set-based, a third of them with instalments). Each run starts the API server as a
// child process of its own, exports GET /business/order/exportXls over a real socket as the platform admin, and
// measures the time to the last byte and the server's RSS growth (its kernel peak, VmHWM, reset through
// /proc/<pid>/clear_refs just before the request, minus VmRSS before it). Ours: one database cursor, sorted once
// (the PostgreSQL path). Peer: the same server reading keyset pages, one sorted statement per batch (the PGlite
// path, and what PostgreSQL exports did before). Runs BENCH_ROUNDS times (default 3; the peer once unless
// BENCH_PEER_ROUNDS says more), printing min and median; exits non-zero when ours misses a target.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { Unzip, UnzipInflate } from 'fflate';
import { startPostgres } from '../../scripts/postgres.mjs';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { type Db, openPostgres } from '../../server/src/db/database';
import { migrate } from '../../server/src/db/migrate';
import { seedBase } from '../../server/src/seed';
import { insertBulkOrders } from '../../server/src/testing/bulk-orders';
import { signatureHeaders } from '../../server/src/testing/test-server';

const ORDERS = 100_000;
const MILLION = 1_000_000;
const TENANT = 1000;
const TARGET_MS = 8000;
const TARGET_RSS_MB = 100;
const SELF = fileURLToPath(import.meta.url);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PEER_ROUNDS = Number(process.env.BENCH_PEER_ROUNDS ?? 1);

type Paging = 'cursor' | 'keyset';

interface Run {
  ms: number;
  firstByteMs: number;
  bytes: number;
  rssGrowthMb: number;
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** The child: the API server on the bench database, answering on a free port until stdin closes. */
async function serve(url: string, paging: Paging): Promise<void> {
  const config = loadConfig({
    NODE_ENV: 'test',
    TOKEN_SECRET: 'bench-secret',
    DATA_DIR: join(tmpdir(), 'export-bench'),
  });
  const opened = await openPostgres(url);
  // The peer: the same database read the way PGlite is read (keyset pages), chosen through the engine kind.
  const db: Db = paging === 'keyset' ? { ...opened, kind: 'pglite' } : opened;
  const { app, ctx } = await buildApp({ config, db });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const admin = await db.one<{ id: string }>("SELECT id FROM sys_user WHERE username = 'admin'");
  const token = await ctx.tokens.issue(admin?.id ?? '', TENANT);
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${config.apiPrefix}`;
  console.log(`READY ${JSON.stringify({ base, token, headers: signatureHeaders(config) })}`);
  process.stdin.resume();
  process.stdin.on('end', async () => {
    await app.close();
    await opened.close();
    process.exit(0);
  });
}

function vm(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? 0) * 1024;
}

async function startChild(url: string, paging: Paging) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', SELF, 'serve', url, paging], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const ready = await new Promise<{ base: string; token: string; headers: Record<string, string> }>(
    (resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
      lines.on('line', (line) => {
        if (line.startsWith('READY ')) resolve(JSON.parse(line.slice('READY '.length)));
      });
    },
  );
  return {
    ...ready,
    pid: child.pid as number,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.stdin?.end();
      await exited;
    },
  };
}

/** One export in a fresh server; `check` unzips the file and counts its data rows. */
async function exportOnce(url: string, paging: Paging, expectRows: number, check: boolean): Promise<Run> {
  const server = await startChild(url, paging);
  try {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const rssBefore = vm(server.pid, 'VmRSS');
    writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
    const started = performance.now();
    const response = await fetch(`${server.base}/business/order/exportXls`, {
      headers: { ...server.headers, 'x-access-token': server.token },
    });
    if (!response.ok || !response.body) throw new Error(`export failed: ${response.status}`);
    if (!String(response.headers.get('content-type')).includes('spreadsheetml')) {
      throw new Error(`not a workbook: ${await response.text()}`);
    }
    let firstByteMs = 0;
    let bytes = 0;
    const chunks: Uint8Array[] = [];
    for await (const chunk of response.body) {
      if (bytes === 0) firstByteMs = performance.now() - started;
      bytes += chunk.length;
      if (check) chunks.push(chunk);
    }
    const ms = performance.now() - started;
    const rssGrowthMb = mb(Math.max(0, vm(server.pid, 'VmHWM') - rssBefore));
    if (check) {
      const rows = countRows(Buffer.concat(chunks));
      if (rows !== expectRows) throw new Error(`${paging}: ${rows} rows exported, ${expectRows} expected`);
    }
    return { ms, firstByteMs, bytes, rssGrowthMb };
  } finally {
    await server.stop();
  }
}

/** Data rows of every sheet of an .xlsx (row elements minus one header row per sheet), unzipped as a stream. */
function countRows(content: Buffer): number {
  const marker = Buffer.from('<row ');
  let rows = 0;
  const unzip = new Unzip((file) => {
    if (!file.name.startsWith('xl/worksheets/')) return;
    rows -= 1;
    let carry = Buffer.alloc(0);
    file.ondata = (error, data) => {
      if (error) throw error;
      const text = Buffer.concat([carry, data]);
      for (let at = text.indexOf(marker); at >= 0; at = text.indexOf(marker, at + marker.length)) rows += 1;
      carry = text.subarray(Math.max(0, text.length - marker.length + 1));
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  // Small pushes keep each inflated piece small (a million rows are ~0.8 GB of sheet XML).
  const step = 256 * 1024;
  for (let at = 0; at < content.length; at += step) {
    unzip.push(content.subarray(at, at + step), at + step >= content.length);
  }
  return rows;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

function summary(label: string, runs: Run[]): { ms: number; rss: number } {
  const ms = runs.map((run) => run.ms);
  const rss = runs.map((run) => run.rssGrowthMb);
  const first = runs.map((run) => run.firstByteMs);
  console.log(
    `  ${label.padEnd(36)} to last byte min ${Math.round(Math.min(...ms))} ms, median ${Math.round(median(ms))} ms` +
      ` | first byte median ${Math.round(median(first))} ms | RSS growth min ${Math.min(...rss)} MB,` +
      ` median ${median(rss)} MB | ${mb(runs[0]?.bytes ?? 0)} MB (${runs.length} run${runs.length > 1 ? 's' : ''})`,
  );
  return { ms: median(ms), rss: median(rss) };
}

async function seedOrders(db: Db, total: number, already: number): Promise<void> {
  const started = performance.now();
  // Chunks of 100,000 keep each statement's memory modest.
  for (let from = already; from < total; from += 100_000) {
    const count = Math.min(100_000, total - from);
    await insertBulkOrders(db, { tenantId: TENANT, count, prefix: `b${from / 100_000}_` });
  }
  await db.exec('ANALYZE');
  console.log(`seeded ${total - already} orders of tenant ${TENANT} in ${Math.round(performance.now() - started)} ms`);
}

async function main(): Promise<void> {
  const [mode, url, paging] = process.argv.slice(2);
  if (mode === 'serve' && url) return serve(url, paging === 'keyset' ? 'keyset' : 'cursor');
  const million = process.argv.includes('--million') || process.env.BENCH_MILLION === '1';
  const pg = await startPostgres();
  const failures: string[] = [];
  try {
    const admin = await openPostgres(pg.url);
    await admin.exec('CREATE DATABASE export_bench');
    await admin.close();
    const dbUrl = pg.url.replace(/\/postgres$/, '/export_bench');
    const db = await openPostgres(dbUrl);
    await migrate(db);
    await seedBase(db, { adminPassword: 'Admin@2026' });
    await seedOrders(db, ORDERS, 0);
    console.log(
      `load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
    );

    const ours: Run[] = [];
    for (let round = 0; round < ROUNDS; round++) ours.push(await exportOnce(dbUrl, 'cursor', ORDERS, round === 0));
    const peer: Run[] = [];
    for (let round = 0; round < PEER_ROUNDS; round++) peer.push(await exportOnce(dbUrl, 'keyset', ORDERS, round === 0));
    console.log(`export of ${ORDERS} orders (xlsx, 20 columns)`);
    const a = summary('ours (one cursor)', ours);
    const b = summary('peer (keyset page per batch)', peer);
    console.log(`  ratio ours/peer (medians): time ${(a.ms / b.ms).toFixed(2)}`);
    console.log(`  targets: ≤ ${TARGET_MS} ms to the last byte, RSS growth ≤ ${TARGET_RSS_MB} MB`);
    if (a.ms > TARGET_MS) failures.push(`time ${Math.round(a.ms)} ms > ${TARGET_MS} ms`);
    if (a.rss > TARGET_RSS_MB) failures.push(`RSS growth ${a.rss} MB > ${TARGET_RSS_MB} MB`);

    if (million) {
      await seedOrders(db, MILLION, ORDERS);
      const runs = [await exportOnce(dbUrl, 'cursor', MILLION, true)];
      console.log(`export of ${MILLION} orders (EXPORT_MAX_ROWS default)`);
      const m = summary('ours (one cursor)', runs);
      if (m.rss > TARGET_RSS_MB) failures.push(`1,000,000 rows: RSS growth ${m.rss} MB > ${TARGET_RSS_MB} MB`);
    }
    await db.close();
  } finally {
    pg.stop();
  }
  if (failures.length > 0) {
    console.error(`missed: ${failures.join('; ')}`);
    process.exit(1);
  }
}

await main();
