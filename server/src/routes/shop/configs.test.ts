import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { call, expectRefused, INJECTIONS, idOf, type PageResult, resultOf, shopId } from './shop-test-kit';

let server: TestServer;
const tokens: Record<string, string> = {};
let hangzhou: string;

beforeAll(async () => {
  server = await createTestServer();
  for (const name of ['tenant1', 'tenant2', 'shop1', 'agent1']) tokens[name] = await server.tokenFor(name);
  hangzhou = await shopId(server, 1001, '杭州数码旗舰店');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const post = (url: string, token: string, body: Record<string, unknown>) =>
  call(server, { method: 'POST', url, token, body });
const page = (url: string, token: string, query: Record<string, string> = {}) =>
  call(server, { url, token, query }).then((res) => resultOf<PageResult>(res));

describe('instalment bill plans (/sagesBillConfig)', () => {
  const plan = { configName: '9期分期', stages: 9, intervalDays: 30, firstPayRatio: '0', feeRate: '3.6' };

  it('lists by scope and validates numbers with the users’ messages', async () => {
    expect((await page('/sagesBillConfig/list', tokens.tenant1 as string)).records.map((row) => row.stages)).toEqual([
      3, 6, 6, 12,
    ]);
    const own = await page('/sagesBillConfig/list', tokens.shop1 as string);
    expect(own.records.map((row) => row.configName)).toEqual(['学生专享6期']);
    expect((await page('/sagesBillConfig/list', tokens.tenant2 as string)).total).toBe(4);

    const add = (token: string, over: Record<string, unknown>) =>
      post('/sagesBillConfig/addSagesBillConfig', token, { ...plan, ...over });
    const cases: [Record<string, unknown>, string][] = [
      [{ configName: ' ' }, '请输入方案名称'],
      [{ stages: 0 }, '分期期数必须是1到36之间的整数'],
      [{ stages: '3.5' }, '分期期数必须是1到36之间的整数'],
      [{ stages: 37 }, '分期期数必须是1到36之间的整数'],
      [{ intervalDays: '' }, '请输入还款间隔天数'],
      [{ firstPayRatio: '100.01' }, '首付比例必须在0到100之间，最多两位小数'],
      [{ firstPayRatio: '-1' }, '首付比例必须在0到100之间，最多两位小数'],
      [{ feeRate: '1.234' }, '手续费率必须在0到100之间，最多两位小数'],
      [{ feeRate: "1' OR '1'='1" }, '手续费率必须在0到100之间，最多两位小数'],
      [{ status: 3 }, '请选择正确的状态'],
      [{ configName: '3期免手续费' }, '方案名称已存在'],
    ];
    for (const [over, message] of cases) expectRefused(await add(tokens.tenant1 as string, over), message);
    expectRefused(
      await add(tokens.tenant1 as string, { shopId: await shopId(server, 1002, '深圳') }),
      '店铺不存在或无权访问',
    );
  });

  it('adds (a shop user’s rows are their shop’s), edits partially and deletes unused plans, all scoped', async () => {
    const id = resultOf<string>(await post('/sagesBillConfig/addSagesBillConfig', tokens.shop1 as string, plan));
    expect(
      await server.db.one(
        'SELECT tenant_id, shop_id, fee_rate::float8 AS fee FROM bus_stages_bill_config WHERE id = $1',
        [id],
      ),
    ).toEqual({
      tenant_id: 1001,
      shop_id: hangzhou,
      fee: 3.6,
    });
    // The same name is free for the tenant's own (tenant-wide) plans.
    const tenantPlan = resultOf<string>(await post('/sagesBillConfig/add', tokens.tenant1 as string, plan));

    resultOf(await post('/sagesBillConfig/updateStagesBillConfig', tokens.shop1 as string, { id, feeRate: 2.88 }));
    const row = resultOf<Record<string, unknown>>(
      await call(server, { url: '/sagesBillConfig/queryById', token: tokens.shop1, query: { id } }),
    );
    expect(row).toMatchObject({ feeRate: 2.88, stages: 9, configName: '9期分期', status_dictText: '有效' });
    expectRefused(
      await post('/sagesBillConfig/updateStagesBillConfig', tokens.shop1 as string, { id, stages: 40 }),
      '分期期数必须是1到36之间的整数',
    );
    expectRefused(
      await post('/sagesBillConfig/updateStagesBillConfig', tokens.shop1 as string, { id: tenantPlan, feeRate: 1 }),
      '未找到对应数据',
    );
    expectRefused(
      await post('/sagesBillConfig/updateStagesBillConfig', tokens.tenant2 as string, { id, feeRate: 1 }),
      '未找到对应数据',
    );
    expectRefused(
      await call(server, { url: '/sagesBillConfig/queryById', token: tokens.tenant2, query: { id } }),
      '未找到对应数据',
    );

    const remove = (token: string, target: string) =>
      call(server, { method: 'DELETE', url: '/sagesBillConfig/delete', token, query: { id: target } });
    const used = await idOf(server, 'bus_stages_bill_config', 'config_name', '3期免手续费');
    expectRefused(await remove(tokens.tenant1 as string, used), '该分期方案已被商品使用，无法删除');
    expectRefused(await remove(tokens.shop1 as string, tenantPlan), '未找到对应数据');
    expectRefused(await remove(tokens.tenant2 as string, id), '未找到对应数据');
    resultOf(await remove(tokens.shop1 as string, id));
    expect(await server.db.one('SELECT 1 AS x FROM bus_stages_bill_config WHERE id = $1', [id])).toBeUndefined();
  });

  it('refuses injection in list filters and field names', async () => {
    for (const injection of INJECTIONS) {
      expect((await page('/sagesBillConfig/list', tokens.tenant1 as string, { configName: injection })).total).toBe(0);
    }
    const res = await call(server, {
      url: '/sagesBillConfig/list',
      token: tokens.tenant1,
      query: {
        superQueryParams: JSON.stringify([
          { field: 'fee_rate; DELETE FROM bus_stages_bill_config', rule: 'eq', val: 1 },
        ]),
      },
    });
    expect(res.body.success).toBe(false);
    expect(res.body.message).toContain('不支持的查询字段');
    expect((await page('/sagesBillConfig/list', tokens.tenant1 as string)).total).toBe(5);
  });
});

describe('order commission (/orderCommissionConfig)', () => {
  it('needs the ratio or the amount its type names; edits switch cleanly; scoped', async () => {
    const add = (token: string, body: Record<string, unknown>) => post('/orderCommissionConfig/add', token, body);
    const base = { configName: '渠道推广佣金', orderType: 1, commissionType: 1, commissionRatio: '4.5' };
    expectRefused(await add(tokens.tenant1 as string, { ...base, commissionRatio: '' }), '请输入佣金比例');
    expectRefused(
      await add(tokens.tenant1 as string, { ...base, commissionRatio: 101 }),
      '佣金比例必须在0到100之间，最多两位小数',
    );
    expectRefused(await add(tokens.tenant1 as string, { ...base, commissionType: 2 }), '请输入佣金金额');
    expectRefused(
      await add(tokens.tenant1 as string, { ...base, commissionType: 2, commissionAmount: '0' }),
      '佣金金额必须大于0',
    );
    expectRefused(
      await add(tokens.tenant1 as string, { ...base, minOrderAmount: '1.001' }),
      '最低订单金额必须是不小于0的金额，最多两位小数',
    );
    expectRefused(await add(tokens.tenant1 as string, { ...base, orderType: 3 }), '请选择正确的订单类型');
    expectRefused(await add(tokens.tenant1 as string, { ...base, configName: '租赁订单默认佣金' }), '配置名称已存在');

    const id = resultOf<string>(await add(tokens.tenant1 as string, base));
    resultOf(
      await post('/orderCommissionConfig/edit', tokens.tenant1 as string, {
        id,
        commissionType: 2,
        commissionAmount: '88.80',
      }),
    );
    const row = resultOf<Record<string, unknown>>(
      await call(server, { url: '/orderCommissionConfig/queryById', token: tokens.tenant1, query: { id } }),
    );
    expect(row).toMatchObject({
      commissionType: 2,
      commissionAmount: 88.8,
      commissionRatio: null,
      orderType_dictText: '租赁订单',
    });

    const own = await page('/orderCommissionConfig/list', tokens.shop1 as string);
    expect(own.records.map((record) => record.configName)).toEqual(['旗舰店租赁推广佣金']);
    expectRefused(
      await post('/orderCommissionConfig/edit', tokens.shop1 as string, { id, commissionAmount: 1 }),
      '未找到对应数据',
    );
    expectRefused(
      await post('/orderCommissionConfig/edit', tokens.tenant2 as string, { id, commissionAmount: 1 }),
      '未找到对应数据',
    );
    expect((await page('/orderCommissionConfig/list', tokens.tenant2 as string)).total).toBe(2);
  });
});

describe('empowerment prices (/empowerPriceConfig)', () => {
  it('are set by the tenant; shop users read only their shop’s rows', async () => {
    const add = (token: string, body: Record<string, unknown>) => post('/empowerPriceConfig/add', token, body);
    expect((await page('/empowerPriceConfig/list', tokens.tenant1 as string)).total).toBe(4);
    expect((await page('/empowerPriceConfig/list', tokens.shop1 as string)).total).toBe(0);
    expectRefused(
      await add(tokens.tenant1 as string, { serviceName: '风控查询', serviceType: 1, price: '2' }),
      '该服务类型已配置价格',
    );
    expectRefused(
      await add(tokens.tenant1 as string, { serviceName: '风控查询', serviceType: 1, price: '-5', shopId: hangzhou }),
      '服务价格必须是不小于0的金额，最多两位小数',
    );
    expectRefused(
      await add(tokens.tenant1 as string, { serviceName: '风控查询', serviceType: 9, price: '1' }),
      '请选择正确的服务类型',
    );
    const denied = await add(tokens.shop1 as string, { serviceName: '风控查询', serviceType: 1, price: '0.5' });
    expect(denied.body.code).toBe(510);

    const id = resultOf<string>(
      await add(tokens.tenant1 as string, {
        serviceName: '旗舰店风控查询',
        serviceType: 1,
        price: '1.80',
        shopId: hangzhou,
        freeQuota: 300,
      }),
    );
    const own = await page('/empowerPriceConfig/list', tokens.shop1 as string);
    expect(own.records.map((record) => [record.id, record.price])).toEqual([[id, 1.8]]);
    expect((await post('/empowerPriceConfig/edit', tokens.shop1 as string, { id, price: '0.01' })).body.code).toBe(510);
    expect(
      (await call(server, { method: 'DELETE', url: '/empowerPriceConfig/delete', token: tokens.shop1, query: { id } }))
        .body.code,
    ).toBe(510);
    resultOf(await post('/empowerPriceConfig/edit', tokens.tenant1 as string, { id, price: '1.50' }));
    expect(
      Number(
        (await server.db.one<{ p: string }>('SELECT price AS p FROM bus_empower_price_config WHERE id = $1', [id]))?.p,
      ),
    ).toBe(1.5);
    expect((await call(server, { url: '/empowerPriceConfig/list', token: tokens.agent1 })).body.code).toBe(510);
  });
});

describe('product commission (/productCommission)', () => {
  it('one row per visible product; ratios add up to at most 100', async () => {
    const add = (token: string, body: Record<string, unknown>) => post('/productCommission/add', token, body);
    expect((await page('/productCommission/list', tokens.tenant1 as string)).total).toBe(3);
    const own = await page('/productCommission/list', tokens.shop1 as string);
    expect(own.total).toBe(2);
    expect(own.records.every((record) => record.shopId === hangzhou)).toBe(true);

    const iphone = await idOf(server, 'bus_product', 'product_name', 'iPhone 16 Pro Max');
    const mate = await idOf(server, 'bus_product', 'product_name', 'Mate 70');
    const office = await idOf(server, 'bus_product', 'product_name', 'ThinkPad');
    expectRefused(await add(tokens.shop1 as string, { commissionType: 1, firstRatio: 3 }), '请选择商品');
    expectRefused(
      await add(tokens.shop1 as string, { productId: iphone, commissionType: 1, firstRatio: 3 }),
      '该商品已配置佣金',
    );
    expectRefused(
      await add(tokens.shop1 as string, { productId: office, commissionType: 1, firstRatio: 3 }),
      '商品不存在或无权访问',
    );
    expectRefused(
      await add(tokens.tenant2 as string, { productId: mate, commissionType: 1, firstRatio: 3 }),
      '商品不存在或无权访问',
    );
    expectRefused(
      await add(tokens.shop1 as string, { productId: mate, commissionType: 1, firstRatio: 60, secondRatio: 41 }),
      '佣金比例合计不能超过100',
    );
    expectRefused(
      await add(tokens.shop1 as string, { productId: mate, commissionType: 2, commissionAmount: '12.345' }),
      '佣金金额必须是不小于0的金额，最多两位小数',
    );

    const id = resultOf<string>(
      await add(tokens.shop1 as string, { productId: mate, commissionType: 1, firstRatio: '4', secondRatio: '1.5' }),
    );
    expect(await server.db.one('SELECT shop_id, tenant_id FROM bus_product_commission WHERE id = $1', [id])).toEqual({
      shop_id: hangzhou,
      tenant_id: 1001,
    });
    expectRefused(
      await post('/productCommission/edit', tokens.shop1 as string, { id, secondRatio: 97 }),
      '佣金比例合计不能超过100',
    );
    resultOf(await post('/productCommission/edit', tokens.shop1 as string, { id, secondRatio: 2 }));
    expectRefused(
      await post('/productCommission/edit', tokens.tenant2 as string, { id, secondRatio: 2 }),
      '未找到对应数据',
    );
  });
});

describe('areas (/silu/api/v1/baseAreas/getTree)', () => {
  type Area = {
    code: string;
    name: string;
    label: string;
    value: string;
    pid: string;
    level: number;
    leaf: 0 | 1;
    children?: Area[];
  };
  const tree = (token: string | undefined, query: Record<string, string> = {}) =>
    call(server, { url: '/silu/api/v1/baseAreas/getTree', token, query });

  it('gives the full GB/T 2260 tree, cut by level, or one level by parent code', async () => {
    const res = await tree(tokens.agent1);
    expect(res.raw.headers['cache-control']).toContain('max-age');
    const provinces = resultOf<Area[]>(res);
    expect(provinces).toHaveLength(31);
    const zhejiang = provinces.find((area) => area.code === '330000') as Area;
    expect(zhejiang).toMatchObject({ name: '浙江省', label: '浙江省', value: '330000', pid: '0', level: 1, leaf: 0 });
    const hangzhou = zhejiang.children?.find((area) => area.code === '330100') as Area;
    expect(hangzhou.name).toBe('杭州市');
    expect(hangzhou.children?.find((area) => area.code === '330106')).toMatchObject({
      name: '西湖区',
      leaf: 1,
      level: 3,
      pid: '330100',
    });
    const count = (areas: Area[]): number => areas.reduce((n, area) => n + 1 + count(area.children ?? []), 0);
    expect(count(provinces)).toBeGreaterThan(3000);

    const cities = resultOf<Area[]>(await tree(tokens.tenant1, { level: '2' }));
    const guangdong = cities.find((area) => area.code === '440000') as Area;
    expect(guangdong.children?.find((area) => area.code === '440300')).toMatchObject({ name: '深圳市', leaf: 1 });
    expect(guangdong.children?.every((area) => area.children === undefined)).toBe(true);

    const roots = resultOf<Area[]>(await tree(tokens.tenant1, { parentCode: '0' }));
    expect(roots).toHaveLength(31);
    expect(roots.every((area) => area.children === undefined && area.leaf === 0)).toBe(true);
    const districts = resultOf<Area[]>(await tree(tokens.tenant1, { parentCode: '440300' }));
    expect(districts.map((area) => area.name)).toContain('南山区');
    expect(resultOf<Area[]>(await tree(tokens.tenant1, { pid: '44' })).map((area) => area.name)).toContain('广州市');

    expectRefused(await tree(tokens.tenant1, { parentCode: '999999' }), '地区编码不存在');
    expectRefused(await tree(tokens.tenant1, { parentCode: "' OR 1=1 --" }), '地区编码不存在');
    expectRefused(await tree(tokens.tenant1, { level: '5' }), '地区层级只能是1到3');
    expect((await tree(undefined)).status).toBe(401);
  });
});
