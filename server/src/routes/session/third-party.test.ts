import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createSecondInstance, createTestServer, signatureHeaders, type TestServer } from '../../testing/test-server';
import { newId } from '../../util/ids';
import { call } from './session-test-kit';

const ADMIN_ORIGIN = 'http://admin.example.test';
const THIRD_TYPE = 'corp_sso';
const BOUND_SUB = 'sso-user-7';

let server: TestServer;
let oauth: OAuth2Server;
let cas: Server;
let casRequests: URL[] = [];

/** A fake CAS 3 server: ST-good belongs to shop2, ST-frozen to a frozen user, anything else fails. */
function startFakeCas(): Promise<string> {
  const users: Record<string, string> = {
    'ST-good': 'shop2',
    'ST-frozen': 'gaomeiling',
    'ST-stranger': 'no_such_user',
  };
  cas = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://cas.local');
    casRequests.push(url);
    const user = url.pathname === '/cas/p3/serviceValidate' ? users[url.searchParams.get('ticket') ?? ''] : undefined;
    res.setHeader('content-type', 'application/xml; charset=utf-8');
    res.end(
      user
        ? `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationSuccess><cas:user>${user}</cas:user></cas:authenticationSuccess></cas:serviceResponse>`
        : `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationFailure code="INVALID_TICKET">Ticket not recognized</cas:authenticationFailure></cas:serviceResponse>`,
    );
  });
  return new Promise((resolve) => {
    cas.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(cas.address() as AddressInfo).port}/cas`));
  });
}

beforeAll(async () => {
  oauth = new OAuth2Server();
  await oauth.issuer.keys.generate('RS256');
  await oauth.start(0, '127.0.0.1');
  const casUrl = await startFakeCas();
  server = await createTestServer({
    OAUTH_ISSUER: oauth.issuer.url ?? '',
    OAUTH_CLIENT_ID: 'admin-console',
    OAUTH_CLIENT_SECRET: 'console-secret',
    OAUTH_REDIRECT_URI: `${ADMIN_ORIGIN}/jeecg-boot/sys/thirdLogin/callback`,
    OAUTH_THIRD_TYPE: THIRD_TYPE,
    CAS_URL: casUrl,
  });
  const user = await server.db.one<{ id: string }>("SELECT id FROM sys_user WHERE username = 'tenant1'");
  await server.db.query(
    'INSERT INTO sys_third_account (id, user_id, third_type, third_user_uuid, realname) VALUES ($1, $2, $3, $4, $5)',
    [newId(), user?.id, THIRD_TYPE, BOUND_SUB, 'old name'],
  );
}, 60_000);

afterAll(async () => {
  await server?.close();
  await oauth?.stop();
  await new Promise((resolve) => cas?.close(resolve));
});

afterEach(() => {
  oauth.service.removeAllListeners('beforeUserinfo');
  oauth.service.removeAllListeners('beforeTokenSigning');
});

/** The provider answers as the identity `sub` (in the ID token and userinfo). */
function actAs(sub: string, extra: Record<string, unknown> = {}) {
  oauth.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    token.payload.sub = sub;
  });
  oauth.service.on('beforeUserinfo', (response: { body: Record<string, unknown> }) => {
    response.body = { sub, ...extra };
  });
}

/**
 * Runs the popup: render -> provider authorize -> our callback. Answers the callback page. The callback
 * may reach another instance than the render (a load balancer).
 */
async function runPopup(
  renderer: TestServer = server,
  receiver: TestServer = renderer,
): Promise<{
  html: string;
  headers: Record<string, unknown>;
  message: Record<string, unknown>;
}> {
  const render = await call(renderer, `/sys/thirdLogin/render/${THIRD_TYPE}`, { signed: false });
  expect(render.status).toBe(302);
  const authorize = new URL(String(render.headers.location));
  expect(authorize.origin).toBe(new URL(oauth.issuer.url ?? '').origin);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('client_id')).toBe('admin-console');
  const provider = await fetch(authorize, { redirect: 'manual' });
  const back = new URL(provider.headers.get('location') ?? '');
  expect(back.origin + back.pathname).toBe(`${ADMIN_ORIGIN}/jeecg-boot/sys/thirdLogin/callback`);
  const page = await call(receiver, '/sys/thirdLogin/callback', {
    signed: false,
    query: Object.fromEntries(back.searchParams),
  });
  return { html: page.text, headers: page.headers, message: postedMessage(page.text) };
}

function postedMessage(html: string): Record<string, unknown> {
  const match = /postMessage\((\{.*?\}), ("[^"]*")\)/.exec(html);
  if (!match?.[1] || !match[2]) throw new Error(`no postMessage in ${html}`);
  expect(JSON.parse(match[2])).toBe(ADMIN_ORIGIN);
  return JSON.parse(match[1]);
}

describe('OAuth2 / OIDC third-party login', () => {
  it('logs a bound identity in through a one-time ticket', async () => {
    actAs(BOUND_SUB, { name: '陈国华(SSO)', email: 'someone@example.com' });
    const { message, headers } = await runPopup();
    expect(headers['content-type']).toMatch(/^text\/html/);
    expect(String(headers['content-security-policy'])).toMatch(/script-src 'nonce-/);
    // The page answers the admin that opened the popup: no opener policy may cut it off.
    expect(headers['cross-origin-opener-policy']).toBe('unsafe-none');
    expect(message).toMatchObject({ type: 'thirdLogin', thirdType: THIRD_TYPE, token: expect.any(String) });
    const ticket = String(message.token);

    const answer = await call(server, `/sys/thirdLogin/getLoginUser/${ticket}/${THIRD_TYPE}`);
    expect(answer.body).toMatchObject({ success: true, code: 200, message: '登录成功' });
    const result = answer.body.result as Record<string, unknown>;
    expect(result.userInfo).toMatchObject({ username: 'tenant1', sysRole: { tenantId: 1001 } });
    expect(result).toHaveProperty('token');
    expect(result).not.toHaveProperty('sysAllDictItems');
    expect(
      await server.db.one('SELECT realname FROM sys_third_account WHERE third_user_uuid = $1', [BOUND_SUB]),
    ).toEqual({
      realname: '陈国华(SSO)',
    });

    const again = await call(server, `/sys/thirdLogin/getLoginUser/${ticket}/${THIRD_TYPE}`);
    expect(again.body).toMatchObject({ success: false, message: '登录凭证无效或已过期，请重新登录' });
  });

  it('finishes a login whose render, callback and ticket reach different instances', async () => {
    const second = await createSecondInstance(server);
    try {
      actAs(BOUND_SUB);
      const { message } = await runPopup(server, second);
      const ticket = String(message.token);
      const answer = await call(server, `/sys/thirdLogin/getLoginUser/${ticket}/${THIRD_TYPE}`);
      expect(answer.body).toMatchObject({ success: true, code: 200, message: '登录成功' });
      expect((await call(second, `/sys/thirdLogin/getLoginUser/${ticket}/${THIRD_TYPE}`)).body.success).toBe(false);
    } finally {
      await second.close();
    }
  });

  it('never maps an unbound identity to a user, even with a matching e-mail', async () => {
    const tenant1 = await server.db.one<{ email: string | null }>(
      "SELECT email FROM sys_user WHERE username = 'tenant1'",
    );
    actAs('stranger-1', { email: tenant1?.email ?? 'tenant1@example.com', preferred_username: 'tenant1' });
    const before = await server.db.one('SELECT count(*)::int AS n FROM sys_third_account');
    const { message } = await runPopup();
    expect(message).toEqual({
      type: 'thirdLogin',
      thirdType: THIRD_TYPE,
      error: '该第三方账号尚未绑定系统用户，请联系管理员绑定',
      bound: false,
    });
    expect(await server.db.one('SELECT count(*)::int AS n FROM sys_third_account')).toEqual(before);
  });

  it('refuses a callback whose state it did not issue, a wrong third type and an unknown ticket', async () => {
    const page = await call(server, '/sys/thirdLogin/callback', {
      signed: false,
      query: { code: 'x', state: 'forged' },
    });
    expect(postedMessage(page.text)).toMatchObject({ error: '登录已过期，请重新发起第三方登录' });
    expect(postedMessage(page.text)).not.toHaveProperty('token');

    const other = await call(server, '/sys/thirdLogin/render/github', { signed: false });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('第三方登录未配置');

    actAs(BOUND_SUB);
    const { message } = await runPopup();
    const wrongType = await call(server, `/sys/thirdLogin/getLoginUser/${String(message.token)}/github`);
    expect(wrongType.body.success).toBe(false);
    // The ticket was spent by the wrong attempt.
    expect(
      (await call(server, `/sys/thirdLogin/getLoginUser/${String(message.token)}/${THIRD_TYPE}`)).body.success,
    ).toBe(false);
    expect((await call(server, `/sys/thirdLogin/getLoginUser/${encodeURIComponent("' OR 1=1 --")}`)).body.success).toBe(
      false,
    );
  });

  it('escapes what it writes into the page', async () => {
    actAs('</script><script>alert(1)</script>');
    const { html, message } = await runPopup();
    expect(html).not.toContain('<script>alert(1)');
    expect(message.bound).toBe(false);
  });
});

describe('CAS login', () => {
  it('validates the ticket at the CAS server and logs that user in', async () => {
    casRequests = [];
    const service = 'http://admin.example.test/#/user/login';
    const answer = await call(server, '/sys/cas/client/validateLogin', { query: { ticket: 'ST-good', service } });
    expect(answer.body).toMatchObject({ success: true, code: 200, message: '登录成功' });
    expect(answer.body.result).toMatchObject({ userInfo: { username: 'shop2', authority: 4 } });
    expect(answer.body.result).toHaveProperty('sysAllDictItems');
    expect(
      casRequests.map((url) => [url.pathname, url.searchParams.get('ticket'), url.searchParams.get('service')]),
    ).toEqual([['/cas/p3/serviceValidate', 'ST-good', service]]);
  });

  it('refuses a failed validation, a frozen or unknown user, and missing parameters', async () => {
    const service = 'http://admin.example.test/';
    const bad = await call(server, '/sys/cas/client/validateLogin', { query: { ticket: 'ST-bad', service } });
    expect(bad.body).toMatchObject({ success: false, message: 'CAS认证失败，请重新登录' });
    for (const ticket of ['ST-frozen', 'ST-stranger']) {
      const answer = await call(server, '/sys/cas/client/validateLogin', { query: { ticket, service } });
      expect(answer.body).toMatchObject({ success: false, message: '该用户不存在或已冻结，请联系管理员' });
    }
    const missing = await call(server, '/sys/cas/client/validateLogin', { query: { ticket: 'ST-good' } });
    expect(missing.body).toMatchObject({ success: false, message: '请求参数不正确' });
  });

  it('answers CAS未配置 when no CAS URL is set', async () => {
    const { app } = await buildApp({ config: { ...server.config, casUrl: undefined }, db: server.db });
    await app.ready();
    const raw = await app.inject({
      method: 'GET',
      url: `${server.config.apiPrefix}/sys/cas/client/validateLogin?ticket=ST-good&service=x`,
      headers: signatureHeaders(server.config),
    });
    expect(raw.json()).toMatchObject({ success: false, code: 500, message: 'CAS未配置' });
    await app.close();
  });
});
