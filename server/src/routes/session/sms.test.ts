import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { SMS_NOT_CONFIGURED, type SmsSender, smsSenderFor } from '../../auth/sms-sender';
import type { ServerConfig } from '../../config';
import { createTestServer, signatureHeaders, type TestServer } from '../../testing/test-server';
import { call, login } from './session-test-kit';
import { issueSmsCode, SmsMode, smsCodeDigest } from './sms-codes';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
}, 60_000);
afterAll(() => server?.close());

const SHOP1_PHONE = '13857101002';
const TENANT1_PHONE = '13857101001';
const NEUTRAL = '若该手机号已注册，验证码已发送，请注意查收';

const sms = (mobile: string, smsmode: number | string, ip = '127.0.0.1') =>
  call(server, '/sys/sms', { method: 'POST', body: { mobile, smsmode }, ip });
const lastSms = async (mobile: string) => (await call(server, '/sys/dev/lastSms', { query: { mobile } })).body.result;
const phoneLogin = (mobile: string, captcha: string) =>
  call(server, '/sys/phoneLogin', { method: 'POST', body: { mobile, captcha } });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('SMS codes', () => {
  it('validates the mobile and the mode', async () => {
    for (const mobile of ['1385710100', '23857101002', "' OR 1=1 --", '1; DROP TABLE sys_user']) {
      expect((await sms(mobile, 0)).body).toMatchObject({ success: false, message: '请输入正确手机号' });
    }
    expect((await sms('13900000001', 7)).body).toMatchObject({ success: false, message: '短信类型不正确' });
  });

  it('answers the same for a known and an unknown mobile, sending only to the known one', async () => {
    const known = await sms(SHOP1_PHONE, 0);
    const unknown = await sms('13900000002', 0);
    expect(known.body).toMatchObject({ success: true, message: NEUTRAL });
    expect(unknown.body).toMatchObject({ success: true, message: NEUTRAL });
    expect(String(await lastSms(SHOP1_PHONE))).toMatch(/^\d{6}$/);
    expect(await lastSms('13900000002')).toBeNull();
    const rows = await server.db.query('SELECT mobile, mode FROM sys_sms_code WHERE mobile = ANY($1)', [
      [SHOP1_PHONE, '13900000002'],
    ]);
    expect(rows).toEqual([{ mobile: SHOP1_PHONE, mode: 0 }]);
  });

  it('sends at most one code a minute per mobile, whoever asks', async () => {
    expect((await sms(SHOP1_PHONE, 0, '10.5.0.9')).body).toMatchObject({
      success: false,
      message: '发送过于频繁，请稍后再试',
    });
    expect((await sms('13900000002', 0, '10.5.0.9')).body.message).toBe('发送过于频繁，请稍后再试');
  });

  it('keeps only a digest of each code, keyed by the server’s secret and bound to the mobile and the mode', async () => {
    const mobile = '13900000031';
    expect((await sms(mobile, SmsMode.register)).body.success).toBe(true);
    const code = String(await lastSms(mobile));
    const row = await server.db.one<{ code_digest: string }>('SELECT code_digest FROM sys_sms_code WHERE mobile = $1', [
      mobile,
    ]);
    expect(row?.code_digest).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.code_digest).toBe(smsCodeDigest(server, mobile, SmsMode.register, code));
    // Without the secret, the million possible codes cannot be tried against the table.
    const otherSecret = { config: { tokenSecret: 'another-secret' }, db: server.db };
    expect(smsCodeDigest(otherSecret, mobile, SmsMode.register, code)).not.toBe(row?.code_digest);
    expect(smsCodeDigest(server, '13900000032', SmsMode.register, code)).not.toBe(row?.code_digest);
    expect(smsCodeDigest(server, mobile, SmsMode.login, code)).not.toBe(row?.code_digest);
  });
});

