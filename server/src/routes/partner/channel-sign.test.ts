import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import type { ChannelSignStatus } from './channel-sign';
import { CHANNELS, call, channelId, countOf, expectRefused, resultOf, tokensOf } from './partner-test-kit';

let server: TestServer;
let tokens: Record<'agent1' | 'agent2' | 'tenant1' | 'tenant2' | 'shop2', string>;
let agent2Channel: string;

const COMPLETE = {
  companyName: ' 广州优享推广工作室 ',
  creditCode: '92440101MA5CXYZ12K',
  address: '广东省广州市天河区体育西路 191 号中石化大厦 B 塔 2105',
  qyEmail: 'youxiang@gz-promo.cn',
  frName: '吴海涛',
  idCard: '440106198612193018',
  mobile: '13922801003',
};

beforeAll(async () => {
  server = await createTestServer();
  tokens = await tokensOf(server, ['agent1', 'agent2', 'tenant1', 'tenant2', 'shop2'] as const);
  agent2Channel = await channelId(server, CHANNELS.agent2);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const status = async (token: string, method: 'GET' | 'POST' = 'POST') =>
  resultOf<ChannelSignStatus>(await call(server, { method, url: '/sys/channel/getChannelSignStatus', token }));
const submit = (token: string, body: Record<string, unknown>) =>
  call(server, { method: 'POST', url: '/sys/channel/addChannelCompanyMessage', token, body });
const review = (token: string, body: Record<string, unknown>) =>
  call(server, { method: 'POST', url: '/sys/channel/updateChannel', token, body });
const channelRow = () =>
  server.db.one<{ sign_status: number; sign_message: string; sign_time: Date | null; contact_phone: string }>(
    'SELECT sign_status, sign_message, sign_time, contact_phone FROM sys_channel WHERE id = $1',
    [agent2Channel],
  );

describe('getChannelSignStatus', () => {
  it('asks an authority-6 partner with an unsigned channel to sign and to complete the company info', async () => {
    const result = await status(tokens.agent2);
    expect(result).toMatchObject({
      partner: true,
      needSign: true,
      needCompanyInfo: true,
      signStatus: 0,
      signStatus_dictText: '未签署',
      channelId: agent2Channel,
      channelName: CHANNELS.agent2,
      companyInfo: null,
    });
    expect(result.message).toContain('渠道企业信息');
    expect(await status(tokens.agent2, 'GET')).toEqual(result);
  });

  it('does not stop an authority-5 partner or anyone who is not a partner', async () => {
    const agent1 = await status(tokens.agent1);
    expect(agent1).toMatchObject({ partner: true, needSign: false, needCompanyInfo: false, signStatus: 2 });
    expect(agent1.companyInfo).toMatchObject({ companyName: CHANNELS.agent1, idCard: '330106********2315' });
    expect(agent1.companyInfo?.mobile).toBe('138****1003');
    for (const token of [tokens.tenant1, tokens.shop2]) {
      expect(await status(token)).toMatchObject({
        partner: false,
        needSign: false,
        needCompanyInfo: false,
        signStatus: null,
      });
    }
  });
});

describe('addChannelCompanyMessage', () => {
  it('refuses an incomplete form with the spec messages and stores nothing', async () => {
    for (const field of Object.keys(COMPLETE)) {
      for (const value of ['', '   ', undefined]) {
        const body: Record<string, unknown> = { ...COMPLETE, [field]: value };
        if (value === undefined) delete body[field];
        const response = await submit(tokens.agent2, body);
        expectRefused(response, '企业信息要补充完整!');
        expect(response.body.result, field).toBe('企业信息要补充完整!');
      }
    }
    for (const mobile of ['1392280100', '139228010031', '1392280100 3']) {
      expectRefused(await submit(tokens.agent2, { ...COMPLETE, mobile }), '请正确填写法人手机号!');
    }
    expectRefused(
      await submit(tokens.agent2, { ...COMPLETE, companyName: '公'.repeat(101) }),
      '企业名称不能超过100个字符',
    );
    expect((await channelRow())?.sign_status).toBe(0);
    expect(await countOf(server, 'bus_channel_company', 'channel_id = $1', [agent2Channel])).toBe(0);
  });

  it('is only for channel partners', async () => {
    expectRefused(await submit(tokens.tenant2, COMPLETE), '当前用户不是渠道合作伙伴，无需补充企业信息');
  });

  it('runs the signing flow: submit, reject, resubmit, approve', async () => {
    const submitted = await submit(tokens.agent2, COMPLETE);
    expect(submitted.body.message).toBe('企业信息提交成功，请等待审核');
    const after = resultOf<ChannelSignStatus>(submitted);
    expect(after).toMatchObject({
      needSign: true,
      needCompanyInfo: false,
      signStatus: 1,
      signStatus_dictText: '审核中',
    });
    expect(after.message).not.toContain('企业信息');
    expect(after.companyInfo).toMatchObject({
      companyName: '广州优享推广工作室',
      idCard: '440106********3018',
      mobile: '139****1003',
    });
    const stored = await server.db.one(
      'SELECT company_name, id_card, mobile, tenant_id FROM bus_channel_company WHERE channel_id = $1',
      [agent2Channel],
    );
    expect(stored).toEqual({
      company_name: '广州优享推广工作室',
      id_card: '440106198612193018',
      mobile: '13922801003',
      tenant_id: 1002,
    });
    // A partner may correct the info while it is under review.
    resultOf(await submit(tokens.agent2, { ...COMPLETE, address: '广东省广州市天河区体育西路 191 号 2106' }));
    expect(await countOf(server, 'bus_channel_company', 'channel_id = $1', [agent2Channel])).toBe(1);

    // The tenant rejects: the partner is sent back to the company form with the reason.
    resultOf(
      await review(tokens.tenant2, { id: agent2Channel, signStatus: 0, signMessage: '营业执照与企业名称不一致' }),
    );
    const rejected = await status(tokens.agent2);
    expect(rejected).toMatchObject({ needSign: true, needCompanyInfo: true, signStatus: 0 });
    expect(rejected.message).toBe('渠道企业信息审核未通过：营业执照与企业名称不一致，请修改后重新提交');

    resultOf(await submit(tokens.agent2, COMPLETE));
    expect((await channelRow())?.sign_status).toBe(1);
    resultOf(await review(tokens.tenant2, { id: agent2Channel, signStatus: 2 }));
    const signed = await status(tokens.agent2);
    expect(signed).toMatchObject({
      needSign: false,
      needCompanyInfo: false,
      signStatus: 2,
      message: '合作协议已签署，可正常推广',
    });
    expect((await channelRow())?.sign_time).toBeInstanceOf(Date);
    expectRefused(await submit(tokens.agent2, COMPLETE), '合作协议已签署，企业信息无需再次提交');
  });

  it('stores injection strings as text', async () => {
    const [id] = (await server.db.query<{ id: string }>(
      `INSERT INTO sys_channel (id, tenant_id, name, sign_status) VALUES ('inj-channel', 1002, '注入测试渠道', 0) RETURNING id`,
    )) as { id: string }[];
    await server.db.query(`UPDATE sys_user SET channel_id = $1 WHERE username = 'agent2'`, [id?.id]);
    try {
      const evil = "x'); DROP TABLE sys_channel; --";
      resultOf(await submit(tokens.agent2, { ...COMPLETE, companyName: evil, address: "' OR 1=1 --" }));
      const row = await server.db.one<{ company_name: string; address: string }>(
        'SELECT company_name, address FROM bus_channel_company WHERE channel_id = $1',
        ['inj-channel'],
      );
      expect(row).toEqual({ company_name: evil, address: "' OR 1=1 --" });
      expect(await countOf(server, 'sys_channel')).toBeGreaterThanOrEqual(5);
    } finally {
      await server.db.query(`UPDATE sys_user SET channel_id = $1 WHERE username = 'agent2'`, [agent2Channel]);
    }
  });
});

describe('signing review through updateChannel', () => {
  it('cannot approve a channel without company info', async () => {
    await server.db.query(
      `INSERT INTO sys_channel (id, tenant_id, name, sign_status) VALUES ('bare-channel', 1001, '无资料渠道', 0)`,
    );
    expectRefused(
      await review(tokens.tenant1, { id: 'bare-channel', signStatus: 2 }),
      '该渠道尚未提交企业信息，不能通过签署审核',
    );
    expectRefused(await review(tokens.tenant1, { id: 'bare-channel', signStatus: 5 }), '签署状态不正确');
  });

  it('keeps a partner to the contact fields of their own channel', async () => {
    expectRefused(await review(tokens.agent2, { id: agent2Channel, signStatus: 0 }), '渠道合作伙伴只能修改联系人信息');
    expectRefused(
      await review(tokens.agent2, { id: agent2Channel, commissionRate: 30 }),
      '渠道合作伙伴只能修改联系人信息',
    );
    // The whole row sent back unchanged is fine; only the contact changes.
    const row = resultOf<{ records: Record<string, unknown>[] }>(
      await call(server, { url: '/sys/channel/findChannelList', token: tokens.agent2 }),
    ).records[0] as Record<string, unknown>;
    resultOf(await review(tokens.agent2, { ...row, contactPhone: '020-38881234' }));
    expect((await channelRow())?.contact_phone).toBe('020-38881234');
    expectRefused(await review(tokens.agent2, { id: agent2Channel, contactPhone: '12345' }), '请输入正确的联系电话');
    // Another channel, in the same tenant or another, is not there for the partner.
    const other = await channelId(server, CHANNELS.signed1002);
    expectRefused(await review(tokens.agent2, { id: other, contactName: '张三' }), '未找到对应数据');
  });

  it('never lets a tenant review another tenant’s channel', async () => {
    const before = await channelRow();
    expectRefused(await review(tokens.tenant1, { id: agent2Channel, signStatus: 0 }), '未找到对应数据');
    expect(await channelRow()).toEqual(before);
  });
});
