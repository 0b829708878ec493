import { expect, test } from '@playwright/test';

test('the host renders its placeholder page without console errors', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));

  await page.goto('/');

  await expect(page.getByRole('heading', { name: '租赁商城管理后台' })).toBeVisible();
  await expect(page).toHaveTitle('租赁商城管理后台');
  // Arco's stylesheet is loaded: its CSS variables are defined on body.
  const arcoPrimary = await page.evaluate(() => getComputedStyle(document.body).getPropertyValue('--primary-6'));
  expect(arcoPrimary.trim()).not.toBe('');
  expect(problems).toEqual([]);
});