describe('phone login', () => {
  it('logs in with the SMS code once, with the same result map as /sys/login', async () => {
    const code = String(await lastSms(SHOP1_PHONE));
    const wrong = await phoneLogin(SHOP1_PHONE, wrongCode(code));
    expect(wrong.body).toMatchObject({ success: false, code: 500, message: '验证码错误或已过期' });
    const answer = await phoneLogin(SHOP1_PHONE, code);
    expect(answer.body).toMatchObject({ success: true, code: 200, message: '登录成功' });
    const result = answer.body.result as Record<string, unknown>;
    expect(result.userInfo).toMatchObject({ username: 'shop1', authority: 4, sysRole: { tenantId: 1001 } });
    expect(result).toHaveProperty('token');
    expect(result).toHaveProperty('departs');
    expect(result).toHaveProperty('multi_depart', 2);
    expect(result.tenantList).toEqual([{ id: 1001, name: expect.any(String) }]);
    expect(result).toHaveProperty('sysAllDictItems');
    expect((await phoneLogin(SHOP1_PHONE, code)).body.message).toBe('验证码错误或已过期');
  });

  it('ends a code after 5 wrong attempts, and when it expires', async () => {
    await sms(TENANT1_PHONE, 0);
    const code = String(await lastSms(TENANT1_PHONE));
    for (let i = 0; i < 5; i++) expect((await phoneLogin(TENANT1_PHONE, wrongCode(code))).body.success).toBe(false);
    expect((await phoneLogin(TENANT1_PHONE, code)).body.message).toBe('验证码错误或已过期');

    // A new code (after the 60 s rule) expires after 5 minutes.
    await server.db.query('DELETE FROM sys_sms_code WHERE mobile = $1', [TENANT1_PHONE]);
    const fresh = await issueSmsCode(server, TENANT1_PHONE, 0);
    await server.db.query("UPDATE sys_sms_code SET expires_at = now() - interval '1 second' WHERE mobile = $1", [
      TENANT1_PHONE,
    ]);
    expect((await phoneLogin(TENANT1_PHONE, fresh)).body.message).toBe('验证码错误或已过期');
  });

  it('does not register the dev code endpoint in production', async () => {
    const url = `${server.config.apiPrefix}/sys/dev/lastSms`;
    expect(server.app.hasRoute({ method: 'GET', url })).toBe(true);
    const { app } = await buildApp({ config: { ...server.config, production: true }, db: server.db });
    await app.ready();
    expect(app.hasRoute({ method: 'GET', url })).toBe(false);
    const token = await server.tokenFor('shop1');
    const raw = await app.inject({
      method: 'GET',
      url: `${url}?mobile=${SHOP1_PHONE}`,
      headers: { ...signatureHeaders(server.config), 'x-access-token': token },
    });
    expect(raw.statusCode).toBe(404);
    expect(raw.json()).toMatchObject({ success: false, code: 404, result: null });
    await app.close();
  });
});

describe('registration', () => {
  const phone = '13700000001';
  const register = (body: Record<string, unknown>) => call(server, '/sys/user/register', { method: 'POST', body });

  it('registers a user into the platform tenant with no roles, with a mode-1 code', async () => {
    expect((await sms(phone, 1)).body).toMatchObject({ success: true, message: '验证码已发送，请注意查收' });
    const smscode = String(await lastSms(phone));
    const valid = { username: 'new_user1', password: 'Start2026', phone, smscode };

    expect((await register({ ...valid, password: 'short1' })).body.message).toBe('密码8位由数字、大小写字母组成!');
    expect((await register({ ...valid, password: 'lettersonly' })).body.message).toBe('密码8位由数字、大小写字母组成!');
    expect((await register({ ...valid, username: 'shop1' })).body.message).toBe('用户名已存在');
    expect((await register({ ...valid, username: 'SHOP1' })).body.message).toBe('用户名已存在');
    expect((await register({ ...valid, phone: SHOP1_PHONE })).body.message).toBe('手机号已注册');
    for (const username of ["' OR 1=1 --", '1; DROP TABLE sys_user']) {
      expect((await register({ ...valid, username })).body.success).toBe(false);
    }
    expect((await register({ ...valid, smscode: wrongCode(smscode) })).body.message).toBe('验证码错误或已过期');

    const done = await register(valid);
    expect(done.body).toMatchObject({ success: true, code: 200, message: '注册成功' });
    const user = await server.db.one<{ id: string; tenant_id: number; authority: number | null; status: number }>(
      "SELECT id, tenant_id, authority, status FROM sys_user WHERE username = 'new_user1'",
    );
    expect(user).toMatchObject({ tenant_id: 1000, authority: null, status: 1 });
    expect(await server.db.query('SELECT tenant_id FROM sys_user_tenant WHERE user_id = $1', [user?.id])).toEqual([
      { tenant_id: 1000 },
    ]);
    expect(await server.db.query('SELECT 1 FROM sys_user_role WHERE user_id = $1', [user?.id])).toEqual([]);

    expect((await register({ ...valid, username: 'new_user2', phone: '13700000002' })).body.message).toBe(
      '验证码错误或已过期',
    );

    const signedIn = await login(server, { username: 'new_user1', password: 'Start2026' }, '10.5.1.1');
    expect(signedIn.body.code).toBe(200);
    expect(signedIn.body.result).toMatchObject({
      userInfo: { username: 'new_user1', authority: null, sysRole: { tenantId: 1000 } },
      tenantList: [{ id: 1000, name: expect.any(String) }],
      departs: [],
      multi_depart: 0,
    });
  });
});

