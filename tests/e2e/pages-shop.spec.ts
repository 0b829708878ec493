import { readFile } from 'node:fs/promises';
import * as XLSX from '@e965/xlsx';
import type { Page } from '@playwright/test';
import { ApiSession } from './support/api';
import { ListPageObject } from './support/list-page';
import { login } from './support/login';
import { expect, test } from './support/test';

/** A name no earlier run used (the server keeps its data between the tests of one run). */
const unique = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-5)}`;

/** The shop, product, marketing and member pages with a seeded row each shows tenant1. */
const SEEDED: readonly (readonly [path: string, text: string])[] = [
  ['/shop/shopList', '华东租赁·杭州数码旗舰店'],
  ['/shop/shopInfo', '华星时代广场'],
  ['/shop/giveBackAddress', '梦想小镇仓储中心'],
  ['/shop/shopService', '信用免押'],
  ['/product/productList', '小米 14 Ultra'],
  ['/product/category', '数码电子'],
  ['/product/tenantProduct', '惠普激光一体机'],
  ['/product/commission', 'Apple MacBook Air 13'],
  ['/product/empowerPrice', '芝麻免押认证'],
  ['/activity/activityList', '双十二数码焕新季'],
  ['/activity/activityGoods', '旗舰店新人专享'],
  ['/coupon/couponTemplate', '旗舰店满500减30'],
  ['/coupon/userCoupon', '新人专享50元租金券'],
  ['/member/userList', '向日葵'],
  ['/member/memberList', '老周摄影'],
  ['/member/refund', '开通后未使用会员权益'],
  ['/distribution/subUser', '木子李'],
];

const ARCO_REF_WARNING = 'Accessing element.ref was removed in React 19';

/** Console errors, failed requests and refused calls while `run` works the page. */
async function problemsWhile(page: Page, run: () => Promise<void>): Promise<string[]> {
  const problems: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    // Arco's Trigger and ResizeObserver read `element.ref` when a kept-alive page reappears: a warning
    // of every page of the host (Arco 2.66 on React 19), not of these pages; reported, not hidden elsewhere.
    if (message.type() === 'error' && !message.text().startsWith(ARCO_REF_WARNING)) {
      problems.push(`console error ${message.text()}`);
    }
  };
  const onResponse = async (response: {
    url(): string;
    status(): number;
    headers(): Record<string, string>;
    json(): Promise<unknown>;
  }) => {
    if (!response.url().includes('/jeecg-boot/')) return;
    if (response.status() >= 400) problems.push(`HTTP ${response.status()} ${response.url()}`);
    else if ((response.headers()['content-type'] ?? '').includes('json')) {
      const body = (await response.json().catch(() => null)) as { success?: boolean; message?: string } | null;
      if (body?.success === false) problems.push(`${response.url()} answered ${body.message}`);
    }
  };
  page.on('console', onConsole);
  page.on('response', onResponse);
  try {
    await run();
  } finally {
    page.off('console', onConsole);
    page.off('response', onResponse);
  }
  return problems;
}

test('every shop, product, marketing and member page shows its seeded rows to tenant1', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, 'tenant1');
  const problems = await problemsWhile(page, async () => {
    for (const [path, text] of SEEDED) {
      await page.goto(`/#${path}`);
      await expect(page.locator('main').getByText(text).filter({ visible: true }).first(), path).toBeVisible({
        timeout: 15_000,
      });
    }
    await page.goto('/#/member/priceConfig');
    await expect(page.getByLabel('30天会员价格')).toHaveValue('19.90');
    await expect(page.getByLabel('365天会员原价')).toHaveValue('298.00');
    await page.goto('/#/distribution/config');
    await expect(page.getByLabel('单级1级分销比例')).toHaveValue('10.00');
    await page.waitForLoadState('networkidle');
  });
  expect(problems).toEqual([]);
});

test('a shop operator sees only the rows of their own shop', async ({ page }) => {
  await login(page, 'shop1');
  const services = new ListPageObject(page);
  await services.open('/shop/shopService');
  await expect(services.row('信用免押')).toHaveCount(1);
  await expect(services.rows.first()).toContainText('华东租赁·杭州数码旗舰店');
  await expect(services.table.getByText('华东租赁·上海办公设备店')).toHaveCount(0);
  await expect(services.table.getByText('华东租赁·南京母婴租赁馆')).toHaveCount(0);

  const activities = new ListPageObject(page);
  await activities.open('/activity/activityList');
  await expect(activities.rows).toHaveCount(1);
  await expect(activities.row('旗舰店新人专享')).toBeVisible();
});

