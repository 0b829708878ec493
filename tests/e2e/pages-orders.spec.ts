import { readFile } from 'node:fs/promises';
import * as XLSX from '@e965/xlsx';
import type { Locator, Page } from '@playwright/test';
import { ApiSession } from './support/api';
import { ListPageObject } from './support/list-page';
import { login } from './support/login';
import { expect, test } from './support/test';

type Row = Record<string, unknown>;
interface PageOf {
  records: Row[];
  total: number;
}

/** A list page of the area: its menu path, the call behind it (same params as the page) and the column to look for. */
interface ListCase {
  path: string;
  url: string;
  params?: Record<string, string | number>;
  key: string;
}

const LISTS: readonly ListCase[] = [
  { path: '/order/orderList', url: '/business/order/list', key: 'orderNo' },
  {
    path: '/order/overdueOrder',
    url: '/business/overdueOrder/list',
    params: { column: 'overdueDays', order: 'desc' },
    key: 'orderNo',
  },
  {
    path: '/order/stages',
    url: '/business/orderStage/list',
    params: { column: 'dueDate', order: 'asc' },
    key: 'orderNo',
  },
  { path: '/order/allocation', url: '/business/order/list', key: 'orderNo' },
  { path: '/order/commissionConfig', url: '/orderCommissionConfig/list', key: 'configName' },
  { path: '/buyOrder/buyOrderList', url: '/business/buyOrder/list', key: 'orderNo' },
  { path: '/buyOrder/afterSale', url: '/business/afterSale/list', key: 'afterSaleNo' },
  {
    path: '/risk/riskApproval',
    url: '/business/risk/list',
    params: { column: 'createTime', order: 'asc' },
    key: 'orderNo',
  },
  {
    path: '/risk/riskRule',
    url: '/business/riskRule/list',
    params: { column: 'priority', order: 'asc' },
    key: 'ruleName',
  },
  { path: '/credit/creditReport', url: '/business/credit/reportList', key: 'reportNo' },
  { path: '/statistics/examineList', url: '/sys/statistical/findExamineList', params: {}, key: 'statDate' },
  {
    path: '/statistics/exemptionList',
    url: '/sys/statistical/findExemptionList',
    params: { column: 'waiveTime', order: 'desc' },
    key: 'orderNo',
  },
  { path: '/balance/fundFlow', url: '/shopFundFlow/list', key: 'flowNo' },
  {
    path: '/balance/billConfig',
    url: '/sagesBillConfig/list',
    params: { column: 'stages', order: 'asc' },
    key: 'configName',
  },
  { path: '/recharge/rechargeList', url: '/business/recharge/list', key: 'rechargeNo' },
  {
    path: '/recharge/rechargeConfig',
    url: '/business/rechargeConfig/list',
    params: { column: 'sort', order: 'asc' },
    key: 'configName',
  },
  { path: '/unverified/thirdUserInfo', url: '/business/thirdUserInfo/list', key: 'phone' },
];

/**
 * The list page object, looking only at the shown page: kept-alive pages of other tabs (the order
 * lists are keepAlive) stay in the DOM, hidden.
 */
class ShownListPage extends ListPageObject {
  override get table(): Locator {
    return this.page.locator('.list-page:visible .arco-table');
  }

  override get totalText(): Locator {
    return this.page.locator('.list-page:visible .arco-pagination-total-text');
  }
}

/** First views of a page load its chunk; on the shared two-core machine that can take several seconds. */
const SLOW = { timeout: 20_000 };

/** Opens a list page and waits for its table (the page chunk may be slow to arrive). */
async function openList(list: ListPageObject, path: string): Promise<void> {
  await list.page.goto(`/#${path}`);
  await expect(list.table).toBeVisible(SLOW);
  await list.waitForRows();
}

/**
 * React 19's development build warns when Arco reads `element.ref` (an Arco matter, not a page
 * error); every other console error counts.
 */
const KNOWN_WARNING = /Accessing element\.ref was removed in React 19/;

