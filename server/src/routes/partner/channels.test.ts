import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { formatDateTime } from '../../util/time';
import {
  CHANNELS,
  call,
  channelId,
  countOf,
  expectNoPermission,
  expectRefused,
  INJECTIONS,
  type PageResult,
  resultOf,
  shopId,
  tokensOf,
} from './partner-test-kit';

let server: TestServer;
let tokens: Record<'agent1' | 'agent2' | 'tenant1' | 'tenant2' | 'shop1' | 'shop2', string>;
const ids: Record<keyof typeof CHANNELS, string> = { agent1: '', review1001: '', agent2: '', signed1002: '' };

beforeAll(async () => {
  server = await createTestServer();
  tokens = await tokensOf(server, ['agent1', 'agent2', 'tenant1', 'tenant2', 'shop1', 'shop2'] as const);
  for (const key of Object.keys(CHANNELS) as (keyof typeof CHANNELS)[])
    ids[key] = await channelId(server, CHANNELS[key]);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const page = async (url: string, token: string, query: Record<string, string | number> = {}) =>
  resultOf<PageResult>(await call(server, { url, token, query: { pageSize: 500, ...query } }));

/** One order of a channel, created now, straight into the table. */
async function insertOrder(tenantId: number, channel: string, orderNo: string, amount: number): Promise<void> {
  await server.db.query(
    `INSERT INTO bus_order (id, tenant_id, channel_id, order_no, order_type, status, user_name, user_phone,
       product_name, total_amount, paid_amount)
     VALUES ($1, $2, $3, $1, 2, 9, '测试用户', '13800000000', '测试商品', $4, $4)`,
    [orderNo, tenantId, channel, amount],
  );
}

describe('channel list', () => {
  it('shows a tenant its channels and a partner only their own', async () => {
    const tenant1 = await page('/sys/channel/findChannelList', tokens.tenant1);
    expect(tenant1.records.map((r) => r.id).sort()).toEqual([ids.agent1, ids.review1001].sort());
    const own = tenant1.records.find((r) => r.id === ids.agent1);
    expect(own).toMatchObject({ signStatus_dictText: '已签署', isDefault: 1, code: 'HZYZ01' });
    expect(Number(own?.orderCount)).toBeGreaterThan(0);
    expect(own?.companyInfo).toMatchObject({ idCard: '330106********2315' });
    for (const [token, id] of [
      [tokens.agent1, ids.agent1],
      [tokens.agent2, ids.agent2],
    ] as const) {
      const list = await page('/sys/channel/findChannelList', token);
      expect(list.records.map((r) => r.id)).toEqual([id]);
      expect((await page('/sys/channel/findChannelList', token, { id: ids.review1001 })).total).toBe(0);
    }
    const tenant2 = await page('/sys/channel/findChannelList', tokens.tenant2);
    expect(tenant2.records.map((r) => r.id)).not.toContain(ids.agent1);
  });

  it('filters, and shrugs off injection strings', async () => {
    expect((await page('/sys/channel/findChannelList', tokens.tenant1, { name: '*易租*' })).total).toBe(1);
    for (const evil of INJECTIONS) {
      expect((await page('/sys/channel/findChannelList', tokens.tenant1, { name: evil })).total).toBe(0);
      expect((await page('/sys/channel/findChannelList', tokens.agent1, { code: `*${evil}*` })).total).toBe(0);
    }
    const badSort = await call(server, {
      url: '/sys/channel/findChannelList',
      token: tokens.tenant1,
      query: { column: 'name; DROP TABLE sys_channel', order: 'asc' },
    });
    expectRefused(badSort, '不支持的排序字段：name; DROP TABLE sys_channel');
    const superQuery = encodeURIComponent(JSON.stringify([{ field: 'tenant_id) OR (1=1', rule: 'eq', val: '1' }]));
    const badField = await call(server, {
      url: '/sys/channel/findChannelList',
      token: tokens.agent1,
      query: { superQueryParams: superQuery },
    });
    expectRefused(badField, '不支持的查询字段：tenant_id) OR (1=1');
    expect(await countOf(server, 'sys_channel')).toBe(4);
  });

  it('is a channel menu: a shop user is refused', async () => {
    expectNoPermission(await call(server, { url: '/sys/channel/findChannelList', token: tokens.shop1 }));
  });
});

describe('channel orders, users and figures', () => {
  it('gives a partner only their channel’s orders, whatever channelId they send', async () => {
    await insertOrder(1002, ids.agent2, 'TEST-AGENT2-ORDER', 88);
    const own = await page('/sys/channel/findChannelOrderList', tokens.agent1);
    const expected = await countOf(server, 'bus_order', 'channel_id = $1', [ids.agent1]);
    expect(own.total).toBe(expected);
    expect(own.records.every((r) => r.channelId === ids.agent1)).toBe(true);
    expect(own.records.every((r) => r.userPhone === null || /^\d{3}\*{4}\d{4}$/.test(String(r.userPhone)))).toBe(true);
    const sneaky = await page('/sys/channel/findChannelOrderList', tokens.agent1, { channelId: ids.review1001 });
    expect(sneaky.total).toBe(expected);
    expect(sneaky.records.map((r) => r.orderNo)).not.toContain('TEST-AGENT2-ORDER');
    const agent2 = await page('/sys/channel/findChannelOrderList', tokens.agent2);
    expect(agent2.records.map((r) => r.orderNo)).toContain('TEST-AGENT2-ORDER');
    // Masked phones cannot be guessed through filters.
    const guess = encodeURIComponent(JSON.stringify([{ field: 'userPhone', rule: 'like', val: '139' }]));
    expectRefused(
      await call(server, {
        url: '/sys/channel/findChannelOrderList',
        token: tokens.agent1,
        query: { superQueryParams: guess },
      }),
      '不支持的查询字段：userPhone',
    );
  });

  it('gives a tenant every channel order of its own, narrowed by channelId', async () => {
    const all = await page('/sys/channel/findChannelOrderList', tokens.tenant1);
    expect(all.total).toBe(await countOf(server, 'bus_order', 'tenant_id = 1001 AND channel_id IS NOT NULL'));
    expect(all.records.some((r) => String(r.userPhone).includes('*'))).toBe(false);
    const review = await page('/sys/channel/findChannelOrderList', tokens.tenant1, { channelId: ids.review1001 });
    expect(review.total).toBeGreaterThan(0);
    expect(review.records.every((r) => r.channelId === ids.review1001 && r.channelName === CHANNELS.review1001)).toBe(
      true,
    );
    const tenant2 = await page('/sys/channel/findChannelOrderList', tokens.tenant2, { channelId: ids.agent1 });
    expect(tenant2.total).toBe(0);
  });

  it('counts orders and amounts per day', async () => {
    await insertOrder(1001, ids.agent1, 'TEST-AGENT1-TODAY', 1234.5);
    const today = (formatDateTime(new Date()) ?? '').slice(0, 10);
    const figures = resultOf<PageResult & { summary: { orderCount: number } }>(
      await call(server, { url: '/sys/channel/findChannelDateList', token: tokens.agent1 }),
    );
    expect(figures.total).toBe(30);
    expect(figures.records[0]?.date).toBe(today);
    expect(Number(figures.records[0]?.orderCount)).toBeGreaterThanOrEqual(1);
    expect(Number(figures.records[0]?.orderAmount)).toBeGreaterThanOrEqual(1234.5);
    const inRange = await countOf(
      server,
      'bus_order',
      `channel_id = $1 AND (create_time AT TIME ZONE 'Asia/Shanghai')::date > (now() AT TIME ZONE 'Asia/Shanghai')::date - 30`,
      [ids.agent1],
    );
    expect(figures.summary.orderCount).toBe(inRange);
    // agent2's orders never count for agent1, and the other tenant sees nothing of 1001.
    const other = resultOf<{ summary: { orderCount: number } }>(
      await call(server, {
        url: '/sys/channel/findChannelDateList',
        token: tokens.tenant2,
        query: { channelId: ids.agent1 },
      }),
    );
    expect(other.summary.orderCount).toBe(0);

    const dates = (query: Record<string, string>) =>
      call(server, { url: '/sys/channel/findChannelDateList', token: tokens.tenant1, query });
    expectRefused(await dates({ beginDate: '2026-03-02', endDate: '2026-03-01' }), '开始日期不能晚于结束日期');
    expectRefused(await dates({ beginDate: '2024-01-01', endDate: '2026-01-01' }), '查询日期范围不能超过366天');
    expectRefused(await dates({ beginDate: "2026-01-01' OR '1'='1" }), '开始日期格式不正确');
    const week = resultOf<PageResult>(await dates({ beginDate: '2026-03-01', endDate: '2026-03-07' }));
    expect(week.records.map((r) => r.date)).toEqual([
      '2026-03-07',
      '2026-03-06',
      '2026-03-05',
      '2026-03-04',
      '2026-03-03',
      '2026-03-02',
      '2026-03-01',
    ]);
  });

  it('lists a channel’s customers to its partner (phones masked) and to the tenant', async () => {
    const own = await page('/sys/channel/findChannelUser', tokens.agent1);
    expect(own.total).toBe(await countOf(server, 'lite_user', 'channel_id = $1', [ids.agent1]));
    expect(own.total).toBeGreaterThan(0);
    expect(own.records.every((r) => r.channelId === ids.agent1 && /\*{4}/.test(String(r.phone)))).toBe(true);
    const tenant = await page('/sys/channel/findChannelUser', tokens.tenant1);
    expect(new Set(tenant.records.map((r) => r.channelId))).toEqual(new Set([ids.agent1, ids.review1001]));
    expect(tenant.records.some((r) => String(r.phone).includes('*'))).toBe(false);
    const agent2 = await page('/sys/channel/findChannelUser', tokens.agent2, { channelId: ids.agent1 });
    expect(agent2.records.every((r) => r.channelId === ids.agent2)).toBe(true);
    expect((await page('/sys/channel/findChannelUser', tokens.tenant2, { channelId: ids.agent1 })).total).toBe(0);
  });

  it('lists partner accounts with their signing state', async () => {
    const tenant1 = await page('/sys/channel/platformChannelUser', tokens.tenant1);
    expect(tenant1.records.map((r) => r.username)).toEqual(['agent1']);
    expect(tenant1.records[0]).toMatchObject({ channelName: CHANNELS.agent1, signStatus: 2, signed: true });
    const agent2 = await page('/sys/channel/platformChannelUser', tokens.agent2);
    expect(agent2.records.map((r) => r.username)).toEqual(['agent2']);
  });
});

describe('channel applets and vests', () => {
  it('relates applets to a channel within the tenant', async () => {
    expectRefused(await call(server, { url: '/sys/channel/getRelationApplet', token: tokens.tenant1 }), '请选择渠道');
    const before = resultOf<{ id: string; name: string; related: boolean }[]>(
      await call(server, {
        url: '/sys/channel/getRelationApplet',
        token: tokens.tenant1,
        query: { channelId: ids.review1001 },
      }),
    );
    expect(before.filter((a) => a.related).map((a) => a.name)).toEqual(['华东租赁']);
    const douyin = before.find((a) => a.name === '华东租赁抖音店')?.id as string;
    const alipay = before.find((a) => a.name === '华东租赁')?.id as string;
    const relate = (token: string, body: Record<string, unknown>) =>
      call(server, { method: 'POST', url: '/sys/channel/channelRelationApp', token, body });
    resultOf(await relate(tokens.tenant1, { channelId: ids.review1001, appletIds: `${alipay},${douyin}` }));
    const after = resultOf<{ name: string; related: boolean }[]>(
      await call(server, {
        url: '/sys/channel/getRelationApplet',
        token: tokens.tenant1,
        query: { channelId: ids.review1001 },
      }),
    );
    expect(
      after
        .filter((a) => a.related)
        .map((a) => a.name)
        .sort(),
    ).toEqual(['华东租赁', '华东租赁抖音店'].sort());

    const foreign = await server.db.one<{ id: string }>(`SELECT id FROM bus_applet WHERE tenant_id = 1002 LIMIT 1`);
    expectRefused(
      await relate(tokens.tenant1, { channelId: ids.review1001, appletIds: [foreign?.id] }),
      '小程序不存在',
    );
    expectRefused(await relate(tokens.tenant2, { channelId: ids.review1001, appletIds: [] }), '未找到对应渠道');

    // A partner always works on their own channel.
    resultOf(await relate(tokens.agent1, { channelId: ids.review1001, appletIds: [douyin] }));
    const own = await countOf(server, 'bus_channel_applet', 'channel_id = $1', [ids.agent1]);
    const review = await countOf(server, 'bus_channel_applet', 'channel_id = $1', [ids.review1001]);
    expect([own, review]).toEqual([1, 2]);
  });

  it('shows vest applets by channel scope', async () => {
    const tenant1 = await page('/sys/channel/getVestApplet', tokens.tenant1);
    expect(tenant1.total).toBe(3);
    const agent1 = await page('/sys/channel/getVestApplet', tokens.agent1);
    expect(agent1.records.map((r) => r.vestName).sort()).toEqual(['易租优品', '易租数码·信用租'].sort());
    expect(agent1.records.every((r) => r.channelName === CHANNELS.agent1 && r.appletName)).toBe(true);
    const tenant2 = await page('/sys/channel/getVestApplet', tokens.tenant2);
    expect(tenant2.records.every((r) => r.channelId === ids.agent2 || r.channelId === ids.signed1002)).toBe(true);

    const alipay = tenant1.records.find((r) => r.vestName === '租享生活')?.appletId as string;
    const wearers = (token: string) =>
      call(server, { url: '/sys/channel/getVestChannel', token, query: { appletId: alipay } }).then((r) =>
        resultOf<{ channelName: string }[]>(r).map((c) => c.channelName),
      );
    expect((await wearers(tokens.tenant1)).sort()).toEqual([CHANNELS.agent1, CHANNELS.review1001].sort());
    expect(await wearers(tokens.agent1)).toEqual([CHANNELS.agent1]);
    expect(await wearers(tokens.tenant2)).toEqual([]);
  });
});

describe('channel defaults', () => {
  it('answers the default channel, shop and tenant of the caller', async () => {
    const get = async (url: string, token: string, query: Record<string, string> = {}) =>
      resultOf<Record<string, unknown>>(await call(server, { url, token, query }));
    expect((await get('/sys/channel/getChannelDefault', tokens.tenant1))?.id).toBe(ids.agent1);
    expect((await get('/sys/channel/getChannelDefault', tokens.agent2))?.id).toBe(ids.agent2);
    expect((await get('/sys/channel/getChannelDefault', tokens.agent2, { channelId: ids.agent1 }))?.id).toBe(
      ids.agent2,
    );
    expect(await get('/sys/channel/getChannelDefault', tokens.tenant2, { channelId: ids.agent1 })).toBeNull();
    expect(await get('/sys/channel/getChannelDefaultShop', tokens.tenant1)).toMatchObject({
      shopName: '华东租赁·杭州数码旗舰店',
      channelId: ids.agent1,
    });
    expect(
      await get('/sys/channel/getChannelDefaultShop', tokens.tenant1, { channelId: ids.review1001 }),
    ).toMatchObject({
      shopName: '华东租赁·上海办公设备店',
    });
    expect(await get('/sys/channel/getChannelDefaultShop', tokens.shop2)).toMatchObject({
      shopName: '华南优选·深圳数码生活馆',
    });
    expect(await get('/sys/channel/getChannelDefaultTenant', tokens.agent2)).toMatchObject({
      tenantId: 1002,
      tenantName: '华南优选商城',
      channelId: ids.agent2,
    });
  });
});

describe('updateChannel by the tenant', () => {
  const edit = (token: string, body: Record<string, unknown>) =>
    call(server, { method: 'PUT', url: '/sys/channel/updateChannel', token, body });

  it('edits a channel, moves the default and checks every field', async () => {
    const shop = await shopId(server, '华东租赁·南京母婴租赁馆');
    const done = await edit(tokens.tenant1, {
      id: ids.review1001,
      code: 'NBZX-02',
      commissionRate: '7.25',
      defaultShopId: shop,
      isDefault: 1,
    });
    expect(done.body.message).toBe('编辑成功!');
    const rows = await server.db.query<{ id: string; is_default: number; commission_rate: string }>(
      'SELECT id, is_default, commission_rate FROM sys_channel WHERE tenant_id = 1001 ORDER BY id',
    );
    expect(rows.find((r) => r.id === ids.review1001)).toMatchObject({ is_default: 1 });
    expect(Number(rows.find((r) => r.id === ids.review1001)?.commission_rate)).toBe(7.25);
    expect(rows.find((r) => r.id === ids.agent1)).toMatchObject({ is_default: 0 });

    expectRefused(await edit(tokens.tenant1, { id: ids.review1001, code: 'HZYZ01' }), '渠道编码已存在');
    expectRefused(
      await edit(tokens.tenant1, { id: ids.review1001, code: "x' OR 1=1" }),
      '渠道编码只能包含字母、数字、下划线和中划线，最长32位',
    );
    expectRefused(
      await edit(tokens.tenant1, { id: ids.review1001, commissionRate: 100.5 }),
      '佣金比例须为0到100之间的数字，最多两位小数',
    );
    expectRefused(
      await edit(tokens.tenant1, { id: ids.review1001, commissionRate: '1.234' }),
      '佣金比例须为0到100之间的数字，最多两位小数',
    );
    const foreignShop = await shopId(server, '华南优选·深圳数码生活馆');
    expectRefused(await edit(tokens.tenant1, { id: ids.review1001, defaultShopId: foreignShop }), '店铺不存在');
    expectRefused(await edit(tokens.tenant1, { id: ids.review1001, name: ' ' }), '请输入渠道名称（不超过100个字符）');
    expectRefused(await edit(tokens.tenant1, { id: "' OR 1=1 --", name: '改名' }), '未找到对应数据');
  });
});
