import type { Locator, Page } from '@playwright/test';
import { ApiSession } from './support/api';
import { login } from './support/login';
import { expect as baseExpect, test } from './support/test';

const ADMIN_PASSWORD = 'Admin@2026';
/** The machine running the suite is shared and busy: each check gets more than the default 5 s. */
const expect = baseExpect.configure({ timeout: 15_000 });
/** A short unique text (list cells shorten long texts). */
const unique = (prefix: string) => `${prefix}${Date.now() % 100_000}`;

/** Signs in as the platform administrator, entering the default (platform) tenant when asked. */
async function loginAdmin(page: Page): Promise<void> {
  await page.goto('/#/user/login');
  await page.getByPlaceholder('账户').fill('admin');
  await page.getByPlaceholder('密码').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await page.getByRole('dialog', { name: '选择租户' }).getByRole('button', { name: '进入系统' }).click();
  await expect(page).toHaveURL(/#\/dashboard\/analysis$/);
}

/** Fills a search field by its label and runs the search. */
async function search(page: Page, label: string, value: string): Promise<void> {
  await page.getByPlaceholder(`请输入${label}`).first().fill(value);
  await page.getByRole('button', { name: '查询' }).first().click();
}

/** Opens a menu page by its route and waits for its table to show rows. */
async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(`/#${path}`);
  await expect(page.locator('.arco-table-tr').nth(1)).toBeVisible({ timeout: 15_000 });
}

/** The table row holding `text` (the first one). */
function row(scope: Page | Locator, text: string): Locator {
  return scope.locator('tbody .arco-table-tr:visible').filter({ hasText: text }).first();
}

/** Clicks a row action, inline or under 更多. */
async function rowAction(page: Page, scope: Locator, label: string): Promise<void> {
  const inline = scope.getByText(label, { exact: true });
  await expect(inline.or(scope.getByText('更多')).first()).toBeVisible();
  if (await inline.count()) {
    await inline.first().click();
    return;
  }
  await scope.getByText('更多').click();
  await page.locator('.arco-dropdown-menu-item').filter({ hasText: label }).click();
}

/** Confirms the question of a row action (a Popconfirm inline, a confirm dialog under 更多). */
async function confirmAction(page: Page): Promise<void> {
  await page
    .locator('.arco-popconfirm:visible, .arco-modal:visible')
    .getByRole('button', { name: '确定' })
    .last()
    .click();
}

/** The open tab of the cron表达式 dialog. */
function activePane(dialog: Locator): Locator {
  return dialog.locator('.arco-tabs-content-item-active');
}

async function openCronTab(dialog: Locator, name: string): Promise<Locator> {
  await dialog.getByRole('tab', { name, exact: true }).click();
  return activePane(dialog);
}

async function setNumber(dialog: Locator, label: string, value: number): Promise<void> {
  const input = dialog.getByLabel(label, { exact: true });
  await input.fill(String(value));
  await input.press('Tab');
}

