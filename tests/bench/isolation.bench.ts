// `npm run bench -- isolation`: does one tenant's large import hold up everyone else? (issue 18, point 1)
// Each side is a server process of its own (tests/bench/support/api-server.ts) with the demo data:
//   - embedded: the default of `npm start` (PostgreSQL from npm's binaries under DATA_DIR);
//   - pglite: EMBEDDED_DATABASE=pglite (PGlite in the server process, the former default), the peer.
// tenant1 imports a 50,000-row positions workbook through POST /sys/position/importExcel; meanwhile, every
// 50 ms, a request that needs neither database nor session (as a static file: /bench/ping) and tenant2's
// signed order list (pageSize 10) are sent, and their times to answer are recorded until the import has
// answered. Rounds interleave the sides (BENCH_ROUNDS, default 3). Printed per side: the import's time and,
// for each probe, p50, p99 and max over the rounds (min and median of the per-round p99 too).
// Targets on the embedded side's median p99: no-database request < 100 ms, other tenant's list < 500 ms.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import * as XLSX from '@e965/xlsx';
import { loadConfig } from '../../server/src/config';
import { signatureHeaders } from '../../server/src/testing/test-server';
import { startBenchServer, stopBenchServer } from './support/bench-process';

const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS) || 3);
const IMPORT_ROWS = 50_000;
const PROBE_EVERY_MS = 50;
const TARGETS = { pingP99Ms: 100, listP99Ms: 500 };
const LIST_PATH = '/business/order/list?pageNo=1&pageSize=10';

interface Side {
  name: string;
  child: ChildProcess;
  port: number;
  token: string;
  otherToken: string;
  importMs: number[];
  ping: number[][];
  list: number[][];
}

const config = loadConfig({ NODE_ENV: 'test', TOKEN_SECRET: 'bench' });

async function startSide(name: string, env: Record<string, string>): Promise<Side> {
  const { child, ready } = await startBenchServer<{ port: number; token: string; otherToken: string }>(
    'api-server.ts',
    env,
  );
  return { name, child, ...ready, importMs: [], ping: [], list: [] };
}

function workbook(prefix: string): Buffer {
  const rows: unknown[][] = [['职务编码', '职务名称', '职级']];
  const ranks = ['总监级', '经理级', '主管级', '专员级', '助理级'];
  for (let i = 0; i < IMPORT_ROWS; i += 1) rows.push([`${prefix}_${i}`, `隔离测试职务${i}`, ranks[i % 5]]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), '职务');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

async function timed(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = (await response.json()) as { success: boolean; message?: string };
  if (!body.success) throw new Error(`${url}: ${body.message}`);
  return performance.now() - started;
}

async function round(side: Side, file: Buffer): Promise<void> {
  const base = `http://127.0.0.1:${side.port}${config.apiPrefix}`;
  const form = new FormData();
  form.append('files[]', new Blob([new Uint8Array(file)]), '职务导入.xlsx');
  let done = false;
  const started = performance.now();
  const importing = fetch(`${base}/sys/position/importExcel`, {
    method: 'POST',
    body: form,
    headers: { ...signatureHeaders(config), 'x-access-token': side.token },
  }).then(async (response) => {
    const body = (await response.json()) as { success: boolean; message?: string };
    done = true;
    if (!body.success) throw new Error(`${side.name} import: ${body.message}`);
    return performance.now() - started;
  });
  const ping: number[] = [];
  const list: number[] = [];
  const probes: Promise<void>[] = [];
  while (!done) {
    probes.push(
      timed(`${base}/bench/ping`, {}).then((ms) => {
        ping.push(ms);
      }),
      timed(`${base}${LIST_PATH}`, { ...signatureHeaders(config), 'x-access-token': side.otherToken }).then((ms) => {
        list.push(ms);
      }),
    );
    await sleep(PROBE_EVERY_MS);
  }
  side.importMs.push(await importing);
  await Promise.all(probes);
  side.ping.push(ping);
  side.list.push(list);
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const median = (values: number[]) => quantile(values, 0.5);
const fmt = (ms: number) => ms.toFixed(0).padStart(7);

const folders: string[] = [];
const dataDir = () => {
  const folder = mkdtempSync(join(tmpdir(), 'bench-isolation-'));
  folders.push(folder);
  return folder;
};
const sides: Side[] = [];
try {
  console.log(
    `load average before: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  sides.push(await startSide('embedded', { DATA_DIR: dataDir(), EMBEDDED_DATABASE: 'postgres' }));
  sides.push(await startSide('pglite', { DATA_DIR: dataDir(), EMBEDDED_DATABASE: 'pglite' }));
  for (let r = 1; r <= ROUNDS; r += 1) {
    const file = workbook(`iso${r}`);
    for (const side of r % 2 ? sides : [...sides].reverse()) await round(side, file);
    console.log(`round ${r}/${ROUNDS} done`);
  }
  console.log(`\n${IMPORT_ROWS} rows imported by tenant1; probes every ${PROBE_EVERY_MS} ms meanwhile (ms)`);
  console.log('side        import (median)   no-db p50   p99   max    tenant2 list p50   p99   max   p99 min/median');
  let missed = 0;
  for (const side of sides) {
    const ping = side.ping.flat();
    const list = side.list.flat();
    const pingP99s = side.ping.map((values) => quantile(values, 0.99));
    const listP99s = side.list.map((values) => quantile(values, 0.99));
    console.log(
      `${side.name.padEnd(12)}${fmt(median(side.importMs))}          ${fmt(median(ping))}${fmt(quantile(ping, 0.99))}${fmt(Math.max(...ping))}` +
        `        ${fmt(median(list))}${fmt(quantile(list, 0.99))}${fmt(Math.max(...list))}` +
        `   ping ${Math.min(...pingP99s).toFixed(0)}/${median(pingP99s).toFixed(0)}, list ${Math.min(...listP99s).toFixed(0)}/${median(listP99s).toFixed(0)}`,
    );
  }
  const embedded = sides[0] as Side;
  const pingP99 = median(embedded.ping.map((values) => quantile(values, 0.99)));
  const listP99 = median(embedded.list.map((values) => quantile(values, 0.99)));
  const pingOk = pingP99 < TARGETS.pingP99Ms;
  const listOk = listP99 < TARGETS.listP99Ms;
  console.log(
    `\nembedded: no-database request p99 ${pingP99.toFixed(0)} ms, target < ${TARGETS.pingP99Ms}: ${pingOk ? 'met' : 'MISSED'}`,
  );
  console.log(
    `embedded: other tenant's list p99 ${listP99.toFixed(0)} ms, target < ${TARGETS.listP99Ms}: ${listOk ? 'met' : 'MISSED'}`,
  );
  missed += (pingOk ? 0 : 1) + (listOk ? 0 : 1);
  console.log(
    `load average after: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  if (missed > 0) process.exitCode = 1;
} finally {
  for (const side of sides) await stopBenchServer(side.child);
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}
