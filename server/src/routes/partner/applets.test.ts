import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import {
  call,
  countOf,
  expectNoPermission,
  expectRefused,
  INJECTIONS,
  type PageResult,
  resultOf,
  shopId,
  tokensOf,
  userId,
} from './partner-test-kit';

let server: TestServer;
let tokens: Record<'tenant1' | 'tenant2' | 'shop1' | 'shop2' | 'agent1', string>;
let flagship: string;

beforeAll(async () => {
  server = await createTestServer();
  tokens = await tokensOf(server, ['tenant1', 'tenant2', 'shop1', 'shop2', 'agent1'] as const);
  flagship = await shopId(server, '华东租赁·杭州数码旗舰店');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const applets = async (url: string, token: string, query: Record<string, string | number> = {}) =>
  resultOf<PageResult>(await call(server, { url, token, query: { pageSize: 100, ...query } }));
const post = (url: string, token: string, body: Record<string, unknown>) =>
  call(server, { method: 'POST', url, token, body });
const appletRow = (id: string) =>
  server.db.one<Record<string, unknown>>('SELECT * FROM bus_applet WHERE id = $1', [id]);

const NEW_APPLET = { name: '华东租赁快应用', appId: 'wx0a1b2c3d4e5f6a7b', appType: 2, version: '1.0.0' };

describe('applets', () => {
  it('lists the tenant’s applets; a shop user only their shop’s', async () => {
    const tenant1 = await applets('/sys/applet/getAppletList', tokens.tenant1);
    expect(tenant1.total).toBe(4);
    expect(tenant1.records.find((r) => r.name === '华东租赁')).toMatchObject({
      dutyUserName: '陈国华',
      appType_dictText: '支付宝小程序',
      status_dictText: '已上线',
      channelCount: 2,
    });
    const shop1 = await applets('/sys/applet/getAppletList', tokens.shop1);
    expect(shop1.records.map((r) => r.name)).toEqual(['杭州数码旗舰店']);
    const shopList = await applets('/shop/applet/getAppletList', tokens.tenant1);
    expect(shopList.records.every((r) => r.shopId !== null)).toBe(true);
    expect((await applets('/sys/applet/getAppletList', tokens.tenant2)).records.map((r) => r.name)).not.toContain(
      '华东租赁',
    );
    for (const evil of INJECTIONS)
      expect((await applets('/sys/applet/getAppletList', tokens.tenant1, { name: evil })).total).toBe(0);
    expectNoPermission(await call(server, { url: '/sys/applet/getAppletList', token: tokens.agent1 }));
  });

  it('adds with the session’s tenant and backstage user', async () => {
    const created = await post('/sys/applet/addApplet', tokens.tenant1, {
      ...NEW_APPLET,
      tenantId: 1002,
      backstageUserId: 'someone-else',
    });
    expect(created.body.message).toBe('添加成功！');
    const tenant1Id = await userId(server, 'tenant1');
    expect(await appletRow(resultOf<string>(created))).toMatchObject({
      tenant_id: 1001,
      shop_id: null,
      backstage_user_id: tenant1Id,
      duty_user_id: tenant1Id,
      status: 0,
    });
    expectRefused(await post('/sys/applet/addApplet', tokens.tenant1, NEW_APPLET), '该小程序AppID已存在');
    // The same app id in another tenant is that tenant's business.
    resultOf(await post('/sys/applet/addApplet', tokens.tenant2, NEW_APPLET));

    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, '请输入小程序名称（不超过100个字符）'],
      [{ appId: 'short' }, '请输入正确的小程序AppID（6到64位字母、数字、下划线或中划线）'],
      [{ appId: "wx'; DROP TABLE bus_applet; --" }, '请输入正确的小程序AppID（6到64位字母、数字、下划线或中划线）'],
      [{ appType: 7 }, '请选择小程序平台'],
      [{ version: 'v1' }, '版本号格式应为1.0.0'],
      [{ status: 9 }, '小程序状态不正确'],
    ];
    for (const [change, message] of cases) {
      expectRefused(
        await post('/sys/applet/addApplet', tokens.tenant1, { ...NEW_APPLET, appId: 'wxabcdef123456', ...change }),
        message,
      );
    }
    expect(await countOf(server, 'bus_applet', "app_id = 'wxabcdef123456'")).toBe(0);
  });

  it('keeps shop applets to a shop', async () => {
    const byShop = await post('/shop/applet/addApplet', tokens.shop1, {
      ...NEW_APPLET,
      appId: 'wxshop000000000001',
      shopId: 'not-mine',
    });
    expect(await appletRow(resultOf<string>(byShop))).toMatchObject({ shop_id: flagship, tenant_id: 1001 });
    expectRefused(
      await post('/shop/applet/addApplet', tokens.tenant1, { ...NEW_APPLET, appId: 'wxshop000000000002' }),
      '请选择店铺',
    );
    const foreign = await shopId(server, '华南优选·深圳数码生活馆');
    expectRefused(
      await post('/shop/applet/addApplet', tokens.tenant1, {
        ...NEW_APPLET,
        appId: 'wxshop000000000002',
        shopId: foreign,
      }),
      '店铺不存在',
    );
    const tenantApplet = (await applets('/sys/applet/getAppletList', tokens.tenant1, { name: '华东租赁' })).records[0];
    expectRefused(
      await post('/shop/applet/updateApplet', tokens.tenant1, { id: tenantApplet?.id, name: '改名' }),
      '未找到对应数据',
    );
  });

  it('updates within scope only', async () => {
    const own = (await applets('/sys/applet/getAppletList', tokens.shop1, { name: '杭州数码旗舰店' }))
      .records[0] as Record<string, unknown>;
    const done = await post('/shop/applet/updateApplet', tokens.shop1, { id: own.id, status: 2, version: '1.0.1' });
    expect(done.body.message).toBe('编辑成功!');
    const row = await appletRow(String(own.id));
    expect(row).toMatchObject({ status: 2, version: '1.0.1', name: '杭州数码旗舰店' });
    expect(row?.online_time).toBeInstanceOf(Date);
    const tenantApplet = (await applets('/sys/applet/getAppletList', tokens.tenant1, { name: '华东租赁优选' }))
      .records[0];
    for (const token of [tokens.shop1, tokens.tenant2]) {
      expectRefused(
        await post('/sys/applet/updateApplet', token, { id: tenantApplet?.id, name: '抢走' }),
        '未找到对应数据',
      );
    }
    const other = (await applets('/sys/applet/getAppletList', tokens.tenant1, { name: '华东租赁' })).records[0];
    expectRefused(
      await post('/sys/applet/updateApplet', tokens.tenant1, { id: tenantApplet?.id, appId: other?.appId, appType: 1 }),
      '该小程序AppID已存在',
    );
    expect((await appletRow(String(tenantApplet?.id)))?.name).toBe('华东租赁优选');
  });

  it('changes the duty user to a user of the tenant only', async () => {
    const applet = (await applets('/sys/applet/getAppletList', tokens.tenant1, { name: '华东租赁' })).records[0];
    const candidates = await applets('/sys/applet/getSysUser', tokens.tenant1);
    const names = candidates.records.map((r) => r.username);
    expect(names).toContain('wanglijuan');
    expect(names).not.toContain('agent1');
    expect(names).not.toContain('gaomeiling');
    expect(names).not.toContain('tenant2');
    const change = (token: string, dutyUserId: string) =>
      post('/sys/applet/changeDutyUser', token, { id: applet?.id, dutyUserId });
    const wang = await userId(server, 'wanglijuan');
    const done = await change(tokens.tenant1, wang);
    expect(done.body.message).toBe('负责人更换成功！');
    expect((await appletRow(String(applet?.id)))?.duty_user_id).toBe(wang);
    expectRefused(await change(tokens.tenant1, await userId(server, 'tenant2')), '负责人必须是本租户的用户');
    expectRefused(await change(tokens.tenant1, await userId(server, 'agent1')), '负责人必须是本租户的用户');
    expectRefused(await change(tokens.tenant1, "' OR 1=1 --"), '负责人必须是本租户的用户');
    expectRefused(await change(tokens.tenant1, await userId(server, 'gaomeiling')), '该用户已冻结，不能设为负责人');
    expectRefused(await change(tokens.tenant2, await userId(server, 'tenant2')), '未找到对应数据');
    expect((await appletRow(String(applet?.id)))?.duty_user_id).toBe(wang);
    const detail = resultOf<Record<string, unknown>>(
      await call(server, { url: '/sys/applet/getApplet', token: tokens.tenant1, query: { id: String(applet?.id) } }),
    );
    expect(detail.dutyUserName).toBe('王丽娟');
  });

  it('lists orders placed through applets, by scope', async () => {
    const tenant1 = await applets('/sys/applet/getUserAppletOrderList', tokens.tenant1);
    expect(tenant1.total).toBe(await countOf(server, 'bus_order', 'tenant_id = 1001 AND applet_id IS NOT NULL'));
    expect(tenant1.records.every((r) => r.appletName)).toBe(true);
    const shop1 = await applets('/sys/applet/getUserAppletOrderList', tokens.shop1);
    expect(shop1.records.every((r) => r.shopId === flagship)).toBe(true);
    expect(shop1.total).toBe(
      await countOf(server, 'bus_order', 'tenant_id = 1001 AND applet_id IS NOT NULL AND shop_id = $1', [flagship]),
    );
  });
});

