import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { call, expectRefused, INJECTIONS, type PageResult, resultOf } from '../org/org-test-kit';

let server: TestServer;
let dataDir: string;
const USERS = ['admin', 'tenant1', 'tenant2', 'shop1', 'agent1'] as const;
const tokens = {} as Record<(typeof USERS)[number], string>;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'desk-'));
  server = await createTestServer({ DATA_DIR: dataDir });
  for (const name of USERS) tokens[name] = await server.tokenFor(name);
}, 120_000);

afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, token: string, query?: Record<string, string | number>) =>
  call(server, { url, token, query });
const post = (url: string, token: string, body: Record<string, unknown>) =>
  call(server, { method: 'POST', url, token, body });

describe('messages', () => {
  it('lists the tenant’s templates and records only', async () => {
    const templates = resultOf<PageResult>(await get('/sys/message/sysMessageTemplate/list', tokens.tenant1));
    expect(templates.total).toBe(5);
    expect(templates.records.map((row) => row.templateCode)).toContain('ORDER_SHIPPED');
    const messages = resultOf<PageResult>(
      await get('/sys/message/sysMessage/list', tokens.tenant1, { esSendStatus: 2 }),
    );
    expect(messages.total).toBe(2);
    for (const injection of INJECTIONS) {
      const page = resultOf<PageResult>(
        await get('/sys/message/sysMessage/list', tokens.tenant1, { esTitle: injection }),
      );
      expect(page.total).toBe(0);
    }
  });

  it('adds a template, refuses a taken code and bad test data', async () => {
    const body = { templateCode: 'WELCOME', templateName: '欢迎', templateType: 3, templateContent: '欢迎{{name}}' };
    resultOf(await post('/sys/message/sysMessageTemplate/add', tokens.tenant1, body));
    expectRefused(await post('/sys/message/sysMessageTemplate/add', tokens.tenant1, body), '模板编码已存在');
    // Another tenant may use the same code.
    resultOf(await post('/sys/message/sysMessageTemplate/add', tokens.tenant2, body));
    expectRefused(
      await post('/sys/message/sysMessageTemplate/add', tokens.tenant1, {
        ...body,
        templateCode: 'X2',
        templateTestJson: '[1]',
      }),
      '测试数据必须是JSON对象',
    );
  });

  it('resends a failed message once; a sent one is refused; other tenants cannot', async () => {
    const failed = resultOf<PageResult>(await get('/sys/message/sysMessage/list', tokens.tenant1, { esSendStatus: 2 }))
      .records[0];
    expectRefused(await post('/sys/message/sysMessage/resend', tokens.tenant2, { id: failed?.id }), '未找到对应数据');
    resultOf(await post('/sys/message/sysMessage/resend', tokens.tenant1, { id: failed?.id }));
    const again = await post('/sys/message/sysMessage/resend', tokens.tenant1, { id: failed?.id });
    expectRefused(again, '消息已发送成功，无需重发');
    expect((await post('/sys/message/sysMessage/resend', tokens.agent1, { id: failed?.id })).body.code).toBe(510);
  });
});

