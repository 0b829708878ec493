#!/usr/bin/env node
/**
 * `npm start`: runs the development processes side by side, each line of output prefixed with its name.
 * For now only the host's Vite dev server; the reference server and the demo pages join the `children` list
 * later. Signals (Ctrl-C, SIGTERM) are forwarded to every child; when one child exits the others are stopped
 * and start.mjs exits with that child's code.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const vite = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));

/** @typedef {{ name: string, command: string, args: string[], env?: Record<string, string> }} ChildSpec */

/** @type {ChildSpec[]} */
const children = [
  // Proxies the API prefix (default /jeecg-boot) to the reference server on 127.0.0.1:$PORT; see vite.config.ts.
  { name: 'host', command: process.execPath, args: [vite] },
];

const color = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
const width = Math.max(...children.map((c) => c.name.length));
/** @type {import('node:child_process').ChildProcess[]} */
const running = [];
let stopping = false;

function prefixLines(stream, name, out) {
  if (!stream) return;
  const tag = `[${name.padEnd(width)}] `;
  createInterface({ input: stream }).on('line', (line) => out.write(`${tag}${line}\n`));
}

/** Stops every child still running: the signal first, SIGKILL after 5 s. */
function stopAll(signal = 'SIGTERM') {
  if (stopping) return;
  stopping = true;
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  setTimeout(() => {
    for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }, 5000).unref();
}

for (const spec of children) {
  const child = spawn(spec.command, spec.args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...color, ...spec.env },
  });
  running.push(child);
  prefixLines(child.stdout, spec.name, process.stdout);
  prefixLines(child.stderr, spec.name, process.stderr);
  child.on('error', (error) => {
    console.error(`[${spec.name}] could not start: ${error.message}`);
    process.exitCode = 1;
    stopAll();
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[${spec.name}] exited (${signal ?? `code ${code}`}); stopping the others.`);
      process.exitCode = code ?? 1;
    }
    stopAll();
  });
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => stopAll(signal));
}
