import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { peekCaptcha } from './captcha';
import { call, login, tokenId } from './session-test-kit';

let server: TestServer;
let admin: string;
let demo: string;

beforeAll(async () => {
  server = await createTestServer();
  admin = server.config.adminPassword;
  demo = server.config.demoPassword;
}, 60_000);
afterAll(() => server?.close());

/** A fresh captcha for `checkKey`, answered from the server's store through the test hook. */
async function captchaFor(checkKey: string, ip: string): Promise<string> {
  const image = await call(server, `/sys/randomImage/${checkKey}`, { ip });
  expect(image.body.code).toBe(200);
  const code = await peekCaptcha(server.ctx, checkKey);
  if (!code) throw new Error('no captcha stored');
  return code;
}

async function loginLogs(username: string): Promise<{ log_content: string; ip: string; tenant_id: number }[]> {
  return server.db.query(
    'SELECT log_content, ip, tenant_id FROM sys_log WHERE log_type = 1 AND username = $1 ORDER BY create_time',
    [username],
  );
}

describe('successful login', () => {
  it('logs the platform administrator in without any human check, with the full result map', async () => {
    const answer = await login(server, { username: 'admin', password: admin }, '10.1.0.1');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, code: 200, message: '登录成功' });
    expect(Object.keys(answer.body)).toEqual(['success', 'message', 'code', 'result', 'timestamp']);
    const result = answer.body.result as Record<string, unknown>;
    expect(typeof result.token).toBe('string');
    expect(result.userInfo).toMatchObject({
      username: 'admin',
      authority: 1,
      tenantId: 1000,
      loginTenantId: 1000,
      sysRole: { tenantId: 1000, shopId: null },
      status: 1,
    });
    for (const field of ['id', 'realname', 'avatar', 'orgCode', 'sex', 'phone', 'email', 'shopId', 'channelId']) {
      expect(result.userInfo).toHaveProperty(field);
    }
    expect((result.tenantList as { id: number }[]).map((t) => t.id)).toEqual([1000, 1001, 1002]);
    expect(result.tenantList).toContainEqual({ id: 1000, name: expect.any(String) });
    const departs = result.departs as { orgCode: string; departName: string; tenantId: number }[];
    expect(departs.length).toBeGreaterThan(0);
    expect(departs.every((d) => d.tenantId === 1000 && d.orgCode && d.departName)).toBe(true);
    expect(result.multi_depart).toBe(departs.length > 1 ? 2 : 1);
    const dicts = result.sysAllDictItems as Record<string, Record<string, unknown>[]>;
    expect(dicts.sex?.length).toBeGreaterThan(0);
    expect(Object.keys(dicts.sex?.[0] ?? {}).sort()).toEqual(['color', 'label', 'text', 'title', 'value']);
    const token = result.token as string;
    const row = await server.db.one<{ tenant_id: number; ip: string }>(
      'SELECT tenant_id, ip FROM sys_token WHERE id = $1',
      [tokenId(token)],
    );
    expect(row).toEqual({ tenant_id: 1000, ip: '10.1.0.1' });
    expect(await loginLogs('admin')).toContainEqual({
      log_content: '用户名: admin,登录成功！',
      ip: '10.1.0.1',
      tenant_id: 1000,
    });
  });

  it('logs a shop user in with their shop, their one tenant and their departments', async () => {
    const answer = await login(server, { username: 'shop1', password: demo }, '10.1.0.2');
    expect(answer.body.code).toBe(200);
    const result = answer.body.result as Record<string, unknown>;
    const user = result.userInfo as Record<string, unknown>;
    expect(user).toMatchObject({ username: 'shop1', authority: 4, tenantId: 1001, loginTenantId: 1001 });
    expect(typeof user.shopId).toBe('string');
    expect(user.sysRole).toEqual({ tenantId: 1001, shopId: user.shopId });
    expect(result.tenantList).toEqual([{ id: 1001, name: expect.any(String) }]);
    const departs = result.departs as { orgCode: string; tenantId: number }[];
    expect(departs.map((d) => d.orgCode).sort()).toEqual(['A01A04', 'A01A04A01']);
    expect(result.multi_depart).toBe(2);
    expect(departs.map((d) => d.orgCode)).toContain(user.orgCode);
    expect(result.sysAllDictItems).toBeDefined();
  });

  it('leaves the dictionaries out when the request carries X-Version', async () => {
    const answer = await login(server, { username: 'shop2', password: demo }, '10.1.0.3', { 'x-version': 'v3' });
    expect(answer.body.code).toBe(200);
    expect(answer.body.result).not.toHaveProperty('sysAllDictItems');
    expect(answer.body.result).toHaveProperty('token');
  });

  it('answers a user without departments with multi_depart 0', async () => {
    const answer = await login(server, { username: 'agent2', password: demo }, '10.1.0.4');
    expect(answer.body.result).toMatchObject({ departs: [], multi_depart: 0 });
  });
});

