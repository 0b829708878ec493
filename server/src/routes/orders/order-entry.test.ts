import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import {
  bindingOf,
  call,
  count,
  type DemoUser,
  demoTokens,
  expectNoPermission,
  expectRefused,
  resultOf,
  rowWhere,
} from '../business-test-kit';
import { ORDER_IMPORT_COLUMNS } from './order-entry-rules';

let server: TestServer;
let tokens: Record<DemoUser, string>;
let dataDir = '';
let shop1 = '';
let office = '';
let product: { id: string; product_name: string; product_type: number };

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'order-entry-'));
  server = await createTestServer({ DATA_DIR: dataDir });
  tokens = await demoTokens(server);
  shop1 = (await bindingOf(server, 'shop1')).shopId;
  office = (await rowWhere<{ id: string }>(server, "SELECT id FROM sys_shop WHERE name = '华东租赁·上海办公设备店'"))
    .id;
  product = await rowWhere(
    server,
    'SELECT id, product_name, product_type FROM bus_product WHERE shop_id = $1 AND del_flag = 0 AND product_type IN (1, 3) ORDER BY product_name LIMIT 1',
    [shop1],
  );
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const send = (method: 'POST' | 'PUT', url: string, token: string, body: Record<string, unknown>) =>
  call(server, { method, url, token, body });
const remove = (url: string, token: string, query: Record<string, string>) =>
  call(server, { method: 'DELETE', url, token, query });

const entry = (over: Record<string, unknown> = {}) => ({
  shopId: shop1,
  productId: product.id,
  orderType: 1,
  userName: '补录客户',
  userPhone: '13812345678',
  totalAmount: '1200.5',
  remark: '线下签约',
  ...over,
});

async function addOrder(token = tokens.tenant1, over: Record<string, unknown> = {}): Promise<string> {
  return resultOf<{ id: string }>(await send('POST', '/business/order/add', token, entry(over))).id;
}

/** A product of the office shop (another shop of tenant1) that can be rented. */
async function officeOrderProduct(): Promise<string> {
  const row = await rowWhere<{ id: string }>(
    server,
    'SELECT id FROM bus_product WHERE shop_id = $1 AND del_flag = 0 AND product_type IN (1, 3) ORDER BY id LIMIT 1',
    [office],
  );
  return row.id;
}

function orderRow(id: string) {
  return server.db.one<Record<string, unknown>>(
    'SELECT tenant_id, shop_id, order_no, status, order_type, product_name, total_amount, user_phone, receiver_name, receiver_phone, remark FROM bus_order WHERE id = $1',
    [id],
  );
}

describe('order entry (补录订单)', () => {
  it('adds a pending-pay order with a generated number, the product name and a log entry', async () => {
    const id = await addOrder();
    const row = await orderRow(id);
    expect(row).toMatchObject({
      tenant_id: 1001,
      shop_id: shop1,
      status: 1,
      order_type: 1,
      product_name: product.product_name,
      total_amount: '1200.50',
      receiver_name: '补录客户',
      receiver_phone: '13812345678',
      remark: '线下签约',
    });
    expect(String(row?.order_no)).toMatch(/^ZL\d{18}$/);
    expect(await count(server, "bus_order_log WHERE order_id = $1 AND action = '补录订单'", [id])).toBe(1);
  });

  it('refuses bad phones, amounts, unknown shops and products of another shop or type', async () => {
    const add = (over: Record<string, unknown>) => send('POST', '/business/order/add', tokens.tenant1, entry(over));
    expectRefused(await add({ userPhone: '12345' }), '请输入正确手机号');
    expectRefused(await add({ totalAmount: '0' }), '订单金额必须大于0');
    expectRefused(await add({ totalAmount: '1.234' }), '订单金额必须是最多两位小数的金额');
    expectRefused(await add({ shopId: '' }), '请选择店铺');
    expectRefused(await add({ shopId: office }), `商品「${product.id}」不是店铺「华东租赁·上海办公设备店」的商品`);
    const tenant2Shop = await rowWhere<{ id: string }>(
      server,
      'SELECT id FROM sys_shop WHERE tenant_id = 1002 LIMIT 1',
    );
    expectRefused(await add({ shopId: tenant2Shop.id }), `店铺「${tenant2Shop.id}」不存在`);
    if (product.product_type === 1) {
      expectRefused(await add({ orderType: 2 }), `商品「${product.product_name}」不支持购买`);
    }
    expectNoPermission(await send('POST', '/business/order/add', tokens.agent1, entry()));
  });

  it('forces a shop user’s own shop', async () => {
    const officeProduct = await officeOrderProduct();
    const id = await addOrder(tokens.shop1, { shopId: office });
    expect((await orderRow(id))?.shop_id).toBe(shop1);
    expectRefused(
      await send('POST', '/business/order/add', tokens.shop1, entry({ shopId: office, productId: officeProduct })),
      `商品「${officeProduct}」不是店铺「华东租赁·杭州数码旗舰店」的商品`,
    );
    expectRefused(
      await send('POST', '/business/order/add', tokens.shop2, entry()),
      `商品「${product.id}」不是店铺「华南优选·深圳数码生活馆」的商品`,
    );
  });
});

