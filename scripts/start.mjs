#!/usr/bin/env node
/**
 * `npm start`: builds the admin (dist/host) and the element kit (dist/elements), then runs ONE process on
 * PORT (default 8080): the reference server with the API under API_PREFIX, the admin at /, the element
 * kit at /elements/ and the demo pages at /demo/. Both builds get their `.br`/`.gz` siblings
 * (scripts/precompress.mjs). Demo mode seeds the demo data on first start and reuses DATA_DIR afterwards.
 * Signals are forwarded; the script exits with the server's code.
 */
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { precompressAndReport } from './precompress.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const vite = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));
const tsx = fileURLToPath(new URL('../node_modules/tsx/dist/cli.mjs', import.meta.url));

function build(args, label) {
  console.info(`[start] building ${label}…`);
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn', ...args], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(`[start] building ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

if (process.env.SKIP_BUILD !== 'true') {
  build([], 'the admin');
  await precompressAndReport(fileURLToPath(new URL('../dist/host', import.meta.url)));
  console.info('[start] building the element kit…');
  const kit = spawnSync(process.execPath, [fileURLToPath(new URL('./build-elements.mjs', import.meta.url))], {
    cwd: root,
    stdio: 'inherit',
  });
  if (kit.status !== 0) {
    console.error('[start] building the element kit failed');
    process.exit(kit.status ?? 1);
  }
}

const server = spawn(process.execPath, [tsx, 'server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, SERVE_STATIC: 'true' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
