import { readFile } from 'node:fs/promises';
import * as XLSX from '@e965/xlsx';
import { ApiSession } from './support/api';
import { ListPageObject } from './support/list-page';
import { login } from './support/login';
import { expect, test } from './support/test';

interface UserPage {
  records: { id: string; username: string; realname: string }[];
  total: number;
}

// The admin is built in development mode and the machine is shared: give each flow room.
test.describe.configure({ timeout: 90_000 });

/** A username no earlier run used (the server keeps its data between tests of one run). */
const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-6)}`;

async function addUser(session: ApiSession, username: string, realname: string): Promise<void> {
  await session.post('/sys/user/add', { username, realname, password: 'Demo@2026x', confirmpassword: 'Demo@2026x' });
}

async function findUser(session: ApiSession, username: string) {
  const page = await session.get<UserPage>('/sys/user/list', { username });
  return page.records[0];
}

test.describe('用户管理 as a declared list page', () => {
  test('pages and searches, and the list state survives a reload', async ({ page }) => {
    await login(page, 'tenant1');
    const users = new ListPageObject(page);
    await users.open('/system/user');
    await expect(users.rows).toHaveCount(10);
    await expect(users.totalText).toHaveText(/^第 1-10 条 \/ 共 \d+ 条$/);

    await users.goToPage(2);
    await expect(page).toHaveURL(/ls\.page=2/);
    await expect(users.totalText).toHaveText(/^第 11-\d+ 条/);
    await page.reload();
    await users.waitForRows();
    await expect(users.totalText).toHaveText(/^第 11-\d+ 条/);

    await users.search('用户账号', 'zhang');
    await expect(users.rows).toHaveCount(1);
    await expect(users.row('张欣怡')).toBeVisible();
    await expect(page).toHaveURL(/ls\.q\.username=zhang/);
    await expect(page).not.toHaveURL(/ls\.page=/);
    await page.reload();
    await users.waitForRows();
    await expect(users.searchForm.getByPlaceholder('请输入用户账号')).toHaveValue('zhang');
    await expect(users.rows).toHaveCount(1);

    await users.resetSearch();
    await expect(users.rows).toHaveCount(10);
    await expect(page).not.toHaveURL(/ls\./);
    // Paging and searching stayed in the one tab of the page.
    await expect(page.getByRole('navigation', { name: '多页签' }).getByRole('tab', { name: '用户管理' })).toHaveCount(
      1,
    );
  });

  test('sorts by a column through the server', async ({ page }) => {
    await login(page, 'tenant1');
    const users = new ListPageObject(page);
    await users.open('/system/user');
    const sorted = page.waitForRequest((request) =>
      /\/sys\/user\/list\?.*column=username&order=asc/.test(request.url()),
    );
    await users.table.locator('thead th', { hasText: '用户账号' }).locator('.arco-table-cell-with-sorter').click();
    await sorted;
    await users.waitForRows();
    const names = await users.rows.locator('td:nth-child(2)').allInnerTexts();
    expect(names).toEqual([...names].sort());
    await expect(page).toHaveURL(/ls\.sort=username%2Casc|ls\.sort=username,asc/);
  });

  test('a list the server refuses shows its message and an error state with 重试', async ({ page }) => {
    await login(page, 'tenant1');
    const users = new ListPageObject(page);
    // A shared link with a sort the server does not allow.
    await page.goto('/#/system/user?ls.sort=nosuch,asc');
    await expect(users.message('不支持的排序字段：nosuch')).toBeVisible({ timeout: 20_000 });
    const failed = page.locator('.list-page .arco-result').filter({ hasText: '数据加载失败' });
    await expect(failed).toContainText('不支持的排序字段：nosuch');
    const retried = page.waitForRequest((request) => /\/sys\/user\/list\?.*column=nosuch/.test(request.url()));
    await failed.getByRole('button', { name: '重试' }).click();
    await retried;
    await expect(failed).toBeVisible();

    // 重置查询 drops the list state of the link and loads the plain list.
    const plain = page.waitForRequest((request) => /\/sys\/user\/list\?.*column=createTime/.test(request.url()));
    await failed.getByRole('button', { name: '重置查询' }).click();
    await plain;
    await users.waitForRows();
    await expect(failed).toHaveCount(0);
    await expect(users.rows).toHaveCount(10);
    await expect(page).not.toHaveURL(/ls\./);
    // The kept-alive page does not bring the refused sort back when its tab is chosen again.
    await page.goto('/#/dashboard/analysis');
    await page.getByRole('navigation', { name: '多页签' }).getByRole('tab', { name: '用户管理' }).click();
    await expect(page).toHaveURL(/#\/system\/user$/);
    await users.waitForRows();
    await expect(failed).toHaveCount(0);
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 1024, height: 768 },
  ]) {
    test(`does not overflow the window horizontally at ${viewport.width}x${viewport.height}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await login(page, 'tenant1');
      const users = new ListPageObject(page);
      await users.open('/system/user');
      await expect(users.rows).toHaveCount(10);
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        window: window.innerWidth,
        table: document.querySelector('[data-page] .list-page .arco-table')?.getBoundingClientRect().right ?? 0,
      }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.window);
      // A wide table scrolls inside its card instead.
      expect(widths.table).toBeLessThanOrEqual(widths.window);
    });
  }

  test('creates and edits a user; a refused save keeps the edits and shows the server message', async ({
    page,
    request,
  }) => {
    const tenant1 = await ApiSession.login(request, 'tenant1');
    const username = uniqueName('e2eu');
    await login(page, 'tenant1');
    const users = new ListPageObject(page);
    await users.open('/system/user');

    await users.toolbarButton('新增').click();
    await expect(users.modal.getByText('新增用户')).toBeVisible();
    await users.submit();
    await expect(users.modal.getByText('请输入用户姓名')).toBeVisible();
    await users.fill('用户账号', username);
    await users.fill('用户姓名', '端到端甲');
    await users.fill('登录密码', 'Passw0rd123');
    await users.fill('确认密码', 'Passw0rd124');
    await users.submit();
    await expect(users.modal.getByText('两次输入的密码不一样！')).toBeVisible();
    await users.fill('确认密码', 'Passw0rd123');
    // The phone of tenant1: the server refuses it (手机号已存在) and the form stays as typed.
    await users.fill('手机号码', '13857101001');
    await users.choose('性别', '女');
    await users.submit();
    await expect(users.message('手机号已存在')).toBeVisible();
    await expect(users.field('用户姓名').locator('input')).toHaveValue('端到端甲');
    await users.fill('手机号码', '');
    await users.submit();
    await expect(users.message('添加成功！')).toBeVisible();
    await expect(users.modal).toBeHidden();

    const created = await findUser(tenant1, username);
    expect(created?.realname).toBe('端到端甲');

    await users.search('用户账号', username);
    await expect(users.rows).toHaveCount(1);
    await expect(users.row(username)).toContainText('女');
    await users.rowAction(username, '编辑');
    await expect(users.field('用户账号').locator('input')).toBeDisabled();
    await expect(users.field('用户姓名').locator('input')).toHaveValue('端到端甲');
    await expect(users.field('登录密码')).toHaveCount(0);
    await users.fill('用户姓名', '端到端乙');
    await users.submit();
    await expect(users.message('编辑成功!')).toBeVisible();
    await expect(users.row(username)).toContainText('端到端乙');
    expect((await findUser(tenant1, username))?.realname).toBe('端到端乙');

    await users.rowAction(username, '详情');
    const detail = page.locator('.arco-modal').filter({ hasText: '用户详情' });
    await expect(detail).toContainText('端到端乙');
    await expect(detail).toContainText('女');
  });

  test('deletes one user, and several with the batch delete', async ({ page, request }) => {
    const tenant1 = await ApiSession.login(request, 'tenant1');
    const prefix = uniqueName('e2ed');
    for (const suffix of ['a', 'b', 'c']) await addUser(tenant1, `${prefix}${suffix}`, `删除测试${suffix}`);
    await login(page, 'tenant1');
    const users = new ListPageObject(page);
    await users.open('/system/user');
    await users.search('用户账号', prefix);
    await expect(users.rows).toHaveCount(3);

    await users.toolbarButton('批量删除').click();
    await expect(users.message('请选择一条记录！')).toBeVisible();

    await users.rowAction(`${prefix}a`, '删除');
    await users.confirm();
    await expect(users.message('删除成功!')).toBeVisible();
    await expect(users.rows).toHaveCount(2);

    await users.select(`${prefix}b`);
    await users.select(`${prefix}c`);
    await users.toolbarButton('批量删除').click();
    const dialog = page.locator('.arco-modal').filter({ hasText: '确认删除' });
    await expect(dialog).toContainText('共 2 条');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(users.message('批量删除成功!')).toBeVisible();
    await expect(users.table.getByText('暂无数据')).toBeVisible();
    const left = await tenant1.get<UserPage>('/sys/user/list', { username: `*${prefix}*` });
    expect(left.total).toBe(0);
  });

  test('filters with the advanced query, kept in the URL', async ({ page }) => {
    await login(page, 'tenant1');
    const users = new ListPageObject(page);
    await users.open('/system/user');
    await users.toolbarButton('高级查询').click();
    const modal = page.locator('.super-query__modal');
    await expect(modal).toBeVisible();
    const row = modal.getByRole('group', { name: '条件 1' });
    await row.locator('.super-query__field').click();
    await page.locator('.arco-select-option', { hasText: '用户姓名' }).click();
    await row.locator('.super-query__rule').click();
    await page.locator('.arco-select-option', { hasText: /^模糊$/ }).click();
    await row.getByLabel('查询值').fill('王');
    await modal.getByRole('button', { name: '查询', exact: true }).click();
    await users.waitForRows();
    await expect(users.rows).toHaveCount(1);
    await expect(users.row('王丽娟')).toBeVisible();
    await expect(page).toHaveURL(/ls\.sq=/);

    await page.reload();
    await users.waitForRows();
    await expect(users.rows).toHaveCount(1);
    await expect(users.row('王丽娟')).toBeVisible();
  });

  test('exports the selected rows, then the filtered list, as an xlsx workbook', async ({ page }) => {
    await login(page, 'tenant1');
    const users = new ListPageObject(page);
    await users.open('/system/user');
    await users.search('用户账号', 'zhang');
    await users.select('zhangxinyi');

    const sheetOf = async () => {
      const download = page.waitForEvent('download');
      await users.toolbarButton('导出').click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('用户.xlsx');
      const workbook = XLSX.read(await readFile(String(await file.path())));
      const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
      return XLSX.utils.sheet_to_json<string[]>(sheet ?? {}, { header: 1 }).map((cells) => cells.join('|'));
    };
    const selected = await sheetOf();
    expect(selected).toHaveLength(2);
    expect(selected[1]).toContain('zhangxinyi');
    expect(selected[1]).toContain('张欣怡');
    expect(selected[1]).toContain('女');

    await users.resetSearch();
    await users.search('用户姓名', '王');
    const filtered = await sheetOf();
    expect(filtered.slice(1).map((line) => line.split('|')[0])).toEqual(['wanglijuan']);
  });

  test('keeps the column settings of the user across a reload', async ({ page }) => {
    await login(page, 'tenant1');
    const users = new ListPageObject(page);
    await users.open('/system/user');
    await expect(users.columnHeaders().filter({ hasText: '手机号码' })).toHaveCount(1);
    await expect(users.columnHeaders().filter({ hasText: '工号' })).toHaveCount(0);

    await page.getByRole('button', { name: '列设置' }).click();
    const panel = page.getByRole('list', { name: '列设置' });
    await panel.getByRole('listitem').filter({ hasText: '手机号码' }).locator('.arco-checkbox').click();
    await panel.getByRole('listitem').filter({ hasText: '工号' }).locator('.arco-checkbox').click();
    await panel.getByLabel('工号上移').click();
    await expect(users.columnHeaders().filter({ hasText: '手机号码' })).toHaveCount(0);
    await expect(users.columnHeaders().filter({ hasText: '工号' })).toHaveCount(1);
    const before = await users.columnHeaders().allInnerTexts();

    await page.reload();
    await users.waitForRows();
    await expect(users.columnHeaders().filter({ hasText: '手机号码' })).toHaveCount(0);
    expect(await users.columnHeaders().allInnerTexts()).toEqual(before);
  });

  test('a kept-alive list keeps its page when its tab is chosen again', async ({ page }) => {
    await login(page, 'tenant1');
    const users = new ListPageObject(page);
    await users.open('/system/user');
    await users.goToPage(2);
    // Another list page: the users' list stays in the DOM, hidden; the page object sees the shown one.
    const positions = new ListPageObject(page);
    await positions.open('/system/position');
    await expect(positions.table).toHaveCount(1);
    await expect(positions.columnHeaders().filter({ hasText: '职务编码' })).toHaveCount(1);
    await expect(page.locator('.list-page .arco-table')).toHaveCount(2);
    const tabs = page.getByRole('navigation', { name: '多页签' });
    await tabs.getByRole('tab', { name: '用户管理' }).click();
    await expect(page).toHaveURL(/#\/system\/user\?ls\.page=2$/);
    await expect(users.totalText).toHaveText(/^第 11-/);
    await expect(users.columnHeaders().filter({ hasText: '用户账号' })).toHaveCount(1);
  });

  test('resets the password of a user from the row actions', async ({ page, request }) => {
    const tenant1 = await ApiSession.login(request, 'tenant1');
    const username = uniqueName('e2ep');
    await addUser(tenant1, username, '密码测试');
    await login(page, 'tenant1');
    const users = new ListPageObject(page);
    await users.open('/system/user');
    await users.search('用户账号', username);
    await users.rowAction(username, '密码');
    const modal = page.locator('.arco-modal').filter({ hasText: '修改密码' });
    await modal.getByPlaceholder('请输入登录密码').fill('short');
    await modal.getByPlaceholder('请重新输入登录密码').fill('short');
    await modal.getByRole('button', { name: '确定' }).click();
    await expect(modal.getByText('密码8位由数字、大小写字母组成!')).toBeVisible();
    await modal.getByPlaceholder('请输入登录密码').fill('NewPass2026');
    await modal.getByPlaceholder('请重新输入登录密码').fill('NewPass2027');
    await modal.getByRole('button', { name: '确定' }).click();
    await expect(modal.getByText('两次输入的密码不一样！')).toBeVisible();
    await modal.getByPlaceholder('请重新输入登录密码').fill('NewPass2026');
    await modal.getByRole('button', { name: '确定' }).click();
    await expect(users.message('密码修改成功!')).toBeVisible();
    await ApiSession.login(request, username, 'NewPass2026');
  });

  test('freezes and unfreezes a user from the row actions', async ({ page, request }) => {
    const tenant1 = await ApiSession.login(request, 'tenant1');
    const username = uniqueName('e2ef');
    await addUser(tenant1, username, '冻结测试');
    await login(page, 'tenant1');
    const users = new ListPageObject(page);
    await users.open('/system/user');
    await users.search('用户账号', username);
    await users.rowAction(username, '冻结');
    await users.confirm();
    await expect(users.message('操作成功!')).toBeVisible();
    await expect(users.row(username)).toContainText('冻结');
    expect((await findUser(tenant1, username)) as unknown).toMatchObject({ status: 2 });
    await users.rowAction(username, '解冻');
    await users.confirm();
    await expect(users.row(username)).toContainText('正常');
  });
});

