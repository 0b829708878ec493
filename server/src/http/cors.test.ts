import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { io as ioClient } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { buildApp } from '../app';
import { serveSite } from '../static-site';
import { createTestServer, signatureHeaders, type TestServer } from '../testing/test-server';

const PARTNER = 'https://portal.partner.com';
const EVIL = 'https://evil.example';

let server: TestServer;
let token = '';
let host = '';
const cleanups: (() => unknown)[] = [];

beforeAll(async () => {
  server = await createTestServer({ CORS_ORIGINS: `${PARTNER},http://127.0.0.1:5174` });
  token = await server.tokenFor('tenant1');
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  host = `127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await server?.close();
});

/** Another app on the suite's database: its own CORS_ORIGINS, optionally with the static site. */
async function appWith(corsOrigins: string[], site = false): Promise<FastifyInstance> {
  const { app } = await buildApp({ config: { ...server.config, corsOrigins }, db: server.db });
  if (site) await serveSite(app);
  await app.ready();
  cleanups.push(() => app.close());
  return app;
}

function preflight(app: FastifyInstance, origin: string, url = '/sys/annountCement/listByUser') {
  return app.inject({
    method: 'OPTIONS',
    url: `${server.config.apiPrefix}${url}`,
    headers: {
      origin,
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'x-access-token,tenant-id,x-tenant-id,appids,timestamps,signs',
    },
  });
}

function apiCall(app: FastifyInstance, origin?: string) {
  return app.inject({
    method: 'GET',
    url: `${server.config.apiPrefix}/sys/annountCement/listByUser`,
    headers: { ...signatureHeaders(server.config), 'x-access-token': token, ...(origin ? { origin } : {}) },
  });
}

const csv = (value: unknown) =>
  String(value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase());

describe('CORS on the API, for the origins of CORS_ORIGINS', () => {
  it('answers a preflight from a listed origin with 204 and the headers, before the guard (no token)', async () => {
    const response = await preflight(server.app, PARTNER);
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(csv(response.headers.vary)).toContain('origin');
    expect(csv(response.headers['access-control-allow-methods'])).toEqual(
      expect.arrayContaining(['get', 'post', 'put', 'delete']),
    );
    expect(csv(response.headers['access-control-allow-headers'])).toEqual(
      expect.arrayContaining([
        'x-access-token',
        'tenant-id',
        'x-tenant-id',
        'appids',
        'timestamps',
        'signs',
        'a-sdfgh-ssjg',
        'x-sign',
        'x-timestamp',
        'content-type',
      ]),
    );
    expect(response.headers['access-control-max-age']).toBe('600');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('lets a listed origin read a real API answer and its Content-Disposition', async () => {
    const response = await apiCall(server.app, PARTNER);
    expect(response.json()).toMatchObject({ success: true });
    expect(response.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(response.headers['access-control-expose-headers']).toBe('Content-Disposition');
    expect(csv(response.headers.vary)).toContain('origin');
  });

  it('never reflects an unlisted origin', async () => {
    for (const origin of [EVIL, 'https://portal.partner.com.evil.example', 'http://portal.partner.com', 'null']) {
      const pre = await preflight(server.app, origin);
      expect(pre.statusCode).not.toBe(204);
      expect(pre.headers['access-control-allow-origin']).toBeUndefined();
      expect(pre.headers['access-control-allow-headers']).toBeUndefined();
      const real = await apiCall(server.app, origin);
      expect(real.headers['access-control-allow-origin']).toBeUndefined();
      expect(csv(real.headers.vary)).toContain('origin');
    }
    const sameOrigin = await apiCall(server.app);
    expect(sameOrigin.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends no CORS headers at all when CORS_ORIGINS is unset', async () => {
    const app = await appWith([]);
    const pre = await preflight(app, PARTNER);
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    expect(pre.headers['access-control-allow-methods']).toBeUndefined();
    const real = await apiCall(app, PARTNER);
    expect(real.json()).toMatchObject({ success: true });
    expect(real.headers['access-control-allow-origin']).toBeUndefined();
    expect(real.headers.vary).toBeUndefined();
  });

  it('answers * (never the caller’s origin) when CORS_ORIGINS=* outside production', async () => {
    const app = await appWith(['*']);
    expect((await apiCall(app, EVIL)).headers['access-control-allow-origin']).toBe('*');
  });
});

describe('CORS on the element kit', () => {
  it('serves /elements/ files to listed origins only, and leaves the admin pages alone', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'cors-site-'));
    cleanups.push(() => rmSync(dist, { recursive: true, force: true }));
    mkdirSync(join(dist, 'elements'));
    mkdirSync(join(dist, 'host'));
    writeFileSync(join(dist, 'elements', 'workbook-reader.js'), 'export const read = () => [];\n');
    writeFileSync(join(dist, 'host', 'index.html'), '<!doctype html><title>admin</title>\n');
    const previous = process.env.SITE_DIST;
    process.env.SITE_DIST = dist;
    cleanups.push(() => {
      if (previous === undefined) delete process.env.SITE_DIST;
      else process.env.SITE_DIST = previous;
    });
    const app = await appWith([PARTNER], true);

    const sideFile = (origin: string) => app.inject({ url: '/elements/workbook-reader.js', headers: { origin } });
    const allowed = await sideFile(PARTNER);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe(PARTNER);
    const refused = await sideFile(EVIL);
    expect(refused.statusCode).toBe(200);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();

    const kitPreflight = await app.inject({
      method: 'OPTIONS',
      url: '/elements/workbook-reader.js',
      headers: { origin: PARTNER, 'access-control-request-method': 'GET' },
    });
    expect(kitPreflight.statusCode).toBe(204);
    expect(kitPreflight.headers['access-control-allow-origin']).toBe(PARTNER);

    const admin = await app.inject({ url: '/', headers: { origin: PARTNER } });
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('socket origins', () => {
  /** Opens a socket as a browser page of `origin` would (no origin: a non-browser client); resolves 'open' or the HTTP status. */
  function openFrom(path: string, origin?: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(`ws://${host}${server.config.apiPrefix}${path}`, [token], origin ? { origin } : {});
      ws.once('open', () => {
        ws.close();
        resolve('open');
      });
      ws.once('unexpected-response', (request, response) => {
        request.destroy();
        resolve(`HTTP ${response.statusCode}`);
      });
      ws.once('error', reject);
    });
  }

  it('refuses /websocket and /vxeSocket from an unlisted origin, before looking at the token', async () => {
    expect(await openFrom('/websocket/tenant1', EVIL)).toBe('HTTP 403');
    expect(await openFrom('/vxeSocket/tenant1/page-1', EVIL)).toBe('HTTP 403');
    expect(await openFrom('/websocket/tenant1', 'null')).toBe('HTTP 403');
  });

  it('accepts the listed origins, the server’s own origin and clients without an Origin', async () => {
    expect(await openFrom('/websocket/tenant1', PARTNER)).toBe('open');
    expect(await openFrom('/websocket/tenant1', `http://${host}`)).toBe('open');
    expect(await openFrom('/websocket/tenant1')).toBe('open');
    expect(await openFrom('/vxeSocket/tenant1/page-1', PARTNER)).toBe('open');
  });

  function ioFrom(origin: string, transports: string[]): Promise<string> {
    return new Promise((resolve) => {
      const socket = ioClient(`http://${host}`, {
        path: `${server.config.apiPrefix}/socket.io`,
        auth: { token },
        transports,
        extraHeaders: { origin },
        reconnection: false,
        forceNew: true,
      });
      socket.once('connect', () => {
        socket.close();
        resolve('connected');
      });
      socket.once('connect_error', () => {
        socket.close();
        resolve('refused');
      });
    });
  }

  it('applies the same allowlist to socket.io, on both transports', async () => {
    for (const transports of [['websocket'], ['polling']]) {
      expect(await ioFrom(EVIL, transports)).toBe('refused');
      expect(await ioFrom(PARTNER, transports)).toBe('connected');
      expect(await ioFrom(`http://${host}`, transports)).toBe('connected');
    }
  });

  it('sends socket.io’s polling answers CORS headers for listed origins only', async () => {
    const handshake = (origin: string) =>
      fetch(`http://${host}${server.config.apiPrefix}/socket.io/?EIO=4&transport=polling`, { headers: { origin } });
    const allowed = await handshake(PARTNER);
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(PARTNER);
    const refused = await handshake(EVIL);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });
});