describe('tenant configuration', () => {
  it('never sends the payment secrets back and keeps them on an empty save', async () => {
    const response = await get('/tenant/config/pay', tokens.tenant1);
    const stored = await server.db.one<{ private_key: string; api_key: string }>(
      "SELECT private_key, api_key FROM bus_tenant_pay_config WHERE tenant_id = 1001 AND channel = 'alipay'",
    );
    expect(response.raw.body).not.toContain(stored?.private_key);
    expect(response.raw.body).not.toContain(stored?.api_key);
    const rows = resultOf<Record<string, unknown>[]>(response);
    expect(rows[0]).toMatchObject({ channel: 'alipay', privateKeySet: true, apiKeySet: true, enabled: 1 });
    resultOf(
      await post('/tenant/config/pay', tokens.tenant1, {
        channel: 'alipay',
        appId: '2021009',
        privateKey: '',
        notifyUrl: 'https://a.example.com/n',
        enabled: 1,
      }),
    );
    const after = await server.db.one<{ private_key: string; app_id: string }>(
      "SELECT private_key, app_id FROM bus_tenant_pay_config WHERE tenant_id = 1001 AND channel = 'alipay'",
    );
    expect(after).toEqual({ private_key: stored?.private_key, app_id: '2021009' });
    expectRefused(
      await post('/tenant/config/pay', tokens.tenant1, { channel: 'alipay', notifyUrl: 'http://x' }),
      '回调地址必须以 https:// 开头',
    );
  });

  it('saves the base configuration of the session tenant only', async () => {
    const body = { platformName: '新名字', servicePhone: '电话abc', orderCloseMinutes: 45, autoReceiveDays: 9 };
    expectRefused(await post('/tenant/config/base', tokens.tenant1, body), '客服电话格式不正确');
    resultOf(await post('/tenant/config/base', tokens.tenant1, { ...body, servicePhone: '400-820-0000' }));
    expect(resultOf(await get('/tenant/config/base', tokens.tenant1))).toMatchObject({
      platformName: '新名字',
      orderCloseMinutes: 45,
    });
    expect(resultOf(await get('/tenant/config/base', tokens.tenant2))).toMatchObject({ platformName: '华南优选' });
    expect((await get('/tenant/config/base', tokens.agent1)).body.code).toBe(510);
  });
});

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
});

