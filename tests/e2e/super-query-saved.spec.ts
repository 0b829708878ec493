import type { Locator, Page } from '@playwright/test';
import { ApiSession } from './support/api';
import { ListPageObject } from './support/list-page';
import { login } from './support/login';
import { expect, test } from './support/test';

interface UserPage {
  records: { username: string; realname: string }[];
  total: number;
}

/** Fills condition `index` (0-based) of the open advanced query: field, rule and a text value. */
async function condition(page: Page, modal: Locator, index: number, field: string, rule: RegExp, value: string) {
  const row = modal.getByRole('group', { name: `条件 ${index + 1}` });
  await row.locator('.super-query__field').click();
  await page.locator('.arco-select-option:visible', { hasText: field }).click();
  await row.locator('.super-query__rule').click();
  await page.locator('.arco-select-option:visible', { hasText: rule }).click();
  await row.getByLabel('查询值').fill(value);
}

async function saveAs(page: Page, modal: Locator, title: string) {
  await modal.getByRole('button', { name: '保存查询' }).click();
  await page.getByLabel('保存名称').fill(title);
  await page.getByRole('button', { name: '保存', exact: true }).click();
}

test('a saved advanced query is overwritten after the prompt, loaded back, run on the users list, and kept', async ({
  page,
  request,
}) => {
  // The expected rows, straight from the server: realname contains 王, or username starts with shop.
  const tenant1 = await ApiSession.login(request, 'tenant1');
  const byName = await tenant1.get<UserPage>('/sys/user/list', { realname: '*王*', pageSize: 100 });
  const byAccount = await tenant1.get<UserPage>('/sys/user/list', { username: 'shop*', pageSize: 100 });
  const either = new Set([...byName.records, ...byAccount.records].map((user) => user.username));
  expect(byName.total).toBeGreaterThan(0);
  expect(byAccount.total).toBeGreaterThan(0);
  expect(either.size).toBeGreaterThan(byName.total);

  await login(page, 'tenant1');
  const users = new ListPageObject(page);
  await users.open('/system/user');
  await users.toolbarButton('高级查询').click();
  const modal = page.locator('.super-query__modal');
  const saved = modal.getByLabel('保存的查询');
  await expect(saved.getByText('没有保存任何查询')).toBeVisible();

  await condition(page, modal, 0, '用户姓名', /^模糊$/, '王');
  await saveAs(page, modal, '王姓或门店');
  await expect(saved.getByRole('button', { name: '王姓或门店', exact: true })).toBeVisible();

  // A second condition and OR, saved under the same name: declined first, then overwritten.
  await modal.getByRole('button', { name: '在条件 1后添加条件' }).click();
  await condition(page, modal, 1, '用户账号', /^以..开始$/, 'shop');
  await modal.getByText('OR（条件中的任意一个匹配）').click();
  await saveAs(page, modal, '王姓或门店');
  const prompt = page.getByText('王姓或门店 已存在，是否覆盖？');
  await expect(prompt).toBeVisible();
  await page.getByRole('button', { name: '覆盖' }).click();
  await expect(prompt).toBeHidden();
  await expect(saved.getByRole('button', { name: '王姓或门店', exact: true })).toHaveCount(1);

  // Reset, load it back, run it: the rows of either condition.
  await modal.getByRole('button', { name: '重置' }).click();
  await expect(modal.getByRole('group', { name: '条件 2' })).toHaveCount(0);
  await saved.getByRole('button', { name: '王姓或门店', exact: true }).click();
  await expect(modal.getByRole('group', { name: '条件 2' })).toBeVisible();
  await expect(modal.getByRole('group', { name: '条件 2' }).getByLabel('查询值')).toHaveValue('shop');
  await modal.getByRole('button', { name: '查询', exact: true }).click();
  await users.waitForRows();
  await expect(users.totalText).toContainText(`共 ${either.size} 条`);
  for (const username of either) await expect(users.row(username).first()).toBeVisible();

  // The saved query outlives a reload.
  await page.reload();
  await users.waitForRows();
  await users.toolbarButton('高级查询').click();
  await expect(saved.getByRole('button', { name: '王姓或门店', exact: true })).toBeVisible();
});
