import type { Locator, Page } from '@playwright/test';
import { ApiSession } from './support/api';
import { ListPageObject } from './support/list-page';
import { login } from './support/login';
import { expect, test } from './support/test';
import { xlsxFile } from './support/workbook';

/** The order import's header, as the server's order import reads it. */
const HEADER = ['店铺', '商品', '订单类型', '用户姓名', '手机号', '订单金额', '备注'];
const SLOW = { timeout: 20_000 };

interface PageOf {
  records: Record<string, unknown>[];
}

/** A shop of tenant1 and one of its rentable products, and a tag that names this run's orders. */
async function orderContext(session: ApiSession) {
  const shops = await session.get<{ id: string; name: string }[]>('/business/shop/getByTenantIds');
  const shop = shops.find((item) => item.name === '华东租赁·杭州数码旗舰店');
  expect(shop).toBeTruthy();
  const products = await session.get<PageOf>('/business/ptoduct/list', {
    pageNo: 1,
    pageSize: 50,
    shopId: String(shop?.id),
  });
  const product = products.records.find((row) => row.productType === 1 || row.productType === 3);
  return {
    shop: String(shop?.name),
    product: String(product?.productName),
    tag: `修正${Date.now().toString(36).slice(-5)}`,
  };
}

async function openImport(page: Page): Promise<Locator> {
  const orders = new ListPageObject(page);
  await page.goto('/#/order/orderList');
  await expect(orders.table).toBeVisible(SLOW);
  await orders.waitForRows();
  await orders.toolbarButton('导入').click();
  return page.locator('.arco-modal').filter({ hasText: '导入EXCEL' });
}

/** The sheet's modal, its status line and the list of failing rows beside it. */
function sheetOf(page: Page) {
  const modal = page.locator('.arco-modal').filter({ has: page.getByTestId('sheet-fix-grid') });
  return { modal, status: modal.getByRole('status'), rows: modal.getByRole('complementary', { name: '错误行' }) };
}

/**
 * Selects a failing row's cell through the list beside the sheet, then types its new value into the sheet
 * and commits it with Enter, as a user does.
 */
async function retype(page: Page, rows: Locator, rowLabel: string, value: string): Promise<void> {
  await rows.locator('.arco-list-item').filter({ hasText: rowLabel }).first().click();
  await expect(page.locator('[data-u-comp="editor"][contenteditable="true"]').first()).toBeFocused();
  await page.keyboard.type(value);
  // The cell editor moves onto the cell once editing has begun; its text is drawn on a canvas, so the
  // keys get a moment to land before Enter commits them.
  await expect
    .poll(() =>
      page
        .locator('#univer-doc-selection-container-__INTERNAL_EDITOR__DOCS_NORMAL')
        .evaluate((e) => e.getBoundingClientRect().left),
    )
    .toBeGreaterThan(0);
  await page.waitForTimeout(250);
  await page.keyboard.press('Enter');
}

test('修正数据: three bad rows of an order workbook are marked, fixed by typing, and all rows import', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const tenant1 = await ApiSession.login(request, 'tenant1');
  const { shop, product, tag } = await orderContext(tenant1);
  await login(page, 'tenant1');
  const importer = await openImport(page);
  const good = (n: number) => [shop, product, '租赁订单', `${tag}${n}`, `1370000${String(1000 + n)}`, 300 + n, '修正'];
  await importer
    .locator('input[type=file]')
    .setInputFiles(
      xlsxFile('订单.xlsx', '订单', [
        HEADER,
        good(1),
        [shop, product, '租赁订单', '', '13700002002', 302, '缺姓名'],
        [shop, product, '租赁订单', `${tag}3`, '12345', 303, '错手机号'],
        [shop, product, '租货订单', `${tag}4`, '13700002004', 304, '错类型'],
        good(5),
      ]),
    );
  await importer.getByRole('button', { name: '修正数据' }).click();
  const sheet = sheetOf(page);
  await expect(sheet.status).toHaveText('共 5 行，3 行有误', SLOW);
  await expect(sheet.rows).toContainText('用户姓名不能为空');
  await expect(sheet.rows).toContainText('手机号：请输入正确手机号');
  await expect(sheet.rows).toContainText('订单类型「租货订单」不是有效选项');

  await retype(page, sheet.rows, '第 3 行', `${tag}2`);
  await expect(sheet.status).toHaveText('共 5 行，2 行有误');
  await retype(page, sheet.rows, '第 4 行', '13700002003');
  await retype(page, sheet.rows, '第 5 行', '租赁订单');
  await expect(sheet.status).toHaveText('共 5 行，全部正确');

  await sheet.modal.getByRole('button', { name: '上传修正后的数据' }).click();
  await expect(importer.getByText(/文件导入成功/)).toBeVisible(SLOW);
  const imported = await tenant1.get<PageOf>('/business/order/list', { userName: `*${tag}*`, pageSize: 50 });
  expect(imported.records.map((row) => row.userName).sort()).toEqual([1, 2, 3, 4, 5].map((n) => `${tag}${n}`));
});

test('修正错误行: the rows the server refused open with its reasons, are fixed and imported again', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const tenant1 = await ApiSession.login(request, 'tenant1');
  const { shop, product, tag } = await orderContext(tenant1);
  await login(page, 'tenant1');
  const importer = await openImport(page);
  const row = (n: number, shopName: string) => [
    shopName,
    product,
    '租赁订单',
    `${tag}${n}`,
    `1370000${3000 + n}`,
    400 + n,
    '服务器拒绝',
  ];
  await importer
    .locator('input[type=file]')
    .setInputFiles(
      xlsxFile('订单.xlsx', '订单', [
        HEADER,
        row(1, shop),
        row(2, '不存在的店铺'),
        row(3, shop),
        row(4, '不存在的店铺'),
      ]),
    );
  await importer.getByRole('button', { name: '开始上传' }).click();
  await expect(importer.getByText('导入成功,但是有错误数据!')).toBeVisible(SLOW);

  await importer.getByRole('button', { name: '修正错误行' }).click();
  const sheet = sheetOf(page);
  // The browser cannot know the shop is unknown: the rows pass its checks, and the server's reasons show.
  await expect(sheet.status).toHaveText('共 2 行，全部正确', SLOW);
  await expect(sheet.rows.locator('.arco-list-item')).toHaveCount(2);
  await expect(sheet.rows).toContainText('第3行：店铺「不存在的店铺」不存在');
  await expect(sheet.rows).toContainText('第5行：店铺「不存在的店铺」不存在');

  await retype(page, sheet.rows, '第 2 行', shop);
  await retype(page, sheet.rows, '第 3 行', shop);
  await sheet.modal.getByRole('button', { name: '上传修正后的数据' }).click();
  await expect(importer.getByText(/文件导入成功/)).toBeVisible(SLOW);
  const imported = await tenant1.get<PageOf>('/business/order/list', { userName: `*${tag}*`, pageSize: 50 });
  expect(imported.records.map((order) => order.userName).sort()).toEqual([1, 2, 3, 4].map((n) => `${tag}${n}`));
  expect(new Set(imported.records.map((order) => order.shopName ?? shop))).toEqual(new Set([shop]));
});
