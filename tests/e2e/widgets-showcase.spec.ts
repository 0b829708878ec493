import type { Locator, Page } from '@playwright/test';
import { ApiSession } from './support/api';
import { DEMO_PASSWORD, login } from './support/login';
import { expect, test } from './support/test';

/**
 * The widget showcase pages (测试页面) against the reference server (issue 8): users chosen by
 * department, a report popup whose choice fills other fields, the rich-text image upload, and the
 * shared slider check on the login page.
 */

interface Depart {
  id: string;
  title: string;
}

interface Page_<T> {
  records: T[];
  total: number;
}

/** A 1x1 PNG: the upload converts it to WebP. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** React 19 warns when Arco's popup trigger reads `element.ref` (an Arco matter, not a page error). */
const ARCO_REF_WARNING = /^Accessing element\.ref was removed in React 19/;

function submitted(page: Page): Locator {
  return page.getByRole('region', { name: '提交结果' });
}

async function submittedValues(page: Page): Promise<Record<string, unknown>> {
  await expect(submitted(page)).toBeVisible();
  return JSON.parse((await submitted(page).locator('pre').textContent()) ?? '{}');
}

test('the showcase overview links to its playground pages, which load without errors', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !ARCO_REF_WARNING.test(message.text())) problems.push(message.text());
  });
  await login(page, 'tenant1');
  await page.goto('/#/test/home');
  await page.getByRole('link', { name: '测试页04：编辑器' }).click();
  await expect(page).toHaveURL(/#\/test\/test04$/);
  await expect(page.getByText('代码编辑器', { exact: true })).toBeVisible();
  await expect(page.locator('.cm-editor')).toHaveCount(2);
  await page.goto('/#/test/test01');
  await expect(page.getByRole('button', { name: /提\s*交/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test('choosing users by department: the tree narrows the table; the chosen users become the value', async ({
  page,
  request,
}) => {
  const tenant1 = await ApiSession.login(request, 'tenant1');
  const roots = await tenant1.get<Depart[]>('/sys/sysDepart/queryDepartTreeSync');
  const everyone = await tenant1.get<Page_<{ realname: string }>>('/sys/user/queryUserComponentData', {
    pageNo: 1,
    pageSize: 100,
  });
  // The first root department with users, fewer than the whole tenant.
  let depart: Depart | undefined;
  let members: { username: string; realname: string }[] = [];
  for (const root of roots) {
    const page = await tenant1.get<Page_<{ username: string; realname: string }>>('/sys/user/queryUserComponentData', {
      departId: root.id,
      pageNo: 1,
      pageSize: 10,
    });
    if (page.total >= 2 && page.total < everyone.total) {
      depart = root;
      members = page.records;
      break;
    }
  }
  if (!depart) throw new Error('no department with users to choose from');

  await login(page, 'tenant1');
  await page.goto('/#/test/test01');
  const field = page.locator('.arco-form-item').filter({ hasText: '参与人（多选，按部门选择）' });
  await field.getByRole('button', { name: '选择用户' }).click();
  const dialog = page.getByRole('dialog', { name: '选择用户' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('navigation', { name: '部门' }).getByText(depart.title, { exact: true }).click();
  const rows = dialog.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(members.length);
  for (const member of members) await expect(rows.filter({ hasText: member.realname })).toHaveCount(1);

  const [first, second] = members;
  if (!first || !second) throw new Error('two members expected');
  await rows.filter({ hasText: first.realname }).locator('.arco-checkbox').click();
  await rows.filter({ hasText: second.realname }).locator('.arco-checkbox').click();
  await expect(dialog.getByText('已选择 2 项')).toBeVisible();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  await expect(field.locator('.arco-tag')).toHaveText([first.realname, second.realname]);

  await page.getByRole('button', { name: /提\s*交/ }).click();
  expect((await submittedValues(page)).members).toBe(`${first.username},${second.username}`);
});

test('a report popup pick fills the mapped fields of the form', async ({ page }) => {
  await login(page, 'tenant1');
  await page.goto('/#/test/test01');
  await page.getByRole('textbox', { name: '关联用户' }).click();
  const dialog = page.getByRole('dialog', { name: '用户列表' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/共 \d+ 条/)).toBeVisible();

  await dialog.getByRole('textbox', { name: '请输入姓名' }).fill('陈国华');
  await dialog.getByRole('button', { name: /查\s*询/ }).click();
  await expect(dialog.getByText('共 1 条')).toBeVisible();
  // Confirming nothing is refused.
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('请选择一条记录')).toBeVisible();
  await dialog.getByRole('row').filter({ hasText: '陈国华' }).click();
  await expect(dialog.getByText('已选择 1 项')).toBeVisible();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByRole('textbox', { name: '关联用户' })).toHaveValue('陈国华');
  const mapped = (label: string) => page.locator('.arco-form-item').filter({ hasText: label }).locator('input');
  await expect(mapped('账号（映射）')).toHaveValue('tenant1');
  await expect(mapped('手机号（映射）')).toHaveValue('13857101001');

  await page.getByRole('button', { name: /提\s*交/ }).click();
  expect(await submittedValues(page)).toMatchObject({
    linkRealname: '陈国华',
    linkUsername: 'tenant1',
    linkPhone: '13857101001',
  });
});

test('rich text: an uploaded image is inserted with the URL the server returned, and it is served', async ({
  page,
}) => {
  await login(page, 'tenant1');
  await page.goto('/#/test/test04');
  const upload = page.waitForResponse((response) => response.url().includes('/business/shop/doUpLoadwebp'));
  const chooser = page.waitForEvent('filechooser');
  await page.locator('.ql-toolbar .ql-image').first().click();
  await (await chooser).setFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
  const body = (await (await upload).json()) as { success: boolean; result: string };
  expect(body.success).toBe(true);
  expect(body.result).toMatch(/\.webp$/);

  const image = page.locator('.ql-editor img');
  await expect(image).toHaveAttribute('src', body.result);
  await expect(page.getByRole('region', { name: '富文本输出' }).locator('img')).toHaveAttribute('src', body.result);
  const served = await page.request.get(new URL(body.result, page.url()).toString());
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toContain('image/webp');
  expect((await served.body()).subarray(8, 12).toString()).toBe('WEBP');
});

test('login page: the shared slider check resets when released early and, operated by keyboard, lets the user in', async ({
  page,
}) => {
  await page.goto('/#/user/login');
  const username = page.getByPlaceholder('账户');
  const password = page.getByPlaceholder('密码', { exact: true });
  // hejiaqi: a seeded staff user no other test signs in with; 3 failures call for the check.
  for (let attempt = 1; attempt <= 3; attempt++) {
    await username.fill('hejiaqi');
    await password.fill(`wrong-password-${attempt}`);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('用户名或密码错误');
  }
  const slider = page.getByRole('slider', { name: '拖动滑块完成人机校验' });
  await expect(slider).toHaveAttribute('aria-disabled', 'false');

  // Half way and let go: back to the start.
  const box = await slider.boundingBox();
  if (!box) throw new Error('slider not laid out');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(slider).toHaveAttribute('aria-valuenow', '0');

  await password.fill(DEMO_PASSWORD);
  await slider.focus();
  await page.keyboard.press('End');
  await expect(page).toHaveURL(/#\/dashboard\/analysis$/);
});
