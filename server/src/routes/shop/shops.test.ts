import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import {
  call,
  countOf,
  expectRefused,
  INJECTIONS,
  NO_PERMISSION,
  type PageResult,
  resultOf,
  shopId,
} from './shop-test-kit';

let server: TestServer;
const tokens: Record<string, string> = {};
let hangzhou: string; // 1001 杭州数码旗舰店 (shop1's)
let shanghai: string; // 1001 上海办公设备店
let shenzhen: string; // 1002 深圳数码生活馆 (shop2's)

beforeAll(async () => {
  server = await createTestServer();
  for (const name of ['admin', 'tenant1', 'tenant2', 'shop1', 'shop2', 'agent1', 'limingxuan']) {
    tokens[name] = await server.tokenFor(name);
  }
  hangzhou = await shopId(server, 1001, '杭州数码旗舰店');
  shanghai = await shopId(server, 1001, '上海办公设备店');
  shenzhen = await shopId(server, 1002, '深圳数码生活馆');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

type Shop = { id: string; name: string; tenantId: number; tenantName: string; rentOrPurchase_dictText: string };

describe('shops', () => {
  it('getByTenantIds lists the caller tenant’s shops; a shop user only theirs; tenantIds only narrows', async () => {
    const get = (token: string, query?: Record<string, string>) =>
      call(server, { url: '/business/shop/getByTenantIds', token, query });
    const tenant = resultOf<Shop[]>(await get(tokens.tenant1 as string));
    expect(tenant.map((shop) => shop.name).sort()).toEqual(
      ['华东租赁·杭州数码旗舰店', '华东租赁·上海办公设备店', '华东租赁·南京母婴租赁馆'].sort(),
    );
    expect(tenant.find((shop) => shop.id === hangzhou)).toMatchObject({
      tenantId: 1001,
      tenantName: '华东租赁有限公司',
      rentOrPurchase_dictText: '租赁',
    });
    // Naming another tenant gives nothing more (nor an error), naming its own narrows to it.
    expect(resultOf<Shop[]>(await get(tokens.tenant1 as string, { tenantIds: '1002' }))).toEqual([]);
    expect(resultOf<Shop[]>(await get(tokens.tenant1 as string, { tenantIds: '1001,1002' }))).toHaveLength(3);
    const shop = resultOf<Shop[]>(await get(tokens.shop1 as string, { tenantIds: '1001' }));
    expect(shop.map((row) => row.id)).toEqual([hangzhou]);
    // The platform administrator may name any tenant it belongs to.
    const both = resultOf<Shop[]>(await get(tokens.admin as string, { tenantIds: '1001,1002' }));
    expect(new Set(both.map((row) => row.tenantId))).toEqual(new Set([1001, 1002]));
    expect(both).toHaveLength(5);
    expect(resultOf<Shop[]>(await get(tokens.admin as string, { tenantIds: '99999' }))).toEqual([]);
    for (const injection of INJECTIONS) {
      expect(resultOf<Shop[]>(await get(tokens.tenant1 as string, { tenantIds: injection }))).toEqual([]);
    }
    const agent = await get(tokens.agent1 as string);
    expect(agent.body.code).toBe(510);
    expect(agent.body.message).toBe(NO_PERMISSION);
  });

  it('selectBusShopInfo shows one visible shop with its counts; other shops look missing', async () => {
    const info = (token: string, id: string) =>
      call(server, { url: '/business/shop/selectBusShopInfo', token, query: { shopId: id } });
    const own = resultOf<Record<string, unknown>>(await info(tokens.shop1 as string, hangzhou));
    expect(own).toMatchObject({
      id: hangzhou,
      contactName: '林晓峰',
      tenantName: '华东租赁有限公司',
      productCount: 8,
      onSaleCount: 5,
    });
    // A shop user without a shopId gets their own shop.
    const implicit = await call(server, { url: '/business/shop/selectBusShopInfo', token: tokens.shop1 });
    expect(resultOf<{ id: string }>(implicit).id).toBe(hangzhou);
    expectRefused(await info(tokens.shop1 as string, shanghai), '店铺不存在或无权访问');
    expectRefused(await info(tokens.tenant2 as string, hangzhou), '店铺不存在或无权访问');
    expectRefused(await info(tokens.tenant1 as string, "' OR 1=1 --"), '店铺不存在或无权访问');
    expect(resultOf<{ name: string }>(await info(tokens.tenant1 as string, shanghai)).name).toBe(
      '华东租赁·上海办公设备店',
    );
  });

  it('addShop: the tenant adds a shop with validated name and business mode; shop users may not', async () => {
    const add = (token: string, body: Record<string, unknown>) =>
      call(server, { method: 'POST', url: '/business/shop/addShop', token, body });
    expectRefused(await add(tokens.tenant1 as string, { rentOrPurchase: 1 }), '请输入店铺名称');
    expectRefused(await add(tokens.tenant1 as string, { name: '宁波店' }), '请选择经营方式');
    expectRefused(await add(tokens.tenant1 as string, { name: '宁波店', rentOrPurchase: 9 }), '请选择正确的经营方式');
    expectRefused(
      await add(tokens.tenant1 as string, { name: 'x'.repeat(51), rentOrPurchase: 1 }),
      '店铺名称不能超过50个字符',
    );
    expectRefused(
      await add(tokens.tenant1 as string, { name: '华东租赁·上海办公设备店', rentOrPurchase: 1 }),
      '店铺名称已存在',
    );
    expectRefused(
      await add(tokens.tenant1 as string, { name: '宁波店', rentOrPurchase: 1, contactPhone: '12345' }),
      '请输入正确的联系电话',
    );
    const before = await countOf(server, 'sys_shop');
    const denied = await add(tokens.shop1 as string, { name: '店员私开店', rentOrPurchase: 1 });
    expect(denied.body.code).toBe(510);
    expect(await countOf(server, 'sys_shop')).toBe(before);

    const created = await add(tokens.tenant1 as string, {
      name: '华东租赁·宁波数码体验店',
      rentOrPurchase: '3',
      contactPhone: '0574-87001234',
      tenantId: 1002,
      id: 'forged-id',
    });
    expect(created.body.message).toBe('添加成功！');
    const id = resultOf<string>(created);
    expect(await server.db.one('SELECT tenant_id, rent_or_purchase, status FROM sys_shop WHERE id = $1', [id])).toEqual(
      {
        tenant_id: 1001,
        rent_or_purchase: 3,
        status: 1,
      },
    );
    // The same name is free in another tenant.
    resultOf(await add(tokens.tenant2 as string, { name: '华东租赁·宁波数码体验店', rentOrPurchase: 2 }));
  });

  it('edit: the shop user edits their shop’s details, never its business mode or another shop', async () => {
    const edit = (token: string, body: Record<string, unknown>) =>
      call(server, { method: 'PUT', url: '/business/shop/edit', token, body });
    resultOf(await edit(tokens.shop1 as string, { id: hangzhou, contactName: '林晓峰（店长）' }));
    expect((await server.db.one('SELECT contact_name FROM sys_shop WHERE id = $1', [hangzhou]))?.contact_name).toBe(
      '林晓峰（店长）',
    );
    expect((await edit(tokens.shop1 as string, { id: hangzhou, rentOrPurchase: 2 })).body.code).toBe(510);
    expectRefused(await edit(tokens.shop1 as string, { id: shanghai, contactName: '越权' }), '店铺不存在或无权访问');
    expectRefused(await edit(tokens.tenant2 as string, { id: hangzhou, contactName: '越权' }), '店铺不存在或无权访问');
    resultOf(await edit(tokens.tenant1 as string, { id: shanghai, rentOrPurchase: 3, status: 1 }));
    const page = resultOf<PageResult>(
      await call(server, { url: '/business/shop/list', token: tokens.tenant1, query: { name: '*上海*' } }),
    );
    expect(page.records.map((row) => row.id)).toEqual([shanghai]);
  });
});

describe('shop services', () => {
  const list = (token: string, query: Record<string, string> = {}) =>
    call(server, { url: '/sys/shop/getShopService', token, query });

  it('lists a shop’s services in order; a shop user sees only their shop’s', async () => {
    const own = resultOf<PageResult>(await list(tokens.shop1 as string));
    expect(own.records.map((row) => row.serviceName)).toEqual([
      '信用免押',
      '顺丰包邮',
      '随租随还',
      '到期可买断',
      '正品保障',
    ]);
    expect(own.records.every((row) => row.shopId === hangzhou)).toBe(true);
    expectRefused(await list(tokens.shop1 as string, { shopId: shanghai }), '店铺不存在或无权访问');
    const shanghaiRows = resultOf<PageResult>(await list(tokens.tenant1 as string, { shopId: shanghai }));
    expect(shanghaiRows.records.map((row) => row.serviceName)).toContain('上门安装');
    const all = resultOf<PageResult>(await list(tokens.tenant1 as string, { pageSize: '100' }));
    expect(all.total).toBe(13);
    expect(resultOf<PageResult>(await list(tokens.tenant2 as string, { serviceName: '*免押*' })).total).toBe(0);
    expect(resultOf<PageResult>(await list(tokens.tenant1 as string, { serviceName: "*' OR 1=1 --*" })).total).toBe(0);
    expect((await list(tokens.agent1 as string)).body.code).toBe(510);
  });

  it('adds, updates and deletes a service, validated and scoped', async () => {
    const add = (token: string, body: Record<string, unknown>) =>
      call(server, { method: 'POST', url: '/sys/shop/addShopService', token, body });
    expectRefused(await add(tokens.shop1 as string, { description: '无名' }), '请输入服务名称');
    expectRefused(await add(tokens.shop1 as string, { serviceName: '信用免押' }), '该店铺已存在同名服务');
    expectRefused(await add(tokens.tenant1 as string, { serviceName: '上门取件' }), '请选择店铺');
    expectRefused(
      await add(tokens.tenant1 as string, { serviceName: '上门取件', shopId: shenzhen }),
      '店铺不存在或无权访问',
    );
    expectRefused(
      await add(tokens.shop1 as string, { serviceName: '上门取件', sort: -1 }),
      '排序必须是0到9999之间的整数',
    );
    // A shop user's shopId is always their own, whatever the body says.
    const id = resultOf<string>(
      await add(tokens.shop1 as string, {
        serviceName: '上门取件',
        description: '杭州主城区免费上门取件',
        shopId: shanghai,
        sort: 6,
      }),
    );
    expect((await server.db.one('SELECT shop_id FROM bus_shop_service WHERE id = $1', [id]))?.shop_id).toBe(hangzhou);

    const update = (token: string, body: Record<string, unknown>) =>
      call(server, { method: 'POST', url: '/sys/shop/updateShopService', token, body });
    expectRefused(await update(tokens.shop1 as string, { id, serviceName: '顺丰包邮' }), '该店铺已存在同名服务');
    expectRefused(await update(tokens.tenant2 as string, { id, serviceName: '越权修改' }), '未找到对应数据');
    resultOf(await update(tokens.shop1 as string, { id, serviceName: '上门取件服务', status: 0 }));
    const shanghaiService = (
      await server.db.one<{ id: string }>('SELECT id FROM bus_shop_service WHERE shop_id = $1 LIMIT 1', [shanghai])
    )?.id as string;
    expectRefused(await update(tokens.shop1 as string, { id: shanghaiService, serviceName: '越权' }), '未找到对应数据');

    const remove = (token: string, id: string) =>
      call(server, { url: '/sys/shop/deleteShopService', token, query: { id } });
    expectRefused(await remove(tokens.shop1 as string, shanghaiService), '未找到对应数据');
    expectRefused(await remove(tokens.shop1 as string, "' OR 1=1 --"), '未找到对应数据');
    expect(await server.db.one('SELECT 1 AS x FROM bus_shop_service WHERE id = $1', [shanghaiService])).toBeDefined();
    expect((await remove(tokens.shop1 as string, id)).body.message).toBe('删除成功!');
    expect(await server.db.one('SELECT 1 AS x FROM bus_shop_service WHERE id = $1', [id])).toBeUndefined();
  });
});

describe('shop additional information', () => {
  const select = (token: string, body: Record<string, unknown>) =>
    call(server, { method: 'POST', url: '/business/shopAdditiona/selectShopAdditional', token, body });
  const save = (token: string, body: Record<string, unknown>) =>
    call(server, { method: 'POST', url: '/business/shopAdditiona/saveOrUpdateShopAddition', token, body });

  it('reads and saves one shop’s information with area names from the data set', async () => {
    const own = resultOf<Record<string, unknown>>(await select(tokens.shop1 as string, {}));
    expect(own).toMatchObject({
      shopId: hangzhou,
      companyName: '杭州华东数码租赁有限公司',
      provinceName: '浙江省',
      cityName: '杭州市',
      districtName: '西湖区',
      settleCycle_dictText: '周结',
    });
    expectRefused(await select(tokens.shop1 as string, { shopId: shanghai }), '店铺不存在或无权访问');
    expectRefused(await select(tokens.tenant2 as string, { shopId: hangzhou }), '店铺不存在或无权访问');

    // The masked identity and bank numbers go back unchanged without tripping their rules.
    resultOf(
      await save(tokens.shop1 as string, {
        ...own,
        businessHours: '09:30-21:30',
        provinceCode: '330000',
        cityCode: '330100',
        districtCode: '330110',
      }),
    );
    const row = await server.db.one<Record<string, unknown>>('SELECT * FROM bus_shop_additional WHERE shop_id = $1', [
      hangzhou,
    ]);
    expect(row).toMatchObject({
      business_hours: '09:30-21:30',
      district_code: '330110',
      district_name: '余杭区',
      legal_id_card: '330106********0018',
      tenant_id: 1001,
    });
  });

  it('validates with the form’s messages and creates the row for a shop that has none', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ creditCode: '12345' }, '请输入正确的统一社会信用代码'],
      [{ legalIdCard: '33010619800312001' }, '请输入正确的身份证号码'],
      [{ legalPhone: '12800000000' }, '请输入正确手机号'],
      [{ bankAccount: '0123456789' }, '请输入正确的银行卡号码'],
      [{ servicePhone: 'abc' }, '请输入正确的客服电话'],
      [{ settleCycle: 3 }, '请选择正确的结算周期'],
      [{ provinceCode: '330000', cityCode: '440300', districtCode: '440305' }, '请选择正确的省市区'],
      [{ shopNotice: '公'.repeat(501) }, '店铺公告不能超过500个字符'],
      [{ licenseImg: 'javascript:alert(1)' }, '营业执照地址不正确'],
    ];
    for (const [body, message] of bad)
      expectRefused(await save(tokens.tenant1 as string, { shopId: shanghai, ...body }), message);

    const fresh = resultOf<string>(
      await call(server, {
        method: 'POST',
        url: '/business/shop/addShop',
        token: tokens.tenant1,
        body: { name: '华东租赁·苏州体验店', rentOrPurchase: 1 },
      }),
    );
    expect(resultOf(await select(tokens.tenant1 as string, { shopId: fresh }))).toBeNull();
    resultOf(
      await save(tokens.tenant1 as string, {
        shopId: fresh,
        companyName: '苏州华东租赁有限公司',
        creditCode: '91320505ma1n2p3q4r',
        legalIdCard: '32050519800101123x',
        bankAccount: '6222021102003456789',
      }),
    );
    expect(resultOf<Record<string, unknown>>(await select(tokens.tenant1 as string, { shopId: fresh }))).toMatchObject({
      creditCode: '91320505MA1N2P3Q4R',
      legalIdCard: '32050519800101123X',
      tenantId: 1001,
    });
  });
});

