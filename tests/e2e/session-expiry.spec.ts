import type { APIRequestContext, Page, Request } from '@playwright/test';
import { DEMO_APP_ID, DEMO_SIGN_SECRET } from '../../src/core/config';
import { signHeaders } from '../../src/core/http/signing';
import { API_PREFIX } from './support/api';
import { login } from './support/login';
import { expect, test } from './support/test';

/** The open page's session token. */
async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const raw = localStorage.getItem('pro__Access-Token');
    return raw ? (JSON.parse(raw) as { value: string }).value : null;
  });
  expect(token).toBeTruthy();
  return String(token);
}

/** Ends the session on the server, as a logout elsewhere or an administrator's freeze does. */
async function endOnServer(request: APIRequestContext, token: string): Promise<void> {
  const logout = await request.post(`${API_PREFIX}/sys/logout`, {
    headers: { ...signHeaders(DEMO_APP_ID, DEMO_SIGN_SECRET), 'X-Access-Token': token },
    data: {},
  });
  expect(((await logout.json()) as { success: boolean }).success).toBe(true);
}

/**
 * Starts watching the page's notice socket; the answer resolves once the server has accepted it (handshake
 * 101). A token revoked before that is refused at the upgrade, which a page cannot tell from a lost network.
 */
async function noticeSocketAccepted(page: Page): Promise<{ accepted: Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map<string, string>();
  cdp.on('Network.webSocketCreated', ({ requestId, url }) => urls.set(requestId, url));
  const accepted = new Promise<void>((resolve) =>
    cdp.on('Network.webSocketHandshakeResponseReceived', ({ requestId, response }) => {
      if (response.status === 101 && urls.get(requestId)?.includes('/websocket/')) resolve();
    }),
  );
  return { accepted };
}

test('a token revoked on the server brings exactly one relogin dialog, which leads to login', async ({
  page,
  request,
}) => {
  await login(page, 'agent1');
  await endOnServer(request, await tokenOf(page));

  // The next requests of the open page are refused with Token失效: one dialog, however many failed.
  await page.goto('/#/isps/userAnnouncement');
  const dialog = page.getByRole('dialog').filter({ hasText: '登录已过期' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toContainText('很抱歉，登录已过期，请重新登录');
  await page.waitForTimeout(1000);
  await expect(page.getByRole('dialog').filter({ hasText: '登录已过期' })).toHaveCount(1);

  await dialog.getByRole('button', { name: '重新登录' }).click();
  await expect(page).toHaveURL(/#\/user\/login/, { timeout: 15_000 });
  expect(await page.evaluate(() => localStorage.getItem('pro__Access-Token'))).toBeNull();
});

test('an idle page learns at once that its session ended elsewhere, from its notice socket', async ({
  page,
  request,
}) => {
  const socketClosed = new Promise<void>((resolve) =>
    page.on('websocket', (socket) => {
      if (socket.url().includes('/websocket/')) socket.on('close', () => resolve());
    }),
  );
  // API requests of the page still waiting for their answer.
  const pending = new Set<Request>();
  const isApi = (call: Request) => call.url().includes(API_PREFIX);
  page.on('request', (call) => isApi(call) && pending.add(call));
  page.on('requestfinished', (call) => pending.delete(call));
  page.on('requestfailed', (call) => pending.delete(call));
  const socket = await noticeSocketAccepted(page);
  await login(page, 'agent1');
  await socket.accepted;
  // The dashboard has drawn and its loads are answered, so none of them can be what tells the page.
  await page.locator('main .arco-card-body').first().waitFor();
  for (let quiet = 0; quiet < 2; quiet++) {
    await expect.poll(() => pending.size, { timeout: 15_000 }).toBe(0);
    await page.waitForTimeout(500);
  }
  const apiCalls: string[] = [];
  page.on('request', (call) => isApi(call) && apiCalls.push(call.url()));

  await endOnServer(request, await tokenOf(page));
  await socketClosed;
  // No request of the page was refused: the socket's close (4401) is what tells it.
  const dialog = page.getByRole('dialog').filter({ hasText: '登录已过期' });
  await expect(dialog).toBeVisible({ timeout: 5_000 });
  expect(apiCalls).toEqual([]);
  // The dead token is never offered again: no new notice socket while the dialog waits.
  let reconnects = 0;
  page.on('websocket', (socket) => {
    if (socket.url().includes('/websocket/')) reconnects += 1;
  });
  await page.waitForTimeout(6_000);
  expect(reconnects).toBe(0);

  await dialog.getByRole('button', { name: '重新登录' }).click();
  await expect(page).toHaveURL(/#\/user\/login/, { timeout: 15_000 });
});

test('signing out from the page itself brings no relogin dialog, though the server closes its socket too', async ({
  page,
}) => {
  await login(page, 'agent1');
  await page.waitForLoadState('networkidle');
  await page.locator('header').getByRole('button', { name: '退出登录' }).click();
  await page
    .locator('.arco-modal')
    .filter({ hasText: '真的要注销登录吗 ?' })
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page).toHaveURL(/#\/user\/login/, { timeout: 15_000 });
  await page.waitForTimeout(1_500);
  await expect(page.getByText('登录已过期')).toHaveCount(0);
});
