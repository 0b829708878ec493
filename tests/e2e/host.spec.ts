import { expect, test } from './support/test';

test('a signed-out visit goes to login with the redirect, and login returns to it', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));

  await page.goto('/#/isps/userAnnouncement');
  await expect(page).toHaveURL(/#\/user\/login\?redirect=%2Fisps%2FuserAnnouncement$/);

  await page.getByPlaceholder('账户').fill('tenant1');
  await page.getByPlaceholder('密码').fill('wrong-password-1');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('用户名或密码错误').first()).toBeVisible();

  await page.getByPlaceholder('密码').fill('Demo@2026');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/#\/isps\/userAnnouncement$/);

  // Signed in, the login page sends the user to the dashboard; an unknown path goes to 404.
  await page.goto('/#/user/login');
  await expect(page).toHaveURL(/#\/dashboard\/analysis$/);
  await page.goto('/#/no/such/page');
  await expect(page).toHaveURL(/#\/404$/);
  expect(problems).toEqual([]);
});
