#!/usr/bin/env node
/**
 * Makes sure Debian's PostgreSQL binaries (initdb, pg_ctl) are installed for the server suite's second run on
 * real PostgreSQL. Installs the `postgresql` package with apt when missing and running as root; otherwise says
 * so and exits 0: without them that run is skipped with a note (the suite still runs on PGlite).
 */
import { spawnSync } from 'node:child_process';
import { findPostgres } from './postgres.mjs';

if (findPostgres()) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.log(
    'ensure-postgres: initdb/pg_ctl are missing and this process is not root, so the server suite runs on PGlite only.\n' +
      '  To run it on PostgreSQL too:  sudo apt-get install -y postgresql',
  );
  process.exit(0);
}

console.log("ensure-postgres: installing Debian's postgresql package with apt-get...");
const lock = '-o DPkg::Lock::Timeout=600';
const result = spawnSync('sh', ['-c', `apt-get ${lock} update -qq && apt-get ${lock} install -y -qq postgresql`], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
});
if (result.status !== 0 || !findPostgres()) {
  console.error(`ensure-postgres: installing postgresql failed (apt-get exit code ${result.status ?? result.signal}).`);
  process.exit(1);
}
console.log('ensure-postgres: installed.');