test.describe('system administration pages', () => {
  test.describe.configure({ timeout: 120_000 });

  test('tenant1 sees the seeded rows of roles, departments, positions, announcements and logs', async ({ page }) => {
    await login(page, 'tenant1');
    await openPage(page, '/system/role');
    await expect(row(page, '租户管理员')).toBeVisible();
    await expect(row(page, '普通员工')).toContainText('staff');

    await openPage(page, '/system/depart');
    await expect(row(page, '华东租赁有限公司')).toContainText('A01');
    await expect(page.getByText('华南优选商城')).toHaveCount(0);

    await openPage(page, '/system/position');
    await search(page, '职务名称', '总经理');
    await expect(row(page, '总经理')).toContainText('general_manager');

    // By title: announcements published by earlier specs push the seeded one off the first page.
    await openPage(page, '/system/announcement');
    await search(page, '标题', '系统升级维护通知');
    await expect(row(page, '系统升级维护通知')).toBeVisible();

    await openPage(page, '/system/log');
    await expect(page.getByRole('tab', { name: '登录日志' })).toBeVisible();
    await expect(row(page, '登录成功')).toBeVisible();
    await page.getByRole('tab', { name: '操作日志' }).click();
    await expect(row(page, '用户管理-分页查询')).toBeVisible();
  });

  test('a department added with 添加下级 shows below its parent in the tree', async ({ page }) => {
    const name = unique('e2e部门');
    await login(page, 'tenant1');
    await openPage(page, '/system/depart');
    await rowAction(page, row(page, '华东租赁有限公司'), '添加下级');
    const form = page.getByRole('dialog', { name: /新增部门/ });
    await expect(form.locator('.arco-tree-select')).toContainText('华东租赁有限公司');
    await form.getByPlaceholder('请输入机构名称').fill(name);
    await form.getByRole('button', { name: '确定' }).click();
    await expect(form).toBeHidden();
    const root = row(page, '华东租赁有限公司');
    if (!(await row(page, name).isVisible())) await root.locator('.arco-table-cell-expand-icon button').click();
    await expect(row(page, name)).toContainText(/A01A\d{2}/);
  });

  test('admin sees menus, dictionaries, categories, check rules, tenants and jobs', async ({ page }) => {
    await loginAdmin(page);
    await openPage(page, '/system/permission');
    await search(page, '菜单名称', '定时任务');
    await expect(row(page, '定时任务')).toContainText('system/QuartzJobList');

    await openPage(page, '/system/dict');
    await search(page, '字典编号', 'quartz_status');
    await expect(row(page, 'quartz_status')).toContainText('定时任务状态');

    await openPage(page, '/system/category');
    const root = row(page, '商品分类');
    await root.locator('.arco-table-cell-expand-icon button').click();
    await expect(row(page, '数码产品')).toContainText('A01A01');

    await openPage(page, '/system/checkRule');
    await expect(row(page, '工号规则')).toContainText('work_no');

    await openPage(page, '/system/tenant');
    await expect(row(page, '华东租赁有限公司')).toContainText('1001');

    await openPage(page, '/system/quartz');
    await expect(row(page, '订单逾期检查')).toContainText('0 10 0 * * ? *');
  });

  test('a job built with the cron builder keeps its modes, pauses, resumes and runs now with a log entry', async ({
    page,
  }) => {
    const description = unique('e2e任务');
    await loginAdmin(page);
    await openPage(page, '/system/quartz');

    await page.getByRole('button', { name: '新增' }).click();
    const form = page.getByRole('dialog', { name: /定时任务/ });
    await form.locator('.arco-select').first().click();
    await page.locator('.arco-select-option').filter({ hasText: '示例任务' }).click();

    await form.getByRole('button', { name: '选择' }).click();
    const builder = page.getByRole('dialog', { name: /^cron表达式/ });
    let pane = await openCronTab(builder, '分');
    await pane.getByText('循环', { exact: true }).click();
    await setNumber(pane, '分 循环开始', 0);
    await setNumber(pane, '分 循环间隔', 15);
    pane = await openCronTab(builder, '时');
    await pane.getByText('区间', { exact: true }).click();
    await setNumber(pane, '时 区间开始', 8);
    await setNumber(pane, '时 区间结束', 18);
    const built = builder.getByLabel('cron表达式', { exact: true });
    await expect(built).toHaveValue(/^0 0\/15 8-18 \* \* \?/);
    const preview = builder.getByRole('region', { name: '执行时间预览' });
    await expect(preview.locator('li')).toHaveCount(10);
    await expect(preview.locator('li').first()).toContainText(/(0[89]|1[0-8]):(00|15|30|45):00/);
    const expression = await built.inputValue();
    await builder.getByRole('button', { name: '确定' }).click();
    await expect(form.getByLabel('cron表达式', { exact: true })).toHaveValue(expression);

    await form.getByPlaceholder('请输入描述').fill(description);
    await form.getByRole('button', { name: '确定' }).click();
    const job = row(page, description);
    await expect(job).toContainText(expression);
    await expect(job).toContainText('停止');

    // Reopened for editing, the builder shows the modes it was built with.
    await rowAction(page, job, '编辑');
    await form.getByRole('button', { name: '选择' }).click();
    pane = await openCronTab(builder, '分');
    await expect(pane.getByRole('radio', { name: '循环', exact: true })).toBeChecked();
    await expect(pane.getByLabel('分 循环间隔', { exact: true })).toHaveValue('15');
    pane = await openCronTab(builder, '时');
    await expect(pane.getByRole('radio', { name: '区间', exact: true })).toBeChecked();
    await expect(pane.getByLabel('时 区间开始', { exact: true })).toHaveValue('8');
    await expect(pane.getByLabel('时 区间结束', { exact: true })).toHaveValue('18');
    await builder.getByRole('button', { name: '关闭' }).click();
    await form.getByRole('button', { name: '取消' }).click();

    await rowAction(page, job, '启动');
    await confirmAction(page);
    await expect(job).toContainText('正常');
    await expect(job).toContainText(/\d{4}-\d{2}-\d{2} (0[89]|1[0-8]):(00|15|30|45):00/);
    await rowAction(page, job, '停止');
    await confirmAction(page);
    await expect(job).toContainText('停止');

    await rowAction(page, job, '立即执行');
    await confirmAction(page);
    await expect(page.getByText('执行成功!')).toBeVisible();
    await rowAction(page, job, '执行日志');
    const log = page.locator('.arco-drawer').filter({ hasText: '执行日志' });
    await expect(row(log, '手动')).toContainText('成功');
  });

  test('dictionary items are edited in the drawer and the cache refresh reports success', async ({ page }) => {
    const color = '#13c2c2';
    await loginAdmin(page);
    await openPage(page, '/system/dict');
    await search(page, '字典编号', 'third_type');
    await rowAction(page, row(page, 'third_type'), '字典配置');
    const drawer = page.locator('.arco-drawer').filter({ hasText: '字典列表' });
    const item = row(drawer, '支付宝');
    await rowAction(page, item, '编辑');
    const form = page.getByRole('dialog', { name: /字典项/ });
    await form.getByPlaceholder('如 #52c41a 或 green').fill(color);
    await form.getByRole('button', { name: '确定' }).click();
    await expect(row(drawer, '支付宝')).toContainText(color);
    await drawer.locator('.arco-drawer-close-icon').click();

    await page.getByRole('button', { name: '刷新缓存' }).click();
    await expect(page.getByText('刷新缓存完成！')).toBeVisible();
  });

  test('a role authorisation is saved and still there after a reload', async ({ page }) => {
    const tenant1 = await ApiSession.login(page.request, 'tenant1');
    const code = `e2e_auth_${Date.now()}`;
    await tenant1.post('/sys/role/add', { roleName: `授权测试${code.slice(-6)}`, roleCode: code });
    await login(page, 'tenant1');
    await openPage(page, '/system/role');
    await search(page, '角色编码', code);

    const openDrawer = async () => {
      await rowAction(page, row(page, code), '授权');
      const drawer = page.locator('.arco-drawer').filter({ hasText: '角色权限配置' });
      // While the tree unfolds, Arco draws moving nodes twice; the check waits until it has settled.
      await expect(drawer.locator('.arco-tree-node').filter({ hasText: /^职务管理$/ })).toHaveCount(1);
      return drawer;
    };
    let drawer = await openDrawer();
    const node = () => drawer.locator('.arco-tree-node').filter({ hasText: /^职务管理$/ });
    await node().locator('.arco-checkbox').click();
    await drawer.getByRole('button', { name: '保存并关闭' }).click();
    await expect(page.getByText('保存成功！')).toBeVisible();

    await page.reload();
    await expect(row(page, code)).toBeVisible({ timeout: 15_000 });
    drawer = await openDrawer();
    await expect(node().locator('.arco-checkbox')).toHaveClass(/arco-checkbox-checked/);
    const roles = await tenant1.get<{ records: { id: string; roleCode: string }[] }>('/sys/role/list', {
      roleCode: code,
    });
    const roleId = roles.records.find((role) => role.roleCode === code)?.id ?? '';
    expect(await tenant1.get<string[]>('/sys/permission/queryRolePermission', { roleId })).toHaveLength(1);
  });

  test('an announcement for chosen users reaches exactly them when published', async ({ page }) => {
    const title = unique('e2e通告');
    await login(page, 'tenant1');
    await openPage(page, '/system/announcement');
    await page.getByRole('button', { name: '新增' }).click();
    const form = page.getByRole('dialog', { name: /新增系统通告/ });
    await form.getByPlaceholder('请输入标题').fill(title);
    await form.getByText('指定用户', { exact: true }).first().click();
    await form.getByRole('button', { name: '选择用户' }).click();
    const picker = page.getByRole('dialog', { name: /^选择用户/ });
    await picker.getByPlaceholder('请输入账号').fill('shop1');
    await picker.getByPlaceholder('请输入账号').press('Enter');
    await row(picker, 'shop1').locator('.arco-checkbox').click();
    await picker.getByRole('button', { name: '确定' }).click();
    await expect(form.getByLabel('已选用户').locator('.arco-tag')).toHaveCount(1);
    await form.locator('.ql-editor').fill('请各店铺于本周五前完成盘点。');
    await form.getByRole('button', { name: '确定' }).click();

    const saved = row(page, title);
    await expect(saved).toContainText('未发布');
    await rowAction(page, saved, '发布');
    await confirmAction(page);
    await expect(saved).toContainText('已发布');

    type Inbox = { anntMsgList: { titile: string }[] };
    const shop1 = await ApiSession.login(page.request, 'shop1');
    const agent1 = await ApiSession.login(page.request, 'agent1');
    const titles = async (session: ApiSession) =>
      (await session.get<Inbox>('/sys/annountCement/listByUser')).anntMsgList.map((item) => item.titile);
    expect(await titles(shop1)).toContain(title);
    expect(await titles(agent1)).not.toContain(title);
  });
});
