import type { Locator, Page } from '@playwright/test';
import { ApiSession } from './support/api';
import { login } from './support/login';
import { expect, test } from './support/test';

interface HomeInfo {
  todayOrders: number;
  totalOrders: number;
  totalGmv: number;
  userCount: number;
  overdueAmount: number;
}

/** `/sys/home/queryHomeInfo`: the period's daily series and its orders by state. */
interface HomeTrend {
  series: { date: string; orderCount: number | string; userCount: number | string; gmv: number | string }[];
  statusDistribution: { status_dictText: string; count: number | string }[];
}

const count = (n: number) => n.toLocaleString('en-US');
const yuan = (n: number) => `¥${n.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

/** The analysis page: figures by their titles, charts by their labels. */
class AnalysisPage {
  constructor(readonly page: Page) {}

  figure(title: string): Locator {
    return this.page.getByRole('region', { name: title, exact: true });
  }

  chart(label: string): Locator {
    return this.page.getByRole('figure', { name: label, exact: true });
  }

  /** The focusable plot of a chart: ←/→ move its tooltip over the days or slices. */
  plot(label: string): Locator {
    return this.chart(label).getByRole('slider');
  }

  /** A trend chart draws two bars a day (orders, new customers) and the GMV line. */
  async expectTrend(label: string, trend: HomeTrend): Promise<void> {
    const chart = this.chart(label);
    await expect(chart).toBeVisible();
    await expect(chart.locator('svg rect[data-bar]')).toHaveCount(trend.series.length * 2);
    await expect(chart.locator('svg [data-line="成交额"] path')).toHaveAttribute('d', /^M[\d.]+,[\d.]+[CL]/);
  }

  async expectFigures(info: HomeInfo): Promise<void> {
    // The first view after login loads the dashboard's chunks; on a busy two-core machine that takes a few seconds.
    await expect(this.figure('今日订单')).toContainText(count(info.todayOrders), { timeout: 15_000 });
    await expect(this.figure('累计订单')).toContainText(count(info.totalOrders));
    await expect(this.figure('累计成交额')).toContainText(yuan(info.totalGmv));
    await expect(this.figure('用户总数')).toContainText(count(info.userCount));
    await expect(this.figure('逾期金额')).toContainText(yuan(info.overdueAmount));
  }
}

async function homeInfoOf(page: Page, username: string): Promise<HomeInfo> {
  const session = await ApiSession.login(page.request, username);
  return session.get<HomeInfo>('/sys/home/getHomeInfo');
}

async function trendOf(page: Page, username: string, days: 7 | 30): Promise<HomeTrend> {
  const session = await ApiSession.login(page.request, username);
  return session.get<HomeTrend>('/sys/home/queryHomeInfo', { days });
}

test.describe('dashboard analysis', () => {
  test("shows the server's figures for tenant1, and a shop's own for shop1", async ({ page, browser }) => {
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') chunks.push(new URL(request.url()).pathname);
    });
    await page.goto('/#/user/login');
    await expect(page.getByPlaceholder('账户')).toBeVisible();
    // The charts live in the dashboard's chunk: the login page never loads it.
    expect(chunks.filter((path) => /Analysis/.test(path))).toEqual([]);

    const tenant = await homeInfoOf(page, 'tenant1');
    const shop = await homeInfoOf(page, 'shop1');
    expect(shop.totalOrders).not.toBe(tenant.totalOrders);
    const week = await trendOf(page, 'tenant1', 7);
    const month = await trendOf(page, 'tenant1', 30);

    await login(page, 'tenant1');
    const analysis = new AnalysisPage(page);
    await analysis.expectFigures(tenant);
    await analysis.expectTrend('近7天订单趋势', week);

    // Hovering a day shows the axis tooltip; the keyboard walks the days from the first.
    const trendTip = analysis.chart('近7天订单趋势').getByRole('tooltip');
    await analysis.plot('近7天订单趋势').hover();
    await expect(trendTip).toContainText('订单数');
    await expect(trendTip).toContainText('成交额¥');
    await page.mouse.move(0, 0);
    await expect(trendTip).toHaveCount(0);
    const [firstDay] = week.series;
    expect(firstDay).toBeDefined();
    await analysis.plot('近7天订单趋势').focus();
    await page.keyboard.press('ArrowRight');
    await expect(trendTip).toContainText(firstDay?.date.slice(5) ?? '');
    await expect(trendTip).toContainText(`订单数${count(Number(firstDay?.orderCount))}`);
    await expect(trendTip).toContainText(`成交额${yuan(Number(firstDay?.gmv))}`);
    await page.keyboard.press('Escape');
    await expect(trendTip).toHaveCount(0);

    // One slice per order state of the period; its tooltip reads like ECharts' '{b}: {c} 单 ({d}%)'.
    const states = week.statusDistribution.filter((state) => Number(state.count) > 0);
    const status = analysis.chart('近7天订单状态分布');
    await expect(status).toBeVisible();
    await expect(status.locator('svg path[data-slice]')).toHaveCount(states.length);
    await expect(status.getByRole('button', { name: states[0]?.status_dictText ?? '', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await analysis.plot('近7天订单状态分布').focus();
    await page.keyboard.press('ArrowRight');
    await expect(status.getByRole('tooltip')).toContainText(
      new RegExp(`^${states[0]?.status_dictText}: ${count(Number(states[0]?.count))} 单 \\(\\d+\\.\\d%\\)$`),
    );

    await expect(page.getByText(/店铺排行/)).toBeVisible();
    await page.getByText('近30天', { exact: true }).click();
    await analysis.expectTrend('近30天订单趋势', month);

    const shopContext = await browser.newContext();
    const shopPage = await shopContext.newPage();
    await login(shopPage, 'shop1');
    const shopAnalysis = new AnalysisPage(shopPage);
    await shopAnalysis.expectFigures(shop);
    await expect(shopAnalysis.figure('累计订单')).not.toContainText(count(tenant.totalOrders));
    // A shop sees no ranking of the tenant's shops.
    await expect(shopPage.getByText(/店铺排行/)).toHaveCount(0);
    await shopContext.close();
  });

  test('a failed load shows the error with 重试, and 重试 loads the figures', async ({ page }) => {
    let failures = 0;
    await page.route('**/sys/home/getHomeInfo**', (route) => {
      failures += 1;
      return route.fulfill({ json: { success: false, code: 500, message: '统计服务繁忙，请稍后再试', result: null } });
    });
    await login(page, 'tenant1');
    await expect(page.getByText('统计服务繁忙，请稍后再试')).toBeVisible({ timeout: 15_000 });
    expect(failures).toBeGreaterThan(0);

    await page.unroute('**/sys/home/getHomeInfo**');
    await page.getByRole('button', { name: '重试' }).first().click();
    await new AnalysisPage(page).expectFigures(await homeInfoOf(page, 'tenant1'));
  });

  test('a channel partner sees their own channel', async ({ page }) => {
    await login(page, 'agent1');
    const analysis = new AnalysisPage(page);
    await expect(analysis.figure('渠道订单')).toBeVisible({ timeout: 15_000 });
    // The channel table (each chart also holds a table of its data, for screen readers).
    await expect(page.locator('.arco-card', { hasText: '我的渠道' }).getByRole('table')).toContainText(
      '杭州易租渠道服务有限公司',
    );
  });
});
