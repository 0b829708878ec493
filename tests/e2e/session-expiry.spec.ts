import { DEMO_APP_ID, DEMO_SIGN_SECRET } from '../../src/core/config';
import { signHeaders } from '../../src/core/http/signing';
import { API_PREFIX } from './support/api';
import { login } from './support/login';
import { expect, test } from './support/test';

test('a token revoked on the server brings exactly one relogin dialog, which leads to login', async ({
  page,
  request,
}) => {
  await login(page, 'agent1');
  const token = await page.evaluate(() => {
    const raw = localStorage.getItem('pro__Access-Token');
    return raw ? (JSON.parse(raw) as { value: string }).value : null;
  });
  expect(token).toBeTruthy();

  // The session ends on the server (as after a logout elsewhere or an administrator's freeze).
  const logout = await request.post(`${API_PREFIX}/sys/logout`, {
    headers: { ...signHeaders(DEMO_APP_ID, DEMO_SIGN_SECRET), 'X-Access-Token': String(token) },
    data: {},
  });
  expect(((await logout.json()) as { success: boolean }).success).toBe(true);

  // The next requests of the open page are refused with Token失效: one dialog, however many failed.
  await page.goto('/#/isps/userAnnouncement');
  const dialog = page.getByRole('dialog').filter({ hasText: '登录已过期' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toContainText('很抱歉，登录已过期，请重新登录');
  await page.waitForTimeout(1000);
  await expect(page.getByRole('dialog').filter({ hasText: '登录已过期' })).toHaveCount(1);

  await dialog.getByRole('button', { name: '重新登录' }).click();
  await expect(page).toHaveURL(/#\/user\/login/, { timeout: 15_000 });
  expect(await page.evaluate(() => localStorage.getItem('pro__Access-Token'))).toBeNull();
});
