// Websocket clients of the server tests: open a socket with the token as sub-protocol, keep its frames,
// know when and how it closed.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';

export interface SocketClient {
  ws: WebSocket;
  /** Every text frame received, in order. */
  frames: string[];
  /** Resolves with the close code and reason once the socket closes. */
  closed: Promise<{ code: number; reason: string }>;
}

/**
 * Opens `url` offering `protocol` (a session token) as the sub-protocol; resolves once open, rejects with
 * the HTTP status of a refused upgrade. Each opened socket is added to `opened` (closed by the suite).
 *
 * @example const bell = await openSocket(`ws://${origin}/jeecg-boot/websocket/tenant1`, token, open)
 */
export function openSocket(
  url: string,
  protocol: string | undefined,
  opened: { close(): void }[],
): Promise<SocketClient> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, protocol ? [protocol] : []);
    const frames: string[] = [];
    const closed = new Promise<{ code: number; reason: string }>((done) =>
      ws.once('close', (code, reason) => done({ code, reason: reason.toString() })),
    );
    ws.on('message', (data) => frames.push(data.toString()));
    ws.once('open', () => {
      opened.push(ws);
      // Errors after opening (a flood closed by the server) end in `closed`.
      ws.on('error', () => {});
      resolve({ ws, frames, closed });
    });
    ws.once('unexpected-response', (request, response) => {
      request.destroy();
      reject(new Error(`HTTP ${response.statusCode}`));
    });
    ws.once('error', reject);
  });
}

/**
 * Polls `probe` until it gives a value, or fails after `ms`: long enough for a relay that queries the database
 * on a loaded 2-core CI machine (a passing test never waits it out).
 */
export async function waitFor<T>(probe: () => T | undefined, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The JSON frames among `frames` (heartbeat answers such as `pong` are text). */
export const jsonFrames = (frames: readonly string[]) =>
  frames.flatMap((frame) => (frame.startsWith('{') ? [JSON.parse(frame)] : []));

/**
 * Makes `app` listen on a free loopback port; resolves to its `host:port`, for socket and HTTP clients.
 *
 * @example origin = await listenOnLoopback(server.app) // '127.0.0.1:40123'
 */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}