describe('refused login', () => {
  it('gives one message for wrong password, unknown user and frozen user, and logs each', async () => {
    const wrong = await login(server, { username: 'tenant1', password: 'Wrong@2026' }, '10.2.0.1');
    const unknown = await login(server, { username: 'nobody_here', password: demo }, '10.2.0.2');
    const frozen = await login(server, { username: 'gaomeiling', password: demo }, '10.2.0.3');
    for (const answer of [wrong, unknown, frozen]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ success: false, code: 500, message: '用户名或密码错误', result: null });
    }
    expect(await loginLogs('tenant1')).toContainEqual({
      log_content: '用户名: tenant1,登录失败！',
      ip: '10.2.0.1',
      tenant_id: 1001,
    });
    expect(await loginLogs('nobody_here')).toEqual([
      { log_content: '用户名: nobody_here,登录失败！', ip: '10.2.0.2', tenant_id: 1000 },
    ]);
    expect(await loginLogs('gaomeiling')).toHaveLength(1);
  });

  it('refuses an empty form and SQL-looking user names without issuing a token', async () => {
    const before = await server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM sys_token');
    expect((await login(server, { username: 'admin' }, '10.2.1.1')).body.message).toBe('请输入用户名和密码');
    for (const username of ["' OR 1=1 --", '1; DROP TABLE sys_user', 'admin) OR (1=1']) {
      const answer = await login(server, { username, password: "' OR '1'='1" }, '10.2.1.2');
      expect(answer.body).toMatchObject({ code: 500, message: '用户名或密码错误' });
    }
    const after = await server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM sys_token');
    expect(after).toEqual(before);
    expect(await server.db.one('SELECT 1 AS ok FROM sys_user WHERE username = $1', ['admin'])).toEqual({ ok: 1 });
  });
});