describe('order edit', () => {
  it('changes contact fields and remark only, in the caller’s scope', async () => {
    const id = await addOrder();
    const before = await orderRow(id);
    const officeOrder = await addOrder(tokens.tenant1, { shopId: office, productId: await officeOrderProduct() });
    expectRefused(
      await send('PUT', '/business/order/edit', tokens.shop1, { id: officeOrder, remark: 'x' }),
      '未找到对应数据',
    );
    resultOf(
      await send('PUT', '/business/order/edit', tokens.tenant1, {
        id,
        userPhone: '13912345678',
        receiverAddress: '杭州市西湖区文三路1号',
        remark: '改过的备注',
        totalAmount: 1,
        status: 9,
        orderNo: 'HACK',
      }),
    );
    const after = await orderRow(id);
    expect(after).toMatchObject({ user_phone: '13912345678', remark: '改过的备注', status: 1 });
    expect(after?.total_amount).toBe(before?.total_amount);
    expect(after?.order_no).toBe(before?.order_no);
    expectRefused(
      await send('PUT', '/business/order/edit', tokens.tenant1, { id, userPhone: '1' }),
      '请输入正确手机号',
    );
    expectRefused(await send('PUT', '/business/order/edit', tokens.tenant2, { id, remark: 'x' }), '未找到对应数据');
    expectRefused(await send('POST', '/business/order/edit', tokens.shop2, { id, remark: 'x' }), '未找到对应数据');
    expect((await orderRow(id))?.remark).toBe('改过的备注');
    resultOf(await send('POST', '/business/order/edit', tokens.shop1, { id, remark: '店铺备注' }));
    expect((await orderRow(id))?.remark).toBe('店铺备注');
  });
});

