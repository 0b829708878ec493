// Excel export and import of the reference server (`npm run bench -- excel`).
//
// Each scenario runs in a child process of its own (clean peak-RSS numbers) against one PGlite data
// directory seeded here with 100,000 positions of tenant 1001:
// - export, ours: GET /sys/position/exportXls over a real socket (keyset batches, streamed xlsx);
// - export, naive peer: every row read at once, the workbook built in memory with the same library
//   (SheetJS aoa_to_sheet + write, compressed), the way JeecgBoot's AutoPOI export builds its workbook;
// - import, ours: POST /sys/position/importExcel of a 10,000-row .xlsx over a real socket (parse,
//   per-row validation incl. the entity's uniqueness check, one transaction);
// - import, naive peer: the same file parsed with SheetJS and inserted row by row through the same
//   repository, each insert committed on its own (no validation, no uniqueness check, no transaction).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as XLSX from '@e965/xlsx';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { repository } from '../../server/src/data/repository';
import type { Scope } from '../../server/src/data/scope';
import { type Db, openPglite } from '../../server/src/db/database';
import { migrate } from '../../server/src/db/migrate';
import { POSITION_ENTITY } from '../../server/src/routes/org/entities';
import { seedBase, seedDemo } from '../../server/src/seed';
import { signatureHeaders } from '../../server/src/testing/test-server';

const EXPORT_ROWS = 100_000;
const IMPORT_ROWS = 10_000;
const TENANT = 1001;
const SELF = fileURLToPath(import.meta.url);
const HEADER = ['职务编码', '职务名称', '职级'];

