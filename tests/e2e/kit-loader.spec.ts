import type { Page } from '@playwright/test';
import { ApiSession, publishAnnouncement } from './support/api';
import { expect, test } from './support/test';
import { xlsxFile } from './support/workbook';

// demo/loader.html: a page whose only kit script is wk-loader.js, on the product's origin and on a partner's
// (CORS_ORIGINS; ES modules are always fetched with CORS). React DOM registers each copy of itself with the
// DevTools hook when its module runs: a fake hook installed before the page's scripts counts the copies.

const productOrigin = `http://127.0.0.1:${process.env.E2E_PORT}`;

interface Site {
  name: string;
  url(file: string): string;
}

const SITES: Site[] = [
  { name: 'on the product origin', url: (file) => `/demo/${file}` },
  {
    name: 'on a partner origin (CORS_ORIGINS)',
    url: (file) => `http://127.0.0.1:${process.env.E2E_PARTNER_PORT}/${file}?server=${productOrigin}`,
  },
];

/** Counts, from before the first script on, the React copies the page starts. */
async function countReactCopies(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const renderers = new Map<number, { currentDispatcherRef: unknown }>();
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers,
        inject(internals: { currentDispatcherRef: unknown }) {
          renderers.set(renderers.size + 1, internals);
          return renderers.size;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        onScheduleFiberRoot() {},
        setStrictMode() {},
        checkDCE() {},
      },
    });
  });
}

const reactCopies = (page: Page) =>
  page.evaluate(() => {
    const hook = (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, object> } })
      .__REACT_DEVTOOLS_GLOBAL_HOOK__;
    return new Set(
      [...hook.renderers.values()].map((r) => (r as { currentDispatcherRef: unknown }).currentDispatcherRef),
    ).size;
  });

/** The loader demo page: the five elements, each loaded the first time the page uses it. */
class LoaderPage {
  readonly kitFiles: string[] = [];

  constructor(
    readonly page: Page,
    readonly site: Site,
  ) {
    page.on('request', (request) => {
      const url = request.url();
      if (url.startsWith(`${productOrigin}/elements/`))
        this.kitFiles.push(url.slice(`${productOrigin}/elements/`.length));
    });
  }

  async open(): Promise<void> {
    await this.page.goto(this.site.url('loader.html'));
    await expect(this.page.locator('body[data-ready]')).toBeAttached({ timeout: 15_000 });
  }

  get bell() {
    return this.page.locator('notice-bell').getByRole('button', { name: /^通知\(\d+\)$/ });
  }

  modal(title: string) {
    return this.page.locator('.arco-modal').filter({ has: this.page.locator('.arco-modal-title', { hasText: title }) });
  }
}

for (const site of SITES) {
  test.describe(`wk-loader.js ${site.name}`, () => {
    test('the five elements work from the loader and the shared runtime: one React, no classic bundle', async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await countReactCopies(page);
      const loader = new LoaderPage(page, site);
      await loader.open();

      await expect(page.locator('#cron').getByRole('textbox', { name: 'cron表达式' })).toHaveValue('0 0 2 * * ?');
      await expect(loader.bell).toBeVisible();
      await expect(page.locator('#owner').getByRole('button', { name: '选择用户' })).toBeVisible();
      // Rows set on the table before it was defined.
      await expect(page.locator('#params .et-body > [data-row-key]')).toHaveCount(1);
      await page.locator('#open-import').click();
      await expect(loader.modal('导入职务')).toBeVisible();

      expect(await reactCopies(page)).toBe(1);
      expect(loader.kitFiles).toContain('wk-loader.js');
      for (const tag of ['cron-builder', 'editable-table', 'import-dialog', 'notice-bell', 'user-picker']) {
        expect(loader.kitFiles).toContain(`esm/${tag}.js`);
      }
      expect(loader.kitFiles.filter((file) => file.endsWith('.iife.js'))).toEqual([]);
      expect(errors).toEqual([]);
    });

    test('the parts of an element come when first wanted: the modals are not in the first download', async ({
      page,
    }) => {
      const loader = new LoaderPage(page, site);
      await loader.open();
      const choose = page.locator('#owner').getByRole('button', { name: '选择用户' });
      await expect(choose).toBeVisible();
      await expect(page.locator('#cron').getByRole('button', { name: '选择' })).toBeVisible();
      const parts = () => loader.kitFiles.filter((file) => /^esm\/(UserSelectModal|CronBuilderModal)-/.test(file));
      expect(parts()).toEqual([]);

      await choose.click();
      await expect(loader.modal('选择用户')).toBeVisible();
      expect(parts().some((file) => file.startsWith('esm/UserSelectModal-'))).toBe(true);
      await loader.modal('选择用户').getByRole('button', { name: '取消', exact: true }).click();
      await expect(loader.modal('选择用户')).toBeHidden();

      await page.locator('#cron').getByRole('button', { name: '选择' }).click();
      await expect(loader.modal('cron表达式')).toBeVisible();
      expect(parts().some((file) => file.startsWith('esm/CronBuilderModal-'))).toBe(true);
    });

    test('the side files come from the loader’s folder: the notice sanitiser and the workbook reader', async ({
      page,
    }) => {
      const loader = new LoaderPage(page, site);
      await loader.open();
      await expect(loader.bell).toBeVisible();

      const tenant1 = await ApiSession.login(page.request, 'tenant1');
      const title = `按需加载演示公告 ${Date.now()}`;
      await publishAnnouncement(tenant1, { titile: title, msgContent: '<p>加载器页面的公告详情。</p>', priority: 'M' });
      await page
        .locator('notice-bell')
        .evaluate((bell) => (bell as HTMLElement & { refresh(): Promise<void> }).refresh());
      await loader.bell.click();
      const item = page.locator('.arco-popover-content').getByTitle(title);
      await expect(item).toBeVisible();
      const sanitizer = page.waitForRequest(`${productOrigin}/elements/sanitizer.js`);
      await item.click();
      await sanitizer;
      const detail = page.locator('.arco-modal').filter({ hasText: title });
      await expect(detail.locator('p', { hasText: '加载器页面的公告详情。' })).toBeVisible();
      await detail.getByRole('button', { name: '关闭', exact: true }).click();
      await expect(detail).toBeHidden();

      await page.locator('#open-import').click();
      const dialog = loader.modal('导入职务');
      await expect(dialog).toBeVisible();
      await dialog.locator('input[type=file]').setInputFiles(
        xlsxFile('职务.xlsx', '职务', [
          ['职务编码', '职务名称'],
          ['loader_preview', '加载器预览'],
        ]),
      );
      await expect(dialog.getByRole('cell', { name: '加载器预览' })).toBeVisible({ timeout: 15_000 });
      expect(loader.kitFiles).toContain('workbook-reader.js');
      expect(
        loader.kitFiles.filter((file) => file.includes('read-workbook') || file.includes('sanitize-html')),
      ).toEqual([]);
    });
  });
}

test('a classic bundle added after the loader leaves its tags to it: still one React', async ({ page }) => {
  await countReactCopies(page);
  const loader = new LoaderPage(page, SITES[0] as Site);
  await loader.open();
  await expect(loader.bell).toBeVisible();
  await page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const script = document.createElement('script');
        script.src = '/elements/admin-elements.iife.js';
        script.onload = resolve;
        script.onerror = reject;
        document.head.append(script);
      }),
  );
  await page.evaluate(() => document.body.append(document.createElement('cron-builder')));
  await expect(page.locator('cron-builder').last().getByRole('textbox', { name: 'cron表达式' })).toBeVisible();
  expect(await reactCopies(page)).toBe(1);
});
