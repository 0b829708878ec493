import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { connect } from 'node:net';
import type { Duplex } from 'node:stream';

/** One backend instance: where it listens. */
export interface Backend {
  host: string;
  port: number;
}

/** A request whose body cannot have been read yet by a refused attempt (so it may be sent again). */
const bodiless = (request: IncomingMessage) => request.method === 'GET' || request.method === 'HEAD';

/**
 * A small round-robin HTTP and websocket proxy in front of several instances, for trying a cluster
 * locally (`npm run cluster`); a production deployment puts nginx or a cloud balancer there (README,
 * "Running several instances"). Each request and each websocket goes to the next instance in turn, so
 * consecutive requests of one browser land on different instances, which is the point: whatever works
 * through it works with any balancer, sticky sessions or not. An instance that refuses the connection
 * is skipped for a GET, a HEAD or a websocket.
 *
 * @example const proxy = roundRobinProxy([{ host: '127.0.0.1', port: 8081 }, { host: '127.0.0.1', port: 8082 }]); proxy.listen(8080)
 */
export function roundRobinProxy(backends: readonly Backend[]): Server {
  let next = 0;
  const pick = () => {
    const backend = backends[next % backends.length] as Backend;
    next += 1;
    return backend;
  };

  const forward = (request: IncomingMessage, response: ServerResponse, tries: number) => {
    const backend = pick();
    const upstream = httpRequest(
      {
        host: backend.host,
        port: backend.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'x-forwarded-for': request.socket.remoteAddress ?? '' },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      // Nothing was sent to a refusing instance yet: the next one takes the request.
      if (error.code === 'ECONNREFUSED' && tries > 1 && !response.headersSent && bodiless(request)) {
        forward(request, response, tries - 1);
        return;
      }
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(`upstream ${backend.host}:${backend.port} failed: ${error.message}`);
    });
    request.pipe(upstream);
  };

  const server = createServer((request, response) => forward(request, response, backends.length));

  const upgrade = (request: IncomingMessage, client: Duplex, head: Buffer, tries: number) => {
    const backend = pick();
    let connected = false;
    const upstream = connect(backend.port, backend.host, () => {
      connected = true;
      const lines = [`${request.method} ${request.url} HTTP/${request.httpVersion}`];
      for (let i = 0; i < request.rawHeaders.length; i += 2)
        lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      // Nothing went to a refusing instance: the next one takes the upgrade.
      if (!connected && error.code === 'ECONNREFUSED' && tries > 1) upgrade(request, client, head, tries - 1);
      else client.destroy();
    });
    client.on('error', () => upstream.destroy());
  };
  server.on('upgrade', (request: IncomingMessage, client: Duplex, head: Buffer) =>
    upgrade(request, client, head, backends.length),
  );
  return server;
}