interface CouponPage {
  records: { id: string; name: string; totalQuantity: number; shopId: string | null; tenantId: number }[];
  total: number;
}

test('coupon templates end to end: create, edit, search, advanced query, export, import, delete', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const tenant1 = await ApiSession.login(request, 'tenant1');
  const name = unique('端到端满减');
  const find = async (text: string) =>
    (await tenant1.get<CouponPage>('/sys/couponTemplate/queryPage', { name: `*${text}*`, pageSize: 50 })).records;

  await login(page, 'tenant1');
  const coupons = new ListPageObject(page);
  await coupons.open('/coupon/couponTemplate');

  // Create (the form shows the fields of the chosen type and validity).
  await coupons.toolbarButton('新增').click();
  await coupons.fill('优惠券名称', name);
  await coupons.choose('优惠券类型', '满减券');
  await coupons.fill('优惠金额', '15');
  await coupons.fill('使用门槛', '100');
  await coupons.fill('领取后有效天数', '30');
  await coupons.fill('发放总量', '500');
  await coupons.submit();
  await expect(coupons.message('添加成功！')).toBeVisible();
  const [created] = await find(name);
  expect(created).toMatchObject({ name, totalQuantity: 500, tenantId: 1001, shopId: null });

  // Search, then edit.
  await coupons.search('优惠券名称', name);
  await expect(coupons.rows).toHaveCount(1);
  await coupons.rowAction(name, '编辑');
  await expect(coupons.field('优惠券名称').locator('input')).toHaveValue(name);
  await coupons.fill('发放总量', '800');
  await coupons.submit();
  await expect(coupons.message('编辑成功!')).toBeVisible();
  await expect(coupons.row(name)).toContainText('800');
  expect((await find(name))[0]?.totalQuantity).toBe(800);

  // Export the filtered list.
  const download = page.waitForEvent('download');
  await coupons.toolbarButton('导出').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('优惠券模板.xlsx');
  const book = XLSX.read(await readFile(String(await file.path())));
  const lines = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0] ?? ''] ?? {}, { header: 1 });
  expect(lines).toHaveLength(2);
  expect(lines[1]?.[0]).toBe(name);
  expect(lines[1]?.[1]).toBe('满减券');

  // Import one good and one bad row: a partial import with a downloadable error report.
  const good = unique('导入好券');
  const bad = unique('导入坏券');
  const sheet = XLSX.utils.aoa_to_sheet([
    ['优惠券名称', '优惠券类型', '优惠金额', '使用门槛', '有效期类型', '领取后有效天数', '发放总量'],
    [good, '满减券', 10, 99, 2, 15, 100],
    [bad, '满减券', 50, 20, 2, 15, 100],
  ]);
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, '优惠券模板');
  const buffer = XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  await coupons.toolbarButton('导入').click();
  const importer = page.locator('.arco-modal').filter({ hasText: '导入EXCEL' });
  await importer.locator('input[type=file]').setInputFiles({
    name: 'coupons.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
  await importer.getByRole('button', { name: '开始上传' }).click();
  await expect(page.getByText('导入成功,但是有错误数据!').first()).toBeVisible();
  const report = page.waitForEvent('download');
  await importer.getByRole('button', { name: '下载错误数据' }).click();
  const errors = await report;
  const errorBook = XLSX.read(await readFile(String(await errors.path())));
  const errorLines = XLSX.utils.sheet_to_json<string[]>(errorBook.Sheets[errorBook.SheetNames[0] ?? ''] ?? {}, {
    header: 1,
  });
  expect(errorLines[1]?.[0]).toBe(bad);
  expect(String(errorLines[1]?.at(-1))).toContain('使用门槛必须大于优惠金额');
  await importer.getByRole('button', { name: '关闭' }).click();
  expect(await find(good)).toHaveLength(1);
  expect(await find(bad)).toHaveLength(0);

  // Delete one, then batch delete the imported one with another.
  await coupons.open('/coupon/couponTemplate');
  await coupons.search('优惠券名称', name);
  await coupons.rowAction(name, '删除');
  await coupons.confirm();
  await expect(coupons.message('删除成功!')).toBeVisible();
  expect(await find(name)).toHaveLength(0);

  const other = unique('批删券');
  await tenant1.post('/sys/couponTemplate/add', {
    name: other,
    couponType: 3,
    amount: 5,
    validType: 2,
    validDays: 7,
    totalQuantity: 10,
  });
  await coupons.search('优惠券名称', '');
  await coupons.select(good);
  await coupons.select(other);
  await coupons.toolbarButton('批量删除').click();
  await page.locator('.arco-modal').filter({ hasText: '确认删除' }).getByRole('button', { name: '确定' }).click();
  await expect(coupons.message('删除成功!')).toBeVisible();
  expect(await find(good)).toHaveLength(0);
  expect(await find(other)).toHaveLength(0);

  // Advanced query on the seeded templates: 优惠券名称 contains 满500.
  await coupons.open('/coupon/couponTemplate');
  await coupons.resetSearch();
  await coupons.toolbarButton('高级查询').click();
  const modal = page.locator('.super-query__modal');
  const condition = modal.getByRole('group', { name: '条件 1' });
  await condition.locator('.super-query__field').click();
  await page.locator('.arco-select-option', { hasText: '优惠券名称' }).click();
  await condition.locator('.super-query__rule').click();
  await page.locator('.arco-select-option', { hasText: /^模糊$/ }).click();
  await condition.getByLabel('查询值').fill('满500');
  await modal.getByRole('button', { name: '查询', exact: true }).click();
  await coupons.waitForRows();
  await expect(coupons.rows).toHaveCount(1);
  await expect(coupons.row('旗舰店满500减30')).toBeVisible();
});

