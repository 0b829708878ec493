import type { Locator, Page } from '@playwright/test';
import { ApiSession } from './support/api';
import { login } from './support/login';
import { expect, test } from './support/test';

/** agent2 (华南优选, authority 6) owns the seeded unsigned channel 广州优享推广工作室. */
const PARTNER = 'agent2';
const TENANT_ADMIN = 'tenant2';

const COMPANY = {
  企业名称: '广州优享推广工作室',
  统一社会信用代码: '91440101MA5CXXXX1A',
  企业地址: '广州市天河区体育西路 100 号',
  企业邮箱: 'bd@youxiang.example.com',
  法人姓名: '吴海涛',
  法人身份证号: '440101198612190011',
  法人手机号: '13922801003',
} as const;

/** Puts the partner's channel back to unsigned (the tenant's signing review), so the flow can run again. */
async function resetChannel(page: Page): Promise<void> {
  const partner = await ApiSession.login(page.request, PARTNER);
  const status = await partner.post<{ channelId: string }>('/sys/channel/getChannelSignStatus');
  const tenant = await ApiSession.login(page.request, TENANT_ADMIN);
  await tenant.post('/sys/channel/updateChannel', { id: status.channelId, signStatus: 0 });
}

/** The 签署说明 and 渠道企业信息补全 dialogs as the partner sees them. */
class SigningDialogs {
  constructor(readonly page: Page) {}

  get notice(): Locator {
    return this.page.getByRole('dialog').filter({ hasText: '签署说明' });
  }

  get form(): Locator {
    return this.page.getByRole('dialog').filter({ hasText: '渠道企业信息补全' });
  }

  field(label: keyof typeof COMPANY): Locator {
    return this.form.getByPlaceholder(`请输入${label}`);
  }

  async fill(values: Partial<Record<keyof typeof COMPANY, string>>): Promise<void> {
    for (const [label, value] of Object.entries(values)) {
      await this.field(label as keyof typeof COMPANY).fill(value);
    }
  }

  async submit(): Promise<void> {
    await this.form.getByRole('button', { name: '提交' }).click();
  }

  message(text: string): Locator {
    return this.page.locator('.arco-message').filter({ hasText: text });
  }
}

test.describe('channel-partner signing check', () => {
  test.beforeEach(async ({ page }) => resetChannel(page));
  test.afterEach(async ({ page }) => resetChannel(page));

  test('an unsigned partner fills in the company information and sees it accepted', async ({ page }) => {
    test.setTimeout(60_000);
    const dialogs = new SigningDialogs(page);
    await login(page, PARTNER);

    // The check runs on every route change: closed on the dashboard, it comes back on the next page.
    await expect(dialogs.notice).toBeVisible({ timeout: 15_000 });
    await expect(dialogs.notice).toContainText('渠道企业信息尚未补充完整');
    await dialogs.notice.getByRole('button', { name: '关闭' }).click();
    await expect(dialogs.notice).toBeHidden();
    await page.evaluate(() => {
      window.location.hash = '#/dashboard/workplace';
    });
    await expect(dialogs.notice).toBeVisible();

    await dialogs.notice.getByRole('button', { name: '去补充' }).click();
    await expect(dialogs.form).toBeVisible();
    for (const label of Object.keys(COMPANY))
      await expect(dialogs.form.getByText(label, { exact: true })).toBeVisible();

    await dialogs.submit();
    await expect(dialogs.message('企业信息要补充完整!')).toBeVisible();

    await dialogs.fill({ ...COMPANY, 法人手机号: '1392280100' });
    await dialogs.submit();
    await expect(dialogs.message('请正确填写法人手机号!')).toBeVisible();

    // A refusal shows the server's result text as a warning and keeps the form open.
    await page.route('**/sys/channel/addChannelCompanyMessage', (route) =>
      route.fulfill({
        json: { success: false, code: 500, message: '操作失败', result: '统一社会信用代码已被其他渠道使用' },
      }),
    );
    await dialogs.fill({ 法人手机号: COMPANY.法人手机号 });
    await dialogs.submit();
    await expect(dialogs.message('统一社会信用代码已被其他渠道使用')).toBeVisible();
    await expect(dialogs.form).toBeVisible();
    await page.unroute('**/sys/channel/addChannelCompanyMessage');

    // Accepted: 4 s later the status is asked again, the success text shows and the dialogs close.
    const submittedAt = Date.now();
    const recheck = page.waitForRequest(
      (request) => request.url().includes('/sys/channel/getChannelSignStatus') && Date.now() - submittedAt >= 3900,
    );
    await dialogs.submit();
    await expect(dialogs.form.getByRole('button', { name: '提交' })).toHaveClass(/arco-btn-loading/);
    await recheck;
    await expect(dialogs.message('企业信息提交成功')).toBeVisible();
    await expect(dialogs.form).toBeHidden();
    await expect(dialogs.notice).toBeHidden();

    // Under review: the next page shows the new status, with nothing more to fill in.
    await page.evaluate(() => {
      window.location.hash = '#/dashboard/analysis';
    });
    await expect(dialogs.notice).toContainText('资料已提交，正在审核中');
    await expect(dialogs.notice.getByRole('button', { name: '去补充' })).toHaveCount(0);
  });

  test('a signed partner and other users never see the signing dialog', async ({ page }) => {
    const dialogs = new SigningDialogs(page);
    await login(page, 'agent1');
    await expect(page.getByRole('region', { name: '今日订单' })).toBeVisible({ timeout: 15_000 });
    await expect(dialogs.notice).toHaveCount(0);
  });
});
