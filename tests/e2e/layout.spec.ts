import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, login } from './support/login';
import { expect, test } from './support/test';

/** The signed-in frame as a user sees it: side menu, header, tabs, content. */
class LayoutPage {
  readonly errors: string[] = [];

  constructor(readonly page: Page) {
    page.on('pageerror', (error) => this.errors.push(error.message));
  }

  /** No uncaught error and no route error screen happened. */
  async expectNoErrors(): Promise<void> {
    await expect(this.page.getByText('Unexpected Application Error!')).toHaveCount(0);
    expect(this.errors).toEqual([]);
  }

  get sideMenu(): Locator {
    return this.page.locator('.arco-layout-sider .arco-menu');
  }

  get tabBar(): Locator {
    return this.page.getByRole('navigation', { name: '多页签' });
  }

  tab(title: string): Locator {
    return this.tabBar.getByRole('tab', { name: title });
  }

  async expectTabs(titles: string[]): Promise<void> {
    await expect(this.tabBar.getByRole('tab')).toHaveText(titles);
  }

  /** Client-side navigation, as a link click would do (no reload). */
  async go(path: string): Promise<void> {
    await this.page.evaluate((hash) => {
      window.location.hash = hash;
    }, `#${path}`);
    await expect(this.page).toHaveURL(new RegExp(`#${path.replace(/[?]/g, '\\?')}$`));
  }

  /** Opens a page from the side menu and waits for its navigation check to answer. */
  async openChecked(group: string, item: string): Promise<void> {
    await this.openFromMenu(group, item, true);
  }

  async openFromMenu(group: string, item: string, waitForCheck = false): Promise<void> {
    const submenu = this.sideMenu.locator('.arco-menu-inline-header', { hasText: group });
    const entry = this.sideMenu.getByRole('menuitem', { name: item, exact: true });
    await expect(submenu).toBeVisible();
    if (!(await entry.isVisible())) await submenu.click();
    const checked = waitForCheck ? this.page.waitForResponse(/getUserPermissionByToken/) : null;
    await entry.click();
    await checked;
  }

  /** Ends the session in the browser only (storage cleared, page reloaded), ready for another login. */
  async forgetSession(): Promise<void> {
    await this.page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await this.page.reload();
  }

  async tabAction(title: string, action: '刷新' | '关闭左侧' | '关闭右侧' | '关闭其他'): Promise<void> {
    await this.tab(title).click({ button: 'right' });
    const item = this.page.locator('.arco-dropdown:visible').getByRole('menuitem', { name: action });
    await item.click();
    await expect(item).toBeHidden();
  }

  async closeTab(title: string): Promise<void> {
    await this.tab(title).getByRole('button', { name: 'remove tab' }).click();
  }

  /** Tags the DOM of a page instance; the tag disappears when the page remounts. */
  async markPage(key: string): Promise<void> {
    await this.page.locator(`[data-page="${key}"]`).evaluate((node) => {
      (node as HTMLElement).dataset.mark = 'kept';
    });
  }

  async pageMarked(key: string): Promise<boolean> {
    return this.page
      .locator(`[data-page="${key}"][data-mark="kept"]`)
      .count()
      .then((n) => n === 1);
  }

  /** Scrolls up, as a user does to bring back the auto-hiding header. */
  async revealHeader(): Promise<void> {
    await this.page.mouse.wheel(0, -2000);
    await expect(this.page.locator('header')).toBeInViewport();
  }

  async openUserMenu(item: string): Promise<void> {
    await this.revealHeader();
    await this.page.locator('header').getByRole('button', { name: /好，/ }).click();
    await this.page.getByRole('menuitem', { name: item }).click();
  }

  async openSettings(): Promise<Locator> {
    await this.revealHeader();
    await this.page.locator('header').getByRole('button', { name: '系统设置' }).click();
    const drawer = this.page.locator('.arco-drawer').filter({ hasText: '整体风格设置' });
    await expect(drawer).toBeVisible();
    return drawer;
  }

  watermark(): Locator {
    return this.page.locator('div[style*="z-index:10000"][style*="pointer-events: none"]');
  }
}

