#!/usr/bin/env node
/**
 * `npm start`: builds the admin (dist/host) and the element kit (dist/elements), then runs ONE process on
 * PORT (default 8080): the reference server with the API under API_PREFIX, the admin at /, the element
 * kit at /elements/ and the demo pages at /demo/. Both builds get their `.br`/`.gz` siblings
 * (scripts/precompress.mjs). Demo mode seeds the demo data on first start and reuses DATA_DIR afterwards.
 * Signals are forwarded; the script exits with the server's code.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildAll } from './build-all.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsx = fileURLToPath(new URL('../node_modules/tsx/dist/cli.mjs', import.meta.url));

if (process.env.SKIP_BUILD !== 'true') await buildAll();

const server = spawn(process.execPath, [tsx, 'server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, SERVE_STATIC: 'true' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
