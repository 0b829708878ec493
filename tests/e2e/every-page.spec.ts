import { expect, type Page, test } from '@playwright/test';
import { ApiSession } from './support/api';
import { login } from './support/login';

/** A menu entry as getUserPermissionByToken answers it (the fields this test reads). */
interface MenuEntry {
  path: string;
  component?: string;
  hidden?: boolean;
  route?: string;
  meta?: { title?: string; internalOrExternal?: boolean };
  children?: MenuEntry[];
}

/** Every routed page of the menu: no groups, links, iframes or routes that need a parameter. */
function pagesOf(entries: readonly MenuEntry[]): { path: string; title: string; component: string }[] {
  return entries.flatMap((entry) => {
    const component = entry.component ?? '';
    const own =
      component && !component.startsWith('layouts/') && entry.route !== '0' && !entry.path.includes(':')
        ? [{ path: entry.path, title: entry.meta?.title ?? entry.path, component }]
        : [];
    return [...own, ...pagesOf(entry.children ?? [])];
  });
}

/** What a page shows once it has loaded: data rows, its empty state, or its own content (form, chart, details). */
const RENDERED = [
  '.arco-table-tbody .arco-table-tr:not(.arco-table-empty-row)',
  '.arco-empty',
  'form',
  'canvas',
  '.arco-descriptions',
  '.arco-statistic',
  '.arco-list-item',
  '.arco-tree-node',
]
  .map((selector) => `main ${selector}:visible`)
  .join(', ');

async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main .arco-spin-loading:visible, main .arco-skeleton:visible')).toHaveCount(0, {
    timeout: 10_000,
  });
}

test('every menu entry of the administrator renders its rows or its empty state, with no error', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const admin = await ApiSession.login(request, 'admin', 'Admin@2026');
  const { menu } = await admin.get<{ menu: MenuEntry[] }>('/sys/permission/getUserPermissionByToken');
  const pages = pagesOf(menu);
  expect(pages.length).toBeGreaterThan(60);

  let current = '';
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`${current}: page error ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${current}: console error ${message.text()}`);
  });
  page.on('requestfailed', (failed) => problems.push(`${current}: request failed ${failed.url()}`));
  page.on('response', async (response) => {
    if (!response.url().includes('/jeecg-boot/')) return;
    if (response.status() >= 400) problems.push(`${current}: HTTP ${response.status()} ${response.url()}`);
    else if ((response.headers()['content-type'] ?? '').includes('json')) {
      const body = await response.json().catch(() => null);
      if (body && body.success === false) problems.push(`${current}: ${response.url()} answered ${body.message}`);
    }
  });

  await login(page, 'admin', 'Admin@2026');
  for (const entry of pages) {
    current = `${entry.title} (${entry.path})`;
    await page.goto(`/#${entry.path}`);
    // The document title names the page once the route has changed (so the previous page is not judged).
    if (entry.path !== '/dashboard/analysis')
      await expect(page).toHaveTitle(new RegExp(entry.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await settled(page);
    const missing = page.getByText('页面未找到');
    if (await missing.isVisible()) {
      problems.push(`${current}: no page for component ${entry.component}`);
      continue;
    }
    // The lazy page may still be mounting after the network went quiet.
    const shown = await page
      .locator(RENDERED)
      .first()
      .waitFor({ timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    if (!shown) problems.push(`${current}: shows neither rows nor content`);
  }
  expect(problems).toEqual([]);
});
