import { expect, type Page } from '@playwright/test';

/** Demo password of every seeded account but admin (README, "Demo accounts"). */
export const DEMO_PASSWORD = 'Demo@2026';

/**
 * Signs in through the login form and waits for the dashboard. The one place that knows the form,
 * so a richer login page (human check, tabs) changes only this function.
 *
 * @example await login(page, 'tenant1');
 */
export async function login(page: Page, username: string, password: string = DEMO_PASSWORD): Promise<void> {
  await page.goto('/#/user/login');
  await page.getByPlaceholder('账户').fill(username);
  await page.getByPlaceholder('密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
  // A user of several tenants (admin) first chooses one; the default choice is the first tenant.
  const tenants = page.getByRole('dialog', { name: '选择租户' });
  const dashboard = /#\/dashboard\/analysis$/;
  await Promise.race([page.waitForURL(dashboard), tenants.waitFor()]);
  if (await tenants.isVisible()) await tenants.getByRole('button', { name: '进入系统' }).click();
  await expect(page).toHaveURL(dashboard);
}
