import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { serveSite } from '../static-site';
import { createTestServer, type TestServer } from '../testing/test-server';
import { cspHash, inlineHashes } from './content-security';
import { frameOptionsFor, HSTS, registerSecurityHeaders } from './security-headers';

/** A bare app with the security headers and one route. */
async function appWith(frameAncestors: string[], trustProxy = false): Promise<FastifyInstance> {
  const app = Fastify({ trustProxy });
  await registerSecurityHeaders(app, frameAncestors);
  app.get('/x', async () => ({ ok: true }));
  await app.ready();
  return app;
}

/** A policy's directives by name. */
function directives(policy: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(policy)
      .split(';')
      .map((part) => {
        const [name = '', ...sources] = part.trim().split(/\s+/);
        return [name, sources];
      }),
  );
}

describe('security headers on every answer', () => {
  it('lock down what is not a page, let partners load our files, and switch features off', async () => {
    const app = await appWith(["'self'"]);
    const { headers } = await app.inject({ url: '/x' });
    expect(directives(headers['content-security-policy'])).toEqual({
      'default-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
      'frame-ancestors': ["'self'"],
    });
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(headers['referrer-policy']).toBe('same-origin');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(String(headers['permissions-policy'])).toMatch(/(^|, )camera=\(\)/);
    expect(String(headers['permissions-policy'])).toMatch(/(^|, )geolocation=\(\)/);
    expect(headers['strict-transport-security']).toBeUndefined();
    await app.close();
  });

  it('send HSTS only when a trusted proxy says the request came over https', async () => {
    const trusting = await appWith(["'self'"], true);
    const https = await trusting.inject({ url: '/x', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe(HSTS);
    const http = await trusting.inject({ url: '/x', headers: { 'x-forwarded-proto': 'http' } });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    await trusting.close();
    // Without TRUST_PROXY the header is anybody's word: no HSTS.
    const direct = await appWith(["'self'"]);
    const spoofed = await direct.inject({ url: '/x', headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    await direct.close();
  });

  it('follow FRAME_ANCESTORS: X-Frame-Options only where it can say the same', async () => {
    expect(frameOptionsFor(["'self'"])).toBe('SAMEORIGIN');
    expect(frameOptionsFor(["'none'"])).toBe('DENY');
    expect(frameOptionsFor(["'self'", 'https://portal.example.com'])).toBeUndefined();
    const app = await appWith(["'self'", 'https://portal.example.com']);
    const { headers } = await app.inject({ url: '/x' });
    expect(headers['x-frame-options']).toBeUndefined();
    expect(directives(headers['content-security-policy'])['frame-ancestors']).toEqual([
      "'self'",
      'https://portal.example.com',
    ]);
    await app.close();
  });

  it('FRAME_ANCESTORS, CSP_CONNECT_SRC and CSP_FRAME_SRC are validated at start', () => {
    const base = { NODE_ENV: 'test' };
    expect(loadConfig(base)).toMatchObject({
      frameAncestors: ["'self'"],
      cspConnectSources: [],
      cspFrameSources: ["'self'", 'https:'],
    });
    expect(loadConfig({ ...base, FRAME_ANCESTORS: "'none'", CSP_FRAME_SRC: "'self' http://10.0.0.5" })).toMatchObject({
      frameAncestors: ["'none'"],
      cspFrameSources: ["'self'", 'http://10.0.0.5'],
    });
    expect(() => loadConfig({ ...base, FRAME_ANCESTORS: "'self'; script-src *" })).toThrow(/FRAME_ANCESTORS/);
    expect(() => loadConfig({ ...base, CSP_CONNECT_SRC: 'https://a.example.com/x' })).toThrow(/CSP_CONNECT_SRC/);
  });

  describe('on the real server', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await createTestServer({ FRAME_ANCESTORS: "'none'" });
    });
    afterAll(() => server?.close());

    it('API answers and errors alike', async () => {
      for (const answer of [
        await server.request({ url: '/sys/getCheckCode' }),
        await server.request({ url: '/sys/user/list' }),
        await server.request({ url: '/no/such/route' }),
      ]) {
        const { headers } = answer.raw;
        expect(directives(headers['content-security-policy'])['default-src']).toEqual(["'none'"]);
        expect(headers['x-frame-options']).toBe('DENY');
        expect(headers['cross-origin-resource-policy']).toBe('cross-origin');
      }
    });
  });
});

describe('page policies (static-site.ts)', () => {
  const ROOT = resolve(new URL('../../..', import.meta.url).pathname);
  let dist = '';
  let app: FastifyInstance;
  let previousDist: string | undefined;
  const INDEX = '<!doctype html><html><head><script>window.booted = 1</script></head><body></body></html>';

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'page-policies-'));
    mkdirSync(join(dist, 'host'), { recursive: true });
    writeFileSync(join(dist, 'host', 'index.html'), INDEX);
    writeFileSync(
      join(dist, 'host', 'config.js'),
      'window.__APP_CONFIG__ = { apiBaseUrl: "https://api.example.com:8443/jeecg-boot" };\n',
    );
    previousDist = process.env.SITE_DIST;
    process.env.SITE_DIST = dist;
    app = Fastify();
    await registerSecurityHeaders(app, ["'self'"]);
    await serveSite(app, {
      frameAncestors: ["'self'"],
      connectSources: ['https://ip.example.com'],
      frameSources: ["'self'", 'https:'],
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    if (previousDist === undefined) delete process.env.SITE_DIST;
    else process.env.SITE_DIST = previousDist;
    rmSync(dist, { recursive: true, force: true });
  });

  it("the admin's index: its inline script hashed, its API's origin and sockets reachable", async () => {
    for (const url of ['/', '/index.html']) {
      const { headers } = await app.inject({ url });
      const policy = directives(headers['content-security-policy']);
      expect(policy['script-src']).toEqual(["'self'", cspHash('window.booted = 1')]);
      expect(policy['connect-src']).toEqual([
        "'self'",
        'https://ip.example.com',
        'https://api.example.com:8443',
        'wss://ip.example.com',
        'wss://api.example.com:8443',
      ]);
      expect(policy['frame-ancestors']).toEqual(["'self'"]);
    }
    const script = await app.inject({ url: '/config.js' });
    expect(directives(script.headers['content-security-policy'])['default-src']).toEqual(["'none'"]);
  });

  it('an edited config.js or page changes the policy without a restart', async () => {
    const later = new Date(Date.now() + 5000);
    writeFileSync(join(dist, 'host', 'config.js'), 'window.__APP_CONFIG__ = { apiBaseUrl: "/jeecg-boot" };\n');
    writeFileSync(join(dist, 'host', 'index.html'), INDEX.replace('booted = 1', 'booted = 2'));
    utimesSync(join(dist, 'host', 'config.js'), later, later);
    utimesSync(join(dist, 'host', 'index.html'), later, later);
    const policy = directives((await app.inject({ url: '/' })).headers['content-security-policy']);
    expect(policy['script-src']).toEqual(["'self'", cspHash('window.booted = 2')]);
    expect(policy['connect-src']).toEqual(["'self'", 'https://ip.example.com', 'wss://ip.example.com']);
  });

  it('each demo page gets the hashes of its own inline scripts and styles', async () => {
    const html = readFileSync(join(ROOT, 'demo', 'legacy.html'), 'utf8');
    const own = inlineHashes(html);
    expect(own.scripts.length).toBeGreaterThan(0);
    const policy = directives((await app.inject({ url: '/demo/legacy.html' })).headers['content-security-policy']);
    expect(policy['script-src']).toEqual(["'self'", ...own.scripts]);
    expect(policy['style-src-elem']).toEqual(["'self'", ...own.styles]);
    const other = directives((await app.inject({ url: '/demo/loader.html' })).headers['content-security-policy']);
    expect(other['script-src']).not.toEqual(policy['script-src']);
  });
});
