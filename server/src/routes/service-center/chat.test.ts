import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
const tokens: Record<string, string> = {};
let shop1 = '';
let agent1 = '';

async function call(username: string, method: 'GET' | 'POST' | 'PUT', url: string, extra = {}) {
  tokens[username] ??= await server.tokenFor(username);
  const response = await server.request({ method, url, token: tokens[username], ...extra });
  expect(response.raw.body).not.toMatch(/"(password|password_hash|salt)"\s*:/);
  return response;
}

async function unread(agentId: string, tenantId = 1001): Promise<number> {
  const row = await server.db.one<{ n: number }>(
    "SELECT count(*)::int AS n FROM chat_message WHERE agent_id = $1 AND tenant_id = $2 AND read_flag = 0 AND direction = 'in'",
    [agentId, tenantId],
  );
  return row?.n ?? 0;
}

beforeAll(async () => {
  server = await createTestServer();
  const users = await server.db.query<{ username: string; id: string; shop_id: string | null }>(
    "SELECT username, id, shop_id FROM sys_user WHERE username IN ('shop1', 'agent1')",
  );
  shop1 = users.find((user) => user.username === 'shop1')?.shop_id ?? '';
  agent1 = users.find((user) => user.username === 'agent1')?.id ?? '';
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('agentUnreadCount', () => {
  it('counts the unread customer messages of the caller’s own inbox', async () => {
    const cases: [string, string][] = [
      ['tenant1', '1001'],
      ['shop1', shop1],
      ['agent1', agent1],
    ];
    for (const [username, agentId] of cases) {
      const expected = await unread(agentId);
      expect(expected, username).toBeGreaterThan(0);
      const response = await call(username, 'GET', '/chat/agentUnreadCount', { query: { agentId } });
      expect(response.body, username).toMatchObject({ success: true, result: expected });
    }
  });

  it('answers 0 for an inbox that is not the caller’s', async () => {
    expect((await call('shop1', 'GET', '/chat/agentUnreadCount', { query: { agentId: '1001' } })).body.result).toBe(0);
    expect((await call('tenant2', 'GET', '/chat/agentUnreadCount', { query: { agentId: '1001' } })).body.result).toBe(
      0,
    );
    expect((await call('agent1', 'GET', '/chat/agentUnreadCount', { query: { agentId: shop1 } })).body.result).toBe(0);
  });

  it('lets the platform administrator read any inbox, within the session’s tenant only', async () => {
    const inTenant = await call('admin', 'GET', '/chat/agentUnreadCount', {
      query: { agentId: '1001' },
      headers: { 'tenant-id': '1001' },
    });
    expect(inTenant.body.result).toBe(await unread('1001'));
    const elsewhere = await call('admin', 'GET', '/chat/agentUnreadCount', {
      query: { agentId: '1001' },
      headers: { 'tenant-id': '1002' },
    });
    expect(elsewhere.body.result).toBe(0);
  });

  it('requires a session', async () => {
    const response = await server.request({ url: '/chat/agentUnreadCount', query: { agentId: '1001' } });
    expect(response.status).toBe(401);
  });
});

describe('messages, send and read', () => {
  it('lists the inbox, sends a reply stored as given, and marks the inbox read', async () => {
    const list = await call('shop1', 'GET', '/chat/messages', { query: { agentId: shop1 } });
    const page = list.body.result as { records: Record<string, unknown>[]; total: number };
    expect(page.total).toBeGreaterThan(0);
    expect(page.records[0]).toMatchObject({ agentId: shop1, direction: 'in', customerId: expect.any(String) });

    const content = '  <b onmouseover="x()">您好</b>，已为您处理  ';
    const sent = await call('shop1', 'POST', '/chat/send', { body: { agentId: shop1, content } });
    expect(sent.body.result).toMatchObject({ content, direction: 'out', senderName: '林晓峰', readFlag: 1 });
    const stored = await server.db.one<{ content: string; tenant_id: number }>(
      'SELECT content, tenant_id FROM chat_message WHERE id = $1',
      [(sent.body.result as { id: string }).id],
    );
    expect(stored).toEqual({ content, tenant_id: 1001 });

    const before = await unread(shop1);
    const read = await call('shop1', 'PUT', '/chat/read', { body: { agentId: shop1 } });
    expect(read.body.result).toBe(before);
    expect((await call('shop1', 'GET', '/chat/agentUnreadCount', { query: { agentId: shop1 } })).body.result).toBe(0);
  });

  it('refuses other inboxes and empty or oversize messages', async () => {
    const before = await unread('1001');
    for (const [method, url, extra] of [
      ['GET', '/chat/messages', { query: { agentId: '1001' } }],
      ['POST', '/chat/send', { body: { agentId: '1001', content: '冒充' } }],
      ['PUT', '/chat/read', { body: { agentId: '1001' } }],
    ] as const) {
      const response = await call('tenant2', method, url, extra);
      expect(response.body, url).toMatchObject({ success: false, code: 510 });
    }
    expect(await unread('1001')).toBe(before);
    const empty = await call('tenant1', 'POST', '/chat/send', { body: { agentId: '1001', content: '   ' } });
    expect(empty.body.message).toBe('消息内容不能为空');
    const long = await call('tenant1', 'POST', '/chat/send', { body: { agentId: '1001', content: 'x'.repeat(2001) } });
    expect(long.body.message).toBe('消息内容不能超过2000个字符');
  });

  it('treats injection strings as plain values', async () => {
    const before = await server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM chat_message');
    for (const attack of ["' OR 1=1 --", '1; DROP TABLE sys_user', 'id) OR (1=1']) {
      const count = await call('tenant1', 'GET', '/chat/agentUnreadCount', { query: { agentId: attack } });
      expect(count.body.result).toBe(0);
      const list = await call('tenant1', 'GET', '/chat/messages', { query: { agentId: '1001', customerId: attack } });
      expect((list.body.result as { records: unknown[] }).records).toEqual([]);
    }
    const after = await server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM chat_message');
    expect(after?.n).toBe(before?.n);
  });
});
