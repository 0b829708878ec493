// @ts-check
/**
 * The reference server for browser tests: started once per @web/test-runner run on a free port with a
 * fresh seeded data directory, and reached by the tests through the test page's own origin
 * (`/jeecg-boot/...` is proxied, so no CORS). `GET /__reference-server` tells a test the server's
 * websocket base (websockets connect to the server's port directly, so the test page's origin is the
 * server's CORS_ORIGINS: the server refuses sockets from other origins).
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const API_PREFIX = '/jeecg-boot';

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** @param {number} port */
async function waitForServer(port, child, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`reference server exited with ${child.exitCode}`);
    try {
      await fetch(`http://127.0.0.1:${port}${API_PREFIX}/sys/getLoginImg`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error('reference server did not start in time');
}

/**
 * A middleware (it must run before wtr's static files, so it goes in the config's `middleware`) and a
 * plugin that stops the server at the end of the run.
 * @param {string} rootDir
 * @returns {{ middleware: import('koa').Middleware, plugin: import('@web/test-runner').TestRunnerPlugin }}
 */
export function referenceServer(rootDir) {
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let child;
  let port = 0;
  let dataDir = '';
  /** @type {Promise<void> | undefined} */
  let ready;

  /** @param {string} pageOrigin */
  const start = async (pageOrigin) => {
    port = await freePort();
    dataDir = join(tmpdir(), `wtr-reference-server-${port}`);
    rmSync(dataDir, { recursive: true, force: true });
    child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: rootDir,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        JOBS_ENABLED: 'false',
        CORS_ORIGINS: pageOrigin,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitForServer(port, child);
  };

  /** @type {import('koa').Middleware} */
  const middleware = async (context, next) => {
    if (context.path === '/__reference-server') {
      ready ??= start(context.origin);
      await ready;
      context.body = { apiBase: API_PREFIX, wsBase: `ws://127.0.0.1:${port}${API_PREFIX}`, port };
      return;
    }
    if (!context.path.startsWith(`${API_PREFIX}/`)) return next();
    ready ??= start(context.origin);
    await ready;
    const chunks = [];
    for await (const chunk of context.req) chunks.push(chunk);
    const headers = new Headers();
    for (const [name, value] of Object.entries(context.request.headers)) {
      if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name)) {
        headers.set(name, value);
      }
    }
    const method = context.method;
    const response = await fetch(`http://127.0.0.1:${port}${context.url}`, {
      method,
      headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : Buffer.concat(chunks),
      redirect: 'manual',
    });
    context.status = response.status;
    response.headers.forEach((value, name) => {
      if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)) {
        context.set(name, value);
      }
    });
    context.body = Buffer.from(await response.arrayBuffer());
  };
  return {
    middleware,
    plugin: {
      name: 'reference-server',
      serverStop() {
        child?.kill();
        if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      },
    },
  };
}
