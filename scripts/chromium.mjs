/**
 * The one browser of the browser and e2e suites: Debian's Chromium (scripts/ensure-chromium.mjs installs
 * it), launched with the flags every suite needs in a container.
 */
import { execFileSync } from 'node:child_process';

export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A free loopback port, probed in a child process (config files are read synchronously).
 *
 * @example process.env.E2E_PORT ||= freePort();
 */
export function freePort() {
  const probe =
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' }).trim();
}
