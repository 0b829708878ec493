import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createTestServer, signatureHeaders, type TestServer } from '../../testing/test-server';
import { call, login } from './session-test-kit';
import { issueSmsCode, SmsMode } from './sms-codes';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
}, 60_000);
afterAll(() => server?.close());

const PASSWORD = 'Demo@2026';
const INVALID = '验证码错误或已过期';
const NEUTRAL = '若该手机号已注册，验证码已发送，请注意查收';
const WEAK = '密码8位由数字、大小写字母组成!';
// Seeded users of 华东租赁 no other check here touches.
const ZHAO = { username: 'zhaoxuemei', phone: '15867102008' };
const HE = { username: 'hejiaqi', phone: '18867103010' };
const LIU = { username: 'liuzihao', phone: '15867102007' };
const LUO = { username: 'luozhiyuan', phone: '17757104013' };
const FROZEN_PHONE = '17757104012'; // gaomeiling, status 2

const sms = (mobile: string, smsmode: number, ip = '127.0.0.1') =>
  call(server, '/sys/sms', { method: 'POST', body: { mobile, smsmode }, ip });
const lastSms = async (mobile: string) =>
  String((await call(server, '/sys/dev/lastSms', { query: { mobile } })).body.result);
const verify = (body: Record<string, unknown>, ip = '127.0.0.1') =>
  call(server, '/sys/user/phoneVerification', { method: 'POST', body, ip });
const change = (body: Record<string, unknown>, ip = '127.0.0.1') =>
  call(server, '/sys/user/passwordChange', { method: 'POST', body, ip });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
/** A fresh forgot-password code, straight from the store (the 60 s rule of /sys/sms would wait). */
const freshCode = (phone: string) => issueSmsCode(server, phone, SmsMode.forgot);

