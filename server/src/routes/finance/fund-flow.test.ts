import { describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import {
  bindingOf,
  call,
  count,
  type DemoUser,
  expectNoPermission,
  expectRefused,
  type PageResult,
  resultOf,
  rowWhere,
  withDemoServer,
} from '../business-test-kit';

let server: TestServer;
let tokens: Record<DemoUser, string>;

withDemoServer((started, issued) => {
  server = started;
  tokens = issued;
});

const post = (url: string, token: string, body: Record<string, unknown>) =>
  call(server, { method: 'POST', url, token, body });

const cents = (value: unknown) => Math.round(Number(value) * 100);

describe('shop account and withdrawals', () => {
  const account = (token: string, body: Record<string, unknown> = {}) =>
    post('/shopFundFlow/getShopAccountInfo', token, body);
  interface Account {
    shopId: string;
    balance: number;
    frozenAmount: number;
    withdrawableAmount: number;
    withdrawFrequency: number;
  }

  it('computes balance, frozen and withdrawable from the flow rows', async () => {
    const shop = await bindingOf(server, 'shop2');
    const info = resultOf<Account>(await account(tokens.shop2, { shopId: 'ignored-for-shop-users' }));
    const sums = await rowWhere<{ balance: string; frozen: string }>(
      server,
      `SELECT sum(amount) AS balance, COALESCE(sum(amount) FILTER (WHERE amount > 0 AND unfreeze_time > now()), 0) AS frozen
         FROM bus_shop_fund_flow WHERE shop_id = $1`,
      [shop.shopId],
    );
    expect(info.shopId).toBe(shop.shopId);
    expect(cents(info.balance)).toBe(cents(sums.balance));
    expect(cents(info.frozenAmount)).toBe(cents(sums.frozen));
    expect(cents(info.withdrawableAmount)).toBe(Math.max(0, cents(sums.balance) - cents(sums.frozen)));
    expect(info.withdrawableAmount).toBeGreaterThan(0);
    expectRefused(await account(tokens.tenant2), '请选择店铺');
    expectRefused(await account(tokens.tenant1, { shopId: shop.shopId }), '未找到对应数据');
    expect(resultOf<Account>(await account(tokens.tenant2, { shopId: shop.shopId })).balance).toBe(info.balance);
    expectNoPermission(await account(tokens.agent2));
  });

  it('withdraws within what is withdrawable, two decimals, once per frequency', async () => {
    const shop = await bindingOf(server, 'shop2');
    const before = resultOf<Account>(await account(tokens.shop2));
    const withdraw = (amount: unknown) => post('/shopFundFlow/withDraw', tokens.shop2, { amount, remark: '月度提现' });
    expectRefused(await withdraw('0'), '提现金额必须大于0');
    expectRefused(await withdraw('1.001'), '提现金额最多保留两位小数');
    expectRefused(await withdraw('ten'), '提现金额必须是数字');
    const tooMuch = ((cents(before.withdrawableAmount) + 1) / 100).toFixed(2);
    expectRefused(await withdraw(tooMuch), `提现金额不能超过可提现金额${before.withdrawableAmount.toFixed(2)}元`);
    const flows = await count(server, 'bus_shop_fund_flow WHERE shop_id = $1', [shop.shopId]);

    const done = await withdraw('100.50');
    expect(done.body.message).toBe('提现申请已提交，请等待审核');
    const result = done.body.result as { id: string; balance: number };
    expect(
      await rowWhere(server, 'SELECT amount, status, create_by FROM bus_shop_withdraw WHERE id = $1', [result.id]),
    ).toEqual({
      amount: '100.50',
      status: 0,
      create_by: 'shop2',
    });
    expect(await count(server, 'bus_shop_fund_flow WHERE shop_id = $1', [shop.shopId])).toBe(flows + 1);
    const flow = await rowWhere<{ amount: string; flow_type: number; balance_after: string }>(
      server,
      'SELECT amount, flow_type, balance_after FROM bus_shop_fund_flow WHERE withdraw_id = $1',
      [result.id],
    );
    expect(flow).toMatchObject({ amount: '-100.50', flow_type: 2 });
    expect(cents(flow.balance_after)).toBe(cents(before.balance) - 10050);
    const after = resultOf<Account>(await account(tokens.shop2));
    expect(cents(after.balance)).toBe(cents(before.balance) - 10050);
    expect(cents(after.withdrawableAmount)).toBe(cents(before.withdrawableAmount) - 10050);

    const again = await withdraw('1');
    expect(again.body.success).toBe(false);
    expect(again.body.message).toMatch(/^提现过于频繁，当前提现频率为周结，请于\d{4}-\d{2}-\d{2}后再申请$/);
    expect(await count(server, 'bus_shop_fund_flow WHERE shop_id = $1', [shop.shopId])).toBe(flows + 1);
  });

  it('updates the withdrawal frequency among T+1, weekly and monthly', async () => {
    const shop = await bindingOf(server, 'shop2');
    expectRefused(
      await post('/shopFundFlow/updateFrequency', tokens.shop2, { withdrawFrequency: 3 }),
      '提现频率只能是T+1、周结或月结',
    );
    expectRefused(
      await post('/shopFundFlow/updateFrequency', tokens.shop2, { withdrawFrequency: "1' OR 1=1" }),
      '提现频率只能是T+1、周结或月结',
    );
    const res = await post('/shopFundFlow/updateFrequency', tokens.shop2, { withdrawFrequency: 30 });
    expect(res.body.message).toBe('提现频率已修改为月结');
    expect(
      await rowWhere(server, 'SELECT withdraw_frequency FROM bus_shop_account WHERE shop_id = $1', [shop.shopId]),
    ).toEqual({
      withdraw_frequency: 30,
    });
    expect(resultOf<Account>(await account(tokens.shop2)).withdrawFrequency).toBe(30);
  });

  it('lists the fund flow and withdrawals of the caller’s shop only', async () => {
    const shop = await bindingOf(server, 'shop1');
    const page = resultOf<PageResult>(
      await call(server, { url: '/shopFundFlow/list', token: tokens.shop1, query: { pageSize: 1000 } }),
    );
    expect(page.total).toBe(await count(server, 'bus_shop_fund_flow WHERE shop_id = $1', [shop.shopId]));
    expect(page.records.every((r) => r.shopId === shop.shopId)).toBe(true);
    expect(page.records[0]).toMatchObject({ flowType_dictText: expect.any(String) });
    const incomes = resultOf<PageResult>(
      await call(server, { url: '/shopFundFlow/list', token: tokens.shop1, query: { flowType: 1, pageSize: 1000 } }),
    );
    expect(incomes.records.every((r) => r.flowType === 1 && Number(r.amount) > 0)).toBe(true);
    const tenantAll = resultOf<PageResult>(await call(server, { url: '/shopFundFlow/list', token: tokens.tenant1 }));
    expect(tenantAll.total).toBe(await count(server, 'bus_shop_fund_flow WHERE tenant_id = 1001'));

    const withdrawal = await rowWhere<{ id: string }>(
      server,
      'SELECT id FROM bus_shop_fund_flow WHERE shop_id = $1 AND withdraw_id IS NOT NULL LIMIT 1',
      [shop.shopId],
    );
    const detail = resultOf<{ id: string; withdraw: { withdrawNo: string; status_dictText: string } }>(
      await post('/shopFundFlow/getById', tokens.shop1, { id: withdrawal.id }),
    );
    expect(detail.withdraw.withdrawNo).toMatch(/^TX\d+/);
    expect(detail.withdraw.status_dictText).toBeTruthy();
    const foreign = await rowWhere<{ id: string }>(
      server,
      'SELECT id FROM bus_shop_fund_flow WHERE shop_id <> $1 LIMIT 1',
      [shop.shopId],
    );
    expectRefused(await post('/shopFundFlow/getById', tokens.shop1, { id: foreign.id }), '未找到对应数据');
    expectNoPermission(await post('/shopFundFlow/getById', tokens.agent1, { id: foreign.id }));

    const withdrawals = resultOf<PageResult>(
      await call(server, { url: '/shopFundFlow/withdrawList', token: tokens.shop1, query: { pageSize: 100 } }),
    );
    expect(withdrawals.total).toBe(await count(server, 'bus_shop_withdraw WHERE shop_id = $1', [shop.shopId]));
    expect(withdrawals.records.every((r) => r.shopId === shop.shopId)).toBe(true);
  });
});
