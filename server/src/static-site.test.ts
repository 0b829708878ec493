import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress.mjs';
import { registerCors } from './http/cors';
import { IMMUTABLE, isHashedAsset, REVALIDATE } from './static-delivery';
import { serveSite } from './static-site';

const PARTNER = 'https://portal.partner.com';
const EVIL = 'https://evil.example';

/** Text that compresses well, as a build's does, `lines` lines long. */
const code = (name: string, lines: number) =>
  Array.from({ length: lines }, (_, i) => `export const ${name}${i} = () => ${JSON.stringify(`${name}-${i}`)};\n`).join(
    '',
  );

/** A small build: the admin and the element kit as the two builds lay them out. */
const FILES: Record<string, string | Buffer> = {
  'host/index.html': `<!doctype html><html><head><title>admin</title>${'<link rel="modulepreload" href="/assets/Page-AbCd1234.js">'.repeat(40)}</head><body><div id="root"></div></body></html>\n`,
  'host/config.js': `window.__APP_CONFIG__ = ${JSON.stringify({ apiBase: '/jeecg-boot', note: 'x'.repeat(2000) })};\n`,
  'host/assets/index-B1x2Y3z4.js': code('entry', 400),
  'host/assets/index-C9aBcDeF.css': `${Array.from({ length: 300 }, (_, i) => `.c${i}{color:red;margin:${i}px}`).join('\n')}\n`,
  'host/assets/tiny-D4eFgHiJ.js': 'export const tiny = 1;\n',
  'host/assets/noise-E5fGhIjK.wasm': randomBytes(4096),
  'elements/wk-loader.js': code('loader', 60),
  'elements/esm/notice-bell.js': code('bell', 80),
  'elements/esm/wk-runtime-BUX382bd.js': code('runtime', 500),
};

let dist = '';
let app: FastifyInstance;
let previousDist: string | undefined;
const original = (path: string) => Buffer.from(FILES[path] as string | Buffer);

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'static-site-'));
  for (const [path, content] of Object.entries(FILES)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), content);
  }
  await precompress(join(dist, 'host'), { fast: true });
  await precompress(join(dist, 'elements'), { fast: true });
  previousDist = process.env.SITE_DIST;
  process.env.SITE_DIST = dist;
  app = Fastify();
  await registerCors(app, [PARTNER], '/jeecg-boot');
  await serveSite(app);
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  if (previousDist === undefined) delete process.env.SITE_DIST;
  else process.env.SITE_DIST = previousDist;
  if (dist) rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const csv = (value: unknown) =>
  String(value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase());

describe('precompress (scripts/precompress.mjs)', () => {
  it('writes .br and .gz beside the text files worth it, and nothing beside the others', () => {
    const has = (path: string) => existsSync(join(dist, path));
    for (const file of [
      'host/index.html',
      'host/assets/index-B1x2Y3z4.js',
      'host/assets/index-C9aBcDeF.css',
      'elements/wk-loader.js',
      'elements/esm/wk-runtime-BUX382bd.js',
    ]) {
      expect([has(`${file}.br`), has(`${file}.gz`)], file).toEqual([true, true]);
    }
    // Too small, not worth it (random bytes), written by the server at startup.
    for (const file of ['host/assets/tiny-D4eFgHiJ.js', 'host/assets/noise-E5fGhIjK.wasm', 'host/config.js']) {
      expect([has(`${file}.br`), has(`${file}.gz`)], file).toEqual([false, false]);
    }
  });
});

