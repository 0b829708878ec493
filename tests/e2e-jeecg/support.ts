import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { ExpiryStyle, LoggedRequest } from '../jeecg-standin/standin';
import { STOCK_PASSWORD } from '../jeecg-standin/stock-data';

/** The stand-in's API prefix (JeecgBoot's context path). */
export const API = '/jeecg-boot';

/**
 * Signs in through the login form as a stock JeecgBoot user. JeecgBoot checks a captcha on every login:
 * the first attempt without one is refused (验证码无效), the form then shows the image captcha, whose
 * answer the test reads from the stand-in.
 *
 * @example await jeecgLogin(page, 'admin');
 */
export async function jeecgLogin(page: Page, username: string, password = STOCK_PASSWORD): Promise<void> {
  await page.goto('/#/user/login');
  await page.getByPlaceholder('账户').fill(username);
  await page.getByPlaceholder('密码').fill(password);
  const captcha = page.waitForResponse((response) => response.url().includes('/sys/randomImage/'));
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('alert')).toHaveText('验证码无效');
  const key = new URL((await captcha).url()).pathname.split('/').pop() ?? '';
  const answer = await page.request.get(`/__standin/captcha/${key}`);
  const { code } = (await answer.json()) as { code: string };
  await page.getByPlaceholder('图片验证码').fill(code);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/#\/dashboard\/analysis$/, { timeout: 15_000 });
}

/** Ends every open session on the stand-in, answered the way JeecgBoot 3.x (401) or 2.x (500) does. */
export async function expireSessions(request: APIRequestContext, style: ExpiryStyle): Promise<void> {
  const response = await request.post('/__standin/expire-sessions', { data: { style } });
  expect(response.ok()).toBe(true);
}

/** The stand-in's log of API answers since the last `clearLog`. */
export async function requestLog(request: APIRequestContext): Promise<LoggedRequest[]> {
  return (await (await request.get('/__standin/log')).json()) as LoggedRequest[];
}

export async function clearLog(request: APIRequestContext): Promise<void> {
  await request.delete('/__standin/log');
}

/** The menu entry with this title, in the side menu. */
export function menuItem(page: Page, title: string) {
  return page.getByRole('menuitem', { name: title, exact: true });
}
