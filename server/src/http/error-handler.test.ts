import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/test-server';
import { errorHandler } from './error-handler';
import { INVALID_TEXT_MESSAGE } from './invalid-text';

let server: TestServer;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  server = await createTestServer();
  // Statements that reach the database with text it refuses, past the request check.
  app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } });
  app.setErrorHandler(errorHandler);
  app.get('/nul-param', async () => server.db.query('SELECT $1::text AS t', ['a\u0000b']));
  app.get('/nul-jsonb', async () => server.db.query(`SELECT '{"a":"\\u0000"}'::jsonb AS j`));
  app.get('/thrown', async () => {
    throw Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
  });
  app.get('/other', async () => {
    throw new Error('boom');
  });
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app?.close();
  await server?.close();
});

describe('errorHandler', () => {
  it('answers text the database refuses with 400 and the message, logging no stack', async () => {
    for (const url of ['/nul-param', '/nul-jsonb', '/thrown']) {
      const before = lines.length;
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ success: false, code: 400, message: INVALID_TEXT_MESSAGE });
      const logged = lines.slice(before).join('');
      expect(logged, url).not.toContain('"stack"');
      expect(logged, url).not.toContain('"level":50');
    }
  });

  it('still answers an unexpected failure with 500 and logs it', async () => {
    const before = lines.length;
    const response = await app.inject({ url: '/other' });
    expect(response.statusCode).toBe(500);
    expect(lines.slice(before).join('')).toContain('"stack"');
  });
});
