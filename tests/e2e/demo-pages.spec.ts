import type { Locator, Page } from '@playwright/test';
import { ApiSession, publishAnnouncement } from './support/api';
import { expect, test } from './support/test';
import { xlsxFile } from './support/workbook';

const productOrigin = `http://127.0.0.1:${process.env.E2E_PORT}`;

/**
 * Where a demo page is opened from: the product's own origin (/demo/), or a partner's web server on
 * another origin (playwright.config.ts serves demo/ there too), which names the product in `?server=`.
 */
interface Site {
  name: string;
  url(file: string): string;
}

const SAME_ORIGIN: Site = { name: 'on the product origin', url: (file) => `/demo/${file}` };
const PARTNER_ORIGIN: Site = {
  name: 'on a partner origin (CORS_ORIGINS)',
  url: (file) => `http://127.0.0.1:${process.env.E2E_PARTNER_PORT}/${file}?server=${productOrigin}`,
};
/** An origin the server's CORS_ORIGINS does not list. */
const STRANGER_ORIGIN: Site = {
  name: 'on an origin not in CORS_ORIGINS',
  url: (file) => `http://127.0.0.1:${process.env.E2E_STRANGER_PORT}/${file}?server=${productOrigin}`,
};

/** The legacy demo page: a Bootstrap-3-style form holding the kit's elements (demo/legacy.html). */
class LegacyPage {
  constructor(
    readonly page: Page,
    readonly site: Site = SAME_ORIGIN,
  ) {}

  async open(): Promise<void> {
    await this.page.goto(this.site.url('legacy.html'));
    await expect(this.page.locator('body[data-ready]')).toBeAttached({ timeout: 15_000 });
  }

  /** A kit popup (rendered in the element's portal host) by its title. */
  modal(title: string): Locator {
    return this.page.locator('.arco-modal').filter({ has: this.page.locator('.arco-modal-title', { hasText: title }) });
  }

  async chooseCron(expression: string): Promise<void> {
    await this.page.locator('#cron').getByRole('button', { name: '选择' }).click();
    const dialog = this.modal('cron表达式');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: 'cron表达式' }).fill(expression);
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog).toBeHidden();
  }

  async pickUser(username: string, realname: string): Promise<void> {
    const picker = this.page.locator('#owner');
    await picker.getByRole('button', { name: '选择用户' }).click();
    const dialog = this.modal('选择用户');
    const row = dialog.locator('tbody tr').filter({ hasText: username });
    await row.locator('.arco-checkbox').click();
    await expect(row.locator('input[type=checkbox]')).toBeChecked();
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog).toBeHidden();
    await expect(picker.locator('.arco-tag', { hasText: realname })).toBeVisible();
  }

  cell(row: Locator, column: string): Locator {
    return row.locator(`[data-column="${column}"] input`);
  }

  get tableRows(): Locator {
    return this.page.locator('#params .et-body > [data-row-key]');
  }

  async submitted(): Promise<Record<string, unknown>> {
    await this.page.getByRole('button', { name: '提交' }).click();
    const output = this.page.locator('#submitted');
    await expect(output).toContainText('"cronExpression"');
    return JSON.parse((await output.textContent()) ?? '{}') as Record<string, unknown>;
  }
}