describe('SMS templates', () => {
  const SMS = {
    templateName: '取件提醒',
    templateCode: 'SMS_300000001',
    templateType: 2,
    signName: '华东租赁',
    content: '您的包裹已到，请及时取件。',
  };

  it('adds, edits and deletes templates of the tenant with their rules', async () => {
    const list = async (token: string) =>
      resultOf<PageResult>(
        await call(server, { url: '/sys/appletsSms/getSmsTemplate', token, query: { pageSize: 100 } }),
      );
    expect((await list(tokens.tenant1)).total).toBe(6);
    expect((await list(tokens.shop1)).records.map((r) => r.templateName)).toEqual(['旗舰店到店自提通知']);

    const created = await post('/sys/appletsSms/addSmsTemplate', tokens.tenant1, { ...SMS, tenantId: 1002 });
    const id = resultOf<string>(created);
    expect(await server.db.one('SELECT tenant_id FROM bus_sms_template WHERE id = $1', [id])).toEqual({
      tenant_id: 1001,
    });
    expectRefused(await post('/sys/appletsSms/addSmsTemplate', tokens.tenant1, SMS), '模板编号已存在');
    expectRefused(
      await post('/sys/appletsSms/addSmsTemplate', tokens.shop1, { ...SMS, templateCode: 'SMS_276345012' }),
      '模板编号已存在',
    );
    const code = ['$', '{code}'].join('');
    const cases: [Record<string, unknown>, string][] = [
      [{ templateName: '' }, '请输入模板名称（不超过50个字符）'],
      [{ templateCode: "SMS' OR 1=1" }, '请输入模板编号（字母、数字、下划线，不超过50位）'],
      [{ templateType: 4 }, '请选择模板类型'],
      [{ signName: '华' }, '短信签名须为2到12个字符'],
      [{ content: '' }, '请输入模板内容（不超过500个字符）'],
      [{ templateType: 1, content: '您的验证码是1234' }, `验证码模板内容须包含${code}`],
      [{ appletId: 'nope' }, '小程序不存在'],
    ];
    for (const [change, message] of cases) {
      expectRefused(
        await post('/sys/appletsSms/addSmsTemplate', tokens.tenant1, { ...SMS, templateCode: 'SMS_9', ...change }),
        message,
      );
    }
    resultOf(
      await post('/sys/appletsSms/addSmsTemplate', tokens.tenant1, {
        ...SMS,
        templateCode: 'SMS_300000002',
        templateType: 1,
        content: `验证码${code}，5分钟内有效。`,
      }),
    );

    expectRefused(
      await post('/sys/appletsSms/updSmsTemplate', tokens.tenant2, { id, content: '改' }),
      '未找到对应数据',
    );
    expectRefused(await post('/sys/appletsSms/updSmsTemplate', tokens.shop1, { id, content: '改' }), '未找到对应数据');
    resultOf(
      await post('/sys/appletsSms/updSmsTemplate', tokens.tenant1, { id, content: '您的包裹已到驿站，请及时取件。' }),
    );
    expect(await server.db.one('SELECT content, template_code FROM bus_sms_template WHERE id = $1', [id])).toEqual({
      content: '您的包裹已到驿站，请及时取件。',
      template_code: 'SMS_300000001',
    });

    const remove = (token: string) =>
      call(server, { method: 'DELETE', url: '/sys/appletsSms/delSmsTemplate', token, query: { id } });
    expectRefused(await remove(tokens.tenant2), '未找到对应数据');
    expect((await remove(tokens.tenant1)).body.message).toBe('删除成功!');
    expect(await countOf(server, 'bus_sms_template', 'id = $1', [id])).toBe(0);
  });
});
