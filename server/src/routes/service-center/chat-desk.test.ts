import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { call, expectRefused, resultOf } from '../org/org-test-kit';

let server: TestServer;
const USERS = ['admin', 'tenant1', 'tenant2', 'shop1', 'agent1'] as const;
const tokens = {} as Record<(typeof USERS)[number], string>;

beforeAll(async () => {
  server = await createTestServer();
  for (const name of USERS) tokens[name] = await server.tokenFor(name);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const get = (url: string, token: string, query?: Record<string, string | number>) =>
  call(server, { url, token, query });
const post = (url: string, token: string, body: Record<string, unknown>) =>
  call(server, { method: 'POST', url, token, body });

describe('chat desk', () => {
  it('carries a staff member’s message to the tenant inbox and the answer back', async () => {
    const text = `结算问题${randomBytes(3).toString('hex')}`;
    resultOf(await post('/chat/contact/send', tokens.shop1, { content: text }));
    const conversations = resultOf<Record<string, unknown>[]>(
      await get('/chat/conversations', tokens.tenant1, { agentId: '1001' }),
    );
    const mine = conversations.find((row) => row.lastContent === text);
    expect(mine).toMatchObject({ customerName: expect.any(String), unread: expect.any(Number) });
    expect(Number(mine?.unread)).toBeGreaterThan(0);
    resultOf(
      await post('/chat/send', tokens.tenant1, { agentId: '1001', customerId: mine?.customerId, content: '已收到' }),
    );
    const thread = resultOf<{ content: string; direction: string }[]>(
      await get('/chat/contact/messages', tokens.shop1),
    );
    expect(thread.slice(-2).map((row) => [row.direction, row.content])).toEqual([
      ['in', text],
      ['out', '已收到'],
    ]);
    // Another tenant's desk never sees it; nobody reads a foreign inbox.
    const other = resultOf<Record<string, unknown>[]>(
      await get('/chat/conversations', tokens.tenant2, { agentId: '1002' }),
    );
    expect(other.some((row) => row.lastContent === text)).toBe(false);
    expect((await get('/chat/conversations', tokens.tenant2, { agentId: '1001' })).body.code).toBe(510);
    expectRefused(await post('/chat/contact/send', tokens.shop1, { content: '  ' }), '消息内容不能为空');
  });

  it('opens its reads for the platform administrator in the platform tenant', async () => {
    for (const url of ['/chat/contact/messages']) {
      const response = await get(url, tokens.admin);
      expect(response.body.success, `${url}: ${response.body.message}`).toBe(true);
    }
  });
});