interface Measure {
  ms: number;
  rows: number;
  bytes: number;
  peakRssMb: number;
  rssGrowthMb: number;
  peakHeapMb: number;
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** Peak heap by sampling (timer and explicit probes) and peak RSS from the kernel (maxRSS). */
function memoryProbe() {
  globalThis.gc?.();
  const rssStart = process.memoryUsage().rss;
  let heapPeak = process.memoryUsage().heapUsed;
  const probe = () => {
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
  };
  const timer = setInterval(probe, 5);
  return {
    probe,
    finish(): Pick<Measure, 'peakRssMb' | 'rssGrowthMb' | 'peakHeapMb'> {
      clearInterval(timer);
      probe();
      const peakRss = process.resourceUsage().maxRSS * 1024;
      return { peakRssMb: mb(peakRss), rssGrowthMb: mb(Math.max(0, peakRss - rssStart)), peakHeapMb: mb(heapPeak) };
    },
  };
}

async function seed(dir: string): Promise<void> {
  const db = await openPglite(dir);
  await migrate(db);
  await seedBase(db, { adminPassword: 'Admin@2026' });
  await seedDemo(db, { demoPassword: 'Demo@2026' });
  for (let start = 0; start < EXPORT_ROWS; start += 10_000) {
    await db.query(
      `INSERT INTO sys_position (id, tenant_id, code, name, post_rank, create_by, create_time)
       SELECT 'bench' || lpad(n::text, 27, '0'), $1, 'bench_' || n, '职务' || n, ((n % 5) + 1)::text, 'tenant1',
              now() - n * interval '1 second'
         FROM generate_series($2::int, $3::int) AS n`,
      [TENANT, start + 1, start + 10_000],
    );
  }
  await db.close();
}

/** The API server on a real socket, with a token and signature headers for tenant1. */
async function startServer(db: Db) {
  const config = loadConfig({
    NODE_ENV: 'test',
    TOKEN_SECRET: 'bench-secret',
    DATA_DIR: join(tmpdir(), 'excel-bench'),
  });
  const { app, ctx } = await buildApp({ config, db });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const user = await db.one<{ id: string }>("SELECT id FROM sys_user WHERE username = 'tenant1'");
  const token = await ctx.tokens.issue(user?.id ?? '', TENANT);
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${config.apiPrefix}`;
  const headers = () => ({ ...signatureHeaders(config), 'x-access-token': token });
  return { app, base, headers };
}

function importWorkbook(prefix: string): Buffer {
  const rows: unknown[][] = [HEADER];
  const ranks = ['总监级', '经理级', '主管级', '专员级', '助理级'];
  for (let i = 0; i < IMPORT_ROWS; i++) rows.push([`${prefix}_${i}`, `导入职务${i}`, ranks[i % 5]]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), '职务');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

const scenarios: Record<string, (db: Db) => Promise<Measure>> = {
  async exportOurs(db) {
    const { app, base, headers } = await startServer(db);
    const memory = memoryProbe();
    const started = performance.now();
    const response = await fetch(`${base}/sys/position/exportXls`, { headers: headers() });
    if (!response.ok || !response.body) throw new Error(`export failed: ${response.status}`);
    const chunks: Uint8Array[] = [];
    for await (const chunk of response.body) {
      chunks.push(chunk);
      memory.probe();
    }
    const ms = performance.now() - started;
    const used = memory.finish();
    await app.close();
    const content = Buffer.concat(chunks);
    const book = XLSX.read(content, { type: 'buffer', dense: true });
    const rows = XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0] as string] as XLSX.WorkSheet).length;
    return { ms, rows, bytes: content.length, ...used };
  },

  async exportNaive(db) {
    const scope: Scope = { tenantId: TENANT, shopId: null, channelId: null, userId: 'bench', username: 'tenant1' };
    const memory = memoryProbe();
    const started = performance.now();
    const records = await repository(db, POSITION_ENTITY).all(scope, {}, 1_000_000);
    memory.probe();
    const aoa = [HEADER, ...records.map((row) => [row.code, row.name, row.postRank_dictText])];
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(aoa), '职务');
    memory.probe();
    const content = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
    memory.probe();
    const ms = performance.now() - started;
    return { ms, rows: records.length, bytes: content.length, ...memory.finish() };
  },

  async importOurs(db) {
    const { app, base, headers } = await startServer(db);
    const file = importWorkbook('ours');
    const form = new FormData();
    form.append('files[]', new Blob([new Uint8Array(file)]), '职务导入.xlsx');
    const memory = memoryProbe();
    const started = performance.now();
    const response = await fetch(`${base}/sys/position/importExcel`, {
      method: 'POST',
      body: form,
      headers: headers(),
    });
    const body = (await response.json()) as { code: number; message: string };
    const ms = performance.now() - started;
    const used = memory.finish();
    await app.close();
    if (body.code !== 200) throw new Error(`import failed: ${JSON.stringify(body)}`);
    const count = await db.one<{ n: number }>("SELECT count(*)::int AS n FROM sys_position WHERE code LIKE 'ours\\_%'");
    return { ms, rows: count?.n ?? 0, bytes: file.length, ...used };
  },

  async importNaive(db) {
    const scope: Scope = { tenantId: TENANT, shopId: null, channelId: null, userId: 'bench', username: 'tenant1' };
    const file = importWorkbook('naive');
    const memory = memoryProbe();
    const started = performance.now();
    const book = XLSX.read(file, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(
      book.Sheets[book.SheetNames[0] as string] as XLSX.WorkSheet,
    );
    const rankCode = new Map([
      ['总监级', '1'],
      ['经理级', '2'],
      ['主管级', '3'],
      ['专员级', '4'],
      ['助理级', '5'],
    ]);
    const repo = repository(db, POSITION_ENTITY);
    for (const row of rows) {
      await repo.insert(scope, { code: row.职务编码, name: row.职务名称, postRank: rankCode.get(String(row.职级)) });
    }
    const ms = performance.now() - started;
    return { ms, rows: rows.length, bytes: file.length, ...memory.finish() };
  },
};

async function child(name: string, dir: string): Promise<void> {
  const db = await openPglite(dir);
  const run = scenarios[name];
  if (!run) throw new Error(`no scenario ${name}`);
  const measure = await run(db);
  await db.close();
  console.log(`RESULT ${JSON.stringify(measure)}`);
}

function runChild(name: string, dir: string): Measure {
  const run = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', SELF, name, dir], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  const line = run.stdout.split('\n').find((text) => text.startsWith('RESULT '));
  if (run.status !== 0 || !line) throw new Error(`${name} failed:\n${run.stdout}\n${run.stderr}`);
  return JSON.parse(line.slice('RESULT '.length)) as Measure;
}

function report(title: string, ours: Measure, peer: Measure, peerName: string): void {
  const row = (who: string, m: Measure) =>
    `  ${who.padEnd(34)} ${`${Math.round(m.ms)} ms`.padStart(9)}  ${String(m.rows).padStart(7)} rows  ` +
    `${`${mb(m.bytes)} MB`.padStart(8)}  peak RSS ${`${m.peakRssMb} MB`.padStart(9)} (+${m.rssGrowthMb} MB)  ` +
    `peak heap ${m.peakHeapMb} MB`;
  console.log(title);
  console.log(row('ours', ours));
  console.log(row(peerName, peer));
  const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : 'n/a');
  console.log(
    `  ratio ours/peer: time ${ratio(ours.ms, peer.ms)}, RSS growth ${ratio(ours.rssGrowthMb, peer.rssGrowthMb)}, ` +
      `peak heap ${ratio(ours.peakHeapMb, peer.peakHeapMb)}`,
  );
}

async function main(): Promise<void> {
  const [name, dir] = process.argv.slice(2);
  if (name && dir) return child(name, dir);
  const data = mkdtempSync(join(tmpdir(), 'excel-bench-db-'));
  try {
    const started = performance.now();
    await seed(data);
    console.log(`seeded ${EXPORT_ROWS} positions of tenant ${TENANT} in ${Math.round(performance.now() - started)} ms`);
    // Times are wall-clock on a shared machine: the load average says how busy it was.
    console.log(
      `load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
    );
    const exportOurs = runChild('exportOurs', data);
    const exportNaive = runChild('exportNaive', data);
    report(`export of ${EXPORT_ROWS} rows (xlsx)`, exportOurs, exportNaive, 'naive peer (in-memory SheetJS)');
    const importOurs = runChild('importOurs', data);
    const importNaive = runChild('importNaive', data);
    report(`import of ${IMPORT_ROWS} rows (xlsx)`, importOurs, importNaive, 'naive peer (no checks, autocommit)');
    if (exportOurs.rows < EXPORT_ROWS || exportOurs.rows !== exportNaive.rows || importOurs.rows !== IMPORT_ROWS) {
      throw new Error(`unexpected row counts: export ${exportOurs.rows}, import ${importOurs.rows}`);
    }
  } finally {
    rmSync(data, { recursive: true, force: true });
  }
}

await main();
