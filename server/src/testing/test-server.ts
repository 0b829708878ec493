import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type ServerConfig } from '../config';
import type { AppContext } from '../context';
import { type Db, openDatabase, openPostgres } from '../db/database';
import { assertNoSecrets } from './no-secrets';
import { openSeededPglite, seededTemplate, seedFresh } from './seed-cache';

export interface TestServer {
  app: FastifyInstance;
  ctx: AppContext;
  db: Db;
  config: ServerConfig;
  /** The scratch database's URL on PostgreSQL (`TEST_DATABASE_URL`); undefined on PGlite. */
  databaseUrl?: string;
  /** A session token for a seeded user, issued directly (the login route has its own tests). */
  tokenFor(username: string, tenantId?: number): Promise<string>;
  /** A signed request; `token` adds X-Access-Token. Throws when the answer carries a `password` or `salt` key. */
  request(options: TestRequest): Promise<TestResponse>;
  close(): Promise<void>;
}

export interface TestRequest {
  method?: InjectOptions['method'];
  url: string;
  token?: string;
  query?: Record<string, string | number>;
  body?: unknown;
  headers?: Record<string, string>;
  /** false sends no signature headers. */
  signed?: boolean;
  /** Overrides the signature timestamp (ms). */
  timestamp?: number;
}

export interface TestResponse {
  status: number;
  body: { success: boolean; code: number; message: string; result: unknown } & Record<string, unknown>;
  raw: LightMyRequestResponse;
}

export function signatureHeaders(config: ServerConfig, timestamp = Date.now()): Record<string, string> {
  const ts = String(timestamp);
  return {
    appids: config.appId,
    timestamps: ts,
    signs: createHash('sha256')
      .update(config.appId + ts + config.signSecret)
      .digest('hex'),
  };
}

/**
 * A real server on a fresh in-memory PGlite (or `TEST_DATABASE_URL`'s PostgreSQL), migrated and
 * seeded with the demo data (on PGlite, copied from the run's one seeded dump). Open one per test file.
 */
export async function createTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const config = loadConfig({ NODE_ENV: 'test', TOKEN_SECRET: 'test-token-secret', ...env });
  const passwords = { adminPassword: config.adminPassword, demoPassword: config.demoPassword };
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = adminUrl ? await seededTemplate(adminUrl, passwords) : null;
  const scratch = adminUrl ? await createScratchDatabase(adminUrl, template) : null;
  let db: Db;
  if (scratch) {
    db = await openDatabase({ databaseUrl: scratch.url });
    if (!template) await seedFresh(db, passwords);
  } else {
    db = await openSeededPglite(passwords);
  }
  const { app, ctx } = await buildApp({ config, db });
  await app.ready();

  return {
    app,
    ctx,
    db,
    config,
    databaseUrl: scratch?.url,
    async tokenFor(username, tenantId) {
      const user = await db.one<{ id: string; tenant_id: number }>(
        'SELECT id, tenant_id FROM sys_user WHERE username = $1',
        [username],
      );
      if (!user) throw new Error(`no seeded user ${username}`);
      return ctx.tokens.issue(user.id, tenantId ?? user.tenant_id);
    },
    request: requester(app, config),
    async close() {
      await app.close();
      await db.close();
      await scratch?.drop();
    },
  };
}

/** `TestServer.request` of one app: a signed request through `inject`, its answer checked for secrets. */
function requester(app: FastifyInstance, config: ServerConfig): TestServer['request'] {
  return async ({ method = 'GET', url, token, query, body, headers = {}, signed = true, timestamp }) => {
    const raw = await app.inject({
      method,
      url: `${config.apiPrefix}${url}`,
      query: query ? Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) : undefined,
      payload: body as InjectOptions['payload'],
      headers: {
        ...(signed ? signatureHeaders(config, timestamp) : {}),
        ...(token ? { 'x-access-token': token } : {}),
        ...headers,
      },
    });
    let parsed: TestResponse['body'];
    try {
      parsed = raw.json();
    } catch {
      parsed = { success: false, code: -1, message: raw.body, result: null };
    }
    assertNoSecrets(parsed);
    return { status: raw.statusCode, body: parsed, raw };
  };
}

/**
 * On a real PostgreSQL server each suite gets a database of its own (suites run in parallel), a copy of
 * `template` when given. Copies retry while another suite's copy holds the template.
 */
async function createScratchDatabase(
  adminUrl: string,
  template: string | null,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = await openPostgres(adminUrl);
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.exec(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
      break;
    } catch (error) {
      if (attempt >= 50 || !String(error).includes('being accessed by other users')) throw error;
      await sleep(100 + Math.random() * 200);
    }
  }
  await admin.close();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = await openPostgres(adminUrl);
      await again.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.close();
    },
  };
}

/**
 * A second server instance on the database of `server`, as behind a load balancer: its own app, context
 * and in-process state. On PostgreSQL it connects through a pool of its own; an in-memory PGlite has one
 * connection, so there it shares `server`'s (the instances still share nothing else). Close it before
 * `server`; closing leaves the database alone.
 *
 * @example const b = await createSecondInstance(a); await b.request({ url: '/sys/randomImage/k1' });
 */
export async function createSecondInstance(server: TestServer): Promise<TestServer> {
  const { config } = server;
  const db = server.databaseUrl ? await openPostgres(server.databaseUrl) : server.db;
  const { app, ctx } = await buildApp({ config, db });
  await app.ready();
  return {
    app,
    ctx,
    db,
    config,
    databaseUrl: server.databaseUrl,
    tokenFor: (username, tenantId) => server.tokenFor(username, tenantId),
    request: requester(app, config),
    async close() {
      await app.close();
      if (db !== server.db) await db.close();
    },
  };
}

/** Stable test hash helper (md5 of a text), for websocket path checks and the like. */
export function md5(text: string): string {
  return createHash('md5').update(text).digest('hex');
}
