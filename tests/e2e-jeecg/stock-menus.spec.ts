import { expect, type Page, test } from '@playwright/test';
import { ListPageObject } from '../e2e/support/list-page';
import { clearLog, jeecgLogin, requestLog } from './support';

/** The side menu: a group is opened by its title, a page by its entry's. */
async function openFromMenu(page: Page, group: string, entry: string): Promise<ListPageObject> {
  const sider = page.locator('.arco-layout-sider');
  const item = sider.getByRole('menuitem', { name: entry, exact: true });
  if (!(await item.isVisible())) await sider.getByText(group, { exact: true }).click();
  await item.click();
  const list = new ListPageObject(page);
  await list.waitForRows();
  return list;
}

test('a stock Vue 3 menu (system/user/index, system/role/index, system/depart/index) opens our pages with the stand-in data', async ({
  page,
  request,
}) => {
  await jeecgLogin(page, 'admin');
  await clearLog(request);

  const users = await openFromMenu(page, '系统管理', '用户管理');
  await expect(page).toHaveURL(/#\/system\/user$/);
  await expect(users.totalText).toContainText('共 3 条');
  // An IPage list asked for with JeecgBoot's paging parameters.
  const list = (await requestLog(request)).find((entry) => entry.path === '/sys/user/list');
  expect(new URLSearchParams(list?.query).get('pageNo')).toBe('1');
  expect(new URLSearchParams(list?.query).get('pageSize')).toMatch(/^\d+$/);
  // The list's dictionary columns show the `_dictText` JeecgBoot adds to @Dict fields.
  await expect(users.row('zhagnxiao')).toContainText('张小红');
  await expect(users.row('zhagnxiao')).toContainText('女');
  await expect(users.row('zhagnxiao')).toContainText('冻结');
  await expect(users.row('admin')).toContainText('正常');
  // Buttons granted as system:user:add / system:user:delete (the stock Vue 3 codes).
  await expect(users.view.getByRole('button', { name: '新增' })).toBeVisible();

  const roles = await openFromMenu(page, '系统管理', '角色管理');
  await expect(page).toHaveURL(/#\/system\/role$/);
  await expect(roles.row('admin')).toContainText('管理员');
  await expect(roles.row('caiwu')).toContainText('财务出纳');

  const departs = await openFromMenu(page, '系统管理', '部门管理');
  await expect(page).toHaveURL(/#\/system\/depart$/);
  await expect(departs.row('A01').first()).toContainText('北京国炬信息技术有限公司');
  // org_category labels from the dictionaries the login answer carried (sysAllDictItems).
  await expect(departs.row('A01').first()).toContainText('公司');

  // A list answered with code 200 (JeecgBoot's generated controllers: Result.ok(pageList)).
  const rules = await openFromMenu(page, '低代码开发', '系统校验规则');
  await expect(page).toHaveURL(/#\/system\/checkrule$/);
  await expect(rules.row('common')).toContainText('通用编码规则');

  await expect(page.getByText(/前端没有菜单组件/)).toHaveCount(0);
});

test('a stock Vue 3 component the host has no page for says so', async ({ page }) => {
  await jeecgLogin(page, 'admin');
  await page.goto('/#/monitor/redis');
  await expect(page.getByText('前端没有菜单组件 monitor/redis/index 对应的页面')).toBeVisible();
});

test('a stock Vue 2 menu (system/UserList, system/RoleUserList, system/DepartList, system/SysPositionList) opens our pages', async ({
  page,
}) => {
  await jeecgLogin(page, 'jeecg');

  const users = await openFromMenu(page, '系统管理', '用户管理');
  await expect(page).toHaveURL(/#\/isystem\/user$/);
  await expect(users.row('jeecg')).toContainText('研发部');
  // Granted as the Vue 2 code user:add.
  await expect(users.view.getByRole('button', { name: '新增' })).toBeVisible();

  const roles = await openFromMenu(page, '系统管理', '角色管理');
  await expect(page).toHaveURL(/#\/isystem\/roleUserList$/);
  await expect(roles.row('test')).toContainText('临时角色');

  const departs = await openFromMenu(page, '系统管理', '部门管理');
  await expect(page).toHaveURL(/#\/isystem\/depart$/);
  await expect(departs.row('A01').first()).toContainText('北京国炬信息技术有限公司');

  const positions = await openFromMenu(page, '系统管理', '职务管理');
  await expect(page).toHaveURL(/#\/isystem\/position$/);
  await expect(positions.row('devleader')).toContainText('研发主管');
  await expect(positions.row('devleader')).toContainText('副高级');

  await expect(page.getByText(/前端没有菜单组件/)).toHaveCount(0);
});
