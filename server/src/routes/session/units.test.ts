import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SharedCounters } from '../../auth/shared-counters';
import { type Db, openPglite } from '../../db/database';
import { MIGRATIONS_DIR } from '../../db/migrate';
import { randomCode, renderCaptchaSvg } from './captcha';
import { CAPTCHA_ALPHABET } from './captcha-font';
import { casUser } from './cas';
import { LoginThrottle } from './login-throttle';
import { plausibleTrack } from './slider';

describe('LoginThrottle', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openPglite();
    await db.exec(readFileSync(join(MIGRATIONS_DIR, '193_shared_counters.sql'), 'utf8'));
  }, 60_000);
  afterAll(() => db?.close());
  beforeEach(() => db.query('DELETE FROM sys_shared_counter'));

  it('backs off 2, 4, 8 ... seconds after 5 failures, capped at 15 minutes, per account and IP', async () => {
    let now = 1_000_000;
    const throttle = new LoginThrottle(new SharedCounters(db, { now: () => now }));
    for (let i = 0; i < 4; i++) await throttle.failed('Admin ', '1.1.1.1');
    expect(await throttle.waitSeconds('admin', '1.1.1.1')).toBe(0);
    await throttle.failed('admin', '1.1.1.1');
    expect(await throttle.waitSeconds('ADMIN', '1.1.1.1')).toBe(2);
    await throttle.failed('admin', '1.1.1.1');
    expect(await throttle.waitSeconds('admin', '1.1.1.1')).toBe(4);
    for (let i = 0; i < 20; i++) await throttle.failed('admin', '1.1.1.1');
    expect(await throttle.waitSeconds('admin', '1.1.1.1')).toBe(900);
    // Another IP waits for the account's back-off only, never past a minute, and gets the human check.
    expect(await throttle.waitSeconds('admin', '2.2.2.2')).toBe(60);
    expect(await throttle.needsHumanCheck('admin', '2.2.2.2')).toBe(true);
    now += 60_000;
    expect(await throttle.waitSeconds('admin', '2.2.2.2')).toBe(0);
    now += 840_000;
    expect(await throttle.waitSeconds('admin', '1.1.1.1')).toBe(0);
    await throttle.succeeded('admin', '1.1.1.1');
    expect(await throttle.needsHumanCheck('admin', '2.2.2.2')).toBe(false);
  });

  it('backs one username off across IPs after 10 failures, at most a minute, never where it signed in before', async () => {
    let now = 5_000_000;
    const throttle = new LoginThrottle(new SharedCounters(db, { now: () => now }));
    await throttle.succeeded('tenant1', '9.9.9.9');
    // Nine failures from nine addresses: each address alone is far from its own back-off.
    for (let i = 1; i <= 9; i++) await throttle.failed('Tenant1', `7.7.7.${i}`);
    expect(await throttle.waitSeconds('tenant1', '7.7.7.100')).toBe(0);
    await throttle.failed('tenant1', '7.7.7.10');
    expect(await throttle.waitSeconds('tenant1', '7.7.7.100')).toBe(2);
    expect(await throttle.waitSeconds('TENANT1 ', '7.7.7.1')).toBe(2);
    now += 2_000;
    expect(await throttle.waitSeconds('tenant1', '7.7.7.100')).toBe(0);
    await throttle.failed('tenant1', '7.7.7.11');
    expect(await throttle.waitSeconds('tenant1', '7.7.7.100')).toBe(4);
    for (let i = 12; i <= 30; i++) await throttle.failed('tenant1', `7.7.7.${i}`);
    expect(await throttle.waitSeconds('tenant1', '7.7.7.100')).toBe(60);
    // Unknown usernames are throttled the same way; other accounts are untouched.
    for (let i = 1; i <= 10; i++) await throttle.failed('nobody', `6.6.6.${i}`);
    expect(await throttle.waitSeconds('nobody', '6.6.6.100')).toBe(2);
    expect(await throttle.waitSeconds('tenant2', '7.7.7.100')).toBe(0);
    // The address the user signed in from is exempt, and a success there clears the account's back-off.
    expect(await throttle.waitSeconds('tenant1', '9.9.9.9')).toBe(0);
    await throttle.succeeded('tenant1', '9.9.9.9');
    expect(await throttle.waitSeconds('tenant1', '7.7.7.100')).toBe(0);
    expect(await throttle.needsHumanCheck('tenant1', '7.7.7.100')).toBe(false);
  });

  it('forgets counters an hour after the last failure', async () => {
    let now = 0;
    const throttle = new LoginThrottle(new SharedCounters(db, { now: () => now }));
    for (let i = 0; i < 3; i++) await throttle.failed('shop1', '3.3.3.3');
    expect(await throttle.needsHumanCheck('shop1', '4.4.4.4')).toBe(true);
    now += 60 * 60_000 + 1;
    expect(await throttle.needsHumanCheck('shop1', '4.4.4.4')).toBe(false);
  });

  it('counts failures only: successes, however many and however concurrent, never reach the IP thresholds', async () => {
    const throttle = new LoginThrottle(new SharedCounters(db));
    const office = '8.8.8.8';
    await Promise.all(
      Array.from({ length: 100 }, async (_, i) => {
        expect(await throttle.status(`staff${i}`, office)).toEqual({ waitSeconds: 0, humanCheck: false });
        await throttle.succeeded(`staff${i}`, office);
      }),
    );
    expect(await throttle.status('newcomer', office)).toEqual({ waitSeconds: 0, humanCheck: false });
    // 19 typos over the morning still leave the office free; the 20th failure brings the human check.
    await Promise.all(Array.from({ length: 19 }, (_, i) => throttle.failed(`typo${i}`, office)));
    expect(await throttle.needsHumanCheck('newcomer', office)).toBe(false);
    await throttle.failed('typo19', office);
    expect(await throttle.needsHumanCheck('newcomer', office)).toBe(true);
    expect(await throttle.needsHumanCheck('newcomer', '8.8.8.9')).toBe(false);
  });

  it('keeps the counters of each scope apart', async () => {
    const counters = new SharedCounters(db);
    const reset = new LoginThrottle(counters, 'reset');
    for (let i = 0; i < 6; i++) await reset.failed('13857101002', '5.5.5.5');
    expect(await reset.waitSeconds('13857101002', '5.5.5.5')).toBeGreaterThan(0);
    const login = new LoginThrottle(counters, 'login');
    expect(await login.status('13857101002', '5.5.5.5')).toEqual({ waitSeconds: 0, humanCheck: false });
  });
});

