/**
 * A throw-away PostgreSQL server for the server suite's second run: initdb into a temporary directory,
 * start on a free loopback port, hand back a connection URL, stop and delete on `stop()`.
 * Uses Debian's postgresql binaries (PATH, else /usr/lib/postgresql/<version>/bin). PostgreSQL refuses
 * to run as root, so as root it runs as the `postgres` user through runuser.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function which(name) {
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
  if (found) return found;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  for (const version of readdirSync(base).sort().reverse()) {
    const candidate = join(base, version, 'bin', name);
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

/** initdb and pg_ctl, or null when PostgreSQL is not installed. */
export function findPostgres() {
  const initdb = which('initdb');
  const pgCtl = which('pg_ctl');
  return initdb && pgCtl ? { initdb, pgCtl } : null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function startPostgres() {
  const bins = findPostgres();
  if (!bins) throw new Error('PostgreSQL binaries (initdb, pg_ctl) not found');
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'pg-test-'));
  const data = join(dir, 'data');
  const lookup = asRoot ? spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }) : null;
  if (asRoot) {
    if (lookup?.status !== 0)
      throw new Error('running as root needs the postgres system user (apt-get install postgresql)');
    const uid = Number(lookup.stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(dir, uid, gid);
  }
  const exec = (bin, args) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', bin, ...args], { stdio: 'pipe' })
      : execFileSync(bin, args, { stdio: 'pipe' });
  exec(bins.initdb, ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const port = await freePort();
  exec(bins.pgCtl, [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        exec(bins.pgCtl, ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
