/**
 * A loopback HTTP server for the transport tests: it records every request and answers by path.
 *   /echo           200 JSON { method, url, type, length } of the request itself
 *   /status/<n>     status n, JSON envelope body
 *   /slow           answers after 2 s (timeouts and aborts)
 *   /text           200 text/plain `{"not":"parsed"}`
 * CORS is open: the test document's origin differs from the server's.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface EchoServer {
  origin: string;
  /** Requests seen (CORS preflights left out), oldest first. */
  seen: SeenRequest[];
  close(): Promise<void>;
}

export async function startEchoServer(): Promise<EchoServer> {
  const seen: SeenRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server: Server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Expose-Headers', '*');
    if (request.method === 'OPTIONS') {
      response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
      response.setHeader('Access-Control-Allow-Headers', request.headers['access-control-request-headers'] ?? '*');
      response.end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('latin1'),
      };
      seen.push(entry);
      const path = entry.url.split('?')[0] ?? '';
      const json = (status: number, body: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json;charset=UTF-8', 'X-Echo': 'yes' });
        response.end(JSON.stringify(body));
      };
      const contentType = String(request.headers['content-type'] ?? '').split(';')[0];
      if (path === '/echo')
        json(200, { method: entry.method, url: entry.url, type: contentType, length: entry.body.length });
      else if (path.startsWith('/status/')) json(Number(path.slice(8)), { success: false, code: 1, message: '失败' });
      else if (path === '/text') {
        response.writeHead(200, { 'Content-Type': 'text/plain' });
        response.end('{"not":"parsed"}');
      } else if (path === '/slow') {
        const timer = setTimeout(() => json(200, { late: true }), 2000);
        timers.add(timer);
        response.on('close', () => clearTimeout(timer));
      } else json(404, { message: 'no route' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