describe('captcha', () => {
  it('draws codes of the unambiguous alphabet as paths', () => {
    const code = randomCode(5);
    expect(code).toHaveLength(5);
    expect([...code].every((c) => CAPTCHA_ALPHABET.includes(c))).toBe(true);
    expect(CAPTCHA_ALPHABET).not.toMatch(/[01ILOQ]/);
    const svg = renderCaptchaSvg(code);
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain(code);
    expect(svg.match(/<path /g)?.length).toBeGreaterThanOrEqual(5 + 5);
  });
});

describe('plausibleTrack', () => {
  const good = [
    { x: 2, t: 0 },
    { x: 100, t: 120 },
    { x: 250, t: 300 },
    { x: 298, t: 420 },
  ];
  it('accepts a drag to the end taking at least 300 ms', () => {
    expect(plausibleTrack(good, 300)).toBe(true);
  });
  it.each([
    ['too fast', good.map((p) => ({ ...p, t: p.t / 10 })), 300],
    ['not to the end', good.map((p) => ({ ...p, x: p.x * 0.9 })), 300],
    ['going back', [...good.slice(0, 3), { x: 200, t: 400 }, { x: 298, t: 500 }], 300],
    ['time going back', [good[0], { x: 100, t: 500 }, { x: 298, t: 400 }], 300],
    ['too few points', good.slice(2), 300],
    ['not numbers', good.map((p) => ({ x: String(p.x), t: p.t })), 300],
    ['no width', good, undefined],
    ['not an array', 'track', 300],
  ])('refuses a track %s', (_name, track, width) => {
    expect(plausibleTrack(track, width)).toBe(false);
  });
});

describe('casUser', () => {
  it('reads the user of a success and nothing from a failure', () => {
    expect(
      casUser(
        '<cas:serviceResponse><cas:authenticationSuccess><cas:user> a&amp;b </cas:user></cas:authenticationSuccess></cas:serviceResponse>',
      ),
    ).toBe('a&b');
    expect(
      casUser(
        '<cas:serviceResponse><cas:authenticationFailure code="X"><cas:user>admin</cas:user></cas:authenticationFailure>',
      ),
    ).toBeNull();
    expect(casUser('<cas:authenticationSuccess></cas:authenticationSuccess>')).toBeNull();
  });
});