interface ProductDetail {
  id: string;
  specs: { specName: string; stock: number }[];
}

test('the product editor saves a spec row edited in the editable table', async ({ page, request }) => {
  const tenant1 = await ApiSession.login(request, 'tenant1');
  const list = await tenant1.get<{ records: { id: string }[] }>('/business/ptoduct/list', {
    productName: '*Switch OLED*',
  });
  const id = list.records[0]?.id as string;
  const before = await tenant1.get<ProductDetail>('/business/ptoduct/selectProductEdit', { id });
  const stock = (before.specs[0]?.stock ?? 0) + 7;

  await login(page, 'tenant1');
  await page.goto(`/#/product/productEdit?id=${id}`);
  await expect(page.getByText('编辑商品')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('main input[placeholder="请输入商品名称"]')).toHaveValue(/Switch OLED/);
  const cell = page.locator('.et-body [data-column="stock"]').first().locator('input');
  await expect(cell).toHaveValue(String(before.specs[0]?.stock));
  await cell.fill(String(stock));
  await cell.press('Enter');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.locator('.arco-message').filter({ hasText: '编辑成功!' })).toBeVisible();
  await expect(page).toHaveURL(/#\/product\/productList/);
  const after = await tenant1.get<ProductDetail>('/business/ptoduct/selectProductEdit', { id });
  expect(after.specs.find((spec) => spec.specName === before.specs[0]?.specName)?.stock).toBe(stock);
});

test('the distribution config saves its four rows, and the member prices save', async ({ page, request }) => {
  const tenant1 = await ApiSession.login(request, 'tenant1');
  await login(page, 'tenant1');

  const loaded = page.waitForResponse((r) => r.url().includes('/sys/distribution/getDisConfig'));
  await page.goto('/#/distribution/config');
  await loaded;
  const second = page.getByLabel('多级2级分销比例');
  await expect(second).toHaveValue('3.00', { timeout: 10_000 });
  await second.fill('4.5');
  await second.press('Enter');
  const saved = page.waitForRequest((r) => r.url().includes('/sys/distribution/addDisConfig'));
  await page.getByRole('button', { name: '保存' }).click();
  const body = (await saved).postDataJSON() as { type: number; leavel: number; domestic: number }[];
  expect(body).toHaveLength(4);
  expect(body.map((row) => [row.type, row.leavel])).toEqual([
    [1, 1],
    [2, 1],
    [2, 2],
    [2, 3],
  ]);
  const savedMessage = page.locator('.arco-message').filter({ hasText: '保存成功！' });
  await expect(savedMessage).toBeVisible();
  const rows = await tenant1.get<{ type: number; leavel: number; domestic: number }[]>(
    '/sys/distribution/getDisConfig',
  );
  expect(rows.find((row) => row.type === 2 && row.leavel === 2)?.domestic).toBe(4.5);

  // The next save shows the same message: let this one go first.
  await expect(savedMessage).toHaveCount(0, { timeout: 10_000 });
  await page.goto('/#/member/priceConfig');
  const price = page.getByLabel('30天会员价格');
  await expect(price).toHaveValue('19.90');
  await price.fill('18.8');
  await price.press('Enter');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(savedMessage).toBeVisible();
  const prices = await tenant1.get<{ day: number; price: number }[]>('/sys/member/getMemberMoney');
  expect(prices.find((row) => row.day === 30)?.price).toBe(18.8);
});
