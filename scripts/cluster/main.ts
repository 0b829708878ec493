// `npm run cluster -- --instances 3 [--port 8080]`: several reference servers on one PostgreSQL behind a
// round-robin proxy, to try a cluster on one machine (test tooling: in production a real balancer goes
// in front, see README "Running several instances").
// - the database: DATABASE_URL when set, else the embedded PostgreSQL under DATA_DIR (the one `npm start`
//   uses, so its demo data is there);
// - the builds of `npm start` (SKIP_BUILD=true skips them), served by every instance;
// - instance i listens on 127.0.0.1:(port + i) with INSTANCE_ID=instance-i; all share DATA_DIR (its
//   token secret, and uploads unless UPLOAD_STORAGE=s3);
// - the proxy listens on HOST:port and hands each request and websocket to the next instance.
// Ctrl-C stops the instances, the proxy and the PostgreSQL it started.
import { type ChildProcess, spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startEmbeddedPostgres } from '../../server/src/db/embedded-postgres';
import { buildAll } from '../build-all.mjs';
import { roundRobinProxy } from './round-robin-proxy';

const root = fileURLToPath(new URL('../..', import.meta.url));
const tsx = join(root, 'node_modules/tsx/dist/cli.mjs');

const { values } = parseArgs({
  options: { instances: { type: 'string', default: '2' }, port: { type: 'string' } },
});
const instances = Number(values.instances);
const port = Number(values.port ?? process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
if (!Number.isInteger(instances) || instances < 1 || instances > 16) throw new Error('--instances takes 1 to 16');

if (process.env.SKIP_BUILD !== 'true') await buildAll();

const dataDir = resolve(process.env.DATA_DIR ?? './data');
const cluster = process.env.DATABASE_URL
  ? null
  : await startEmbeddedPostgres(join(dataDir, 'postgres'), { log: (line) => console.info(`[cluster] ${line}`) });
const databaseUrl = process.env.DATABASE_URL ?? (cluster?.url as string);

/** Starts instance `index` and resolves once it listens. */
function startInstance(index: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [tsx, 'server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port + index),
      INSTANCE_ID: `instance-${index}`,
      SERVE_STATIC: 'true',
    },
  });
  return new Promise((resolveStarted, reject) => {
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream as NodeJS.ReadableStream }).on('line', (line) => {
        console.info(`[instance-${index}] ${line}`);
        if (line.startsWith('reference server on')) resolveStarted(child);
      });
    }
    child.once('exit', (code) => reject(new Error(`instance-${index} exited (${code})`)));
  });
}

const children: ChildProcess[] = [];
const stop = async () => {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(children.map((child) => new Promise((done) => child.once('exit', done))));
  await cluster?.stop();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

// Together: the first start's migrations and seeding run in one of them at a time (an advisory lock).
for (const child of await Promise.all(Array.from({ length: instances }, (_, i) => startInstance(i + 1))))
  children.push(child);
const backends = Array.from({ length: instances }, (_, i) => ({ host: '127.0.0.1', port: port + i + 1 }));
roundRobinProxy(backends).listen(port, host, () => {
  const where = `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`;
  console.info(
    `[cluster] ${instances} instances (ports ${port + 1}–${port + instances}) on one PostgreSQL, round-robin at ${where}/`,
  );
});
