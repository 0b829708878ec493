#!/usr/bin/env node
/**
 * Serves `demo/` as a partner's own web server would: on other origins than the product's, each port in
 * DEMO_PORTS (comma-separated) on 127.0.0.1. The pages then load the element kit and call the API on the
 * product's origin, named by `?server=<origin>` (see demo/assets/kit-server.js). Used by the end-to-end run
 * to test the kit across origins: one port allowed by the server's CORS_ORIGINS, one not, both under a partner's
 * strict CSP (DEMO_PRODUCT_ORIGIN).
 */
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
// Run with `node --import tsx` (the server's TypeScript): the page policies are the server's own.
import { pagePolicy } from '../server/src/http/content-security.ts';

const root = fileURLToPath(new URL('../demo', import.meta.url));

/**
 * DEMO_PRODUCT_ORIGIN set: each page carries the Content-Security-Policy a careful partner would send — its
 * own inline code hashed, scripts and calls (sockets included) allowed to the product's origin only.
 */
const product = process.env.DEMO_PRODUCT_ORIGIN ? new URL(process.env.DEMO_PRODUCT_ORIGIN).origin : '';

/** @param {string} file */
function policyOf(file) {
  if (!product || extname(file) !== '.html') return undefined;
  return pagePolicy(readFileSync(file, 'utf8'), {
    frameAncestors: ["'self'"],
    connectSources: [product],
    frameSources: ["'self'"],
    scriptSources: [product],
  });
}
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

/** The file under demo/ a request names, or null (no escaping the folder, only plain files). */
function fileOf(url) {
  const path = normalize(decodeURIComponent(new URL(url, 'http://demo').pathname)).replace(/^[/\\]+/, '');
  const file = join(root, path || 'partner-portal.html');
  if (file !== root && !file.startsWith(root + sep)) return null;
  try {
    return statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

function serve(port) {
  const server = createServer((request, response) => {
    const file = request.method === 'GET' || request.method === 'HEAD' ? fileOf(request.url ?? '/') : null;
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
      return;
    }
    const policy = policyOf(file);
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
      ...(policy ? { 'content-security-policy': policy } : {}),
    });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  });
  server.listen(port, '127.0.0.1', () => console.info(`[demo] http://127.0.0.1:${port}/partner-portal.html`));
  return server;
}

const ports = (process.env.DEMO_PORTS ?? '5174')
  .split(',')
  .map((port) => Number(port.trim()))
  .filter((port) => Number.isInteger(port) && port > 0);
const servers = ports.map(serve);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const server of servers) server.close();
    process.exit(0);
  });
}
