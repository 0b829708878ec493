import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { call, expectRefused, INJECTIONS, type PageResult, resultOf } from '../org/org-test-kit';

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

  it('opens its reads for the platform administrator in the platform tenant', async () => {
    for (const url of ['/sys/message/sysMessageTemplate/list', '/sys/message/sysMessage/list']) {
      const response = await get(url, tokens.admin);
      expect(response.body.success, `${url}: ${response.body.message}`).toBe(true);
    }
  });
});
