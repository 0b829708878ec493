/** The builds `npm start` and `npm run cluster` serve: the admin (dist/host) and the element kit (dist/elements). */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { precompressAndReport } from './precompress.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const vite = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));

function run(args, label) {
  console.info(`[build] building ${label}…`);
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`[build] building ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

/** Builds both (with their `.br`/`.gz` siblings); exits the process when a build fails. */
export async function buildAll() {
  run([vite, 'build', '--logLevel', 'warn'], 'the admin');
  await precompressAndReport(fileURLToPath(new URL('../dist/host', import.meta.url)));
  run([fileURLToPath(new URL('./build-elements.mjs', import.meta.url))], 'the element kit');
}