describe('content negotiation on the built admin', () => {
  const file = 'host/assets/index-B1x2Y3z4.js';
  const url = '/assets/index-B1x2Y3z4.js';

  it('sends brotli to a client accepting it, with the year-long immutable header', async () => {
    const response = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(?:text|application)\/javascript; charset=utf-8$/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(csv(response.headers.vary)).toContain('accept-encoding');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.length).toBeLessThan(original(file).length / 3);
    expect(brotliDecompressSync(response.rawPayload).equals(original(file))).toBe(true);
  });

  it('sends gzip to a client accepting gzip only', async () => {
    const response = await get(url, { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(csv(response.headers.vary)).toContain('accept-encoding');
    expect(gunzipSync(response.rawPayload).equals(original(file))).toBe(true);
  });

  it('sends the file itself without Accept-Encoding, still varying on it', async () => {
    const response = await get(url);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(csv(response.headers.vary)).toContain('accept-encoding');
    expect(response.rawPayload.equals(original(file))).toBe(true);
  });

  it('caches the hashed CSS for a year and a small hashed file too (sent as is)', async () => {
    const css = await get('/assets/index-C9aBcDeF.css', { 'accept-encoding': 'br' });
    expect(css.headers['content-encoding']).toBe('br');
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.headers['cache-control']).toBe(IMMUTABLE);
    const tiny = await get('/assets/tiny-D4eFgHiJ.js', { 'accept-encoding': 'br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.headers['cache-control']).toBe(IMMUTABLE);
    expect(tiny.body).toBe(FILES['host/assets/tiny-D4eFgHiJ.js']);
  });

  it('has index.html and config.js revalidated, compressed or not', async () => {
    for (const path of ['/', '/index.html']) {
      const page = await get(path, { 'accept-encoding': 'br' });
      expect(page.statusCode, path).toBe(200);
      expect(page.headers['content-encoding'], path).toBe('br');
      expect(page.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control'], path).toBe(REVALIDATE);
      expect(brotliDecompressSync(page.rawPayload).equals(original('host/index.html')), path).toBe(true);
    }
    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(FILES['host/index.html']);
    const config = await get('/config.js', { 'accept-encoding': 'br, gzip' });
    expect(config.statusCode).toBe(200);
    expect(config.headers['content-encoding']).toBeUndefined();
    expect(config.headers['cache-control']).toBe(REVALIDATE);
    expect(config.body).toBe(FILES['host/config.js']);
  });

  it('answers a conditional GET with 304, per encoding (each variant has its own ETag)', async () => {
    const first = await get(url, { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(IMMUTABLE);
    expect(csv(again.headers.vary)).toContain('accept-encoding');
    const otherEncoding = await get(url, { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(otherEncoding.statusCode).toBe(200);
    expect(otherEncoding.headers.etag).not.toBe(etag);

    const page = await get('/', { 'accept-encoding': 'br' });
    const revalidated = await get('/', { 'accept-encoding': 'br', 'if-none-match': String(page.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['cache-control']).toBe(REVALIDATE);
  });

  it('keeps the 404 envelope for missing files, whatever the Accept-Encoding', async () => {
    for (const path of ['/assets/missing-ABCDEFGH.js', '/nowhere', '/elements/esm/missing-ABCDEFGH.js']) {
      for (const headers of [{}, { 'accept-encoding': 'br, gzip' }] as Record<string, string>[]) {
        const response = await get(path, headers);
        expect(response.statusCode, path).toBe(404);
        expect(response.json(), path).toMatchObject({ success: false, code: 404, message: '很抱歉，资源未找到!' });
      }
    }
  });
});

describe('content negotiation on the element kit', () => {
  it('sends a partner origin the compressed hashed chunk with its CORS headers', async () => {
    const file = 'elements/esm/wk-runtime-BUX382bd.js';
    const response = await get('/elements/esm/wk-runtime-BUX382bd.js', { origin: PARTNER, 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(csv(response.headers.vary)).toEqual(expect.arrayContaining(['origin', 'accept-encoding']));
    expect(brotliDecompressSync(response.rawPayload).equals(original(file))).toBe(true);

    const gzipped = await get('/elements/esm/wk-runtime-BUX382bd.js', { origin: PARTNER, 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(gunzipSync(gzipped.rawPayload).equals(original(file))).toBe(true);

    const revalidated = await get('/elements/esm/wk-runtime-BUX382bd.js', {
      origin: PARTNER,
      'accept-encoding': 'br',
      'if-none-match': String(response.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['access-control-allow-origin']).toBe(PARTNER);

    const stranger = await get('/elements/esm/wk-runtime-BUX382bd.js', { origin: EVIL, 'accept-encoding': 'br' });
    expect(stranger.headers['content-encoding']).toBe('br');
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('has the un-hashed entry files revalidated', async () => {
    for (const path of ['/elements/wk-loader.js', '/elements/esm/notice-bell.js']) {
      const response = await get(path, { origin: PARTNER, 'accept-encoding': 'br' });
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-encoding'], path).toBe('br');
      expect(response.headers['cache-control'], path).toBe(REVALIDATE);
      expect(response.headers['access-control-allow-origin'], path).toBe(PARTNER);
    }
  });
});

describe('isHashedAsset', () => {
  it('knows the builds’ hashed outputs from their entry files', () => {
    expect(isHashedAsset('assets/index-B1x2Y3z4.js', 'assets/')).toBe(true);
    expect(isHashedAsset('assets/ActivityList-7GJAp_w2.js.br', 'assets/')).toBe(true);
    expect(isHashedAsset('assets/Alteration-BqBD6Ujh.css.gz', 'assets/')).toBe(true);
    expect(isHashedAsset('esm/wk-runtime-plus-Be5RnwZj.js', 'esm/')).toBe(true);
    expect(isHashedAsset('esm/rolldown-runtime-FCrsKEuO.js', 'esm/')).toBe(true);
    // Entries: element modules (a tag never has a capital letter, even when its last part is 8 long), index.js.
    expect(isHashedAsset('esm/notice-bell.js', 'esm/')).toBe(false);
    expect(isHashedAsset('esm/user-selector.js', 'esm/')).toBe(false);
    expect(isHashedAsset('esm/index.js', 'esm/')).toBe(false);
    // Outside the hashed folder, or below it.
    expect(isHashedAsset('index-B1x2Y3z4.js', 'assets/')).toBe(false);
    expect(isHashedAsset('wk-runtime-BUX382bd.js', 'esm/')).toBe(false);
    expect(isHashedAsset('assets/deep/index-B1x2Y3z4.js', 'assets/')).toBe(false);
  });
});
