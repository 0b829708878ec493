#!/usr/bin/env node
/**
 * Makes sure Debian's Chromium is at /usr/bin/chromium, the only browser the browser and e2e suites use
 * (no test tool ever downloads its own). Installs it with apt when missing and running as root; otherwise
 * stops with a message saying what to do. Exit code 0 means the browser is there.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

if (existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `ensure-chromium: ${CHROMIUM} is missing and this process is not root, so it cannot install it.\n` +
      "  Install Debian's Chromium first:  sudo apt-get update && sudo apt-get install -y chromium\n" +
      '  (Browser tests never use a browser downloaded by Playwright or @web/test-runner.)',
  );
  process.exit(1);
}

console.log(`ensure-chromium: ${CHROMIUM} is missing; installing Debian's chromium package with apt-get...`);
// Wait for a concurrent apt/dpkg run instead of failing on its lock.
const lock = '-o DPkg::Lock::Timeout=600';
const result = spawnSync('sh', ['-c', `apt-get ${lock} update && apt-get ${lock} install -y chromium`], {
  stdio: 'inherit',
  env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
});

if (result.status !== 0 || !existsSync(CHROMIUM)) {
  console.error(
    `ensure-chromium: installing chromium failed (apt-get exit code ${result.status ?? result.signal}); ` +
      `${CHROMIUM} is still missing. Check apt's output above.`,
  );
  process.exit(1);
}
console.log(`ensure-chromium: installed ${CHROMIUM}.`);