describe('password reset by SMS code', () => {
  it('verifies the phone, sets the password once, ends every session, and the new password signs in', async () => {
    const before = await login(server, { username: ZHAO.username, password: PASSWORD }, '10.6.0.1');
    const oldToken = (before.body.result as { token: string }).token;
    const otherToken = await server.tokenFor(ZHAO.username);
    expect((await server.ctx.tokens.verify(oldToken)).status).toBe('valid');

    expect((await sms(ZHAO.phone, SmsMode.forgot)).body).toMatchObject({ success: true, message: NEUTRAL });
    const smscode = await lastSms(ZHAO.phone);

    const verified = await verify({ phone: ZHAO.phone, smscode });
    expect(verified.body).toMatchObject({ success: true, code: 200, result: { smscode, username: ZHAO.username } });
    // Checking does not spend the code: step 2 presents it again (and step 1 may be repeated).
    expect((await verify({ phone: ZHAO.phone, smscode })).body.success).toBe(true);

    const done = await change({ username: ZHAO.username, password: 'Reset2026a', smscode, phone: ZHAO.phone });
    expect(done.body).toMatchObject({ success: true, code: 200, message: '密码重置完成！' });

    expect((await server.ctx.tokens.verify(oldToken)).status).toBe('invalid');
    expect((await server.ctx.tokens.verify(otherToken)).status).toBe('invalid');
    const stale = await call(server, '/sys/selectTenant', {
      method: 'POST',
      body: { tenantId: 1001 },
      token: oldToken,
    });
    expect(stale.body.success).toBe(false);

    expect((await login(server, { username: ZHAO.username, password: PASSWORD }, '10.6.0.2')).body.message).toBe(
      '用户名或密码错误',
    );
    const after = await login(server, { username: ZHAO.username, password: 'Reset2026a' }, '10.6.0.3');
    expect(after.body).toMatchObject({ success: true, message: '登录成功' });

    // Single use: the spent code opens neither step again.
    expect(
      (await change({ username: ZHAO.username, password: 'Again2026a', smscode, phone: ZHAO.phone })).body,
    ).toEqual(expect.objectContaining({ success: false, message: INVALID }));
    expect((await verify({ phone: ZHAO.phone, smscode })).body.message).toBe(INVALID);
    const hash = await server.db.one<{ password_hash: string }>('SELECT password_hash FROM sys_user WHERE phone = $1', [
      ZHAO.phone,
    ]);
    expect(hash?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('accepts the JeecgBoot GET form of passwordChange', async () => {
    const smscode = await freshCode(LIU.phone);
    const answer = await call(server, '/sys/user/passwordChange', {
      query: { username: LIU.username, password: 'ViaGet2026', smscode, phone: LIU.phone },
    });
    expect(answer.body).toMatchObject({ success: true, message: '密码重置完成！' });
    expect((await login(server, { username: LIU.username, password: 'ViaGet2026' }, '10.6.0.4')).body.success).toBe(
      true,
    );
  });

  it('refuses wrong, expired, other-mode and worn-out codes with one message', async () => {
    const smscode = await freshCode(HE.phone);
    expect((await verify({ phone: HE.phone, smscode: wrongCode(smscode) })).body).toMatchObject({
      success: false,
      code: 500,
      message: INVALID,
    });
    // A wrong guess costs an attempt but not the code.
    expect((await verify({ phone: HE.phone, smscode })).body.success).toBe(true);

    // Expired.
    await server.db.query("UPDATE sys_sms_code SET expires_at = now() - interval '1 second' WHERE mobile = $1", [
      HE.phone,
    ]);
    expect((await verify({ phone: HE.phone, smscode })).body.message).toBe(INVALID);
    expect(
      (await change({ username: HE.username, password: 'Expired2026', smscode, phone: HE.phone })).body.message,
    ).toBe(INVALID);

    // A login (mode 0) code is no reset code.
    const loginCode = await issueSmsCode(server, HE.phone, SmsMode.login);
    expect((await verify({ phone: HE.phone, smscode: loginCode })).body.message).toBe(INVALID);

    // Five wrong guesses end the code, even for the right one afterwards (from another IP).
    const code = await freshCode(HE.phone);
    for (let i = 0; i < 5; i++) {
      expect((await verify({ phone: HE.phone, smscode: wrongCode(code) }, '10.6.1.1')).body.message).toBe(INVALID);
    }
    expect((await verify({ phone: HE.phone, smscode: code }, '10.6.1.2')).body.message).toBe(INVALID);
    // The guessing IP now waits, like a login that failed too often.
    expect((await verify({ phone: HE.phone, smscode: code }, '10.6.1.1')).body.message).toMatch(
      /^验证失败次数过多，请\d+秒后再试$/,
    );
    expect((await login(server, { username: HE.username, password: PASSWORD }, '10.6.1.3')).body.success).toBe(true);
  });

  it('says nothing about unknown phones that a wrong code does not say', async () => {
    const unknown = '13900000077';
    expect((await sms(unknown, SmsMode.forgot)).body).toMatchObject({ success: true, message: NEUTRAL });
    expect((await verify({ phone: unknown, smscode: '123456' })).body).toMatchObject({
      success: false,
      message: INVALID,
    });
    expect(
      (await change({ username: 'admin', password: 'Guess2026', smscode: '123456', phone: unknown })).body.message,
    ).toBe(INVALID);
    expect(await server.db.query('SELECT 1 FROM sys_sms_code WHERE mobile = $1', [unknown])).toEqual([]);

    // A right code whose account has gone since, or is frozen, gets the plain reason.
    const frozenCode = await freshCode(FROZEN_PHONE);
    expect((await verify({ phone: FROZEN_PHONE, smscode: frozenCode })).body.message).toBe(
      '该账号已冻结，请联系管理员',
    );
    const gone = '13900000078';
    const goneCode = await freshCode(gone);
    expect((await verify({ phone: gone, smscode: goneCode })).body.message).toBe('手机号未注册');
  });

  it('checks the fields and the password rules before spending an attempt', async () => {
    const smscode = await freshCode(LUO.phone);
    const valid = { username: LUO.username, password: 'Strong2026', smscode, phone: LUO.phone };
    for (const password of ['short1', 'lettersonly', '1234567890', '', `${'x'.repeat(70)}1`]) {
      expect((await change({ ...valid, password })).body).toMatchObject({ success: false, message: WEAK });
    }
    expect((await change({ ...valid, confirmpassword: 'Strong2027' })).body.message).toBe('两次输入的密码不一样！');
    expect((await change({ ...valid, phone: '1385710100' })).body.message).toBe('请输入正确手机号');
    expect((await change({ ...valid, smscode: '' })).body.message).toBe('请输入短信验证码');
    expect((await change({ ...valid, username: '' })).body.message).toBe('请输入用户名');
    expect((await verify({ phone: LUO.phone })).body.message).toBe('请输入短信验证码');

    // Another account's name with this phone's code: refused, and the code still works.
    expect((await change({ ...valid, username: 'tenant1' })).body.message).toBe('用户名与手机号不匹配');
    const attempts = await server.db.one<{ attempts: number }>(
      'SELECT attempts FROM sys_sms_code WHERE mobile = $1 AND used_at IS NULL',
      [LUO.phone],
    );
    expect(attempts?.attempts).toBe(0);

    // Each from its own IP: a wrong code counts towards the back-off.
    for (const [i, injection] of ["' OR 1=1 --", '1; DROP TABLE sys_user', "13857101002' OR '1'='1"].entries()) {
      const ip = `10.6.2.${i}`;
      expect((await verify({ phone: injection, smscode }, ip)).body.message).toBe('请输入正确手机号');
      expect((await verify({ phone: LUO.phone, smscode: injection }, ip)).body.message).toBe(INVALID);
      expect((await change({ ...valid, username: injection }, ip)).body.message).toBe('用户名与手机号不匹配');
      expect((await change({ ...valid, smscode: injection }, ip)).body.message).toBe(INVALID);
    }
    expect((await call(server, '/sys/user/phoneVerification', { method: 'POST', body: '[]' })).body.success).toBe(
      false,
    );
    expect(await server.db.one("SELECT count(*)::int AS n FROM sys_user WHERE username = 'tenant1'")).toEqual({ n: 1 });

    expect((await change(valid)).body.message).toBe('密码重置完成！');
  });
});

describe('third-party providers', () => {
  const providers = async (config = server.config) => {
    const { app } = await buildApp({ config, db: server.db });
    await app.ready();
    const raw = await app.inject({
      method: 'GET',
      url: `${config.apiPrefix}/sys/thirdLogin/providers`,
      headers: signatureHeaders(config),
    });
    await app.close();
    return { body: raw.json() as { success: boolean; result: unknown }, text: raw.body };
  };

  it('answers none when nothing is configured', async () => {
    const answer = await call(server, '/sys/thirdLogin/providers');
    expect(answer.body).toMatchObject({ success: true, result: { providers: [], casUrl: null } });
  });

  it('lists the configured OAuth provider and CAS, without secrets', async () => {
    const oauth = {
      issuer: 'https://sso.example.test',
      clientId: 'admin-console',
      clientSecret: 'console-secret-value',
      redirectUri: 'https://admin.example.test/jeecg-boot/sys/thirdLogin/callback',
      thirdType: 'github',
    };
    const answer = await providers({ ...server.config, oauth, casUrl: 'https://cas.example.test/cas/' });
    expect(answer.body.result).toEqual({
      providers: [{ type: 'github', name: 'GitHub' }],
      casUrl: 'https://cas.example.test/cas',
    });
    expect(answer.text).not.toContain('console-secret-value');
    expect(answer.text).not.toContain('admin-console');

    const custom = await providers({ ...server.config, oauth: { ...oauth, thirdType: 'corp_sso' } });
    expect(custom.body.result).toEqual({ providers: [{ type: 'corp_sso', name: 'corp_sso' }], casUrl: null });
    // A provider the render route could not start is not offered.
    const broken = await providers({ ...server.config, oauth: { ...oauth, redirectUri: 'not a url' } });
    expect(broken.body.result).toEqual({ providers: [], casUrl: null });
  });
});