describe('give-back rules and addresses', () => {
  const base = '/business/shopGiveBackAddresses';
  type Addresses = { shopRule: Record<string, unknown> | null; giveBackAddresses: Record<string, unknown>[] };
  const select = (token: string, shop?: string) =>
    call(server, { method: 'POST', url: `${base}/selectShopRuleAndGiveBackByShopId`, token, body: { shopId: shop } });
  const add = (token: string, body: Record<string, unknown>) =>
    call(server, { method: 'POST', url: `${base}/addShopGiveBackAddresses`, token, body });
  const address = {
    receiverName: '马俊杰',
    receiverPhone: '18867103011',
    provinceCode: '330000',
    cityCode: '330100',
    districtCode: '330108',
    detailAddress: '长河街道江南大道 3688 号',
  };

  it('shows the rule and addresses, default first', async () => {
    const own = resultOf<Addresses>(await select(tokens.shop1 as string));
    expect(own.shopRule).toMatchObject({ giveBackType: 3, freightPayer: 2, overdueFeeRatio: 100, shopId: hangzhou });
    expect(own.giveBackAddresses.map((row) => [row.districtName, row.isDefault])).toEqual([
      ['西湖区', 1],
      ['余杭区', 0],
    ]);
    expectRefused(await select(tokens.shop1 as string, shanghai), '店铺不存在或无权访问');
    expectRefused(await select(tokens.tenant2 as string, hangzhou), '店铺不存在或无权访问');
    const mall = resultOf<Addresses>(await select(tokens.tenant2 as string, shenzhen));
    expect(mall).toMatchObject({ shopRule: null, giveBackAddresses: [] });
  });

  it('adds, updates and deletes addresses; one default per shop; all scoped', async () => {
    expectRefused(await add(tokens.shop1 as string, { ...address, receiverName: '' }), '请输入收货人姓名');
    expectRefused(await add(tokens.shop1 as string, { ...address, receiverPhone: '110' }), '请输入正确的联系电话');
    expectRefused(await add(tokens.shop1 as string, { ...address, districtCode: '' }), '请选择省市区');
    expectRefused(await add(tokens.shop1 as string, { ...address, districtCode: '440305' }), '请选择正确的省市区');
    expectRefused(await add(tokens.shop1 as string, { ...address, detailAddress: '' }), '请输入详细地址');
    expectRefused(await add(tokens.shop1 as string, { ...address, shopId: shanghai }), '店铺不存在或无权访问');
    expectRefused(await add(tokens.tenant2 as string, { ...address, shopId: hangzhou }), '店铺不存在或无权访问');

    const id = resultOf<string>(
      await add(tokens.shop1 as string, { ...address, isDefault: 1, provinceName: '伪造省' }),
    );
    let rows = resultOf<Addresses>(await select(tokens.shop1 as string)).giveBackAddresses;
    expect(rows[0]).toMatchObject({ id, isDefault: 1, provinceName: '浙江省', districtName: '滨江区' });
    expect(rows.filter((row) => row.isDefault === 1)).toHaveLength(1);

    const update = (token: string, body: Record<string, unknown>) =>
      call(server, { method: 'POST', url: `${base}/updateShopGiveBackAddresses`, token, body });
    const previous = rows[1]?.id as string;
    resultOf(
      await update(tokens.shop1 as string, { id: previous, isDefault: 1, detailAddress: '文三路 478 号 102 室' }),
    );
    rows = resultOf<Addresses>(await select(tokens.shop1 as string)).giveBackAddresses;
    expect(rows.filter((row) => row.isDefault === 1).map((row) => row.id)).toEqual([previous]);
    expectRefused(await update(tokens.tenant2 as string, { id, receiverName: '越权' }), '未找到对应数据');
    expectRefused(await update(tokens.shop1 as string, { id, cityCode: '310100' }), '请选择正确的省市区');

    const remove = (token: string, target: string) =>
      call(server, { url: `${base}/delShopGiveBackAddressById`, token, query: { id: target } });
    expectRefused(await remove(tokens.tenant2 as string, previous), '未找到对应数据');
    resultOf(await remove(tokens.shop1 as string, previous));
    rows = resultOf<Addresses>(await select(tokens.shop1 as string)).giveBackAddresses;
    expect(rows.some((row) => row.id === previous)).toBe(false);
    expect(rows.filter((row) => row.isDefault === 1)).toHaveLength(1);
  });

  it('saves the give-back rule with validated numbers', async () => {
    const save = (token: string, body: Record<string, unknown>) =>
      call(server, { method: 'POST', url: `${base}/saveShopRule`, token, body });
    expectRefused(
      await save(tokens.shop1 as string, { overdueFeeRatio: 120 }),
      '逾期费用比例必须在0到100之间，最多两位小数',
    );
    expectRefused(
      await save(tokens.shop1 as string, { overdueFeeRatio: '1.234' }),
      '逾期费用比例必须在0到100之间，最多两位小数',
    );
    expectRefused(await save(tokens.shop1 as string, { giveBackType: 5 }), '请选择正确的归还方式');
    expectRefused(await save(tokens.shop1 as string, { remindDays: 31 }), '到期提醒天数必须是0到30之间的整数');
    resultOf(await save(tokens.shop1 as string, { overdueFeeRatio: '80.5', remindDays: 5 }));
    expect(resultOf<Addresses>(await select(tokens.shop1 as string)).shopRule).toMatchObject({
      overdueFeeRatio: 80.5,
      remindDays: 5,
      giveBackType: 3,
    });
    resultOf(await save(tokens.tenant2 as string, { shopId: shenzhen, giveBackType: 2, freightPayer: 1 }));
    expect(resultOf<Addresses>(await select(tokens.tenant2 as string, shenzhen)).shopRule).toMatchObject({
      giveBackType: 2,
      tenantId: 1002,
    });
  });
});

describe('access', () => {
  it('staff without the shop pages and channel partners are refused', async () => {
    for (const token of [tokens.limingxuan, tokens.agent1]) {
      const res = await call(server, { url: '/sys/shop/getShopService', token });
      expect(res.body.code).toBe(510);
      const add = await call(server, {
        method: 'POST',
        url: '/business/shopGiveBackAddresses/addShopGiveBackAddresses',
        token,
        body: { shopId: hangzhou },
      });
      expect(add.body.code).toBe(510);
    }
  });
});