for (const site of [SAME_ORIGIN, PARTNER_ORIGIN]) {
  test.describe(`demo pages of the element kit ${site.name}`, () => {
    test('the legacy form submits a cron value, a picked user and edited table rows', async ({ page }) => {
      const legacy = new LegacyPage(page, site);
      await legacy.open();

      await legacy.chooseCron('0 15 10 ? * MON-FRI');
      await expect(page.locator('#cron').getByRole('textbox', { name: 'cron表达式' })).toHaveValue(
        '0 15 10 ? * MON-FRI',
      );
      await legacy.pickUser('limingxuan', '李明轩');

      await expect(legacy.tableRows).toHaveCount(1);
      await legacy.cell(legacy.tableRows.first(), 'value').fill('90');
      await page.locator('#params').getByRole('button', { name: '新增' }).click();
      await expect(legacy.tableRows).toHaveCount(2);
      const added = legacy.tableRows.nth(1);
      await legacy.cell(added, 'name').fill('retries');
      await legacy.cell(added, 'value').fill('3');

      const submitted = await legacy.submitted();
      expect(submitted.cronExpression).toBe('0 15 10 ? * MON-FRI');
      expect(submitted.cronValid).toBe(true);
      expect(submitted.owner).toBe('limingxuan');
      const rows = (submitted.params as { name: string; value: string }[]).map(({ name, value }) => ({ name, value }));
      expect(rows).toEqual([
        { name: 'days', value: '90' },
        { name: 'retries', value: '3' },
      ]);
      // The elements take part in the <form> like inputs (FormData), the table as JSON.
      const formData = submitted.formData as Record<string, string>;
      expect(formData.cronExpression).toBe('0 15 10 ? * MON-FRI');
      expect(formData.owner).toBe('limingxuan');
      expect(JSON.parse(formData.params ?? '[]')).toHaveLength(2);

      const log = page.locator('#event-log');
      await expect(log).toContainText('cron wk-change {"value":"0 15 10 ? * MON-FRI","valid":true');
      await expect(log).toContainText('owner wk-change {"value":"limingxuan"');
      await expect(log).toContainText('params wk-row-add');
      // The page's own globals were left alone (AMD define not called, window.React untouched).
      expect(
        await page.evaluate(() => [
          (window as { __amdDefineCalled?: boolean }).__amdDefineCalled,
          (window as { React?: { legacy?: boolean } }).React?.legacy,
        ]),
      ).toEqual([undefined, true]);
    });

    test('the import dialog previews a workbook through workbook-reader.js, fetched from the kit folder on first use', async ({
      page,
    }) => {
      const code = `demo_${Date.now().toString(36)}`;
      const fetched: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/elements/workbook-reader.js')) fetched.push(request.url());
      });
      const legacy = new LegacyPage(page, site);
      await legacy.open();
      expect(fetched).toEqual([]);

      await page.locator('#open-import').click();
      const dialog = legacy.modal('导入职务');
      await expect(dialog).toBeVisible();
      await dialog.locator('input[type=file]').setInputFiles(
        xlsxFile('职务预览.xlsx', '职务', [
          ['职务编码', '职务名称'],
          [code, '预览职务'],
        ]),
      );
      await expect(dialog.getByRole('cell', { name: '预览职务' })).toBeVisible({ timeout: 15_000 });
      expect(fetched).toEqual([`${productOrigin}/elements/workbook-reader.js`]);

      // The upload itself: a multipart POST to the product's API.
      await dialog.getByRole('button', { name: '开始上传' }).click();
      await expect(dialog).toContainText('文件导入成功', { timeout: 15_000 });
      const tenant1 = await ApiSession.login(page.request, 'tenant1');
      const positions = await tenant1.get<{ records: { code: string }[] }>('/sys/position/list', { code });
      expect(positions.records.map((row) => row.code)).toEqual([code]);
      await dialog.getByRole('button', { name: '关闭', exact: true }).click();
      await expect(dialog).toBeHidden();
    });

    test('an announcement published by an administrator reaches the partner portal bell within 2 s', async ({
      page,
    }) => {
      const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/websocket/agent1'));
      await page.goto(site.url('partner-portal.html'));
      await expect(page.locator('body[data-ready]')).toBeAttached({ timeout: 15_000 });
      await socket;
      const scripts = await page.evaluate(() => [...document.scripts].map((script) => script.src).filter(Boolean));
      expect(scripts.filter((src) => src.includes('/elements/'))).toEqual([
        expect.stringMatching(/\/elements\/notice-bell\.iife\.js$/),
      ]);

      const bell = page.locator('notice-bell').getByRole('button', { name: /^通知\(\d+\)$/ });
      await expect(bell).toBeVisible();
      await page.waitForLoadState('networkidle');
      const before = Number(/\((\d+)\)/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
      expect(Number.isNaN(before)).toBe(false);

      const tenant1 = await ApiSession.login(page.request, 'tenant1');
      const title = `渠道结算规则调整 ${Date.now()}`;
      await publishAnnouncement(tenant1, {
        titile: title,
        msgContent: '<p>下月起结算周期调整为每周一次。</p>',
        priority: 'H',
      });
      await expect(bell).toHaveAttribute('aria-label', `通知(${before + 1})`, { timeout: 2000 });

      await bell.click();
      await expect(page.locator('.arco-popover-content').getByTitle(title)).toBeVisible();

      // Opening it: the detail shows the HTML through the sanitiser side file of the product's kit folder.
      const sanitizer = page.waitForRequest(`${productOrigin}/elements/sanitizer.js`);
      await page.locator('.arco-popover-content').getByTitle(title).click();
      await sanitizer;
      const detail = page.locator('.arco-modal').filter({ hasText: title });
      await expect(detail.locator('p', { hasText: '下月起结算周期调整为每周一次。' })).toBeVisible();
    });
    test('a second kit script on the page (all-in-one after notice-bell) defines the rest without errors', async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(site.url('partner-portal.html'));
      await expect(page.locator('body[data-ready]')).toBeAttached({ timeout: 15_000 });
      await page.evaluate(
        () =>
          new Promise((resolve, reject) => {
            const script = document.createElement('script');
            script.src = `${(window as { DemoServer?: { origin: string } }).DemoServer?.origin}/elements/admin-elements.iife.js`;
            script.onload = resolve;
            script.onerror = reject;
            document.head.append(script);
          }),
      );
      const tags = await page.evaluate(() =>
        (window as { WidgetKit?: { tags: string[] } }).WidgetKit?.tags.slice().sort(),
      );
      expect(tags).toEqual(['cron-builder', 'editable-table', 'import-dialog', 'notice-bell', 'user-picker']);
      await page.evaluate(() => document.body.append(document.createElement('cron-builder')));
      await expect(page.locator('cron-builder').getByRole('textbox', { name: 'cron表达式' })).toBeVisible();
      await expect(page.locator('notice-bell').getByRole('button', { name: /^通知\(\d+\)$/ })).toBeVisible();
      expect(errors).toEqual([]);
    });
  });
}

