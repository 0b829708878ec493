import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { verifyPassword } from './auth/passwords';
import { type Db, openPostgres } from './db/database';
import { startEmbeddedPostgres } from './db/embedded-postgres';
import { MIGRATIONS_DIR } from './db/migrate';
import { DEMO_USERNAMES } from './seed';
import { openStoredData, startupConfig } from './startup';
import { signatureHeaders } from './testing/test-server';

/**
 * What `npm start` does before listening, on a real data directory: the first start migrates and
 * seeds, the second finds everything in place; production seeds no demo data.
 */
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function dataDir(): string {
  const folder = mkdtempSync(join(tmpdir(), 'startup-'));
  folders.push(folder);
  return folder;
}

/** Row counts of the tables a repeated seed would grow. */
async function counts(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of ['sys_user', 'sys_tenant', 'sys_permission', 'sys_role', 'sys_dict_item', 'sys_depart']) {
    out[table] = (await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))?.n ?? -1;
  }
  return out;
}

describe('a second start', () => {
  it('reuses the stored data, the token secret and the sessions, re-running neither migrations nor seed', async () => {
    const env = { DATA_DIR: dataDir(), NODE_ENV: 'test' };

    const firstConfig = startupConfig(env);
    const first = await openStoredData(firstConfig);
    // The default embedded database: a PostgreSQL server with its data under DATA_DIR/postgres.
    expect(first.db.kind).toBe('postgres');
    expect(existsSync(join(env.DATA_DIR, 'postgres', 'PG_VERSION'))).toBe(true);
    expect(first.applied).toEqual(
      readdirSync(MIGRATIONS_DIR)
        .filter((file) => file.endsWith('.sql'))
        .sort(),
    );
    expect(first.seeded).toEqual({ base: true, demo: true });
    const { app, ctx } = await buildApp({ config: firstConfig, db: first.db });
    const tenant1 = await first.db.one<{ id: string }>("SELECT id FROM sys_user WHERE username = 'tenant1'");
    const token = await ctx.tokens.issue(String(tenant1?.id), 1001);
    const added = await app.inject({
      method: 'POST',
      url: `${firstConfig.apiPrefix}/sys/position/add`,
      payload: { code: 'restart_check', name: '重启校验' },
      headers: { ...signatureHeaders(firstConfig), 'x-access-token': token },
    });
    expect(added.json()).toMatchObject({ success: true });
    const before = await counts(first.db);
    await app.close();
    await first.db.close();
    // Closing the database stops the server it started.
    expect(existsSync(join(env.DATA_DIR, 'postgres', 'postmaster.pid'))).toBe(false);

    const secondConfig = startupConfig(env);
    expect(secondConfig.tokenSecret).toBe(firstConfig.tokenSecret);
    const second = await openStoredData(secondConfig);
    expect(second.db.kind).toBe('postgres');
    expect(second.applied).toEqual([]);
    expect(second.seeded).toEqual({ base: false, demo: false });
    expect(await counts(second.db)).toEqual(before);
    expect(await second.db.query("SELECT name, tenant_id FROM sys_position WHERE code = 'restart_check'")).toEqual([
      { name: '重启校验', tenant_id: 1001 },
    ]);
    const again = await buildApp({ config: secondConfig, db: second.db });
    expect(await again.ctx.tokens.verify(token)).toMatchObject({ status: 'valid', tenantId: 1001 });
    await again.app.close();
    await second.db.close();
  }, 180_000);
});

describe('a production start', () => {
  it('seeds the platform administrator with ADMIN_PASSWORD and no demo users or tenants', async () => {
    const folder = dataDir();
    const config = startupConfig({
      NODE_ENV: 'production',
      DATA_DIR: folder,
      ADMIN_PASSWORD: 'Harbor2026x',
      DEMO_PASSWORD: 'Demo@2026',
      TOKEN_SECRET: 'a-token-secret-of-the-operator',
      SIGN_SECRET: 'a-sign-secret-of-the-operator',
      APP_ID: 'operator-app',
    });
    const { db, seeded } = await openStoredData(config);
    expect(seeded).toEqual({ base: true, demo: false });
    const users = await db.query<{ username: string; password_hash: string }>(
      'SELECT username, password_hash FROM sys_user',
    );
    expect(users.map((user) => user.username)).toEqual(['admin']);
    expect(await verifyPassword(String(users[0]?.password_hash), 'Harbor2026x')).toBe(true);
    expect(await verifyPassword(String(users[0]?.password_hash), 'Admin@2026')).toBe(false);
    expect(await db.query('SELECT id FROM sys_tenant')).toEqual([{ id: 1000 }]);
    expect(await db.query('SELECT 1 FROM sys_user WHERE username = ANY($1)', [[...DEMO_USERNAMES]])).toEqual([]);
    // The menu, dictionaries and the rest of the base set are there; demo pictures are not.
    expect((await db.one<{ n: number }>('SELECT count(*)::int AS n FROM sys_permission'))?.n).toBeGreaterThan(50);
    expect(existsSync(join(folder, 'upload'))).toBe(false);
    expect(existsSync(join(folder, '.token-secret'))).toBe(false);
    await db.close();
  }, 120_000);
});

describe('the embedded engine', () => {
  it('is PGlite under DATA_DIR/pgdata with EMBEDDED_DATABASE=pglite', async () => {
    const folder = dataDir();
    const { db } = await openStoredData(
      startupConfig({ DATA_DIR: folder, NODE_ENV: 'test', EMBEDDED_DATABASE: 'pglite' }),
    );
    expect(db.kind).toBe('pglite');
    expect(existsSync(join(folder, 'pgdata'))).toBe(true);
    expect(existsSync(join(folder, 'postgres'))).toBe(false);
    await db.close();
  }, 120_000);

  it('takes over a server left running by a process that died, with the same data', async () => {
    const folder = dataDir();
    const cluster = await startEmbeddedPostgres(join(folder, 'postgres'));
    const first = await openPostgres(cluster.url);
    await first.exec("CREATE TABLE left_behind (note text); INSERT INTO left_behind VALUES ('still here')");
    await first.close();
    // The process that started it is gone (not stopped): the next start finds the server running.
    const again = await startEmbeddedPostgres(join(folder, 'postgres'));
    const second = await openPostgres(again.url);
    expect(await second.query('SELECT note FROM left_behind')).toEqual([{ note: 'still here' }]);
    await second.close();
    await again.stop();
    await cluster.stop();
  }, 120_000);
});
