import type { Locator, Page } from '@playwright/test';
import { ApiSession } from './support/api';
import { expect, HANDLER_IN_PARSED_HTML, test } from './support/test';

/** Content that would run script if it were rendered unsanitised. */
const XSS_CONTENT =
  '<p>系统将于今晚 23:00 维护。</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';

/** Publishes an announcement to `userId` alone, so other tests' bells stay as they were. */
async function publishTo(session: ApiSession, userId: string, titile: string): Promise<void> {
  const id = await session.post<string>('/sys/annountCement/add', {
    titile,
    msgContent: XSS_CONTENT,
    msgCategory: '1',
    priority: 'M',
    msgType: 'USER',
    userIds: userId,
  });
  await session.get('/sys/annountCement/doReleaseData', { id });
}

/** Opens the partner portal's bell (notice-bell.iife.js); resolves with its popover. */
async function openBell(page: Page) {
  await page
    .locator('notice-bell')
    .getByRole('button', { name: /^通知\(\d+\)$/ })
    .click();
  return page.locator('.arco-popover-content');
}

/** Opens the announcement titled `title` from the open popover; resolves with the 通知消息 dialog. */
async function openNotice(page: Page, popover: Locator, title: string) {
  await popover.getByTitle(title).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '通知消息' });
  await expect(dialog.getByText(title)).toBeVisible();
  return dialog;
}

test('the kit fetches sanitizer.js only when a notice opens; unloadable, the content shows as text only', async ({
  page,
  csp,
}) => {
  csp.allow(HANDLER_IN_PARSED_HTML);
  const tenant1 = await ApiSession.login(page.request, 'tenant1');
  const agent1 = String((await ApiSession.login(page.request, 'agent1')).userInfo.id);
  const stamp = Date.now();
  const unsanitised = `XSS 检查（门户，无净化脚本） ${stamp}`;
  const sanitised = `XSS 检查（门户） ${stamp}`;
  await publishTo(tenant1, agent1, unsanitised);
  await publishTo(tenant1, agent1, sanitised);

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/sanitizer.js')) fetched.push(new URL(request.url()).pathname);
  });
  await page.route('**/sanitizer.js', (route) => route.abort());
  await page.goto('/demo/partner-portal.html');
  await expect(page.locator('body[data-ready]')).toBeAttached({ timeout: 15_000 });
  const popover = await openBell(page);
  await expect(popover.getByTitle(sanitised)).toBeVisible();
  expect(fetched, 'nothing fetched before a notice opens').toEqual([]);

  // The side file cannot load: the text only, never the HTML.
  let dialog = await openNotice(page, popover, unsanitised);
  const text = dialog.locator('.notice-bell-content');
  await expect(text).toHaveText('系统将于今晚 23:00 维护。');
  await expect(text.locator('*')).toHaveCount(0);
  expect(fetched).toEqual(['/elements/sanitizer.js']);
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(dialog).toBeHidden();

  // It loads on the next notice (next to notice-bell.iife.js): sanitised HTML, the payload stripped.
  await page.unroute('**/sanitizer.js');
  dialog = await openNotice(page, await openBell(page), sanitised);
  await expect(dialog.getByText('系统将于今晚 23:00 维护。')).toBeVisible();
  const image = dialog.locator('.notice-bell-content img');
  await expect(image).toHaveCount(1);
  expect(await image.getAttribute('onerror')).toBeNull();
  await expect(dialog.locator('script')).toHaveCount(0);
  // `complete` turns true once the broken image has failed, i.e. after its error event would have fired.
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete)).toBe(true);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(fetched).toEqual(['/elements/sanitizer.js', '/elements/sanitizer.js']);

  // Loading the side file again (as a second kit copy on the page would) keeps the first registration.
  const same = await page.evaluate(async () => {
    const scope = window as { __wkNoticeSanitizer?: unknown };
    const first = scope.__wkNoticeSanitizer;
    const script = document.createElement('script');
    script.src = '/elements/sanitizer.js';
    await new Promise((resolve, reject) => {
      script.onload = resolve;
      script.onerror = reject;
      document.head.append(script);
    });
    return first !== undefined && scope.__wkNoticeSanitizer === first;
  });
  expect(same).toBe(true);
  expect(errors).toEqual([]);
});