/** Records console errors, page errors, failed requests and refused calls while a test runs. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !KNOWN_WARNING.test(message.text())) {
      problems.push(`console error ${message.text()}`);
    }
  });
  page.on('requestfailed', (failed) => problems.push(`request failed ${failed.url()}`));
  page.on('response', async (response) => {
    if (!response.url().includes('/jeecg-boot/')) return;
    if (response.status() >= 400) problems.push(`HTTP ${response.status()} ${response.url()}`);
    else if ((response.headers()['content-type'] ?? '').includes('json')) {
      const body = await response.json().catch(() => null);
      if (body && body.success === false) problems.push(`${response.url()} answered ${body.message}`);
    }
  });
  return problems;
}

const superQuery = (conditions: { field: string; rule: string; val: string }[]) =>
  encodeURIComponent(JSON.stringify(conditions));

async function sheetRows(page: Page, list: ListPageObject): Promise<string[]> {
  const download = page.waitForEvent('download');
  await list.toolbarButton('导出').click();
  const file = await download;
  const workbook = XLSX.read(await readFile(String(await file.path())));
  const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
  return XLSX.utils.sheet_to_json<string[]>(sheet ?? {}, { header: 1 }).map((cells) => cells.join('|'));
}

test.describe('order, finance and risk pages', () => {
  test('every list page shows the seeded rows of tenant1', async ({ page, request }) => {
    test.setTimeout(120_000);
    const tenant1 = await ApiSession.login(request, 'tenant1');
    const problems = watchProblems(page);
    await login(page, 'tenant1');
    const list = new ShownListPage(page);
    for (const item of LISTS) {
      const expected = await tenant1.get<PageOf>(item.url, {
        pageNo: 1,
        pageSize: 10,
        column: 'createTime',
        order: 'desc',
        ...item.params,
      });
      await openList(list, item.path);
      if (expected.total === 0) {
        await expect(list.table.locator('.arco-empty'), item.path).toBeVisible();
        continue;
      }
      await expect(list.totalText, item.path).toContainText(`共 ${expected.total} 条`);
      const first = String(expected.records[0]?.[item.key] ?? '');
      await expect(list.rows.filter({ hasText: first }).first(), `${item.path}: ${first}`).toBeVisible();
    }
    expect(problems).toEqual([]);
  });

  test('the account, credit query and financial report pages show tenant1 figures', async ({ page, request }) => {
    const tenant1 = await ApiSession.login(request, 'tenant1');
    const shops = await tenant1.get<Row[]>('/business/shop/getByTenantIds');
    const account = await tenant1.post<Row>('/shopFundFlow/getShopAccountInfo', { shopId: shops[0]?.id });
    const problems = watchProblems(page);
    await login(page, 'tenant1');

    await page.goto('/#/balance/account');
    await expect(page.getByText(`${String(account.shopName)} · 结算账户`)).toBeVisible(SLOW);
    await expect(page.locator('.arco-statistic').filter({ hasText: '账户余额' })).toContainText(
      Number(account.balance).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    );

    const customers = await tenant1.get<PageOf>('/business/thirdUserInfo/list', { pageSize: 1 });
    const customer = await tenant1.get<Row>('/business/thirdUserInfo/queryById', {
      id: String(customers.records[0]?.id),
    });
    await page.goto('/#/credit/creditQuery');
    await expect(page.getByPlaceholder('请输入客户手机号')).toBeVisible(SLOW);
    await page.getByPlaceholder('请输入客户手机号').fill(String(customer.phone));
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page.locator('.arco-message').filter({ hasText: '查询成功' })).toBeVisible();
    const report = page.locator('.arco-descriptions').filter({ hasText: '信用报告' });
    await expect(report).toContainText(String(customer.realName ?? customer.nickname));
    await expect(report).toContainText(`${String(customer.orderCount)}`);
    const latest = await tenant1.get<PageOf>('/business/credit/reportList', { pageSize: 1 });
    await expect(page.getByText(String(latest.records[0]?.reportNo), { exact: true })).toBeVisible();

    const days = await tenant1.get<{ orderCount: number }[]>('/sys/statistical/findDailySummary');
    const orders = days.reduce((sum, day) => sum + day.orderCount, 0);
    await page.goto('/#/statistics/financialReport');
    await expect(page.getByRole('img', { name: '每日财务趋势' })).toBeVisible(SLOW);
    await expect(page.locator('.arco-statistic').filter({ hasText: '订单数' })).toContainText(String(orders));
    expect(problems).toEqual([]);
  });

  test('orders: search, advanced query with and/or, export, remark and close, details page', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const tenant1 = await ApiSession.login(request, 'tenant1');
    const recent = await tenant1.get<PageOf>('/business/order/list', { pageSize: 50 });
    const [first] = recent.records;
    const other = recent.records.find(
      (row) => row.userName !== first?.userName && row.productName !== first?.productName,
    );
    const name = String(first?.userName);
    const product = String(other?.productName);
    const conditions = [
      { field: 'userName', rule: 'like', val: name },
      { field: 'productName', rule: 'like', val: product },
    ];
    const both = await tenant1.get<PageOf>('/business/order/list', {
      superQueryParams: superQuery(conditions),
      superQueryMatchType: 'and',
    });
    const either = await tenant1.get<PageOf>('/business/order/list', {
      superQueryParams: superQuery(conditions),
      superQueryMatchType: 'or',
    });
    expect(either.total).toBeGreaterThan(both.total);

    await login(page, 'tenant1');
    const orders = new ShownListPage(page);
    await openList(orders, '/order/orderList');

    // Search by order number.
    await orders.search('订单号', String(first?.orderNo));
    await expect(orders.rows).toHaveCount(1);
    await expect(orders.row(String(first?.orderNo))).toContainText(name);
    await orders.resetSearch();

    // Advanced query: the same two conditions, all of them then any of them.
    await orders.toolbarButton('高级查询').click();
    const modal = page.locator('.super-query__modal');
    await expect(modal).toBeVisible();
    for (const [index, [label, value]] of [
      ['用户姓名', name],
      ['商品', product],
    ].entries()) {
      if (index > 0) await modal.getByRole('button', { name: '在条件 1后添加条件' }).click();
      const row = modal.getByRole('group', { name: `条件 ${index + 1}` });
      await row.locator('.super-query__field').click();
      await page.locator('.arco-select-option', { hasText: new RegExp(`^${label}$`) }).click();
      await row.locator('.super-query__rule').click();
      await page.locator('.arco-select-option', { hasText: /^模糊$/ }).click();
      await row.getByLabel('查询值').fill(String(value));
    }
    await modal.getByRole('button', { name: '查询', exact: true }).click();
    await orders.waitForRows();
    if (both.total > 0) await expect(orders.totalText).toContainText(`共 ${both.total} 条`);
    else await expect(orders.table.locator('.arco-empty')).toBeVisible();

    await orders.toolbarButton('高级查询').click();
    await modal.getByText('OR（条件中的任意一个匹配）').click();
    await modal.getByRole('button', { name: '查询', exact: true }).click();
    await orders.waitForRows();
    await expect(orders.totalText).toContainText(`共 ${either.total} 条`);
    const orNumbers = either.records.slice(0, 10).map((row) => String(row.orderNo));
    for (const orderNo of orNumbers) await expect(orders.row(orderNo)).toBeVisible();

    // Export the filtered list: the workbook holds exactly those orders.
    const sheet = await sheetRows(page, orders);
    expect(sheet[0]).toContain('订单号');
    expect(sheet).toHaveLength(either.total + 1);
    for (const orderNo of orNumbers) expect(sheet.some((line) => line.startsWith(`${orderNo}|`))).toBe(true);

    // 备注 changes the row; 关闭订单 cancels an unpaid order.
    const unpaid = (await tenant1.get<PageOf>('/business/order/list', { status: 1, pageSize: 1 })).records[0];
    expect(unpaid, 'a seeded order awaiting payment').toBeTruthy();
    const orderNo = String(unpaid?.orderNo);
    await orders.toolbarButton('高级查询').click();
    await modal.getByRole('button', { name: '重置', exact: true }).click();
    await orders.waitForRows();
    if (await modal.isVisible()) await modal.getByRole('button', { name: '关闭', exact: true }).click();
    await expect(orders.totalText).toContainText(`共 ${recent.total} 条`);
    await orders.search('订单号', orderNo);
    await expect(orders.rows).toHaveCount(1);
    const remark = `端到端备注${Date.now().toString(36).slice(-4)}`;
    await orders.rowAction(orderNo, '备注');
    await orders.fill('备注内容', remark);
    await orders.submit();
    await expect(orders.message('备注成功')).toBeVisible();
    await expect(orders.row(orderNo)).toContainText(remark);

    await orders.rowAction(orderNo, '关闭订单');
    await orders.fill('关闭原因', '用户未付款');
    await orders.submit();
    await expect(orders.message('订单已关闭')).toBeVisible();
    await expect(orders.row(orderNo)).toContainText('已取消');

    // The details page, opened from the list: order, instalments and the log of both actions.
    await orders.row(orderNo).getByRole('link', { name: orderNo }).click();
    await expect(page).toHaveURL(/#\/order\/orderDetailsNew\?id=/);
    await expect(page.getByText(`订单号 ${orderNo}`)).toBeVisible(SLOW);
    await expect(page.locator('.arco-descriptions').filter({ hasText: '订单信息' })).toContainText(remark);
    const log = page.locator('.arco-card').filter({ hasText: '订单日志' });
    await expect(log).toContainText('备注');
    await expect(log).toContainText('关闭');
    await expect(log).toContainText('用户未付款');
    await expect(page.getByRole('button', { name: '关闭订单' })).toHaveCount(0);
  });

  test("shop1 sees only its shop's orders on the same page", async ({ page, request }) => {
    const shop1 = await ApiSession.login(request, 'shop1');
    const tenant1 = await ApiSession.login(request, 'tenant1');
    const own = await shop1.get<PageOf>('/business/order/list', { pageSize: 10 });
    const all = await tenant1.get<PageOf>('/business/order/list', { pageSize: 10 });
    expect(own.total).toBeGreaterThan(0);
    expect(own.total).toBeLessThan(all.total);
    const shopName = String(own.records[0]?.shopName);
    expect(own.records.every((row) => row.shopName === shopName)).toBe(true);

    await login(page, 'shop1');
    const orders = new ShownListPage(page);
    await openList(orders, '/order/orderList');
    await expect(orders.totalText).toContainText(`共 ${own.total} 条`);
    const shops = await orders.rows.locator('td', { hasText: /·/ }).allInnerTexts();
    expect(shops.length).toBeGreaterThan(0);
    expect(new Set(shops.filter((text) => text.includes('·')))).toEqual(new Set([shopName]));
    const foreign = all.records.find((row) => row.shopName !== shopName);
    expect(foreign, "tenant1's newest orders come from several shops").toBeTruthy();
    await expect(orders.row(String(foreign?.orderNo))).toHaveCount(0);
  });
});

test.describe('order details and instalments', () => {
  test('ships an order from its details page and takes a repayment on its instalments', async ({ page, request }) => {
    const tenant1 = await ApiSession.login(request, 'tenant1');
    // The demo seed promises every shop a rent order awaiting shipment, with instalments still open.
    const [toShip] = (await tenant1.get<PageOf>('/business/order/list', { status: 3, orderType: 1, pageSize: 1 }))
      .records;
    expect(toShip, 'a seeded rent order awaiting shipment').toBeTruthy();
    const stages = await tenant1.get<Row[]>('/business/orderStage/listByOrder', { orderId: String(toShip?.id) });
    const open = stages.find((stage) => Number(stage.remainingAmount) > 0);
    expect(open, 'an instalment still to pay').toBeTruthy();
    const problems = watchProblems(page);
    await login(page, 'tenant1');

    await page.goto(`/#/order/orderDetailsNew?id=${String(toShip?.id)}`);
    const header = page
      .locator('.arco-card')
      .filter({ hasText: `订单号 ${String(toShip?.orderNo)}` })
      .first();
    await expect(header).toContainText('待发货', SLOW);
    await header.getByRole('button', { name: '发货' }).click();
    const dialog = page.locator('.arco-modal').filter({ hasText: '发货（' });
    await dialog.locator('.arco-select-view').click();
    await page.locator('.arco-select-option', { hasText: '顺丰速运' }).click();
    await dialog.getByPlaceholder('请输入物流单号').fill('SF1234567890');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page.locator('.arco-message').filter({ hasText: '发货成功' })).toBeVisible();
    await expect(header).toContainText('待收货');
    await expect(page.locator('.arco-descriptions').filter({ hasText: '物流单号' })).toContainText('SF1234567890');

    await page.getByRole('link', { name: '分期详情' }).click();
    await expect(page).toHaveURL(new RegExp(`#/order/stagesDetail/${String(toShip?.id)}$`));
    const row = page
      .locator('.arco-table-tr')
      .filter({ hasText: `${String(open?.stageNo)}/` })
      .first();
    await row.getByRole('button', { name: '还款' }).click(SLOW);
    const repay = page.locator('.arco-modal').filter({ hasText: '还款（' });
    await repay.getByRole('spinbutton').fill('1');
    await repay.getByRole('button', { name: '确定' }).click();
    await expect(page.locator('.arco-message').filter({ hasText: '还款成功' })).toBeVisible();
    const after = await tenant1.get<Row[]>('/business/orderStage/listByOrder', { orderId: String(toShip?.id) });
    const paid = after.find((stage) => stage.id === open?.id);
    expect(Number(paid?.paidAmount)).toBeCloseTo(Number(open?.paidAmount) + 1, 2);
    await expect(row).toContainText(String(paid?.remainingAmount));
    expect(problems).toEqual([]);
  });
});

test.describe('orders entered by hand', () => {
  test('creates, searches, edits, imports, deletes and batch deletes orders; a paid order stays', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const tenant1 = await ApiSession.login(request, 'tenant1');
    const shops = await tenant1.get<{ id: string; name: string }[]>('/business/shop/getByTenantIds');
    const shop = shops.find((item) => item.name === '华东租赁·杭州数码旗舰店');
    expect(shop).toBeTruthy();
    const products = await tenant1.get<PageOf>('/business/ptoduct/list', {
      pageNo: 1,
      pageSize: 50,
      shopId: String(shop?.id),
    });
    const product = products.records.find((row) => row.productType === 1 || row.productType === 3);
    const productName = String(product?.productName);
    const tag = `补录${Date.now().toString(36).slice(-5)}`;
    const byTag = async () =>
      (await tenant1.get<PageOf>('/business/order/list', { userName: `*${tag}*`, pageSize: 50 })).records;

    await login(page, 'tenant1');
    const orders = new ShownListPage(page);
    await openList(orders, '/order/orderList');

    // 补录订单 through the form.
    const created = `${tag}甲`;
    await orders.toolbarButton('新增').click();
    await orders.choose('店铺', String(shop?.name));
    await orders.choose('商品', productName);
    await orders.fill('用户姓名', created);
    await orders.fill('手机号', '13800001234');
    await orders.fill('订单金额', '999');
    await orders.fill('备注', '线下补录');
    await orders.submit();
    await expect(orders.message('添加成功！')).toBeVisible();
    const [order] = await byTag();
    expect(order).toMatchObject({ userName: created, status: 1, totalAmount: 999, productName });
    expect(String(order?.orderNo)).toMatch(/^ZL\d{18}$/);

    // Search, then edit the phone and remark.
    await orders.search('用户姓名', created);
    await expect(orders.rows).toHaveCount(1);
    await expect(orders.row(created)).toContainText('待付款');
    await orders.rowAction(created, '编辑');
    await expect(orders.field('手机号').locator('input')).toHaveValue('13800001234');
    await orders.fill('手机号', '13900004321');
    await orders.fill('备注', '客户改号');
    await orders.submit();
    await expect(orders.message('编辑成功!')).toBeVisible();
    await expect(orders.row(created)).toContainText('13900004321');
    await expect(orders.row(created)).toContainText('客户改号');

    // Import one good and one bad row: the error report names the bad one.
    const good = `${tag}乙`;
    const bad = `${tag}丙`;
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      workbook,
      XLSX.utils.aoa_to_sheet([
        ['店铺', '商品', '订单类型', '用户姓名', '手机号', '订单金额', '备注'],
        [shop?.name, productName, '租赁订单', good, '13700001111', 500, '导入'],
        [shop?.name, productName, '租赁订单', bad, '12345', 500, '导入'],
      ]),
      '订单',
    );
    await orders.toolbarButton('导入').click();
    const importer = page.locator('.arco-modal').filter({ hasText: '导入EXCEL' });
    await importer.locator('input[type=file]').setInputFiles({
      name: 'orders.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer,
    });
    await importer.getByRole('button', { name: '开始上传' }).click();
    await expect(page.getByText('导入成功,但是有错误数据!').first()).toBeVisible();
    const report = page.waitForEvent('download');
    await importer.getByRole('button', { name: '下载错误数据' }).click();
    const errorBook = XLSX.read(await readFile(String(await (await report).path())));
    const errorLines = XLSX.utils.sheet_to_json<string[]>(errorBook.Sheets[errorBook.SheetNames[0] ?? ''] ?? {}, {
      header: 1,
    });
    expect(errorLines).toHaveLength(2);
    expect(errorLines[1]).toContain(bad);
    expect(String(errorLines[1]?.at(-1))).toBe('第3行：手机号：请输入正确手机号');
    await importer.getByRole('button', { name: '关闭' }).click();
    expect((await byTag()).map((row) => row.userName).sort()).toEqual([created, good].sort());

    // Delete the created order, then batch delete the imported one with one more.
    await orders.search('用户姓名', tag);
    await expect(orders.rows).toHaveCount(2);
    await orders.rowAction(created, '删除');
    await orders.confirm();
    await expect(orders.message('删除成功!')).toBeVisible();
    await expect(orders.row(created)).toHaveCount(0);
    const third = `${tag}丁`;
    await tenant1.post('/business/order/add', {
      shopId: shop?.id,
      productId: product?.id,
      orderType: 1,
      userName: third,
      userPhone: '13500005555',
      totalAmount: 20,
    });
    await orders.resetSearch();
    await orders.search('用户姓名', tag);
    await expect(orders.rows).toHaveCount(2);
    await orders.select(good);
    await orders.select(third);
    await orders.toolbarButton('批量删除').click();
    await page.locator('.arco-modal').filter({ hasText: '确认删除' }).getByRole('button', { name: '确定' }).click();
    await expect(orders.message('批量删除成功!')).toBeVisible();
    await expect(orders.rows.filter({ hasText: tag })).toHaveCount(0);
    expect(await byTag()).toHaveLength(0);

    // A paid order offers no 删除, and a batch delete naming it is refused as a whole.
    const paid = (await tenant1.get<PageOf>('/business/order/list', { status: 5, pageSize: 1 })).records[0];
    const paidNo = String(paid?.orderNo);
    await orders.resetSearch();
    await orders.search('订单号', paidNo);
    await expect(orders.row(paidNo)).toBeVisible();
    await expect(orders.rows).toHaveCount(1);
    await expect(orders.row(paidNo).locator('.list-page-row-actions').getByText('删除', { exact: true })).toHaveCount(
      0,
    );
    await orders.select(paidNo);
    await orders.toolbarButton('批量删除').click();
    await page.locator('.arco-modal').filter({ hasText: '确认删除' }).getByRole('button', { name: '确定' }).click();
    await expect(orders.message(`订单${paidNo}状态为「租用中」，不能删除`)).toBeVisible();
    await expect(orders.row(paidNo)).toBeVisible();
    expect((await tenant1.get<PageOf>('/business/order/list', { orderNo: paidNo })).total).toBe(1);
  });
});
