import type { Page, Request } from '@playwright/test';
import { ApiSession } from './support/api';
import { login } from './support/login';
import { expect, test } from './support/test';

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

/** A list page has loaded when its table shows data rows or its empty state. */
const TABLE_SETTLED = 'main tbody .arco-table-tr:visible, main .arco-empty:visible';
/** A page without a table has loaded when it shows its own content (form, chart, details, cards) or its empty state. */
const CONTENT = [
  'form',
  'canvas',
  '.arco-empty',
  '.arco-descriptions',
  '.arco-statistic',
  '.arco-list-item',
  '.arco-card-body',
]
  .map((selector) => `main ${selector}:visible`)
  .join(', ');

/** Why the current page does not count as rendered, or '' when it does. */
async function notRendered(page: Page): Promise<string> {
  const visible = (selector: string) =>
    page
      .locator(selector)
      .first()
      .waitFor({ timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
  if (await page.locator('main .arco-result:visible').count()) {
    return `shows a result page: ${(await page.locator('main .arco-result:visible').first().innerText()).trim()}`;
  }
  if (await page.locator('main .arco-table:visible').count()) {
    return (await visible(TABLE_SETTLED)) ? '' : 'its table shows neither rows nor an empty state';
  }
  return (await visible(CONTENT)) ? '' : 'shows no content';
}

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
  // Leaving a page cancels what it still had in flight (react-query aborts a query nobody watches): such an
  // abort is not a fault. A request that fails otherwise, or is aborted while its own page is shown, is.
  const issuedOn = new WeakMap<Request, string>();
  page.on('request', (request) => issuedOn.set(request, current));
  page.on('requestfailed', (failed) => {
    const left = failed.failure()?.errorText === 'net::ERR_ABORTED' && issuedOn.get(failed) !== current;
    if (!left) problems.push(`${current}: request failed ${failed.url()} (${failed.failure()?.errorText})`);
  });
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
    const why = await notRendered(page);
    if (why) problems.push(`${current}: ${why}`);
  }
  expect(problems).toEqual([]);
});
