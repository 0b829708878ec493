import { expect, test } from '@playwright/test';
import { clearLog, requestLog } from './support';

test('phone login: the SMS request passes JeecgBoot 3.7+ body signature, the code signs the user in', async ({
  page,
  request,
}) => {
  await page.goto('/#/user/login');
  await page.getByRole('tab', { name: '手机号登录' }).click();
  await page.getByPlaceholder('手机号').fill('18611111111');
  await clearLog(request);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText(/秒后重新获取/)).toBeVisible();
  expect((await requestLog(request)).find((entry) => entry.path === '/sys/sms')).toMatchObject({ code: 0 });

  const { code } = (await (await request.get('/__standin/sms/18611111111')).json()) as { code: string };
  await page.getByPlaceholder('验证码').fill(code);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/#\/dashboard\/analysis$/, { timeout: 15_000 });
});
