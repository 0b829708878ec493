import { expect, test } from '@playwright/test';
import { ListPageObject } from '../e2e/support/list-page';
import { expireSessions, jeecgLogin } from './support';

test('a JeecgBoot business error (success false, code 500) reaches the user verbatim', async ({ page }) => {
  await jeecgLogin(page, 'admin');
  const roles = new ListPageObject(page);
  await roles.open('/system/role');
  await roles.rowAction('admin', '删除');
  await roles.confirm();
  // SysRoleServiceImpl.checkAdminRoleRejectDel's message, as JeecgBootExceptionHandler answers it.
  await expect(page.getByText('admin角色，不允许删除！')).toBeVisible();
  await expect(roles.row('admin')).toBeVisible();
});

test('HTTP 401 from the JWT filter (Token失效，请重新登录!) signs the user out to the login page', async ({
  page,
  request,
}) => {
  await jeecgLogin(page, 'admin');
  const users = new ListPageObject(page);
  await users.open('/system/user');
  await expireSessions(request, '401');

  await users.searchForm.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('未授权，请重新登录')).toBeVisible();
  await expect(page).toHaveURL(/#\/user\/login/, { timeout: 15_000 });
  expect(await page.evaluate(() => localStorage.getItem('pro__Access-Token'))).toBeNull();
});

test('HTTP 500 with Token失效 (JeecgBoot 2.x) brings the relogin dialog, which leads to login', async ({
  page,
  request,
}) => {
  await jeecgLogin(page, 'admin');
  const users = new ListPageObject(page);
  await users.open('/system/user');
  await expireSessions(request, '500');

  await users.searchForm.getByRole('button', { name: '查询' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '登录已过期' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('很抱歉，登录已过期，请重新登录');
  await dialog.getByRole('button', { name: '重新登录' }).click();
  await expect(page).toHaveURL(/#\/user\/login/, { timeout: 15_000 });
  expect(await page.evaluate(() => localStorage.getItem('pro__Access-Token'))).toBeNull();
});
