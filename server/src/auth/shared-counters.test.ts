import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openPostgres } from '../db/database';
import { createTestServer, type TestServer } from '../testing/test-server';
import { SharedCounters } from './shared-counters';

let server: TestServer;
/** Further connections to the same database (PostgreSQL only; PGlite has one). */
const others: Db[] = [];

beforeAll(async () => {
  server = await createTestServer();
  if (server.databaseUrl) {
    for (let i = 0; i < 2; i++) others.push(await openPostgres(server.databaseUrl));
  }
}, 60_000);
afterAll(async () => {
  for (const db of others) await db.close();
  await server?.close();
});

const rows = async (prefix: string) =>
  (
    await server.db.query<{ key: string }>('SELECT key FROM sys_shared_counter WHERE key LIKE $1 ORDER BY key', [
      `${prefix}%`,
    ])
  ).map((row) => row.key);

describe('SharedCounters', () => {
  it('counts with first and last times, moves the expiry on, and starts over once expired', async () => {
    let now = Date.UTC(2030, 0, 1);
    const start = now;
    const counters = new SharedCounters(server.db, { now: () => now });
    expect(await counters.increment('t1:a', 1000)).toEqual({
      count: 1,
      firstAt: start,
      lastAt: start,
      expiresAt: start + 1000,
      now: start,
    });
    now += 600;
    expect(await counters.increment('t1:a', 1000)).toMatchObject({ count: 2, firstAt: start, lastAt: start + 600 });
    // Each increment gives the counter ttl more: 1,599 ms after the first it still lives.
    now = start + 1599;
    expect(await counters.get('t1:a')).toMatchObject({ count: 2, expiresAt: start + 1600, now: start + 1599 });
    now = start + 1600;
    expect(await counters.get('t1:a')).toBeUndefined();
    expect(await counters.increment('t1:a', 1000)).toMatchObject({ count: 1, firstAt: start + 1600 });
    await counters.reset('t1:a');
    expect(await counters.get('t1:a')).toBeUndefined();
  });

  it('reads several keys at once and increments several in one statement', async () => {
    const counters = new SharedCounters(server.db);
    await counters.incrementAll(['t2:a', 't2:b', 't2:a'], 60_000);
    await counters.incrementAll(['t2:b', 't2:c'], 60_000);
    const read = await counters.getAll(['t2:a', 't2:b', 't2:c', 't2:none']);
    expect([...read].map(([key, counter]) => [key, counter.count])).toEqual([
      ['t2:a', 1],
      ['t2:b', 2],
      ['t2:c', 1],
    ]);
    // The database's clock by default: the same for every instance.
    const db = await server.db.one<{ at: Date }>('SELECT now() AS at');
    expect(Math.abs((read.get('t2:a')?.now ?? 0) - (db?.at.getTime() ?? 0))).toBeLessThan(60_000);
  });

  it('refuses an increment past max without changing the counter', async () => {
    let now = Date.UTC(2030, 1, 1);
    const counters = new SharedCounters(server.db, { now: () => now });
    expect(await counters.increment('t3:a', 1000, { max: 2 })).toMatchObject({ count: 1 });
    now += 100;
    expect(await counters.increment('t3:a', 1000, { max: 2 })).toMatchObject({ count: 2, lastAt: now });
    now += 100;
    expect(await counters.increment('t3:a', 1000, { max: 2 })).toBeNull();
    // The refusal neither counted nor moved the expiry.
    expect(await counters.get('t3:a')).toMatchObject({ count: 2, lastAt: now - 100, expiresAt: now + 900 });
    now += 900;
    expect(await counters.increment('t3:a', 1000, { max: 2 })).toMatchObject({ count: 1 });
  });

  it('takes one back, never below 0, leaving the times and the expiry', async () => {
    let now = Date.UTC(2030, 2, 1);
    const counters = new SharedCounters(server.db, { now: () => now });
    await counters.incrementAll(['t4:a', 't4:a'], 1000);
    await counters.increment('t4:a', 1000);
    now += 500;
    expect(await counters.decrement('t4:a')).toMatchObject({ count: 1, lastAt: now - 500, expiresAt: now + 500 });
    expect(await counters.decrement('t4:a')).toMatchObject({ count: 0 });
    expect(await counters.decrement('t4:a')).toMatchObject({ count: 0 });
    expect(await counters.decrement('t4:none')).toBeUndefined();
  });

  it('ignores expired rows on read and sweeps them on a later write', async () => {
    let now = Date.UTC(2030, 3, 1);
    const counters = new SharedCounters(server.db, { now: () => now, sweepEveryMs: 0 });
    await counters.incrementAll(['t5:old1', 't5:old2'], 1000);
    now += 500;
    await counters.increment('t5:young', 1000);
    now += 500;
    expect(await rows('t5:')).toEqual(['t5:old1', 't5:old2', 't5:young']);
    expect([...(await counters.getAll(['t5:old1', 't5:old2', 't5:young'])).keys()]).toEqual(['t5:young']);
    await counters.increment('t5:new', 1000);
    expect(await rows('t5:')).toEqual(['t5:new', 't5:young']);
  });

  it('takes any text as a key, only ever as a parameter', async () => {
    const counters = new SharedCounters(server.db);
    const keys = ["t6:' OR 1=1 --", 't6:a\nb', 't6:用户', `t6:${'x'.repeat(5000)}`, `t6:${'x'.repeat(4999)}y`];
    for (const key of keys) await counters.increment(key, 60_000);
    await counters.increment(keys[0] as string, 60_000);
    const read = await counters.getAll(keys);
    expect(keys.map((key) => read.get(key)?.count)).toEqual([2, 1, 1, 1, 1]);
    // Long keys are kept as their hash, so the two long ones stay apart.
    expect((await rows('sha256:')).length).toBeGreaterThanOrEqual(2);
    await counters.reset(...keys);
    expect((await counters.getAll(keys)).size).toBe(0);
    expect(await server.db.one("SELECT 1 FROM sys_user WHERE username = 'admin'")).toBeDefined();
  });

  it('counts every one of 50 concurrent increments made through several connections', async () => {
    const handles = [server.db, ...others].map((db) => new SharedCounters(db));
    // A new key (50 inserts racing) and an expired row (50 restarts racing).
    await server.db.query(
      `INSERT INTO sys_shared_counter (key, hits, first_at, last_at, expires_at)
       VALUES ('t7:expired', 99, now() - interval '2 hours', now() - interval '2 hours', now() - interval '1 hour')`,
    );
    for (const key of ['t7:new', 't7:expired']) {
      const counts = await Promise.all(
        Array.from({ length: 50 }, (_, i) => handles[i % handles.length]?.increment(key, 60_000)),
      );
      expect(counts.map((counter) => counter?.count).sort((a = 0, b = 0) => a - b)).toEqual(
        Array.from({ length: 50 }, (_, i) => i + 1),
      );
      expect((await handles[0]?.get(key))?.count).toBe(50);
    }
  });

  it('lets exactly max of 50 concurrent claims through', async () => {
    const handles = [server.db, ...others].map((db) => new SharedCounters(db));
    const claims = await Promise.all(
      Array.from({ length: 50 }, (_, i) => handles[i % handles.length]?.increment('t8:ip', 60_000, { max: 20 })),
    );
    expect(claims.filter(Boolean)).toHaveLength(20);
    expect((await handles[0]?.get('t8:ip'))?.count).toBe(20);
  });
});
