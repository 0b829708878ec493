import type { Locator, Page } from '@playwright/test';
import { login } from './support/login';
import { expect, test } from './support/test';

/** tenant1 of the demo seed: its real name and its tenant (authority 3). */
const REAL_NAME = '陈国华';
const TENANT_NAME = '华东租赁有限公司';

/** A 1×1 PNG, served as the tenant's login background. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface CanvasText {
  text: string;
  angle: number;
}

declare global {
  interface Window {
    /** Texts drawn on 2D canvases, with the rotation set on that canvas before (see recordCanvasText). */
    canvasTexts?: CanvasText[];
  }
}

/** Records what is written on canvases, to read what the (canvas-drawn) watermark says. */
async function recordCanvasText(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const texts: CanvasText[] = [];
    const angles = new WeakMap<CanvasRenderingContext2D, number>();
    const proto = CanvasRenderingContext2D.prototype;
    const { fillText, rotate } = proto;
    proto.rotate = function (this: CanvasRenderingContext2D, angle: number) {
      angles.set(this, angle);
      rotate.call(this, angle);
    };
    proto.fillText = function (this: CanvasRenderingContext2D, text: string, x: number, y: number, max?: number) {
      texts.push({ text, angle: angles.get(this) ?? 0 });
      fillText.call(this, text, x, y, max);
    };
    window.canvasTexts = texts;
  });
}

/** The signed-in frame's details: side menu, header, search, tabs storage. */
class Frame {
  readonly errors: string[] = [];

  constructor(readonly page: Page) {
    page.on('pageerror', (error) => this.errors.push(error.message));
  }

  get sider(): Locator {
    return this.page.locator('.arco-layout-sider');
  }

  get header(): Locator {
    return this.page.locator('header');
  }

  get openSubmenus(): Locator {
    return this.sider.locator('.arco-menu-inline-header[aria-expanded="true"]');
  }

  submenu(title: string): Locator {
    return this.sider.locator('.arco-menu-inline-header', { hasText: title });
  }

  watermark(): Locator {
    return this.page.locator('div[style*="z-index:10000"][style*="pointer-events: none"]');
  }

  siderWidth(): Promise<number | undefined> {
    return this.sider.boundingBox().then((box) => box?.width);
  }

  scrollY(): Promise<number> {
    return this.page.evaluate(() => window.scrollY);
  }

  async scrollTo(top: number): Promise<void> {
    await this.page.evaluate((y) => window.scrollTo(0, y), top);
    await expect.poll(() => this.scrollY()).toBe(top);
  }

  /** Client-side navigation, as a link click does (no reload). */
  async go(path: string): Promise<void> {
    await this.page.evaluate((hash) => {
      window.location.hash = hash;
    }, `#${path}`);
    await expect(this.page).toHaveURL(new RegExp(`#${path}$`));
  }

  /** The tabs and kept-alive set as stored locally (pro__MULTI_TAB_CACHE). */
  storedTabs(): Promise<{ tabs: string[]; kept: string[] }> {
    return this.page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('pro__MULTI_TAB_CACHE') ?? 'null')?.value;
      return { tabs: (stored?.tabs ?? []).map((t: { key: string }) => t.key), kept: stored?.kept ?? [] };
    });
  }

  /** The click opens `url` in a new tab (closed again), and this page stays where it was. */
  async expectNewTab(click: () => Promise<void>, url: string): Promise<void> {
    const here = this.page.url();
    const opened = this.page.context().waitForEvent('page');
    await click();
    const tab = await opened;
    await expect(tab).toHaveURL(url);
    await tab.close();
    expect(this.page.url()).toBe(here);
  }

  async searchMenu(keyword: string, result: string): Promise<void> {
    await this.page.getByPlaceholder('搜索菜单').fill(keyword);
    await this.page.locator('.arco-autocomplete-popup').getByText(result, { exact: true }).click();
  }

  async openUserMenu(item: string): Promise<void> {
    await this.header.getByRole('button', { name: /好，/ }).click();
    await this.page.getByRole('menuitem', { name: item }).click();
  }

  modal(title: string): Locator {
    return this.page.locator('.arco-modal').filter({ has: this.page.locator('.arco-modal-title', { hasText: title }) });
  }

  async expectNoErrors(): Promise<void> {
    await expect(this.page.getByText('Unexpected Application Error!')).toHaveCount(0);
    expect(this.errors).toEqual([]);
  }
}

