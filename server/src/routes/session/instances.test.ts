/**
 * Two server instances on one database, as behind a round-robin load balancer: the throttles count
 * together and every check issued by one instance is answered through the other. On PostgreSQL the
 * instances have pools of their own (real concurrency); on PGlite they share its one connection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecondInstance, createTestServer, type TestServer } from '../../testing/test-server';
import { peekCaptcha } from './captcha';
import { sessionState } from './session-state';
import { call, login } from './session-test-kit';
import { issueSmsCode, SmsMode } from './sms-codes';

let a: TestServer;
let b: TestServer;
let demo: string;

beforeAll(async () => {
  a = await createTestServer();
  b = await createSecondInstance(a);
  demo = a.config.demoPassword;
}, 60_000);
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const WRONG = '用户名或密码错误';
const WAITING = /^登录失败次数过多，请[12]秒后再试$/;
const TOO_OFTEN = '发送过于频繁，请稍后再试';
const other = (server: TestServer) => (server === a ? b : a);

/** A captcha fetched through `server`, read from the database. */
async function captchaThrough(server: TestServer, checkKey: string, ip: string): Promise<string> {
  expect((await call(server, `/sys/randomImage/${checkKey}`, { ip })).body.code).toBe(200);
  const code = await peekCaptcha(server.ctx, checkKey);
  if (!code) throw new Error('no captcha stored');
  return code;
}

const track = [
  { x: 0, t: 0 },
  { x: 80, t: 150 },
  { x: 210, t: 320 },
  { x: 296, t: 480 },
];