test.describe('the element kit on an origin the server does not allow', () => {
  test('the bell says why it cannot reach the server and fires wk-error with the reason', async ({ page }) => {
    await page.goto(STRANGER_ORIGIN.url('partner-portal.html'));
    // The portal's own sign-in through the product's API is blocked by the browser (no CORS answer).
    await expect(page.locator('#login-error')).not.toBeEmpty({ timeout: 15_000 });

    // A partner that got a token another way: the kit is configured, the bell placed.
    const agent1 = await ApiSession.login(page.request, 'agent1');
    await page.evaluate((token) => {
      const scope = window as unknown as {
        wkErrors: unknown[];
        WidgetKit: { configure(config: object): void };
        DemoServer: { apiBase: string };
      };
      scope.wkErrors = [];
      document.addEventListener('wk-error', (event) => scope.wkErrors.push((event as CustomEvent).detail));
      scope.WidgetKit.configure({ apiBase: scope.DemoServer.apiBase, token, tenantId: 1001, username: 'agent1' });
      document.body.append(document.createElement('notice-bell'));
    }, agent1.token);

    await expect(page.getByText('无法连接服务器：网络中断，或当前站点未被授权访问').first()).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { wkErrors: { reason?: string }[] }).wkErrors))
      .toContainEqual(expect.objectContaining({ reason: 'network' }));
  });
});
