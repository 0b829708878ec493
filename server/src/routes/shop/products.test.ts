import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import {
  call,
  countOf,
  expectRefused,
  INJECTIONS,
  idOf,
  NO_PERMISSION,
  type PageResult,
  resultOf,
  shopId,
} from './shop-test-kit';

let server: TestServer;
const tokens: Record<string, string> = {};
let hangzhou: string;
let shanghai: string;
/** Category ids by tenant and code. */
const category = async (tenantId: number, code: string) =>
  (
    await server.db.one<{ id: string }>('SELECT id FROM bus_category WHERE tenant_id = $1 AND code = $2', [
      tenantId,
      code,
    ])
  )?.id as string;
const product = (nameLike: string) => idOf(server, 'bus_product', 'product_name', nameLike);

beforeAll(async () => {
  server = await createTestServer();
  for (const name of ['tenant1', 'tenant2', 'shop1', 'shop2', 'agent1', 'limingxuan']) {
    tokens[name] = await server.tokenFor(name);
  }
  hangzhou = await shopId(server, 1001, '杭州数码旗舰店');
  shanghai = await shopId(server, 1001, '上海办公设备店');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

type Node = {
  key: string;
  value: string;
  code: string;
  name: string;
  label: string;
  leaf: 0 | 1;
  pid: string;
  shopId: string | null;
  children?: Node[];
};

describe('business categories', () => {
  const find = (token: string, body: Record<string, unknown> = {}) =>
    call(server, { method: 'POST', url: '/business/category/findCategories', token, body });
  const byShop = (token: string, shop: string) =>
    call(server, { method: 'POST', url: '/business/category/findCategoriesByShopId', token, body: { shopId: shop } });

  it('gives the tenant’s tree in the spec’s node shape, whole or one level', async () => {
    const tree = resultOf<Node[]>(await find(tokens.tenant1 as string));
    expect(tree.map((node) => node.name)).toEqual(['数码电子', '办公设备', '母婴用品', '户外运动', '门店专享']);
    const digital = tree[0] as Node;
    expect(digital).toMatchObject({ code: 'C01', label: '数码电子', leaf: 0, pid: '0', shopId: null });
    expect(digital.key).toBe(digital.value);
    expect(digital.children?.map((node) => [node.name, node.leaf, node.pid])).toContainEqual(['手机', 1, digital.key]);
    const level = resultOf<Node[]>(await find(tokens.tenant1 as string, { pid: digital.key }));
    expect(level).toHaveLength(6);
    expect(level.every((node) => node.children === undefined && node.leaf === 1)).toBe(true);
    const other = resultOf<Node[]>(await find(tokens.tenant2 as string));
    expect(other.map((node) => node.name)).toEqual(['手机数码', '电脑办公', '家用电器', '以旧换新专区']);
    expect(resultOf<Node[]>(await find(tokens.tenant1 as string, { pid: "' OR 1=1 --" }))).toEqual([]);
    expect((await find(tokens.agent1 as string)).body.code).toBe(510);
  });

  it('a shop’s tree holds the tenant’s categories and that shop’s own only', async () => {
    const shop = resultOf<Node[]>(await byShop(tokens.tenant1 as string, shanghai));
    expect(shop.map((node) => node.name)).not.toContain('门店专享');
    const own = resultOf<Node[]>(await byShop(tokens.shop1 as string, hangzhou));
    expect(own.map((node) => node.name)).toContain('门店专享');
    expectRefused(await byShop(tokens.shop1 as string, shanghai), '店铺不存在或无权访问');
    expectRefused(await byShop(tokens.tenant2 as string, hangzhou), '店铺不存在或无权访问');
  });

  it('adds, edits and deletes categories; a shop user only within their shop', async () => {
    const add = (token: string, body: Record<string, unknown>) =>
      call(server, { method: 'POST', url: '/business/category/add', token, body });
    const digital = await category(1001, 'C01');
    const phones = await category(1001, 'C0101');
    expectRefused(await add(tokens.shop1 as string, { pid: digital }), '请输入类目名称');
    expectRefused(await add(tokens.shop1 as string, { name: '手机', pid: digital }), '同级类目名称已存在');
    expectRefused(
      await add(tokens.shop1 as string, { name: '智能手表', pid: await category(1002, 'C01') }),
      '上级类目不存在',
    );
    expectRefused(
      await add(tokens.shop1 as string, { name: 'x', code: "C'; DROP TABLE bus_category --" }),
      '类目编码只能包含字母、数字、下划线和中划线',
    );
    const tent = resultOf<string>(
      await add(tokens.tenant1 as string, { name: '帐篷', pid: await category(1001, 'C0401') }),
    );
    expectRefused(await add(tokens.tenant1 as string, { name: '三人帐篷', pid: tent }), '类目最多3级');
    expectRefused(
      await add(tokens.tenant1 as string, { name: '回收', pid: await category(1001, 'C05'), shopId: shanghai }),
      '子类目必须与上级类目属于同一店铺',
    );

    const id = resultOf<string>(
      await add(tokens.shop1 as string, { name: '智能手表', pid: digital, shopId: shanghai }),
    );
    const row = await server.db.one<Record<string, unknown>>('SELECT * FROM bus_category WHERE id = $1', [id]);
    expect(row).toMatchObject({ tenant_id: 1001, shop_id: hangzhou, pid: digital, code: 'C0107' });
    // The shanghai shop's tree does not show it; the hangzhou shop's does.
    const shanghaiTree = resultOf<Node[]>(await byShop(tokens.tenant1 as string, shanghai));
    expect(shanghaiTree[0]?.children?.map((node) => node.name)).not.toContain('智能手表');

    const edit = (token: string, body: Record<string, unknown>) =>
      call(server, { method: 'PUT', url: '/business/category/edit', token, body });
    expectRefused(await edit(tokens.shop1 as string, { id: digital, name: '改名' }), '未找到对应数据');
    expectRefused(await edit(tokens.shop1 as string, { id, code: 'C0101' }), '类目编码已存在');
    resultOf(await edit(tokens.shop1 as string, { id, name: '智能穿戴', sort: 7 }));
    const page = resultOf<PageResult>(await call(server, { url: '/business/category/list', token: tokens.shop1 }));
    expect(page.records.every((record) => record.shopId === hangzhou)).toBe(true);
    expect(page.records.map((record) => record.name)).toContain('智能穿戴');

    const remove = (token: string, target: string) =>
      call(server, { method: 'DELETE', url: '/business/category/delete', token, query: { id: target } });
    expectRefused(await remove(tokens.tenant1 as string, digital), '该类目下存在子类目，无法删除');
    expectRefused(await remove(tokens.tenant1 as string, phones), '该类目下存在商品，无法删除');
    expectRefused(await remove(tokens.tenant2 as string, id), '未找到对应数据');
    expectRefused(await remove(tokens.shop1 as string, phones), '未找到对应数据');
    resultOf(await remove(tokens.shop1 as string, id));
    expect(await server.db.one('SELECT 1 AS x FROM bus_category WHERE id = $1', [id])).toBeUndefined();
  });
});

const spec = (over: Record<string, unknown> = {}) => ({
  specName: '星光色 128GB',
  leaseDays: 30,
  rentPriceDay: '12.80',
  deposit: '5999',
  stock: 5,
  ...over,
});

describe('products', () => {
  const insert = (token: string, body: Record<string, unknown>) =>
    call(server, { method: 'POST', url: '/business/ptoduct/busInsertProduct', token, body });
  const update = (token: string, body: Record<string, unknown>) =>
    call(server, { method: 'POST', url: '/business/ptoduct/updateBusProduct', token, body });
  const detail = (token: string, id: string) =>
    call(server, { url: '/business/ptoduct/selectProductEdit', token, query: { id } });
  const list = (token: string, query: Record<string, string> = {}) =>
    call(server, { url: '/business/ptoduct/list', token, query });
  let phones: string;
  let base: Record<string, unknown>;

  beforeAll(async () => {
    phones = await category(1001, 'C0101');
    base = {
      productName: 'Apple iPhone 16 128GB',
      productType: 1,
      categoryId: phones,
      mainImage: 'temp/20260501/0a1b2c3d4e5f6071_产品主图 (1).jpg',
      images: ['temp/20260501/iphone16_a1b2.jpg', 'temp/20260501/iphone16_c3d4.jpg'],
      specs: [spec(), spec({ leaseDays: 90, rentPriceDay: '10.50' })],
    };
  });

  it('lists through the shared list layer: scope, filters, super query, sort', async () => {
    expect(resultOf<PageResult>(await list(tokens.tenant1 as string)).total).toBe(14);
    const shop = resultOf<PageResult>(await list(tokens.shop1 as string, { pageSize: '100' }));
    expect(shop.total).toBe(8);
    expect(shop.records.every((row) => row.shopId === hangzhou && row.shopName === '华东租赁·杭州数码旗舰店')).toBe(
      true,
    );
    expect(resultOf<PageResult>(await list(tokens.tenant2 as string)).total).toBe(9);

    const named = resultOf<PageResult>(await list(tokens.tenant1 as string, { productName: '*iPhone*' }));
    expect(named.records.map((row) => [row.productName, row.categoryName, row.productType_dictText])).toEqual([
      ['Apple iPhone 16 Pro Max 256GB 5G手机', '手机', '租赁'],
    ]);
    const pending = resultOf<PageResult>(await list(tokens.tenant1 as string, { auditStatus: '0' }));
    expect(pending.records.map((row) => row.auditStatus_dictText)).toEqual(['待审核']);
    const cheap = resultOf<PageResult>(
      await list(tokens.tenant1 as string, {
        superQueryParams: JSON.stringify([{ field: 'minRentPriceDay', rule: 'le', val: '3' }]),
        column: 'minRentPriceDay',
        order: 'asc',
      }),
    );
    expect(cheap.records.map((row) => row.minRentPriceDay)).toEqual([2, 2.2]);

    const badField = await list(tokens.tenant1 as string, {
      superQueryParams: JSON.stringify([{ field: 'tenant_id) OR (1=1', rule: 'eq', val: '1' }]),
    });
    expectRefused(badField, '不支持的查询字段：tenant_id) OR (1=1');
    expectRefused(
      await list(tokens.tenant1 as string, { column: 'tenant_id; DROP TABLE bus_product' }),
      '不支持的排序字段：tenant_id; DROP TABLE bus_product',
    );
    for (const injection of INJECTIONS) {
      expect(resultOf<PageResult>(await list(tokens.tenant1 as string, { productName: injection })).total).toBe(0);
      const superQuery = JSON.stringify([{ field: 'brand', rule: 'like', val: injection }]);
      expect(resultOf<PageResult>(await list(tokens.tenant1 as string, { superQueryParams: superQuery })).total).toBe(
        0,
      );
    }
    expect(await countOf(server, 'bus_product')).toBe(23);
    expect((await list(tokens.agent1 as string)).body.code).toBe(510);
    // Staff who may see the product list read it without the buttons' rights.
    expect(resultOf<PageResult>(await list(tokens.limingxuan as string)).total).toBe(14);
  });

  it('selectProductEdit gives specs with term totals and instalment plans; other shops’ look missing', async () => {
    const id = await product('iPhone 16 Pro Max');
    const row = resultOf<Record<string, unknown>>(await detail(tokens.shop1 as string, id));
    expect(row).toMatchObject({ shopName: '华东租赁·杭州数码旗舰店', categoryName: '手机', minRentPriceDay: 9.9 });
    expect(row.imageList).toHaveLength(4);
    expect(row.detail).toContain('国行正品');
    const specs = row.specs as Record<string, unknown>[];
    expect(specs[0]).toMatchObject({
      specName: '原色钛金属 256GB',
      leaseDays: 30,
      rentPriceDay: 16.5,
      rentTotal: 495,
      deposit: 9999,
    });
    expect((row.billConfigs as Record<string, unknown>[]).map((bill) => bill.stages)).toEqual([3, 6, 6, 12]);
    const office = await product('ThinkPad X1');
    expectRefused(await detail(tokens.shop1 as string, office), '未找到对应数据');
    expectRefused(await detail(tokens.tenant2 as string, id), '未找到对应数据');
    expectRefused(await detail(tokens.tenant1 as string, "' OR 1=1 --"), '未找到对应数据');
  });

  it('busInsertProduct validates the form with the users’ messages', async () => {
    const before = await countOf(server, 'bus_product');
    const cases: [string, Record<string, unknown>, string][] = [
      ['shop1', { productName: '' }, '请输入商品名称'],
      ['tenant1', {}, '请选择店铺'],
      ['shop1', { productType: 2, specs: [{ specName: '黑色', salePrice: 5999 }] }, '该店铺只支持租赁商品'],
      ['shop1', { categoryId: '' }, '请选择商品类目'],
      ['shop1', { categoryId: await category(1001, 'C01') }, '请选择最末级类目'],
      ['shop1', { categoryId: await category(1002, 'C0101') }, '请选择正确的商品类目'],
      [
        'tenant1',
        { shopId: shanghai, productType: 3, categoryId: await category(1001, 'C0501') },
        '请选择正确的商品类目',
      ],
      ['shop1', { mainImage: '' }, '请上传商品主图'],
      ['shop1', { mainImage: '../../etc/passwd' }, '商品主图地址不正确'],
      ['shop1', { images: Array.from({ length: 10 }, (_, n) => `temp/p${n}.jpg`) }, '商品图片最多9张'],
      ['shop1', { specs: [] }, '请至少添加一个商品规格'],
      ['shop1', { specs: [spec({ rentPriceDay: 0 })] }, '第1个规格：日租金必须大于0'],
      ['shop1', { specs: [spec(), spec({ deposit: '1.234' })] }, '第2个规格：押金必须是不小于0的金额，最多两位小数'],
      ['shop1', { specs: [spec({ deposit: '-1' })] }, '第1个规格：押金必须是不小于0的金额，最多两位小数'],
      ['shop1', { specs: [spec({ leaseDays: 0 })] }, '第1个规格：租期天数必须是1到3650之间的整数'],
      ['shop1', { specs: [spec({ stock: 1.5 })] }, '第1个规格：库存必须是0到999999之间的整数'],
      ['shop1', { specs: [spec(), spec()] }, '规格重复：星光色 128GB / 30天'],
      [
        'shop1',
        { billConfigIds: await idOf(server, 'bus_stages_bill_config', 'config_name', '24期') },
        '分期方案不存在或已停用',
      ],
      ['shop1', { detail: '<p onclick="steal()">x</p>' }, '商品详情包含不允许的内容'],
      ['shop1', { newDegree: '二手' }, '请选择正确的成色'],
      ['shop1', { freight: 'abc' }, '运费必须是不小于0的金额，最多两位小数'],
    ];
    for (const [user, over, message] of cases)
      expectRefused(await insert(tokens[user] as string, { ...base, ...over }), message);
    expect(await countOf(server, 'bus_product')).toBe(before);
  });

  it('a shop user’s product waits for the tenant’s audit; the tenant’s own passes', async () => {
    const bills = await idOf(server, 'bus_stages_bill_config', 'config_name', '学生专享');
    const created = await insert(tokens.shop1 as string, {
      ...base,
      shopId: shanghai,
      tenantId: 1002,
      status: 1,
      auditStatus: 1,
      billConfigIds: bills,
    });
    expect(created.body.message).toBe('添加成功！');
    const id = resultOf<string>(created);
    expect(await server.db.one('SELECT * FROM bus_product WHERE id = $1', [id])).toMatchObject({
      tenant_id: 1001,
      shop_id: hangzhou,
      status: 0,
      audit_status: 0,
      total_stock: 10,
      create_by: 'shop1',
    });
    expect(
      Number(
        (await server.db.one<{ p: string }>('SELECT min_rent_price_day AS p FROM bus_product WHERE id = $1', [id]))?.p,
      ),
    ).toBe(10.5);
    expect(await server.db.query('SELECT 1 FROM bus_product_spec WHERE product_id = $1', [id])).toHaveLength(2);

    const onShelf = (token: string, status: number) =>
      call(server, { method: 'POST', url: '/business/ptoduct/updateStatus', token, body: { id, status } });
    expectRefused(await onShelf(tokens.shop1 as string, 1), '商品未审核通过，不能上架');
    const audit = (token: string, body: Record<string, unknown>) =>
      call(server, { method: 'POST', url: '/business/ptoduct/auditProduct', token, body: { id, ...body } });
    expect((await audit(tokens.shop1 as string, { auditStatus: 1 })).body.code).toBe(510);
    expectRefused(await audit(tokens.tenant1 as string, { auditStatus: 2 }), '请输入驳回原因');
    expectRefused(await audit(tokens.tenant2 as string, { auditStatus: 1 }), '未找到对应数据');
    expect((await audit(tokens.tenant1 as string, { auditStatus: 1 })).body.message).toBe('审核通过');
    expect((await onShelf(tokens.shop1 as string, 1)).body.message).toBe('上架成功');

    // The shop's edit sends it back to review and off the shelf; the specs are replaced.
    resultOf(await update(tokens.shop1 as string, { id, specs: [spec({ specName: '午夜色 128GB', stock: 3 })] }));
    expect(
      await server.db.one('SELECT status, audit_status, total_stock FROM bus_product WHERE id = $1', [id]),
    ).toEqual({
      status: 0,
      audit_status: 0,
      total_stock: 3,
    });
    expect(
      resultOf<{ specs: { specName: string }[] }>(await detail(tokens.shop1 as string, id)).specs.map(
        (s) => s.specName,
      ),
    ).toEqual(['午夜色 128GB']);
    expectRefused(await update(tokens.shop1 as string, { id, productType: 3 }), '该店铺只支持租赁商品');
    expectRefused(await update(tokens.tenant2 as string, { id, productName: '越权' }), '未找到对应数据');

    // The tenant's own product for a rent-and-buy shop is approved at once.
    const office = resultOf<string>(
      await insert(tokens.tenant1 as string, {
        ...base,
        shopId: shanghai,
        productType: 3,
        productName: '佳能 imageRUNNER 2625i 复合机',
        categoryId: await category(1001, 'C0201'),
        specs: [spec({ specName: '标准型', salePrice: '8999.00', leaseDays: 365, rentPriceDay: '6.6' })],
      }),
    );
    expect(
      await server.db.one('SELECT shop_id, audit_status, min_sale_price::float8 AS p FROM bus_product WHERE id = $1', [
        office,
      ]),
    ).toEqual({
      shop_id: shanghai,
      audit_status: 1,
      p: 8999,
    });
    expectRefused(
      await update(tokens.tenant1 as string, { id: office, productType: 1 }),
      '修改商品类型时请同时提交商品规格',
    );
    expectRefused(await update(tokens.shop1 as string, { id: office, productName: '越权' }), '未找到对应数据');
    expectRefused(
      await update(tokens.tenant1 as string, { id: office, specs: [spec({ specName: '标准型', leaseDays: 365 })] }),
      '第1个规格：请输入售价',
    );
  });

  it('deletes only products off the shelf, of the caller’s scope, with their listings', async () => {
    const remove = (token: string, id: string) =>
      call(server, { url: '/business/ptoduct/deleteBusProduct', token, query: { id } });
    const onSale = await product('iPhone 16 Pro Max');
    expectRefused(await remove(tokens.shop1 as string, onSale), '请先下架商品再删除');
    const office = await product('ThinkPad X1');
    expectRefused(await remove(tokens.shop1 as string, office), '未找到对应数据');
    expectRefused(await remove(tokens.tenant2 as string, await product('Switch OLED')), '未找到对应数据');
    expectRefused(await remove(tokens.shop1 as string, "' OR 1=1 --"), '未找到对应数据');

    const id = await product('Switch OLED');
    await call(server, {
      method: 'POST',
      url: '/tenant/ptoduct/add',
      token: tokens.tenant1,
      body: { productId: id, title: 'Switch 暑期特惠' },
    });
    expect(await server.db.query('SELECT 1 FROM bus_tenant_product WHERE product_id = $1', [id])).toHaveLength(1);
    expect((await remove(tokens.shop1 as string, id)).body.message).toBe('删除成功!');
    expect((await server.db.one('SELECT del_flag FROM bus_product WHERE id = $1', [id]))?.del_flag).toBe(1);
    expect(await server.db.query('SELECT 1 FROM bus_tenant_product WHERE product_id = $1', [id])).toHaveLength(0);
    expectRefused(await detail(tokens.shop1 as string, id), '未找到对应数据');
    const names = resultOf<PageResult>(await list(tokens.shop1 as string, { pageSize: '100' })).records.map(
      (row) => row.id,
    );
    expect(names).not.toContain(id);
  });
});

describe('tenant products', () => {
  const add = (token: string, body: Record<string, unknown>) =>
    call(server, { method: 'POST', url: '/tenant/ptoduct/add', token, body });
  const update = (token: string, body: Record<string, unknown>) =>
    call(server, { method: 'POST', url: '/tenant/ptoduct/updateTenantProduct', token, body });

  it('lists listings with their products; a shop user only their own products’', async () => {
    const page = resultOf<PageResult>(
      await call(server, { url: '/tenant/ptoduct/list', token: tokens.tenant1, query: { recommend: '1' } }),
    );
    expect(page.records.map((row) => row.productName).sort()).toEqual(
      [
        'Apple MacBook Air 13 英寸 M3 芯片 16GB+512GB',
        'Apple iPhone 16 Pro Max 256GB 5G手机',
        '好孩子 gb Pockit+ 口袋车 轻便折叠婴儿推车',
      ].sort(),
    );
    const own = resultOf<PageResult>(await call(server, { url: '/tenant/ptoduct/list', token: tokens.shop1 }));
    expect(own.records.every((row) => row.shopId === hangzhou)).toBe(true);
    expect(own.total).toBe(3);
    expect(resultOf<PageResult>(await call(server, { url: '/tenant/ptoduct/list', token: tokens.tenant2 })).total).toBe(
      4,
    );
  });

  it('adds a listing of an approved product with prices it offers, edits it, all scoped', async () => {
    expectRefused(await add(tokens.tenant1 as string, {}), '请选择商品');
    expectRefused(
      await add(tokens.tenant1 as string, { productId: await product('小米 14 Ultra') }),
      '商品未审核通过，不能添加',
    );
    expectRefused(
      await add(tokens.tenant1 as string, { productId: await product('iPhone 16 Pro Max') }),
      '该商品已添加到租户商品',
    );
    expectRefused(
      await add(tokens.tenant2 as string, { productId: await product('华为 Mate 70') }),
      '商品不存在或无权访问',
    );
    expectRefused(
      await add(tokens.shop1 as string, { productId: await product('ThinkPad X1') }),
      '商品不存在或无权访问',
    );
    const mate = await product('华为 Mate 70');
    expectRefused(
      await add(tokens.tenant1 as string, { productId: mate, salePrice: 6999 }),
      '该商品不支持购买，不能设置售价',
    );
    expectRefused(await add(tokens.tenant1 as string, { productId: mate, rentPriceDay: '0' }), '展示日租金必须大于0');

    const id = resultOf<string>(
      await add(tokens.shop1 as string, { productId: mate, recommend: true, shopId: shanghai }),
    );
    const row = resultOf<Record<string, unknown>>(
      await call(server, { url: '/tenant/ptoduct/queryById', token: tokens.shop1, query: { id } }),
    );
    expect(row).toMatchObject({
      title: '华为 Mate 70 Pro 12GB+512GB 鸿蒙手机',
      rentPriceDay: 10.9,
      salePrice: null,
      recommend: 1,
      shopId: hangzhou,
      tenantId: 1001,
    });
    resultOf(
      await update(tokens.shop1 as string, {
        id,
        title: 'Mate 70 Pro 信用免押',
        rentPriceDay: '9.90',
        productId: 'other',
      }),
    );
    expect(
      await server.db.one(
        'SELECT title, rent_price_day::float8 AS p, product_id FROM bus_tenant_product WHERE id = $1',
        [id],
      ),
    ).toEqual({
      title: 'Mate 70 Pro 信用免押',
      p: 9.9,
      product_id: mate,
    });
    expectRefused(await update(tokens.tenant2 as string, { id, title: '越权' }), '未找到对应数据');
    const office = (
      await server.db.one<{ id: string }>('SELECT id FROM bus_tenant_product WHERE shop_id = $1 LIMIT 1', [shanghai])
    )?.id as string;
    expectRefused(await update(tokens.shop1 as string, { id: office, title: '越权' }), '未找到对应数据');
    expect((await add(tokens.agent1 as string, { productId: mate })).body).toMatchObject({
      code: 510,
      message: NO_PERMISSION,
    });
  });
});
