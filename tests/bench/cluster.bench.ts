// Several instances on one PostgreSQL (`npm run bench -- cluster`; issue 19).
// A throw-away PostgreSQL server (Debian's binaries; skipped when absent) and two server processes on it
// (tests/bench/support/cluster-server.ts), sharing DATA_DIR (so the token secret) and the database.
// Notice latency: 1,000 websockets, 500 on each instance, all of tenant1's tenant; NOTICES notices,
// sent alternately through A and B (POST /bench/notify pushes through the hub). For every socket and
// notice, the time from sending the request to the frame arriving, split into sockets on the sending
// instance (local) and on the other one (delivered through LISTEN/NOTIFY). Printed: min / p50 / p99 /
// max per side; target: remote p99 <= 200 ms, and every socket gets every notice.
// Jobs: what claiming a fire time costs (support/job-claims.ts), and a job firing every second for 60 s
// on three schedulers, run exactly once per fire time (support/job-minute.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { findPostgres, startPostgres } from '../../scripts/postgres.mjs';
import { loadConfig } from '../../server/src/config';
import { cpuMs, startBenchServer, stopBenchServer } from './support/bench-process';
import { jobClaims } from './support/job-claims';
import { jobMinute } from './support/job-minute';
import { percentile } from './support/percentile';

const SOCKETS_PER_INSTANCE = 500;
const NOTICES = 20;
const TARGET_REMOTE_P99_MS = 200;

interface Instance {
  name: string;
  port: number;
  token: string;
  pid: number;
  stop(): Promise<void>;
}

const config = loadConfig({ NODE_ENV: 'test', TOKEN_SECRET: 'bench' });

async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const { child, ready } = await startBenchServer<{ port: number; token: string }>('cluster-server.ts', env);
  return { name, ...ready, pid: child.pid as number, stop: () => stopBenchServer(child) };
}

/** Opens `count` notice sockets on `instance`, each recording when each notice arrived. */
async function openSockets(instance: Instance, token: string, count: number, arrivals: Map<string, number>[]) {
  const sockets: WebSocket[] = [];
  for (let i = 0; i < count; i++) {
    const seen = new Map<string, number>();
    arrivals.push(seen);
    const ws = new WebSocket(`ws://127.0.0.1:${instance.port}${config.apiPrefix}/websocket/tenant1`, [token]);
    ws.on('message', (data) => {
      const text = data.toString();
      if (!text.startsWith('{')) return;
      const frame = JSON.parse(text) as { msgId?: string };
      if (frame.msgId) seen.set(frame.msgId, performance.now());
    });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    sockets.push(ws);
  }
  return sockets;
}

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
  const dir = mkdtempSync(join(tmpdir(), 'bench-cluster-'));
  const env = { DATABASE_URL: postgres.url, DATA_DIR: dir, DEMO: 'true' };
  const instances: Instance[] = [];
  const sockets: WebSocket[] = [];
  try {
    instances.push(await startInstance('A', env), await startInstance('B', env));
    const [a, b] = instances as [Instance, Instance];
    const arrivalsOn = new Map<Instance, Map<string, number>[]>([
      [a, []],
      [b, []],
    ]);
    for (const instance of instances)
      sockets.push(...(await openSockets(instance, a.token, SOCKETS_PER_INSTANCE, arrivalsOn.get(instance) ?? [])));
    const latency = { local: [] as number[], remote: [] as number[] };
    let missing = 0;
    const cpuBefore = instances.map((instance) => cpuMs(instance.pid));
    for (let n = 0; n < NOTICES; n++) {
      const sender = n % 2 === 0 ? a : b;
      const msgId = `bench-${n}`;
      const sent = performance.now();
      const response = await fetch(`http://127.0.0.1:${sender.port}${config.apiPrefix}/bench/notify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ msgId }),
      });
      if (!response.ok) throw new Error(`notify through ${sender.name}: HTTP ${response.status}`);
      // Every socket has it, or two seconds have passed.
      const until = performance.now() + 2000;
      const all = () => [...arrivalsOn.values()].every((list) => list.every((seen) => seen.has(msgId)));
      while (!all() && performance.now() < until) await new Promise((resolve) => setTimeout(resolve, 5));
      for (const [instance, list] of arrivalsOn) {
        for (const seen of list) {
          const at = seen.get(msgId);
          if (at === undefined) missing += 1;
          else (instance === sender ? latency.local : latency.remote).push(at - sent);
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const cpu = instances.map((instance, i) => cpuMs(instance.pid) - (cpuBefore[i] ?? 0));
    console.log(
      `\nnotice latency, ${SOCKETS_PER_INSTANCE * 2} sockets over two instances, ${NOTICES} notices (ms from request to frame)`,
    );
    console.log('sockets        frames     min     p50     p99     max');
    for (const side of ['local', 'remote'] as const) {
      const sorted = [...latency[side]].sort((x, y) => x - y);
      console.log(
        `${side.padEnd(14)} ${String(sorted.length).padStart(6)} ${[
          sorted[0] ?? 0,
          percentile(sorted, 50),
          percentile(sorted, 99),
          sorted.at(-1) ?? 0,
        ]
          .map((ms) => ms.toFixed(1).padStart(7))
          .join(' ')}`,
      );
    }
    console.log(`server CPU over the notices: A ${cpu[0]} ms, B ${cpu[1]} ms; frames missing: ${missing}`);
    const remoteP99 = percentile(
      [...latency.remote].sort((x, y) => x - y),
      99,
    );
    const met = remoteP99 <= TARGET_REMOTE_P99_MS && missing === 0;
    console.log(
      `remote p99 ${remoteP99.toFixed(1)} ms (target <= ${TARGET_REMOTE_P99_MS}), missing ${missing} (target 0): ${met ? 'met' : 'MISSED'}`,
    );
    for (const socket of sockets) socket.close();
    sockets.length = 0;
    const claims = await jobClaims(postgres.url);
    console.log(`\n${claims.report}`);
    const minute = await jobMinute(postgres.url);
    console.log(minute.report);
    if (!met || !claims.met || !minute.met) process.exitCode = 1;
  } finally {
    for (const socket of sockets) socket.close();
    for (const instance of instances) await instance.stop();
    postgres.stop();
    rmSync(dir, { recursive: true, force: true });
    console.log(
      `load average after: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
  }
}

await main();