describe('order delete', () => {
  it('deletes unpaid orders of the scope only, with their log', async () => {
    const id = await addOrder();
    expectRefused(await remove('/business/order/delete', tokens.tenant2, { id }), '未找到对应数据');
    expectRefused(await remove('/business/order/delete', tokens.shop2, { id }), '未找到对应数据');
    const officeOrder = await addOrder(tokens.tenant1, { shopId: office, productId: await officeOrderProduct() });
    expectRefused(await remove('/business/order/delete', tokens.shop1, { id: officeOrder }), '未找到对应数据');
    expectRefused(
      await remove('/business/order/deleteBatch', tokens.shop1, { ids: `${id},${officeOrder}` }),
      '未找到对应数据',
    );
    expect(await count(server, 'bus_order WHERE id = ANY($1)', [[id, officeOrder]])).toBe(2);
    resultOf(await remove('/business/order/delete', tokens.tenant1, { id: officeOrder }));
    resultOf(await remove('/business/order/delete', tokens.shop1, { id }));
    expect(await count(server, 'bus_order WHERE id = $1', [id])).toBe(0);
    expect(await count(server, 'bus_order_log WHERE order_id = $1', [id])).toBe(0);
  });

  it('refuses the whole batch when one order took money, naming it', async () => {
    const a = await addOrder();
    const b = await addOrder();
    const paid = await rowWhere<{ id: string; order_no: string }>(
      server,
      'SELECT id, order_no FROM bus_order WHERE tenant_id = 1001 AND status = 5 AND paid_amount > 0 LIMIT 1',
    );
    expectRefused(
      await remove('/business/order/deleteBatch', tokens.tenant1, { ids: [a, paid.id, b].join(',') }),
      `订单${paid.order_no}状态为「租用中」，不能删除`,
    );
    expect(await count(server, 'bus_order WHERE id = ANY($1)', [[a, b, paid.id]])).toBe(3);
    // A cancelled order that had been paid.
    await server.db.query('UPDATE bus_order SET status = 10 WHERE id = $1', [a]);
    await server.db.query(
      `INSERT INTO bus_order_stage (id, tenant_id, shop_id, order_id, stage_no, due_date, amount, paid_amount, status)
       VALUES ($1, 1001, $2, $3, 1, CURRENT_DATE, 100, 100, 1)`,
      [`st${randomBytes(8).toString('hex')}`, shop1, a],
    );
    const aNo = (await orderRow(a))?.order_no;
    expectRefused(
      await remove('/business/order/deleteBatch', tokens.tenant1, { ids: `${a},${b}` }),
      `订单${aNo}已有付款记录，不能删除`,
    );
    expectRefused(await remove('/business/order/deleteBatch', tokens.tenant2, { ids: b }), '未找到对应数据');
    const c = await addOrder();
    resultOf(await remove('/business/order/deleteBatch', tokens.tenant1, { ids: `${b},${c}` }));
    expect(await count(server, 'bus_order WHERE id = ANY($1)', [[a, b, c]])).toBe(1);
    expectNoPermission(await remove('/business/order/deleteBatch', tokens.agent1, { ids: a }));
  });
});

function importRows(rows: unknown[][], token: string) {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), '订单');
  const content = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  const boundary = `----order${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="orders.xlsx"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return server.request({
    method: 'POST',
    url: '/business/order/importExcel',
    token,
    body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

describe('order import', () => {
  it('imports good rows in the scope and reports the bad one in the error file', async () => {
    const header = ['店铺', '商品', '订单类型', '用户姓名', '手机号', '订单金额', '备注'];
    const response = await importRows(
      [
        header,
        ['华东租赁·杭州数码旗舰店', product.product_name, '租赁订单', '导入客户甲', '13800001111', 300, '导入好行'],
        ['华东租赁·杭州数码旗舰店', product.product_name, '租赁订单', '导入客户乙', '12345', 300, '导入坏行'],
      ],
      tokens.tenant1,
    );
    expect(response.body).toMatchObject({ success: true, code: 201, message: '导入成功,但是有错误数据!' });
    const result = response.body.result as { successCount: number; errorCount: number; fileUrl: string };
    expect(result).toMatchObject({ successCount: 1, errorCount: 1 });
    const good = await rowWhere<{ shop_id: string; status: number; order_no: string }>(
      server,
      "SELECT shop_id, status, order_no FROM bus_order WHERE user_name = '导入客户甲'",
    );
    expect(good).toMatchObject({ shop_id: shop1, status: 1 });
    expect(good.order_no).toMatch(/^ZL\d{18}$/);
    expect(await count(server, "bus_order WHERE user_name = '导入客户乙'")).toBe(0);
    const file = await server.request({ url: result.fileUrl, token: tokens.tenant1 });
    const book = XLSX.read(file.raw.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0] as string] as XLSX.WorkSheet, {
      header: 1,
      defval: null,
    });
    expect(rows[0]).toEqual([...Object.values(ORDER_IMPORT_COLUMNS), '错误原因']);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('导入客户乙');
    expect(String(rows[1]?.at(-1))).toBe('第3行：手机号：请输入正确手机号');
  });

  it('puts a shop user’s rows in their shop and refuses another shop’s product', async () => {
    const header = ['店铺', '商品', '订单类型', '用户姓名', '手机号', '订单金额'];
    const response = await importRows(
      [header, ['', product.product_name, '租赁订单', '店铺导入客户', '13800002222', 88]],
      tokens.shop2,
    );
    expect(response.body).toMatchObject({ code: 201 });
    expect(String((response.body.result as { msg: string }).msg)).toContain('错误行数：1');
    expect(await count(server, "bus_order WHERE user_name = '店铺导入客户'")).toBe(0);
    expectNoPermission(await importRows([header], tokens.agent1));
  });
});
