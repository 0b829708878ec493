import { describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import { bindingOf, call, count, type DemoUser, resultOf, rowWhere, withDemoServer } from '../business-test-kit';

let server: TestServer;
let tokens: Record<DemoUser, string>;

withDemoServer((started, issued) => {
  server = started;
  tokens = issued;
});

describe('dashboard', () => {
  interface Home {
    totalOrders: number;
    totalGmv: number;
    overdueOrders: number;
    overdueAmount: number;
    userCount: number;
    todayOrders: number;
  }

  it('computes the headline figures of each scope from the real tables', async () => {
    // An order placed now: today has one even when the run's seed was made before midnight.
    const shopId = (await bindingOf(server, 'shop1')).shopId;
    const product = await rowWhere<{ id: string }>(
      server,
      'SELECT id FROM bus_product WHERE shop_id = $1 AND del_flag = 0 AND product_type IN (1, 3) ORDER BY product_name LIMIT 1',
      [shopId],
    );
    const order = { shopId, productId: product.id, orderType: 1, userName: '今日客户', userPhone: '13812345678' };
    const body = { ...order, totalAmount: '99' };
    resultOf(await call(server, { method: 'POST', url: '/business/order/add', token: tokens.tenant1, body }));
    const get = async (token: string) => resultOf<Home>(await call(server, { url: '/sys/home/getHomeInfo', token }));
    const tenant = await get(tokens.tenant1);
    const figures = await rowWhere<{ n: number; gmv: string; overdue: number; today: number }>(
      server,
      `SELECT count(*)::int AS n, sum(total_amount) FILTER (WHERE status NOT IN (1, 10, 13)) AS gmv,
              count(*) FILTER (WHERE overdue_flag = 1)::int AS overdue,
              count(*) FILTER (WHERE (create_time AT TIME ZONE 'Asia/Shanghai')::date = (now() AT TIME ZONE 'Asia/Shanghai')::date)::int AS today
         FROM bus_order WHERE tenant_id = 1001`,
    );
    expect(tenant).toMatchObject({
      totalOrders: figures.n,
      overdueOrders: figures.overdue,
      todayOrders: figures.today,
    });
    expect(Math.round(tenant.totalGmv * 100)).toBe(Math.round(Number(figures.gmv) * 100));
    expect(tenant.todayOrders).toBeGreaterThan(0);
    const overdue = await rowWhere<{ amount: string }>(
      server,
      'SELECT sum(amount - paid_amount - waived_amount) AS amount FROM bus_order_stage WHERE tenant_id = 1001 AND status = 2',
    );
    expect(Math.round(tenant.overdueAmount * 100)).toBe(Math.round(Number(overdue.amount) * 100));
    expect(tenant.userCount).toBe(await count(server, 'lite_user WHERE tenant_id = 1001'));

    const shop = await bindingOf(server, 'shop1');
    expect((await get(tokens.shop1)).totalOrders).toBe(
      await count(server, 'bus_order WHERE shop_id = $1', [shop.shopId]),
    );
    const channel = await bindingOf(server, 'agent1');
    const agent = await get(tokens.agent1);
    expect(agent.totalOrders).toBe(await count(server, 'bus_order WHERE channel_id = $1', [channel.channelId]));
    expect(agent.userCount).toBe(await count(server, 'lite_user WHERE channel_id = $1', [channel.channelId]));
    expect((await get(tokens.tenant2)).totalOrders).toBe(await count(server, 'bus_order WHERE tenant_id = 1002'));
  });

  it('draws 7 or 30 day series with top shops and channels of the scope', async () => {
    const info = resultOf<{
      series: { orderCount: number }[];
      topShops: { shopId: string }[];
      topChannels: { channelId: string }[];
      statusDistribution: { status_dictText: string; count: number }[];
    }>(await call(server, { url: '/sys/home/queryHomeInfo', token: tokens.tenant1, query: { days: 30 } }));
    expect(info.series).toHaveLength(30);
    const recent = await count(
      server,
      `bus_order WHERE tenant_id = 1001 AND (create_time AT TIME ZONE 'Asia/Shanghai')::date > (now() AT TIME ZONE 'Asia/Shanghai')::date - 30`,
    );
    expect(info.series.reduce((sum, p) => sum + p.orderCount, 0)).toBe(recent);
    expect(info.statusDistribution.reduce((sum, s) => sum + s.count, 0)).toBe(recent);
    expect(info.topShops.length).toBeGreaterThan(1);
    const week = resultOf<{ series: unknown[] }>(
      await call(server, { url: '/sys/home/queryHomeInfo', token: tokens.tenant1 }),
    );
    expect(week.series).toHaveLength(7);

    const shop = await bindingOf(server, 'shop1');
    const shopInfo = resultOf<{ topShops: { shopId: string }[] }>(
      await call(server, { url: '/sys/home/queryHomeInfo', token: tokens.shop1, query: { days: 30 } }),
    );
    expect(shopInfo.topShops.map((s) => s.shopId)).toEqual([shop.shopId]);
    const channel = await bindingOf(server, 'agent1');
    const agentInfo = resultOf<{ topChannels: { channelId: string }[]; topShops: unknown[] }>(
      await call(server, { url: '/sys/home/queryHomeInfo', token: tokens.agent1, query: { days: 30 } }),
    );
    expect(agentInfo.topChannels.every((c) => c.channelId === channel.channelId)).toBe(true);
  });

  it('shows a partner only their own channel', async () => {
    const all = resultOf<{ channels: { channelId: string; orderCount: number }[] }>(
      await call(server, { url: '/sys/home/getChannelInfo', token: tokens.tenant1 }),
    );
    expect(all.channels).toHaveLength(await count(server, 'sys_channel WHERE tenant_id = 1001'));
    const channel = await bindingOf(server, 'agent1');
    const own = resultOf<{
      channels: { channelId: string; orderCount: number; commission: number }[];
      series: unknown[];
    }>(await call(server, { url: '/sys/home/getChannelInfo', token: tokens.agent1 }));
    expect(own.channels.map((c) => c.channelId)).toEqual([channel.channelId]);
    expect(own.channels[0]?.orderCount).toBe(
      await count(server, 'bus_order WHERE channel_id = $1', [channel.channelId]),
    );
    expect(own.series).toHaveLength(30);
    const other = resultOf<{ channels: { channelId: string }[] }>(
      await call(server, { url: '/sys/home/getChannelInfo', token: tokens.agent2 }),
    );
    expect(other.channels.map((c) => c.channelId)).toEqual([(await bindingOf(server, 'agent2')).channelId]);
  });
});