test.describe('menu from the server', () => {
  test('a tenant administrator sees system administration; a shop operator neither sees nor reaches it', async ({
    page,
  }) => {
    const layout = new LayoutPage(page);
    await login(page, 'tenant1');
    await expect(layout.sideMenu.getByText('系统管理', { exact: true })).toBeVisible();
    await layout.openFromMenu('系统管理', '用户管理');
    await expect(page).toHaveURL(/#\/system\/user$/);
    await expect(page.locator('.arco-breadcrumb')).toHaveText(/首页\s*系统管理\s*用户管理/);
    await expect(page).toHaveTitle(/.+后台 - 用户管理$/);
    await expect(layout.watermark()).toHaveCount(1);

    await layout.go('/dashboard/analysis');
    await expect(page).toHaveTitle(/^[^-]+后台$/);

    await layout.forgetSession();
    await login(page, 'shop1');
    await expect(layout.sideMenu.getByText('订单管理', { exact: true })).toBeVisible();
    await expect(layout.sideMenu.getByText('系统管理', { exact: true })).toHaveCount(0);
    await page.goto('/#/system/user');
    await expect(page).toHaveURL(/#\/404$/);
    await layout.expectNoErrors();
  });

  test('every navigation re-checks the menu: a withdrawn page reloads to 404, a failed check logs out', async ({
    page,
  }) => {
    const layout = new LayoutPage(page);
    await login(page, 'tenant1');
    await layout.openChecked('系统管理', '用户管理');

    // The server withdraws the system administration menu while the user is working.
    await page.route('**/sys/permission/getUserPermissionByToken*', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.result.menu = body.result.menu.filter((node: { path: string }) => node.path !== '/system');
      await route.fulfill({ response, json: body });
    });
    await layout.go('/system/role');
    await expect(page).toHaveURL(/#\/404$/);

    await page.unroute('**/sys/permission/getUserPermissionByToken*');
    await layout.forgetSession();
    await login(page, 'tenant1');
    await layout.openChecked('系统管理', '用户管理');
    await page.route('**/sys/permission/getUserPermissionByToken*', (route) =>
      route.fulfill({ status: 500, json: { success: false, code: 500, message: '服务器异常' } }),
    );
    await layout.go('/system/role');
    await expect(page).toHaveURL(/#\/user\/login\?redirect=%2Fsystem%2Frole$/);
    await layout.expectNoErrors();
  });
});

test.describe('multi-tab', () => {
  test('home and the last tab are refused; refresh remounts one page; close left, right and others', async ({
    page,
  }) => {
    const layout = new LayoutPage(page);
    await login(page, 'tenant1');
    await expect(layout.tab('首页')).toBeVisible();

    await layout.openFromMenu('系统管理', '用户管理');
    await layout.openFromMenu('系统管理', '角色管理');
    await layout.openFromMenu('系统管理', '部门管理');
    await layout.expectTabs(['首页', '用户管理', '角色管理', '部门管理']);

    await layout.closeTab('首页');
    await expect(page.getByText('首页不能关闭!')).toBeVisible();
    await layout.expectTabs(['首页', '用户管理', '角色管理', '部门管理']);

    // Choosing a tab navigates; a keepAlive page (用户管理) stays mounted while hidden, others do not.
    await layout.tab('用户管理').click();
    await expect(page).toHaveURL(/#\/system\/user$/);
    await layout.markPage('/system/user');
    await layout.tab('角色管理').click();
    await layout.markPage('/system/role');
    await layout.tab('部门管理').click();
    await expect(page).toHaveURL(/#\/system\/depart$/);
    expect(await layout.pageMarked('/system/user')).toBe(true);
    await layout.tab('角色管理').click();
    expect(await layout.pageMarked('/system/role')).toBe(false);

    // 刷新 remounts that page only.
    await layout.openFromMenu('消息中心', '我的消息');
    await layout.markPage('/isps/userAnnouncement');
    await layout.tabAction('用户管理', '刷新');
    await expect(page).toHaveURL(/#\/system\/user$/);
    expect(await layout.pageMarked('/system/user')).toBe(false);
    expect(await layout.pageMarked('/isps/userAnnouncement')).toBe(true);

    await layout.tabAction('角色管理', '关闭左侧');
    await layout.expectTabs(['首页', '角色管理', '部门管理', '我的消息']);
    await expect(page).toHaveURL(/#\/system\/role$/);
    await layout.tabAction('部门管理', '关闭右侧');
    await layout.expectTabs(['首页', '角色管理', '部门管理']);
    await layout.tabAction('部门管理', '关闭其他');
    await layout.expectTabs(['首页', '部门管理']);
    await expect(page).toHaveURL(/#\/system\/depart$/);

    await layout.closeTab('部门管理');
    await expect(page).toHaveURL(/#\/dashboard\/analysis$/);
    await layout.closeTab('首页');
    await expect(page.getByText('这是最后一页，不能再关闭了啦')).toBeVisible();
    await layout.expectTabs(['首页']);
    await layout.expectNoErrors();
  });

  test('tabs are keyed by full path and survive a reload; mobile has a menu drawer and no tabs', async ({ page }) => {
    const layout = new LayoutPage(page);
    await login(page, 'tenant1');
    await layout.go('/system/user?status=1');
    await layout.expectTabs(['首页', '用户管理']);
    await layout.go('/system/user?status=2');
    await layout.expectTabs(['首页', '用户管理', '用户管理']);
    await page.reload();
    await expect(layout.tab('首页')).toBeVisible();
    await layout.expectTabs(['首页', '用户管理', '用户管理']);

    await page.setViewportSize({ width: 390, height: 800 });
    await expect(layout.tabBar).toHaveCount(0);
    await page.getByRole('button', { name: '打开菜单' }).click();
    const drawer = page.locator('.arco-drawer');
    await drawer.getByText('消息中心', { exact: true }).click();
    await drawer.getByRole('menuitem', { name: '我的消息' }).click();
    await expect(page).toHaveURL(/#\/isps\/userAnnouncement$/);
    await expect(drawer).toBeHidden();
    await layout.expectNoErrors();
  });
});

test.describe('header', () => {
  test('settings persist across a reload and the primary colour is applied', async ({ page }) => {
    const layout = new LayoutPage(page);
    await login(page, 'tenant1');
    const primary = () => page.evaluate(() => getComputedStyle(document.body).getPropertyValue('--primary-6').trim());
    await expect.poll(primary).toBe('24,144,255');

    let drawer = await layout.openSettings();
    await drawer.getByRole('button', { name: '酱紫' }).click();
    await expect(page.getByText('正在编译主题！')).toBeVisible();
    await expect.poll(primary).toBe('114,46,209');
    await drawer.getByRole('button', { name: '亮色菜单风格' }).click();
    await drawer.getByRole('switch', { name: '多页签模式' }).click();
    await drawer.getByRole('switch', { name: '色弱模式' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.style.filter)).toBe('invert(80%)');
    await drawer.getByRole('switch', { name: '色弱模式' }).click();
    await drawer.getByRole('switch', { name: '固定 Header' }).click();
    await expect(drawer.getByRole('switch', { name: '下滑时隐藏 Header' })).toBeDisabled();
    await drawer.getByRole('button', { name: '顶部栏导航' }).click();
    await expect(drawer.getByRole('switch', { name: '固定侧边菜单' })).toBeDisabled();
    await drawer.getByRole('button', { name: '侧边栏导航' }).click();

    await page.reload();
    await expect(layout.sideMenu).toBeVisible();
    expect(await primary()).toBe('114,46,209');
    await expect(layout.tabBar).toHaveCount(0);
    await expect(page.locator('.arco-layout-sider')).toHaveClass(/arco-layout-sider-light/);
    await expect(page.locator('header')).not.toHaveCSS('position', 'fixed');
    drawer = await layout.openSettings();
    await expect(drawer.getByRole('switch', { name: '多页签模式' })).not.toBeChecked();
    await expect(drawer.getByRole('button', { name: '酱紫' })).toHaveAttribute('aria-pressed', 'true');
    await drawer.locator('.arco-drawer-close-icon').click();
    await expect(drawer).toBeHidden();

    // A primary button takes the colour too.
    await layout.openUserMenu('切换部门');
    const ok = page.locator('.arco-modal').getByRole('button', { name: '确认' });
    await expect(ok).toHaveCSS('background-color', 'rgb(114, 46, 209)');
    await layout.expectNoErrors();
  });

  test('password change: validation messages, the server message, success signs out', async ({ page }) => {
    const layout = new LayoutPage(page);
    await login(page, 'agent1');
    await layout.openUserMenu('密码修改');
    const modal = page.locator('.arco-modal').filter({ hasText: '修改密码' });
    await modal.getByRole('button', { name: /确\s*定/ }).click();
    await expect(modal.getByText('密码8位由数字、大小写字母组成!')).toHaveCount(3);

    await modal.getByPlaceholder('请输入旧密码').fill('wrong-old-1');
    await modal.getByPlaceholder('请输入新密码').fill('abc');
    await modal.getByPlaceholder('请确认新密码').fill('abc');
    await modal.getByPlaceholder('请输入新密码').blur();
    await expect(modal.getByText('密码8位由数字、大小写字母组成!')).toHaveCount(1);
    await modal.getByPlaceholder('请输入新密码').fill('Agent2026x');
    await modal.getByPlaceholder('请确认新密码').fill('Agent2026y');
    await modal.getByPlaceholder('请确认新密码').blur();
    await expect(modal.getByText('两次输入的密码不一样！')).toBeVisible();
    await modal.getByPlaceholder('请确认新密码').fill('Agent2026x');
    await modal.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('旧密码输入错误')).toBeVisible();

    await modal.getByPlaceholder('请输入旧密码').fill(DEMO_PASSWORD);
    await modal.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page).toHaveURL(/#\/user\/login$/);
    await login(page, 'agent1', 'Agent2026x');

    // Back to the demo password, so other suites can sign in as agent1.
    await layout.openUserMenu('密码修改');
    await modal.getByPlaceholder('请输入旧密码').fill('Agent2026x');
    await modal.getByPlaceholder('请输入新密码').fill(DEMO_PASSWORD);
    await modal.getByPlaceholder('请确认新密码').fill(DEMO_PASSWORD);
    await modal.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page).toHaveURL(/#\/user\/login$/);
    await layout.expectNoErrors();
  });

  test('department switch preselects the current department and replaces the stored user', async ({ page }) => {
    const layout = new LayoutPage(page);
    await login(page, 'tenant1');
    const orgCode = () =>
      page.evaluate(() => JSON.parse(localStorage.getItem('pro__Login_Userinfo') ?? '{}').value?.orgCode as string);
    const before = await orgCode();

    await layout.openUserMenu('切换部门');
    const modal = page.locator('.arco-modal').filter({ hasText: '部门选择' });
    await expect(modal).toBeVisible();
    const select = modal.locator('.arco-select');
    await expect(select).not.toHaveText('请选择登录部门');
    await select.click();
    const options = page.locator('.arco-select-popup .arco-select-option');
    await expect(options).not.toHaveCount(0);
    await page.locator('.arco-select-popup .arco-select-option:not(.arco-select-option-selected)').first().click();
    await modal.getByRole('button', { name: /确\s*认/ }).click();
    await expect(page.getByText(/已切换到|部门切换成功/)).toBeVisible();
    await expect(modal).toBeHidden();
    await expect.poll(orgCode).not.toBe(before);

    await page.route('**/sys/user/getCurrentUserDeparts*', (route) =>
      route.fulfill({ json: { success: true, code: 200, message: '', result: { list: [], orgCode: null } } }),
    );
    await layout.openUserMenu('切换部门');
    await expect(page.getByText('您尚未设置部门信息!')).toBeVisible();
    await expect(page.locator('.arco-modal').filter({ hasText: '部门选择' })).toBeHidden();
    await layout.expectNoErrors();
  });

  test('logout asks 真的要注销登录吗 ? and then leaves the watermark behind', async ({ page }) => {
    const layout = new LayoutPage(page);
    await login(page, 'tenant1');
    await page.locator('header').getByRole('button', { name: '退出登录' }).click();
    const dialog = page.locator('.arco-modal').filter({ hasText: '真的要注销登录吗 ?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await expect(page).toHaveURL(/#\/dashboard\/analysis$/);

    await page.locator('header').getByRole('button', { name: '退出登录' }).click();
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page).toHaveURL(/#\/user\/login$/);
    await expect(layout.watermark()).toHaveCount(0);
    await layout.expectNoErrors();
  });

  test('menu search opens a page; the chat badge links to the chat', async ({ page }) => {
    const layout = new LayoutPage(page);
    await login(page, 'tenant1');
    await page.getByPlaceholder('搜索菜单').fill('角色');
    await page.locator('.arco-autocomplete-popup').getByText('角色管理').click();
    await expect(page).toHaveURL(/#\/system\/role$/);

    await page.locator('header').getByRole('button', { name: '系统设置' }).hover();
    await expect(page.locator('.arco-tooltip-content')).toHaveText('系统设置');
    const badge = page.locator('header').getByRole('button', { name: /在线客服消息/ });
    await expect(badge).toBeVisible();
    await badge.click();
    await expect(page).toHaveURL(/#\/serviceCenter\/chat$/);
    await layout.expectNoErrors();
  });
});