describe('throttling and the human check', () => {
  const ip = '10.3.0.1';

  it('demands a human check after 3 failures, accepts a captcha once, and only once', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await login(server, { username: 'tenant2', password: 'Wrong@2026' }, ip)).body.message).toBe(
        '用户名或密码错误',
      );
    }
    const missing = await login(server, { username: 'tenant2', password: demo }, ip);
    expect(missing.body).toMatchObject({ success: false, code: 412, message: '请完成人机校验' });

    const image = await call(server, '/sys/randomImage/k1', { ip });
    const dataUri = image.body.result as string;
    expect(dataUri.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const svg = Buffer.from(dataUri.split(',')[1] ?? '', 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg /);
    const code = (await peekCaptcha(server.ctx, 'k1')) ?? '';
    expect(code).toMatch(/^[a-z2-9]{4,5}$/);
    expect(svg).not.toContain('<text');
    expect(svg.toLowerCase()).not.toContain(code);

    const wrongCaptcha = await login(
      server,
      { username: 'tenant2', password: demo, checkKey: 'k1', captcha: 'zzzz9' },
      ip,
    );
    expect(wrongCaptcha.body).toMatchObject({ code: 412, message: '验证码错误' });
    // Spent by the wrong answer: the right one no longer works with that key.
    const reused = await login(server, { username: 'tenant2', password: demo, checkKey: 'k1', captcha: code }, ip);
    expect(reused.body).toMatchObject({ code: 412, message: '验证码错误' });

    // A right captcha with a wrong password: still a failure, and the captcha is spent.
    const code2 = await captchaFor('k2', ip);
    const badPassword = await login(
      server,
      { username: 'tenant2', password: 'Wrong@2026', checkKey: 'k2', captcha: code2 },
      ip,
    );
    expect(badPassword.body.message).toBe('用户名或密码错误');
    const again = await login(server, { username: 'tenant2', password: demo, checkKey: 'k2', captcha: code2 }, ip);
    expect(again.body).toMatchObject({ code: 412, message: '验证码错误' });

    const code3 = await captchaFor('k3', ip);
    const ok = await login(
      server,
      { username: 'tenant2', password: demo, checkKey: 'k3', captcha: code3.toUpperCase() },
      ip,
    );
    expect(ok.body).toMatchObject({ code: 200, message: '登录成功' });
    // A success clears the account's count: the next login needs no check.
    expect((await login(server, { username: 'tenant2', password: demo }, ip)).body.code).toBe(200);
  });

  it('counts failures per account across IPs for the human check, and per IP for many accounts', async () => {
    for (let i = 0; i < 3; i++) await login(server, { username: 'agent1', password: 'Wrong@2026' }, `10.3.1.${i + 1}`);
    expect((await login(server, { username: 'agent1', password: demo }, '10.3.1.9')).body.code).toBe(412);

    const busy = '10.3.2.1';
    for (let i = 0; i < 20; i++) await login(server, { username: `ghost${i}`, password: 'x' }, busy);
    expect((await login(server, { username: 'xiewanqing', password: demo }, busy)).body.message).toBe('请完成人机校验');
    expect((await login(server, { username: 'xiewanqing', password: demo }, '10.3.2.2')).body.code).toBe(200);
  });

  it('backs off exponentially after 5 failures without checking the password, for that IP only', async () => {
    const here = '10.3.3.1';
    for (let i = 0; i < 5; i++) {
      const body: Record<string, unknown> = { username: 'limingxuan', password: 'Wrong@2026' };
      if (i >= 3) Object.assign(body, { checkKey: `b${i}`, captcha: await captchaFor(`b${i}`, here) });
      expect((await login(server, body, here)).body.message).toBe('用户名或密码错误');
    }
    const code = await captchaFor('b9', here);
    const waiting = await login(
      server,
      { username: 'limingxuan', password: demo, checkKey: 'b9', captcha: code },
      here,
    );
    expect(waiting.body).toMatchObject({ success: false, code: 500 });
    expect(waiting.body.message).toMatch(/^登录失败次数过多，请[12]秒后再试$/);
    // Refused before anything was checked: the captcha is still there.
    expect(await peekCaptcha(server.ctx, 'b9')).toBe(code);

    // Elsewhere the real user is not locked out: only the human check is asked for.
    const elsewhere = await login(server, { username: 'limingxuan', password: demo }, '10.3.3.2');
    expect(elsewhere.body.message).toBe('请完成人机校验');

    await new Promise((resolve) => setTimeout(resolve, 2100));
    const after = await login(server, { username: 'limingxuan', password: demo, checkKey: 'b9', captcha: code }, here);
    expect(after.body.code).toBe(200);
  });

  it('backs one username off across IPs after 10 failures, except where the user signed in before', async () => {
    const home = '10.3.5.1';
    expect((await login(server, { username: 'sunhaoran', password: demo }, home)).body.code).toBe(200);
    const attempt = async (username: string, password: string, ip: string, checkKey: string) =>
      login(server, { username, password, checkKey, captcha: await captchaFor(checkKey, ip) }, ip);
    // Ten addresses, one failure each (no address reaches its own back-off), then an eleventh waits,
    // even with the right password; an unknown name is answered alike.
    for (const [username, net] of [
      ['nobody42', '10.3.7'],
      ['sunhaoran', '10.3.6'],
    ] as const) {
      for (let i = 1; i <= 10; i++) {
        const failed = await attempt(username, 'Wrong@2026', `${net}.${i}`, `${username}${i}`);
        expect(failed.body.message).toBe('用户名或密码错误');
      }
      const waiting = await attempt(username, demo, `${net}.99`, `${username}99`);
      expect(waiting.body).toMatchObject({ success: false, code: 500 });
      expect(waiting.body.message).toMatch(/^登录失败次数过多，请[12]秒后再试$/);
    }
    // Still within that wait, where the user signed in before there is none, only the human check;
    // the success there clears the back-off everywhere.
    expect((await login(server, { username: 'sunhaoran', password: demo }, home)).body.message).toBe('请完成人机校验');
    expect((await attempt('sunhaoran', demo, home, 'home1')).body.code).toBe(200);
    expect((await login(server, { username: 'sunhaoran', password: demo }, '10.3.8.2')).body.code).toBe(200);
  });

  it('accepts a slider proof as the human check, once', async () => {
    const here = '10.3.4.1';
    for (let i = 0; i < 3; i++) await login(server, { username: 'wanglijuan', password: 'Wrong@2026' }, here);

    const challenge = await call(server, '/sys/slider/challenge', { ip: here });
    const sliderId = (challenge.body.result as { sliderId: string }).sliderId;
    await new Promise((resolve) => setTimeout(resolve, 350));
    const tooFast = [
      { x: 0, t: 0 },
      { x: 150, t: 20 },
      { x: 300, t: 40 },
    ];
    const refused = await call(server, '/sys/slider/verify', {
      method: 'POST',
      ip: here,
      body: { sliderId, track: tooFast, width: 300 },
    });
    expect(refused.body).toMatchObject({ success: false, message: '验证失败，请重试' });
    // The challenge is single use too.
    const track = [
      { x: 0, t: 0 },
      { x: 80, t: 150 },
      { x: 210, t: 320 },
      { x: 296, t: 480 },
    ];
    const spent = await call(server, '/sys/slider/verify', {
      method: 'POST',
      ip: here,
      body: { sliderId, track, width: 300 },
    });
    expect(spent.body.message).toBe('验证已过期，请重试');

    const fresh = await call(server, '/sys/slider/challenge', { ip: here });
    await new Promise((resolve) => setTimeout(resolve, 350));
    const verified = await call(server, '/sys/slider/verify', {
      method: 'POST',
      ip: here,
      body: { sliderId: (fresh.body.result as { sliderId: string }).sliderId, track, width: 300 },
    });
    expect(verified.body).toMatchObject({ success: true, message: '验证通过' });
    const sliderProof = (verified.body.result as { sliderProof: string }).sliderProof;

    const first = await login(server, { username: 'wanglijuan', password: 'Wrong@2026', sliderProof }, here);
    expect(first.body.message).toBe('用户名或密码错误');
    const second = await login(server, { username: 'wanglijuan', password: demo, sliderProof }, here);
    expect(second.body).toMatchObject({ code: 412, message: '验证码错误' });
  });

  it('refuses captcha keys that are not plain tokens', async () => {
    const answer = await call(server, `/sys/randomImage/${encodeURIComponent("' OR 1=1 --")}`);
    expect(answer.body).toMatchObject({ success: false, message: '验证码参数不正确' });
  });
});

describe('an office behind one NAT address', () => {
  it('signs 100 colleagues in at once with no human check, and counts each of 20 concurrent failures', async () => {
    const office = '10.8.0.1';
    const colleagues = ['tenant1', 'tenant2', 'shop1', 'xiewanqing'];
    const signIns = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        login(server, { username: colleagues[i % colleagues.length], password: demo }, office),
      ),
    );
    expect(signIns.map((answer) => answer.body.message)).toEqual(Array(100).fill('登录成功'));

    const typos = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(server, { username: `typo${i}`, password: 'Wrong@2026' }, office)),
    );
    expect(typos.map((answer) => answer.body.message)).toEqual(Array(20).fill('用户名或密码错误'));
    // All 20 counted: from now on this address needs the human check, other addresses do not.
    expect((await login(server, { username: 'tenant1', password: demo }, office)).body).toMatchObject({
      code: 412,
      message: '请完成人机校验',
    });
    expect((await login(server, { username: 'tenant1', password: demo }, '10.8.0.2')).body.code).toBe(200);
  }, 120_000);
});