test.beforeEach(async ({ context }) => {
  // The seeded links point outside; answer them locally so the new tab and the iframe load at once.
  await context.route(/^https:\/\/(help\.jeecg\.com|www\.example\.com)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>外部页面</title>' }),
  );
});

test('login background: the tenant image of /sys/getLoginImg, the shipped one when there is none or the call fails', async ({
  page,
}) => {
  const frame = new Frame(page);
  const background = page.locator('[style*="background-image"]').filter({ hasText: '租赁商城管理后台' });
  const shipped = /url\("data:image\/svg\+xml/;

  // The reference server has no image for this host.
  const answered = page.waitForResponse(/\/sys\/getLoginImg\?domainName=127\.0\.0\.1/);
  await page.goto('/#/user/login');
  expect(await (await answered).json()).toMatchObject({ success: true, result: null });
  await expect(background).toHaveAttribute('style', shipped);

  await page.route('**/sys/getLoginImg*', (route) =>
    route.fulfill({ json: { success: true, code: 200, message: '', result: 'login/hd-bg.png' } }),
  );
  await page.route('**/sys/common/static/login/hd-bg.png', (route) =>
    route.fulfill({ contentType: 'image/png', body: PNG }),
  );
  await page.reload();
  await expect(background).toHaveAttribute('style', /url\("[^"]*\/sys\/common\/static\/login\/hd-bg\.png"\)/);

  await page.unroute('**/sys/getLoginImg*');
  await page.route('**/sys/getLoginImg*', (route) => route.abort('failed'));
  const failed = page.waitForEvent('requestfailed', (request) => request.url().includes('/sys/getLoginImg'));
  await page.reload();
  await failed;
  await expect(background).toHaveAttribute('style', shipped);
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  await frame.expectNoErrors();
});

test('side menu, header, watermark, tenant name, keep-alive storage, exception pages', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await recordCanvasText(page);
  const frame = new Frame(page);
  await login(page, 'tenant1');

  // Watermark: the user's real name drawn at -30°, in a layer at zIndex 10000 that takes no clicks.
  await expect(frame.watermark()).toHaveCount(1);
  await expect(frame.watermark()).toHaveAttribute('style', /background-image:\s*url\("?data:image\/png/);
  const drawnAngles = (text: string) =>
    page.evaluate((name) => [...new Set(window.canvasTexts?.filter((t) => t.text === name).map((t) => t.angle))], text);
  await expect.poll(() => drawnAngles(REAL_NAME)).toEqual([(-30 * Math.PI) / 180]);

  // Tenant name in the logo and the title.
  await expect(frame.sider.getByRole('link', { name: `${TENANT_NAME}后台首页` })).toHaveText(TENANT_NAME);
  await expect(page).toHaveTitle(`${TENANT_NAME}后台`);

  // Side menu: 200 px, 80 px collapsed; one top-level submenu open at a time.
  await expect.poll(() => frame.siderWidth()).toBe(200);
  await frame.header.getByRole('button', { name: '收起菜单' }).click();
  await expect.poll(() => frame.siderWidth()).toBe(80);
  await frame.header.getByRole('button', { name: '展开菜单' }).click();
  await expect.poll(() => frame.siderWidth()).toBe(200);
  await expect(frame.openSubmenus).toHaveCount(1);
  await frame.submenu('系统管理').click();
  await expect(frame.openSubmenus).toHaveText(['系统管理']);
  await frame.submenu('常用链接').click();
  await expect(frame.openSubmenus).toHaveText(['常用链接']);

  // An external menu entry opens in a new tab; the admin stays where it was.
  await frame.expectNewTab(
    () => frame.sider.getByRole('menuitem', { name: '开发文档' }).click(),
    'https://help.jeecg.com/',
  );

  // Menu search: an external result opens a new tab, an iframe page opens inside the layout.
  await frame.expectNewTab(() => frame.searchMenu('开发文档', '开发文档'), 'https://help.jeecg.com/');
  await frame.searchMenu('平台服务协议', '平台服务协议');
  await expect(page).toHaveURL(/#\/links\/[0-9a-f]{32}$/);
  await expect(page.locator('iframe[src="https://www.example.com/"]')).toBeVisible();
  await expect(page).toHaveTitle(`${TENANT_NAME}后台 - 平台服务协议`);

  // Keep-alive: the kept set (用户管理 has keepAlive, 角色管理 not) is stored and survives a reload.
  await frame.go('/system/user');
  await expect(page).toHaveTitle(`${TENANT_NAME}后台 - 用户管理`);
  await frame.go('/system/role');
  await expect.poll(() => frame.storedTabs()).toMatchObject({ kept: ['/system/user'] });
  const before = await frame.storedTabs();
  await page.reload();
  await expect(page.getByRole('navigation', { name: '多页签' }).getByRole('tab')).toHaveCount(before.tabs.length);
  expect(await frame.storedTabs()).toEqual(before);

  // The header hides once scrolled down past 100 px and comes back on scrolling up.
  await frame.go('/system/user');
  await expect(page.locator('[data-page="/system/user"] .arco-table-tr').nth(5)).toBeVisible();
  await frame.go('/order/orderList');
  await expect(page.locator('[data-page="/order/orderList"] .arco-table-tr').nth(5)).toBeVisible();
  await page.mouse.move(700, 400);
  await frame.scrollTo(60);
  await page.mouse.wheel(0, 40);
  await expect(frame.header).toBeInViewport();
  await page.mouse.wheel(0, 200);
  await expect(frame.header).not.toBeInViewport();
  await page.mouse.wheel(0, -50);
  await expect(frame.header).toBeInViewport();
  const scrolled = await frame.scrollY();
  expect(scrolled).toBeGreaterThan(100);
  // A navigation starts at the top, even on a page tall enough to stay scrolled (用户管理 is kept
  // alive, so it is back at full height at once).
  await frame.go('/system/user');
  await expect.poll(() => frame.scrollY()).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(
    scrolled,
  );

  // 403 and 500 (outside the menu) render and keep the watermark.
  await frame.go('/403');
  await expect(page.getByText('抱歉，你无权访问该页面')).toBeVisible();
  await expect(frame.watermark()).toHaveCount(1);
  await frame.go('/500');
  await expect(page.getByText('抱歉，服务器出错了')).toBeVisible();
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/#\/dashboard\/analysis$/);
  await frame.expectNoErrors();
});

test('header dialogs and the mobile search; the header stays when auto-hide is off', async ({ page }) => {
  const frame = new Frame(page);
  await login(page, 'tenant1');

  // Change password: 800 px wide. 部门选择 from the user menu: 450 px.
  await frame.openUserMenu('密码修改');
  const password = frame.modal('修改密码');
  // Computed width: the box is scaled while the dialog zooms in.
  await expect(password).toHaveCSS('width', '800px');
  await password.getByRole('button', { name: /取\s*消/ }).click();
  await expect(password).toBeHidden();
  await frame.openUserMenu('切换部门');
  const depart = frame.modal('部门选择');
  await expect(depart).toHaveCSS('width', '450px');
  await depart.getByRole('button', { name: '关闭' }).click();
  await expect(depart).toBeHidden();

  // Auto-hide off (fixed header kept): scrolling down leaves the header in place.
  await page.locator('header').getByRole('button', { name: '系统设置' }).click();
  const drawer = page.locator('.arco-drawer').filter({ hasText: '整体风格设置' });
  await drawer.getByRole('switch', { name: '下滑时隐藏 Header' }).click();
  await drawer.locator('.arco-drawer-close-icon').click();
  await expect(drawer).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.mouse.move(700, 300);
  await page.mouse.wheel(0, 400);
  await expect.poll(() => frame.scrollY()).toBeGreaterThan(150);
  await expect(frame.header).toBeInViewport();
  await expect(frame.header).toHaveCSS('position', 'fixed');

  // Mobile: the search is a modal; a result navigates and closes it.
  await page.setViewportSize({ width: 390, height: 800 });
  await frame.header.getByRole('button', { name: '搜索菜单' }).click();
  const search = page.getByRole('dialog', { name: '搜索菜单' });
  await expect(search).toBeVisible();
  await search.getByPlaceholder('搜索菜单').fill('角色');
  await search.getByRole('button', { name: /角色管理/ }).click();
  await expect(page).toHaveURL(/#\/system\/role$/);
  await expect(search).toBeHidden();
  await frame.expectNoErrors();
});
