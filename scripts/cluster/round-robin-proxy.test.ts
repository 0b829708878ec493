import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { roundRobinProxy } from './round-robin-proxy';

const servers: Server[] = [];
let proxyPort = 0;

/** A backend answering its name over HTTP and echoing websocket frames with its name. */
async function backend(name: string): Promise<number> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => response.end(`${name} ${request.method} ${request.url} ${body}`));
  });
  const sockets = new WebSocketServer({ server });
  sockets.on('connection', (ws) => ws.on('message', (data) => ws.send(`${name}:${data.toString()}`)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return (server.address() as AddressInfo).port;
}

beforeAll(async () => {
  const ports = [await backend('one'), await backend('two')];
  // A third backend that refuses connections: a GET skips it.
  const refused = createServer();
  await new Promise<void>((resolve) => refused.listen(0, '127.0.0.1', resolve));
  const refusedPort = (refused.address() as AddressInfo).port;
  await new Promise((resolve) => refused.close(resolve));
  const proxy = roundRobinProxy([...ports, refusedPort].map((port) => ({ host: '127.0.0.1', port })));
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  servers.push(proxy);
  proxyPort = (proxy.address() as AddressInfo).port;
});

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe('roundRobinProxy', () => {
  it('hands requests to the instances in turn, skipping one that refuses a GET; a POST is not sent twice', async () => {
    const answers: string[] = [];
    for (let i = 0; i < 4; i++) answers.push(await (await fetch(`http://127.0.0.1:${proxyPort}/a?i=${i}`)).text());
    expect(answers.map((answer) => answer.split(' ')[0])).toEqual(['one', 'two', 'one', 'two']);
    expect(answers[0]).toBe('one GET /a?i=0 ');
    const posts: [number, string][] = [];
    for (let i = 0; i < 3; i++) {
      const posted = await fetch(`http://127.0.0.1:${proxyPort}/b`, { method: 'POST', body: '正文' });
      posts.push([posted.status, await posted.text()]);
    }
    expect(posts.filter(([status]) => status === 502)).toHaveLength(1);
    expect(posts.filter(([, text]) => /^(one|two) POST \/b 正文$/.test(text))).toHaveLength(2);
  });

  it('carries websockets to an instance and back', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${proxyPort}/websocket/x`);
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    const reply = new Promise<string>((resolve) => ws.once('message', (data) => resolve(data.toString())));
    ws.send('ping');
    expect(await reply).toMatch(/^(one|two):ping$/);
    ws.close();
  });
});