describe('files', () => {
  it('lists the tenant’s uploads and deletes one with its stored file', async () => {
    const boundary = `----desk${randomBytes(6).toString('hex')}`;
    const body = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="biz"\r\n\r\noss\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="合同.txt"\r\n` +
        'Content-Type: text/plain\r\n\r\n租赁合同\r\n' +
        `--${boundary}--\r\n`,
    );
    const uploaded = await server.request({
      method: 'POST',
      url: '/sys/common/upload',
      token: tokens.tenant1,
      body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    const path = resultOf<string>(uploaded);
    const page = resultOf<PageResult>(await get('/sys/oss/file/list', tokens.tenant1, { fileName: '*合同*' }));
    expect(page.records.map((row) => row.filePath)).toContain(path);
    const other = resultOf<PageResult>(await get('/sys/oss/file/list', tokens.tenant2));
    expect(other.records.map((row) => row.filePath)).not.toContain(path);
    const id = page.records.find((row) => row.filePath === path)?.id as string;
    expectRefused(
      await call(server, { method: 'DELETE', url: '/sys/oss/file/delete', token: tokens.tenant2, query: { id } }),
      '未找到对应数据',
    );
    resultOf(
      await call(server, { method: 'DELETE', url: '/sys/oss/file/delete', token: tokens.tenant1, query: { id } }),
    );
    expect(existsSync(join(dataDir, 'upload', ...path.split('/')))).toBe(false);
  });
});

describe('monitor', () => {
  it('is the platform administrator’s only, and forces a session out', async () => {
    expect((await get('/sys/monitor/server', tokens.tenant1)).body.code).toBe(510);
    expect(resultOf(await get('/sys/monitor/server', tokens.admin))).toMatchObject({ process: { pid: process.pid } });
    const cache = resultOf<{ stores: { name: string; count: number }[] }>(
      await get('/sys/monitor/cache', tokens.admin),
    );
    expect(cache.stores.find((store) => store.name === '在线会话')?.count).toBeGreaterThan(0);
    const victim = await server.tokenFor('tenant2');
    const online = resultOf<PageResult>(await get('/sys/online/list', tokens.admin, { username: 'tenant2' }));
    expect(JSON.stringify(online)).not.toContain(victim.split('.')[0]);
    const keys = online.records.map((row) => row.id as string);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) resultOf(await post('/sys/online/forceLogout', tokens.admin, { id: key }));
    expect((await get('/account/profile', victim)).status).toBe(500);
    const self = resultOf<PageResult>(await get('/sys/online/list', tokens.admin, { username: 'admin' }));
    const current = self.records.find((row) => row.current === true);
    expectRefused(
      await post('/sys/online/forceLogout', tokens.admin, { id: current?.id }),
      '不能强制退出当前登录的会话',
    );
  });
});

describe('account', () => {
  it('reads and saves the caller’s own profile and notification settings', async () => {
    const profile = resultOf<Record<string, unknown>>(await get('/account/profile', tokens.shop1));
    expect(profile).toMatchObject({ username: 'shop1', shopName: expect.any(String) });
    expectRefused(await post('/account/profile', tokens.shop1, { realname: '张三', phone: '123' }), '请输入正确手机号');
    resultOf(await post('/account/profile', tokens.shop1, { realname: '张三丰', sex: 1, birthday: '1990-01-02' }));
    expect(resultOf(await get('/account/profile', tokens.shop1))).toMatchObject({
      realname: '张三丰',
      birthday: '1990-01-02',
    });
    expect(resultOf(await get('/account/notifySettings', tokens.shop1))).toEqual({
      notifySystem: 1,
      notifyOrder: 1,
      notifyChat: 1,
      notifyEmail: 0,
    });
    resultOf(
      await post('/account/notifySettings', tokens.shop1, {
        notifySystem: 0,
        notifyOrder: 1,
        notifyChat: 1,
        notifyEmail: 1,
      }),
    );
    expect(resultOf(await get('/account/notifySettings', tokens.shop1))).toMatchObject({
      notifySystem: 0,
      notifyEmail: 1,
    });
    expectRefused(await post('/account/notifySettings', tokens.shop1, { notifySystem: 5 }), '通知设置不正确');
  });
});

describe('data center', () => {
  it('analyses orders and customers of the caller’s scope', async () => {
    const range = { beginDate: '2020-01-01', endDate: '2020-12-31' };
    expectRefused(
      await get('/dataCenter/orderAnalysis', tokens.tenant1, { beginDate: '2020-01-01', endDate: '2022-01-01' }),
      '统计区间不能超过366天',
    );
    const tenant = resultOf<{ summary: { orders: number }; daily: unknown[]; byStatus: unknown[] }>(
      await get('/dataCenter/orderAnalysis', tokens.tenant1),
    );
    expect(tenant.daily).toHaveLength(30);
    const inPeriod = await server.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM bus_order WHERE tenant_id = 1001
          AND (create_time AT TIME ZONE 'Asia/Shanghai')::date >= (now() AT TIME ZONE 'Asia/Shanghai')::date - 29`,
    );
    expect(tenant.summary.orders).toBe(inPeriod?.n);
    expect(
      resultOf<{ summary: { orders: number } }>(await get('/dataCenter/orderAnalysis', tokens.tenant1, range)).summary
        .orders,
    ).toBe(0);
    const users = resultOf<{ summary: { total: number } }>(await get('/dataCenter/userAnalysis', tokens.tenant1));
    const total = await server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM lite_user WHERE tenant_id = 1001');
    expect(users.summary.total).toBe(total?.n);
    expect((await get('/dataCenter/userAnalysis', tokens.agent1)).body.code).toBe(510);
  });
});

describe('the platform administrator', () => {
  it('opens every desk read in the platform tenant', async () => {
    const reads = [
      '/sys/message/sysMessageTemplate/list',
      '/sys/message/sysMessage/list',
      '/sys/oss/file/list',
      '/sys/online/list',
      '/tenant/config/base',
      '/tenant/config/pay',
      '/account/profile',
      '/account/notifySettings',
      '/dataCenter/orderAnalysis',
      '/dataCenter/userAnalysis',
      '/chat/contact/messages',
    ];
    for (const url of reads) {
      const response = await get(url, tokens.admin);
      expect(response.body.success, `${url}: ${response.body.message}`).toBe(true);
    }
  });
});
