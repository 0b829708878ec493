import { describe, expect, it } from 'vitest';
import { randomCode, renderCaptchaSvg } from './captcha';
import { CAPTCHA_ALPHABET } from './captcha-font';
import { casUser } from './cas';
import { ExpiringStore } from './expiring-store';
import { LoginThrottle } from './login-throttle';
import { plausibleTrack } from './slider';

describe('LoginThrottle', () => {
  it('backs off 2, 4, 8 ... seconds after 5 failures, capped at 15 minutes, per account and IP', () => {
    let now = 1_000_000;
    const throttle = new LoginThrottle(() => now);
    for (let i = 0; i < 4; i++) throttle.begin('Admin ', '1.1.1.1');
    expect(throttle.waitSeconds('admin', '1.1.1.1')).toBe(0);
    throttle.begin('admin', '1.1.1.1');
    expect(throttle.waitSeconds('ADMIN', '1.1.1.1')).toBe(2);
    throttle.begin('admin', '1.1.1.1');
    expect(throttle.waitSeconds('admin', '1.1.1.1')).toBe(4);
    for (let i = 0; i < 20; i++) throttle.begin('admin', '1.1.1.1');
    expect(throttle.waitSeconds('admin', '1.1.1.1')).toBe(900);
    // Another IP waits for the account's back-off only, never past a minute, and gets the human check.
    expect(throttle.waitSeconds('admin', '2.2.2.2')).toBe(60);
    expect(throttle.needsHumanCheck('admin', '2.2.2.2')).toBe(true);
    now += 60_000;
    expect(throttle.waitSeconds('admin', '2.2.2.2')).toBe(0);
    now += 840_000;
    expect(throttle.waitSeconds('admin', '1.1.1.1')).toBe(0);
    throttle.succeeded('admin', '1.1.1.1');
    expect(throttle.needsHumanCheck('admin', '2.2.2.2')).toBe(false);
  });

  it('backs one username off across IPs after 10 failures, at most a minute, never where it signed in before', () => {
    let now = 5_000_000;
    const throttle = new LoginThrottle(() => now);
    throttle.begin('tenant1', '9.9.9.9');
    throttle.succeeded('tenant1', '9.9.9.9');
    // Nine failures from nine addresses: each address alone is far from its own back-off.
    for (let i = 1; i <= 9; i++) throttle.begin('Tenant1', `7.7.7.${i}`);
    expect(throttle.waitSeconds('tenant1', '7.7.7.100')).toBe(0);
    throttle.begin('tenant1', '7.7.7.10');
    expect(throttle.waitSeconds('tenant1', '7.7.7.100')).toBe(2);
    expect(throttle.waitSeconds('TENANT1 ', '7.7.7.1')).toBe(2);
    now += 2_000;
    expect(throttle.waitSeconds('tenant1', '7.7.7.100')).toBe(0);
    throttle.begin('tenant1', '7.7.7.11');
    expect(throttle.waitSeconds('tenant1', '7.7.7.100')).toBe(4);
    for (let i = 12; i <= 30; i++) throttle.begin('tenant1', `7.7.7.${i}`);
    expect(throttle.waitSeconds('tenant1', '7.7.7.100')).toBe(60);
    // Unknown usernames are throttled the same way; other accounts are untouched.
    for (let i = 1; i <= 10; i++) throttle.begin('nobody', `6.6.6.${i}`);
    expect(throttle.waitSeconds('nobody', '6.6.6.100')).toBe(2);
    expect(throttle.waitSeconds('tenant2', '7.7.7.100')).toBe(0);
    // The address the user signed in from is exempt, and a success there clears the account's back-off.
    expect(throttle.waitSeconds('tenant1', '9.9.9.9')).toBe(0);
    throttle.succeeded('tenant1', '9.9.9.9');
    expect(throttle.waitSeconds('tenant1', '7.7.7.100')).toBe(0);
    expect(throttle.needsHumanCheck('tenant1', '7.7.7.100')).toBe(false);
  });

  it('forgets counters an hour after the last failure', () => {
    let now = 0;
    const throttle = new LoginThrottle(() => now);
    for (let i = 0; i < 3; i++) throttle.begin('shop1', '3.3.3.3');
    expect(throttle.needsHumanCheck('shop1', '4.4.4.4')).toBe(true);
    now += 60 * 60_000 + 1;
    expect(throttle.needsHumanCheck('shop1', '4.4.4.4')).toBe(false);
  });
});

describe('ExpiringStore', () => {
  it('expires, takes once and drops the oldest past its size', () => {
    let now = 0;
    const store = new ExpiringStore<number>(1000, 2, () => now);
    store.set('a', 1);
    store.set('b', 2);
    store.set('c', 3);
    expect([store.get('a'), store.get('b'), store.get('c')]).toEqual([undefined, 2, 3]);
    expect(store.take('b')).toBe(2);
    expect(store.take('b')).toBeUndefined();
    now = 1000;
    expect(store.get('c')).toBeUndefined();
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