test('imports a workbook through the import dialog and reloads the list', async ({ page }) => {
  const code = uniqueName('imp_');
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([
      ['职务编码', '职务名称'],
      [code, '导入测试职务'],
    ]),
    '职务',
  );
  const buffer = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;

  await login(page, 'tenant1');
  const positions = new ListPageObject(page);
  await positions.open('/system/position');
  await expect(positions.row(code)).toHaveCount(0);
  await positions.toolbarButton('导入').click();
  const dialog = page.locator('.arco-modal').filter({ hasText: '导入EXCEL' });
  await dialog.locator('input[type=file]').setInputFiles({
    name: '职务.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
  await dialog.getByRole('button', { name: '开始上传' }).click();
  await expect(page.getByText(/文件导入成功/).first()).toBeVisible({ timeout: 15_000 });
  // The list reloaded by itself: the new position is the newest row.
  await expect(positions.row(code)).toContainText('导入测试职务');
});

test('the same list shows each user the rows of their own scope', async ({ browser, request, baseURL }) => {
  const names = async (username: string) => {
    const session = await ApiSession.login(request, username);
    const result = await session.get<{ records: { name: string }[] }>('/business/shop/list', { pageSize: 100 });
    return result.records.map((shop) => shop.name).sort();
  };
  const tenantShops = await names('tenant1');
  const ownShops = await names('shop1');
  expect(ownShops.length).toBeGreaterThan(0);
  expect(tenantShops.length).toBeGreaterThan(ownShops.length);

  for (const [username, expected] of [
    ['tenant1', tenantShops],
    ['shop1', ownShops],
  ] as const) {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await login(page, username);
    const shops = new ListPageObject(page);
    await shops.open('/shop/shopList');
    await expect(shops.totalText).toHaveText(new RegExp(`共 ${expected.length} 条$`));
    const shown = await shops.rows.locator('td').allInnerTexts();
    for (const name of expected.slice(0, 10)) expect(shown).toContain(name);
    for (const name of tenantShops.filter((shop) => !expected.includes(shop))) expect(shown).not.toContain(name);
    await context.close();
  }
});

interface CategoryNode {
  id: string;
  name: string;
  shopId: string | null;
  children?: CategoryNode[];
}

test('a shop user edits only its own categories and adds a child under a tenant category', async ({
  page,
  request,
}) => {
  const shop1 = await ApiSession.login(request, 'shop1');
  const own = uniqueName('店铺类目');
  await shop1.post('/business/category/add', { name: own });
  const tree = await shop1.get<CategoryNode[]>('/business/category/findCategories');
  const tenantCategory = tree.find((node) => !node.shopId);
  const ownCategory = tree.find((node) => node.name === own);
  expect(tenantCategory, 'a tenant category seeded for tenant1').toBeTruthy();
  expect(ownCategory?.shopId).toBeTruthy();
  const tenantName = String(tenantCategory?.name);

  await login(page, 'shop1');
  const categories = new ListPageObject(page);
  await categories.open('/product/category');
  const tenantActions = categories.row(tenantName).first().locator('.list-page-row-actions');
  await expect(tenantActions).toContainText('添加下级');
  await expect(tenantActions).not.toContainText('编辑');
  await expect(tenantActions).not.toContainText('删除');
  const ownActions = categories.row(own).locator('.list-page-row-actions');
  await expect(ownActions).toContainText('编辑');
  await expect(ownActions).toContainText('删除');

  // 添加下级 opens the add form with the parent filled in.
  await tenantActions.getByText('添加下级', { exact: true }).click();
  await expect(categories.modal.getByText('新增商品类目')).toBeVisible();
  await expect(categories.field('上级类目')).toContainText(tenantName);
  const child = uniqueName('下级');
  await categories.fill('类目名称', child);
  await categories.submit();
  await expect(categories.message('添加成功！')).toBeVisible();
  const after = await shop1.get<CategoryNode[]>('/business/category/findCategories');
  const parent = after.find((node) => node.id === tenantCategory?.id);
  const added = parent?.children?.find((node) => node.name === child);
  expect(added?.shopId).toBe(ownCategory?.shopId);

  await shop1.call('DELETE', '/business/category/delete', { id: String(added?.id) });
  await shop1.call('DELETE', '/business/category/delete', { id: String(ownCategory?.id) });
});