describe('two instances on one database', () => {
  it('count login failures alternating between them, with one instance’s thresholds', async () => {
    const ip = '10.9.1.1';
    for (let i = 0; i < 5; i++) {
      const through = i % 2 ? b : a;
      const body: Record<string, unknown> = { username: 'tenant2', password: 'Wrong@2026' };
      if (i === 3) {
        // Three failures (A, B, A) demand the human check, through either instance.
        expect((await login(through, { username: 'tenant2', password: demo }, ip)).body).toMatchObject({
          code: 412,
          message: '请完成人机校验',
        });
      }
      if (i >= 3) {
        // The captcha comes from the other instance.
        Object.assign(body, { checkKey: `alt${i}`, captcha: await captchaThrough(other(through), `alt${i}`, ip) });
      }
      expect((await login(through, body, ip)).body.message).toBe(WRONG);
    }
    // Five failures of the account from this IP: the back-off holds on both instances, password unchecked.
    for (const through of [a, b]) {
      expect((await login(through, { username: 'tenant2', password: demo }, ip)).body.message).toMatch(WAITING);
    }
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const code = await captchaThrough(a, 'after', ip);
    expect(
      (await login(b, { username: 'tenant2', password: demo, checkKey: 'after', captcha: code }, ip)).body.code,
    ).toBe(200);
    // The success through B cleared the account for A as well.
    expect((await login(a, { username: 'tenant2', password: demo }, ip)).body.code).toBe(200);
  });

  it('count every one of parallel failures made through both', async () => {
    const ip = '10.9.2.1';
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => login(i % 2 ? b : a, { username: 'sunhaoran', password: 'Wrong@2026' }, ip)),
    );
    const failed = answers.filter((answer) => answer.body.message === WRONG).length;
    expect(failed).toBeGreaterThanOrEqual(3);
    // Every attempt let through was counted once its password check failed, through either instance.
    const counter = await sessionState(b.ctx).counters.get('login:account:sunhaoran');
    expect(counter?.count).toBe(failed);
    expect((await login(b, { username: 'sunhaoran', password: demo }, '10.9.2.2')).body.code).toBe(412);
  });

  it('accept a captcha and a slider proof issued by the other instance, once', async () => {
    const ip = '10.9.3.1';
    for (let i = 0; i < 3; i++) await login(i % 2 ? b : a, { username: 'wanglijuan', password: 'Wrong@2026' }, ip);

    const code = await captchaThrough(a, 'c1', ip);
    const passed = await login(
      b,
      { username: 'wanglijuan', password: 'Wrong@2026', checkKey: 'c1', captcha: code },
      ip,
    );
    expect(passed.body.message).toBe(WRONG);
    const reused = await login(a, { username: 'wanglijuan', password: demo, checkKey: 'c1', captcha: code }, ip);
    expect(reused.body).toMatchObject({ code: 412, message: '验证码错误' });

    // The 300 ms rule runs on the database's clock, whichever instance issued the challenge.
    const early = await call(a, '/sys/slider/challenge', { ip });
    const tooSoon = await call(b, '/sys/slider/verify', {
      method: 'POST',
      ip,
      body: { sliderId: (early.body.result as { sliderId: string }).sliderId, track, width: 300 },
    });
    expect(tooSoon.body).toMatchObject({ success: false, message: '验证失败，请重试' });

    const challenge = await call(a, '/sys/slider/challenge', { ip });
    const sliderId = (challenge.body.result as { sliderId: string }).sliderId;
    await new Promise((resolve) => setTimeout(resolve, 350));
    const verified = await call(b, '/sys/slider/verify', { method: 'POST', ip, body: { sliderId, track, width: 300 } });
    expect(verified.body).toMatchObject({ success: true, message: '验证通过' });
    expect(
      (await call(a, '/sys/slider/verify', { method: 'POST', ip, body: { sliderId, track, width: 300 } })).body.message,
    ).toBe('验证已过期，请重试');
    const sliderProof = (verified.body.result as { sliderProof: string }).sliderProof;
    expect((await login(a, { username: 'wanglijuan', password: 'Wrong@2026', sliderProof }, ip)).body.message).toBe(
      WRONG,
    );
    // From another address (this one now backs off): the proof is spent.
    const spent = await login(b, { username: 'wanglijuan', password: demo, sliderProof }, '10.9.3.2');
    expect(spent.body).toMatchObject({ code: 412, message: '验证码错误' });
  });

  it('hold the SMS limits across instances, and a code sent through one signs in through the other', async () => {
    const shop1 = '13857101002';
    const sms = (through: TestServer, mobile: string, ip: string) =>
      call(through, '/sys/sms', { method: 'POST', body: { mobile, smsmode: SmsMode.login }, ip });
    expect((await sms(a, shop1, '10.9.4.1')).body.success).toBe(true);
    expect((await sms(b, shop1, '10.9.4.2')).body.message).toBe(TOO_OFTEN);

    const code = String((await call(a, '/sys/dev/lastSms', { query: { mobile: shop1 } })).body.result);
    const signedIn = await call(b, '/sys/phoneLogin', { method: 'POST', body: { mobile: shop1, captcha: code } });
    expect(signedIn.body).toMatchObject({ code: 200, message: '登录成功' });

    // 20 codes an hour per IP, counted over both instances.
    const busy = '10.9.4.3';
    for (let i = 0; i < 20; i++) {
      const answer = await sms(i % 2 ? b : a, `139000001${String(i).padStart(2, '0')}`, busy);
      expect(answer.body.success).toBe(true);
    }
    expect((await sms(a, '13900000150', busy)).body.message).toBe(TOO_OFTEN);
    expect((await sms(b, '13900000151', busy)).body.message).toBe(TOO_OFTEN);
    // A refusal for the IP leaves the mobile free.
    expect((await sms(b, '13900000150', '10.9.4.4')).body.success).toBe(true);
  });

  it('back off password-reset guesses alternating between them', async () => {
    const phone = '15867102008';
    const code = await issueSmsCode(a, phone, SmsMode.forgot);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const verify = (through: TestServer, smscode: string) =>
      call(through, '/sys/user/phoneVerification', { method: 'POST', body: { phone, smscode }, ip: '10.9.5.1' });
    for (let i = 0; i < 5; i++) expect((await verify(i % 2 ? b : a, wrong)).body.message).toBe('验证码错误或已过期');
    for (const through of [a, b]) {
      expect((await verify(through, code)).body.message).toMatch(/^验证失败次数过多，请[12]秒后再试$/);
    }
  });
});
