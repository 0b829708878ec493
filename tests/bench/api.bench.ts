// `npm run bench -- api`: what one API request costs the server, and how many order-list requests it
// serves, on each database engine side by side in one run:
//   - embedded: the default of `npm start` (PostgreSQL from npm's binaries under DATA_DIR);
//   - pglite: EMBEDDED_DATABASE=pglite (PGlite in the server process, the default until issue 18);
//   - postgres: a separate PostgreSQL server through DATABASE_URL (Debian's binaries; skipped when absent).
// Each side is a server process of its own (tests/bench/support/api-server.ts) seeded with the demo data.
// Figures, each over interleaved rounds (every side once per round), min and median printed:
//   - gate CPU: server CPU time (/proc utime+stime) per request of a route that does nothing behind the
//     gate every API route passes (signature, token, tenant, permission, logging), over 2,000 requests;
//     target: median <= 1 ms where the database runs in a process of its own (embedded, postgres). PGlite
//     runs its SQL inside the server process, so its figure also counts the database executing the session
//     query (about 0.7 ms of WASM PostgreSQL): printed for information, not held to the gate's target;
//   - order list: requests per second at 10 connections (autocannon, 5 s) of
//     /business/order/list?pageSize=10 with a filter and a sort; targets: >= 400 on postgres, >= 150 embedded.
// Exits non-zero when a median misses its target.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { findPostgres, startPostgres } from '../../scripts/postgres.mjs';
import { loadConfig } from '../../server/src/config';
import { signatureHeaders } from '../../server/src/testing/test-server';
import { cpuMs, startBenchServer, stopBenchServer } from './support/bench-process';

const ROUNDS = 3;
const GATE_REQUESTS = 2000;
const LIST_SECONDS = 5;
const LIST_PATH = '/business/order/list?pageNo=1&pageSize=10&status=5&column=totalAmount&order=desc';
const TARGETS = { gateCpuMs: 1, listRps: { embedded: 150, postgres: 400 } as Record<string, number> };
/** Sides whose server CPU includes the database's own work (PGlite in-process): the gate target does not apply. */
const DATABASE_IN_PROCESS = new Set(['pglite']);

interface Side {
  name: string;
  child: ChildProcess;
  port: number;
  token: string;
  gateCpuMs: number[];
  listRps: number[];
  listP50: number[];
}

const config = loadConfig({ NODE_ENV: 'test', TOKEN_SECRET: 'bench' });
const headersFor = (token: string) => ({ ...signatureHeaders(config), 'x-access-token': token });

async function startSide(name: string, env: Record<string, string>): Promise<Side> {
  const { child, ready } = await startBenchServer<{ port: number; token: string }>('api-server.ts', env);
  return { name, child, port: ready.port, token: ready.token, gateCpuMs: [], listRps: [], listP50: [] };
}

async function call(side: Side, path: string): Promise<{ success: boolean; message?: string }> {
  const response = await fetch(`http://127.0.0.1:${side.port}${config.apiPrefix}${path}`, {
    headers: headersFor(side.token),
  });
  return (await response.json()) as { success: boolean; message?: string };
}

async function gateRound(side: Side): Promise<void> {
  const pid = side.child.pid as number;
  // Concurrency of 4 keeps the server busy without measuring the client's own latency.
  const before = cpuMs(pid);
  let sent = 0;
  const worker = async () => {
    while (sent < GATE_REQUESTS) {
      sent += 1;
      await call(side, '/bench/gate');
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  side.gateCpuMs.push((cpuMs(pid) - before) / GATE_REQUESTS);
}

async function listRound(side: Side): Promise<void> {
  const result = await autocannon({
    url: `http://127.0.0.1:${side.port}${config.apiPrefix}${LIST_PATH}`,
    connections: 10,
    duration: LIST_SECONDS,
    headers: headersFor(side.token),
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${side.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  side.listRps.push(result.requests.average);
  side.listP50.push(result.latency.p50);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const min = (values: number[]) => Math.min(...values);
const max = (values: number[]) => Math.max(...values);

const folders: string[] = [];
const dataDir = () => {
  const folder = mkdtempSync(join(tmpdir(), 'bench-api-'));
  folders.push(folder);
  return folder;
};

let external: { url: string; stop(): void } | null = null;
const sides: Side[] = [];
try {
  console.log(
    `load average before: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  sides.push(await startSide('embedded', { DATA_DIR: dataDir(), EMBEDDED_DATABASE: 'postgres' }));
  sides.push(await startSide('pglite', { DATA_DIR: dataDir(), EMBEDDED_DATABASE: 'pglite' }));
  if (findPostgres()) {
    external = await startPostgres();
    sides.push(await startSide('postgres', { DATA_DIR: dataDir(), DATABASE_URL: external.url }));
  } else console.log('postgres: skipped (initdb/pg_ctl not installed)');

  for (const side of sides) {
    for (const path of ['/bench/gate', LIST_PATH]) {
      const answer = await call(side, path);
      if (!answer.success) throw new Error(`${side.name} ${path}: ${answer.message}`);
    }
    // Warm-up: connection pools, JIT, plan caches.
    await autocannon({
      url: `http://127.0.0.1:${side.port}${config.apiPrefix}${LIST_PATH}`,
      connections: 10,
      duration: 2,
      headers: headersFor(side.token),
    });
  }
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const side of round % 2 ? sides : [...sides].reverse()) {
      await gateRound(side);
      await listRound(side);
    }
    console.log(`round ${round}/${ROUNDS} done`);
  }

  console.log(`\nside        gate CPU/request (ms)        order list req/s (10 conn)     p50 latency (ms)`);
  console.log(`            min     median   max       min     median   max         median`);
  let missed = 0;
  for (const side of sides) {
    console.log(
      `${side.name.padEnd(12)}${min(side.gateCpuMs).toFixed(3).padEnd(8)}${median(side.gateCpuMs).toFixed(3).padEnd(9)}` +
        `${max(side.gateCpuMs).toFixed(3).padEnd(10)}${min(side.listRps).toFixed(0).padEnd(8)}` +
        `${median(side.listRps).toFixed(0).padEnd(9)}${max(side.listRps).toFixed(0).padEnd(12)}${median(side.listP50).toFixed(1)}`,
    );
  }
  console.log('');
  for (const side of sides) {
    const gate = median(side.gateCpuMs);
    if (DATABASE_IN_PROCESS.has(side.name)) {
      console.log(`${side.name}: gate CPU median ${gate.toFixed(3)} ms, database included (information)`);
    } else {
      const gateOk = gate <= TARGETS.gateCpuMs;
      console.log(
        `${side.name}: gate CPU median ${gate.toFixed(3)} ms, target <= ${TARGETS.gateCpuMs} ms: ${gateOk ? 'met' : 'MISSED'}`,
      );
      if (!gateOk) missed += 1;
    }
    const target = TARGETS.listRps[side.name];
    if (target !== undefined) {
      const rps = median(side.listRps);
      const ok = rps >= target;
      console.log(
        `${side.name}: order list median ${rps.toFixed(0)} req/s, target >= ${target}: ${ok ? 'met' : 'MISSED'}`,
      );
      if (!ok) missed += 1;
    }
  }
  console.log(
    `load average after: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  if (missed > 0) process.exitCode = 1;
} finally {
  for (const side of sides) await stopBenchServer(side.child);
  external?.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}
