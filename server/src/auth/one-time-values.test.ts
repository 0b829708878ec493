import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openPostgres } from '../db/database';
import { createTestServer, type TestServer } from '../testing/test-server';
import { OneTimeValues } from './one-time-values';

let server: TestServer;
/** A second connection to the same database (PostgreSQL only; PGlite has one). */
let other: Db;

beforeAll(async () => {
  server = await createTestServer();
  other = server.databaseUrl ? await openPostgres(server.databaseUrl) : server.db;
}, 60_000);
afterAll(async () => {
  if (other !== server?.db) await other?.close();
  await server?.close();
});

describe('OneTimeValues', () => {
  it('hands a value out once, peeks without spending, and replaces a value put again', async () => {
    const captchas = new OneTimeValues<string>(server.db, 'test-captcha', 60_000);
    await captchas.put('k1', 'abcd');
    expect(await captchas.peek('k1')).toBe('abcd');
    await captchas.put('k1', 'efgh');
    expect(await captchas.take('k1')).toBe('efgh');
    expect(await captchas.take('k1')).toBeUndefined();
    expect(await captchas.peek('k1')).toBeUndefined();
    // Scopes are apart: the same handle in another scope is another value.
    const tickets = new OneTimeValues<{ userId: string }>(server.db, 'test-ticket', 60_000);
    await tickets.put('k1', { userId: 'u1' });
    expect(await captchas.take('k1')).toBeUndefined();
    expect(await tickets.take('k1')).toEqual({ userId: 'u1' });
  });

  it('expires, tells the age of what it hands out, and sweeps expired rows', async () => {
    let now = Date.UTC(2030, 0, 1);
    const proofs = new OneTimeValues<true>(server.db, 'test-proof', 1000, { now: () => now, sweepEveryMs: 0 });
    await proofs.put('p1', true);
    await proofs.put('p2', true);
    now += 400;
    expect(await proofs.takeWithAge('p1')).toEqual({ value: true, ageMs: 400 });
    now += 600;
    expect(await proofs.peek('p2')).toBeUndefined();
    const count = () =>
      server.db.one<{ n: number }>("SELECT count(*)::int AS n FROM sys_one_time_value WHERE key LIKE 'test-proof:%'");
    expect((await count())?.n).toBe(1);
    await proofs.put('p3', true);
    expect((await count())?.n).toBe(1);
    expect(await proofs.take('p2')).toBeUndefined();
  });

  it('keeps only a hash of the handle', async () => {
    const tickets = new OneTimeValues<string>(server.db, 'test-hash', 60_000);
    await tickets.put("secret-ticket-' OR 1=1 --", 'v');
    const keys = await server.db.query<{ key: string }>(
      "SELECT key FROM sys_one_time_value WHERE key LIKE 'test-hash:%'",
    );
    expect(keys).toHaveLength(1);
    expect(keys[0]?.key).not.toContain('secret');
    expect(await tickets.take("secret-ticket-' OR 1=1 --")).toBe('v');
  });

  it('hands a value to exactly one of 20 concurrent takers on two connections', async () => {
    const here = new OneTimeValues<string>(server.db, 'test-race', 60_000);
    const there = new OneTimeValues<string>(other, 'test-race', 60_000);
    await here.put('r1', 'once');
    const taken = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? here : there).take('r1')));
    expect(taken.filter((value) => value === 'once')).toHaveLength(1);
  });
});