describe('SMS senders', () => {
  /** A gateway on a free loopback port, answering `status` and keeping what it received. */
  async function webhook(status: number): Promise<{ url: string; received: unknown[]; server: Server }> {
    const received: unknown[] = [];
    const gateway = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk) => {
        text += chunk;
      });
      req.on('end', () => {
        received.push(JSON.parse(text));
        res.statusCode = status;
        res.end();
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    return { url: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`, received, server: gateway };
  }

  /** An app on the suite's database with its own config and sender, its log lines kept. */
  async function appWith(config: Partial<ServerConfig>, sms?: SmsSender) {
    const lines: string[] = [];
    const { app } = await buildApp({
      config: { ...server.config, ...config },
      db: server.db,
      sms,
      logger: { write: (line) => lines.push(line) },
    });
    await app.ready();
    const send = async (mobile: string, smsmode: number) =>
      (
        await app.inject({
          method: 'POST',
          url: `${server.config.apiPrefix}/sys/sms`,
          payload: { mobile, smsmode },
          headers: signatureHeaders(server.config),
        })
      ).json();
    return { app, lines, send, log: () => lines.join('') };
  }

  /** What the table keeps of the mobile's register code (mode 1): its digest, never the code. */
  const storedDigest = async (mobile: string) =>
    (await server.db.one<{ code_digest: string }>('SELECT code_digest FROM sys_sms_code WHERE mobile = $1', [mobile]))
      ?.code_digest;
  /** The code a message carried is the one the table holds the digest of. */
  const isStored = async (mobile: string, code: string) =>
    (await storedDigest(mobile)) === smsCodeDigest(server, mobile, SmsMode.register, code);

  it('picks the sender from the configuration', () => {
    const log = vi.fn();
    expect(smsSenderFor({ production: false, smsWebhookUrl: undefined }, log)).toMatchObject({ configured: true });
    expect(smsSenderFor({ production: false, smsWebhookUrl: undefined }, log).lastCode).toBeTypeOf('function');
    expect(smsSenderFor({ production: true, smsWebhookUrl: undefined }, log)).toMatchObject({ configured: false });
    const gateway = smsSenderFor({ production: true, smsWebhookUrl: 'http://127.0.0.1:9/send' }, log);
    expect(gateway).toMatchObject({ configured: true });
    expect(gateway.lastCode).toBeUndefined();
  });

  it('in demo mode logs the code', async () => {
    const demo = await appWith({ production: false, smsWebhookUrl: undefined });
    expect(await demo.send('13700000011', 1)).toMatchObject({ success: true });
    await vi.waitFor(() => expect(demo.log()).toMatch(/13700000011: \d{6}/));
    const code = /13700000011: (\d{6})/.exec(demo.log())?.[1] ?? '';
    expect(await isStored('13700000011', code)).toBe(true);
    await demo.app.close();
  });

  it('in production delivers through the webhook and never logs the code, not even when delivery fails', async () => {
    const good = await webhook(200);
    const prod = await appWith({ production: true, smsWebhookUrl: good.url });
    expect(await prod.send('13700000012', 1)).toMatchObject({ success: true, message: '验证码已发送，请注意查收' });
    await vi.waitFor(() => expect(good.received).toHaveLength(1));
    const { code } = good.received[0] as { code: string };
    expect(good.received).toEqual([{ mobile: '13700000012', code, template: 'register' }]);
    expect(await isStored('13700000012', code)).toBe(true);
    expect(prod.log()).toContain('/sys/sms');
    expect(prod.log()).not.toContain(String(code));
    await prod.app.close();

    const broken = await webhook(500);
    const failing = await appWith({ production: true, smsWebhookUrl: broken.url });
    expect(await failing.send('13700000013', 1)).toMatchObject({ success: true });
    await vi.waitFor(() => expect(failing.log()).toContain('sms delivery failed: SMS webhook answered HTTP 500'));
    const { code: lost } = broken.received[0] as { code: string };
    expect(broken.received).toEqual([{ mobile: '13700000013', code: lost, template: 'register' }]);
    expect(await isStored('13700000013', lost)).toBe(true);
    expect(failing.log()).not.toContain(String(lost));
    await failing.app.close();
    for (const gateway of [good, broken]) await new Promise((resolve) => gateway.server.close(resolve));
  });

  it('in production without a gateway refuses to send, issuing no code', async () => {
    const prod = await appWith({ production: true, smsWebhookUrl: undefined });
    expect(await prod.send('13700000014', 1)).toMatchObject({ success: false, message: SMS_NOT_CONFIGURED });
    expect(await prod.send(SHOP1_PHONE, 0)).toMatchObject({ success: false, message: SMS_NOT_CONFIGURED });
    expect(await storedDigest('13700000014')).toBeUndefined();
    await prod.app.close();
  });

  it('hands the code to a custom sender', async () => {
    const sent: [string, string, number][] = [];
    const custom: SmsSender = {
      configured: true,
      async send(mobile, code, mode) {
        sent.push([mobile, code, mode]);
      },
    };
    const app = await appWith({ production: true }, custom);
    expect(await app.send('13700000015', 1)).toMatchObject({ success: true });
    expect(sent).toEqual([['13700000015', expect.stringMatching(/^\d{6}$/), 1]]);
    expect(await isStored('13700000015', sent[0]?.[1] ?? '')).toBe(true);
    expect(app.log()).not.toContain(String(sent[0]?.[1]));
    await app.app.close();
  });
});
