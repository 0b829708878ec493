import type { Locator, Page } from '@playwright/test';
import { ApiSession } from './support/api';
import { login } from './support/login';
import { expect as baseExpect, test } from './support/test';

const ADMIN_PASSWORD = 'Admin@2026';
/** The machine running the suite is shared and busy; a switch reloads the whole app. */
const expect = baseExpect.configure({ timeout: 20_000 });

const count = (n: number) => n.toLocaleString('en-US');
const yuan = (n: number) => `¥${n.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

interface PlatformInfo {
  totals: { tenantCount: number; shopCount: number; orderCount: number; gmv: number };
  tenants: { tenantName: string; orderCount: number }[];
}

interface OrderPage {
  records: { orderNo: string }[];
  total: number;
}

/** The header's tenant switch and the confirmation it asks for. */
class TenantSwitchObject {
  constructor(readonly page: Page) {}

  get trigger(): Locator {
    return this.page.getByRole('button', { name: /^切换租户/ });
  }

  /** Opens the list, picks `tenant`, confirms, and waits for the app to start again on the home page. */
  async switchTo(tenant: string): Promise<void> {
    await this.trigger.click();
    await this.page.getByRole('menuitem', { name: new RegExp(tenant) }).click();
    const dialog = this.page.getByRole('dialog').filter({ hasText: `确定切换到「${tenant}」吗？` });
    await expect(dialog).toBeVisible();
    const reloaded = this.page.waitForEvent('load');
    await dialog.getByRole('button', { name: '切换' }).click();
    await reloaded;
    await expect(this.page).toHaveURL(/#\/dashboard\/analysis$/);
    await expect(this.trigger).toHaveAccessibleName(`切换租户，当前：${tenant}`);
  }
}

/** The analysis page's figures, by their titles. */
const figure = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

test('the platform administrator sees every tenant, enters 华东租赁 and its orders, then returns', async ({ page }) => {
  test.setTimeout(180_000);
  const admin = await ApiSession.login(page.request, 'admin', ADMIN_PASSWORD);
  const platform = await admin.get<PlatformInfo>('/sys/home/getPlatformInfo', { days: 30 });
  expect(platform.totals.orderCount).toBeGreaterThan(0);
  expect(platform.totals.gmv).toBeGreaterThan(0);
  const newest = { pageNo: 1, pageSize: 10, column: 'createTime', order: 'desc' };
  const east = await (await ApiSession.login(page.request, 'tenant1')).get<OrderPage>('/business/order/list', newest);
  const south = await (await ApiSession.login(page.request, 'tenant2')).get<OrderPage>('/business/order/list', newest);
  expect(east.total).toBeGreaterThan(0);

  // Signed in, the administrator is in the platform tenant: the dashboard counts every tenant's business.
  await login(page, 'admin', ADMIN_PASSWORD);
  await expect(figure(page, '租户数')).toContainText(count(platform.totals.tenantCount));
  await expect(figure(page, '店铺数')).toContainText(count(platform.totals.shopCount));
  await expect(figure(page, '全平台订单')).toContainText(count(platform.totals.orderCount));
  await expect(figure(page, '全平台成交额')).toContainText(yuan(platform.totals.gmv));
  const tenants = page.getByRole('region', { name: '租户经营数据' });
  for (const tenant of platform.tenants) {
    await expect(tenants.getByRole('row').filter({ hasText: tenant.tenantName })).toContainText(
      count(tenant.orderCount),
    );
  }
  // One turnover bar and one order point per tenant; → on the focused plot shows the first tenant's figures.
  const chart = page.getByRole('figure', { name: '各租户成交额与订单', exact: true });
  await expect(chart).toBeVisible();
  await expect(chart.locator('svg rect[data-bar="成交额"]')).toHaveCount(platform.tenants.length);
  await expect(chart.locator('svg [data-line="订单数"] circle')).toHaveCount(platform.tenants.length);
  await chart.getByRole('slider').focus();
  await page.keyboard.press('ArrowRight');
  await expect(chart.getByRole('tooltip')).toContainText(platform.tenants[0]?.tenantName ?? '');
  await expect(chart.getByRole('tooltip')).toContainText(
    `订单数${count(Number(platform.tenants[0]?.orderCount ?? 0))}`,
  );

  const header = new TenantSwitchObject(page);
  await expect(header.trigger).toHaveAccessibleName('切换租户，当前：平台运营中心');
  await header.switchTo('华东租赁有限公司');
  // The tenant's own dashboard now, and its tenant id on every request.
  await expect(figure(page, '今日订单')).toBeVisible();
  await expect(figure(page, '全平台订单')).toHaveCount(0);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('pro__TENANT_ID') ?? 'null')?.value)).toBe(1001);

  await page.goto('/#/order/orderList');
  const list = page.locator('.list-page:visible');
  await expect(list.locator('.arco-pagination-total-text')).toContainText(`共 ${east.total} 条`);
  await expect(list.locator('tbody tr.arco-table-tr').first()).toContainText(east.records[0]?.orderNo ?? '');
  for (const other of south.records) await expect(list.getByText(other.orderNo)).toHaveCount(0);

  await header.switchTo('平台运营中心');
  await expect(figure(page, '全平台订单')).toContainText(count(platform.totals.orderCount));
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('pro__TENANT_ID') ?? 'null')?.value)).toBe(1000);

  // Both switches are in the platform's operation log, naming who, from and to.
  const log = await admin.get<{ records: { logContent: string; username: string }[] }>('/sys/log/list', {
    logType: 2,
    username: 'admin',
    pageSize: 50,
    column: 'createTime',
    order: 'desc',
  });
  const switches = log.records.map((row) => row.logContent).filter((text) => text.startsWith('切换租户'));
  expect(switches.slice(0, 2)).toEqual([
    '切换租户：华东租赁有限公司(1001) → 平台运营中心(1000)',
    '切换租户：平台运营中心(1000) → 华东租赁有限公司(1001)',
  ]);
});

test('a tenant administrator has no tenant switch and no cross-tenant dashboard', async ({ page }) => {
  await login(page, 'tenant1');
  await expect(figure(page, '今日订单')).toBeVisible();
  await expect(page.getByRole('button', { name: /^切换租户/ })).toHaveCount(0);
  await expect(figure(page, '全平台订单')).toHaveCount(0);
});
