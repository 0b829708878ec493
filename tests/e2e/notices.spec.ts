import type { Locator, Page } from '@playwright/test';
import { ApiSession, publishAnnouncement } from './support/api';
import { login } from './support/login';
import { expect, HANDLER_IN_PARSED_HTML, test } from './support/test';

/** Content that would run script if it were rendered unsanitised. */
const XSS_CONTENT =
  '<p>系统将于今晚 23:00 维护。</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';

/** The header notice bell of a signed-in page. */
class NoticeBellPart {
  constructor(readonly page: Page) {}

  get trigger(): Locator {
    return this.page.getByRole('button', { name: /^通知\(\d+\)$/ });
  }

  async count(): Promise<number> {
    const name = (await this.trigger.getAttribute('aria-label')) ?? '';
    return Number(/\((\d+)\)/.exec(name)?.[1] ?? Number.NaN);
  }

  async expectCount(count: number, timeout?: number): Promise<void> {
    await expect(this.trigger).toHaveAttribute('aria-label', `通知(${count})`, { timeout });
  }

  /** Opens the popover and the announcement titled `title` in its 通知 or 系统消息 tab. */
  async open(title: string, tab: '通知' | '系统消息' = '通知'): Promise<void> {
    // From the top of the page: scrolled down, the header (and the bell in it) hides.
    await this.page.evaluate(() => window.scrollTo(0, 0));
    await this.trigger.click();
    const popover = this.page.locator('.arco-popover-content');
    const tabTitle = popover.getByRole('tab', { name: new RegExp(`^${tab}\\(\\d+\\)$`) });
    await expect(tabTitle).toBeVisible({ timeout: 15_000 });
    if (tab !== '通知') await tabTitle.click();
    const item = popover.getByTitle(title);
    // Until the popover has finished opening, a click can land on the page under it, and Playwright's
    // retry would scroll the page (hiding the header): wait until the item itself is what a click hits.
    await expect
      .poll(() =>
        item.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
        }),
      )
      .toBe(true);
    await item.click();
  }
}

/** The seeded announcement with openType component (server/src/seed/demo-announcements.ts) and its order. */
const ORDER_NOTICE = { title: '您有新的待审核订单', orderNo: 'ZL202605021015300012' };

/** The detail view an openType component announcement opens: the order it names, loaded from the server. */
async function expectOrderNoticeView(page: Page): Promise<void> {
  const drawer = page.locator('.arco-drawer').filter({ hasText: '订单详情' });
  await expect(drawer.getByText(`订单号 ${ORDER_NOTICE.orderNo}`)).toBeVisible({ timeout: 15_000 });
  await expect(drawer.getByText('用户信息')).toBeVisible();
  await expect(detailDialog(page)).toHaveCount(0);
  await drawer.locator('.arco-drawer-close-icon').click();
  await expect(drawer).toBeHidden();
}

/** Notice frames (`cmd` topic or user) received on the page's `/websocket/` sockets, with their arrival time. */
function recordNoticeFrames(page: Page): { at: number; msgTxt: string }[] {
  const frames: { at: number; msgTxt: string }[] = [];
  page.on('websocket', (ws) => {
    if (!ws.url().includes('/websocket/')) return;
    ws.on('framereceived', ({ payload }) => {
      if (typeof payload !== 'string' || !payload.startsWith('{')) return;
      const frame = JSON.parse(payload) as { cmd?: string; msgTxt?: string };
      if (frame.cmd === 'topic' || frame.cmd === 'user') frames.push({ at: Date.now(), msgTxt: frame.msgTxt ?? '' });
    });
  });
  return frames;
}

/** The 通知消息 dialog. */
function detailDialog(page: Page): Locator {
  return page.getByRole('dialog').filter({ hasText: '通知消息' });
}

async function expectNoScriptRan(page: Page, dialog: Locator): Promise<void> {
  await expect(dialog.getByText('系统将于今晚 23:00 维护。')).toBeVisible();
  // The image stays (harmless), its handler does not; the script element is gone.
  await expect(dialog.locator('img')).toHaveCount(1);
  expect(await dialog.locator('img').getAttribute('onerror')).toBeNull();
  await expect(dialog.locator('script')).toHaveCount(0);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
}

test.describe('notice bell and my announcements', () => {
  let tenant1: ApiSession;

  test.beforeEach(async ({ page }) => {
    tenant1 = await ApiSession.login(page.request, 'tenant1');
  });

  test('a notice published by tenant1 reaches an open session within 2 s and is read when opened', async ({ page }) => {
    const bell = new NoticeBellPart(page);
    const frames = recordNoticeFrames(page);
    const listLoads: number[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/sys/annountCement/listByUser')) listLoads.push(Date.now());
    });
    const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/websocket/'));
    await login(page, 'shop1');
    await socket;
    await expect(bell.trigger).toBeVisible({ timeout: 15_000 });
    // Let the first list load settle, then remember the page instance: a reload would lose the mark.
    await page.waitForLoadState('networkidle');
    const before = await bell.count();
    await page.evaluate(() => {
      (window as { __samePage?: boolean }).__samePage = true;
    });

    const title = `设备巡检通知 ${Date.now()}`;
    await publishAnnouncement(tenant1, {
      titile: title,
      msgContent: '<p>请各门店周五前完成设备巡检。</p>',
      priority: 'H',
    });
    await bell.expectCount(before + 1, 2000);
    const rose = Date.now();
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
    // Delivered by the websocket, not the 20 s poll: its frame came before the badge rose, and the
    // list was fetched again right after it.
    const frame = frames.find((received) => received.msgTxt === title);
    expect(frame, 'a cmd topic/user frame naming the notice').toBeDefined();
    const frameAt = frame?.at ?? Number.POSITIVE_INFINITY;
    expect(frameAt).toBeLessThanOrEqual(rose);
    const reload = listLoads.find((at) => at >= frameAt);
    expect(reload, 'a list load after the frame').toBeDefined();
    expect((reload ?? Number.POSITIVE_INFINITY) - frameAt).toBeLessThan(1000);

    await bell.open(title);
    const dialog = detailDialog(page);
    await expect(dialog.getByText(title)).toBeVisible();
    await expect(dialog.getByText('请各门店周五前完成设备巡检。')).toBeVisible();
    await bell.expectCount(before);
    await dialog.getByRole('button', { name: '关闭' }).click();
    await expect(dialog).toBeHidden();

    const shop1 = await ApiSession.login(page.request, 'shop1');
    const mine = await shop1.get<{ records: { titile: string; readFlag: string }[] }>(
      '/sys/sysAnnouncementSend/getMyAnnouncementSend',
      { titile: title },
    );
    expect(mine.records).toEqual([expect.objectContaining({ titile: title, readFlag: '1' })]);
  });

  test('script in an announcement does not run in the bell dialog; a component notice opens its order', async ({
    page,
    csp,
  }) => {
    csp.allow(HANDLER_IN_PARSED_HTML);
    const bell = new NoticeBellPart(page);
    const title = `XSS 检查（通知铃） ${Date.now()}`;
    await publishAnnouncement(tenant1, { titile: title, msgContent: XSS_CONTENT });
    await login(page, 'tenant1');
    await bell.open(title);
    const dialog = detailDialog(page);
    await expectNoScriptRan(page, dialog);
    await dialog.getByRole('button', { name: '关闭' }).click();
    await expect(dialog).toBeHidden();

    await bell.open(ORDER_NOTICE.title, '系统消息');
    await expectOrderNoticeView(page);
  });

  test('my announcements list shows priority and read state, and opens items sanitised and marked read', async ({
    page,
    csp,
  }) => {
    csp.allow(HANDLER_IN_PARSED_HTML);
    const title = `XSS 检查（消息列表） ${Date.now()}`;
    await publishAnnouncement(tenant1, { titile: title, msgContent: XSS_CONTENT, priority: 'H' });
    await login(page, 'tenant1');
    await page.evaluate(() => {
      window.location.hash = '#/isps/userAnnouncement';
    });

    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toBeVisible({ timeout: 15_000 });
    await expect(row.getByText('紧急')).toBeVisible();
    await expect(row.getByText('未读')).toBeVisible();

    await row.getByText('查看').click();
    const dialog = detailDialog(page);
    await expectNoScriptRan(page, dialog);
    await dialog.getByRole('button', { name: '关闭' }).click();
    await expect(row.getByText('已读')).toBeVisible();

    await page.getByRole('combobox', { name: '阅读状态' }).click();
    await page.getByRole('option', { name: '未读' }).click();
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);

    // An openType component announcement opens its detail view from the list too, read or not.
    await page.getByRole('button', { name: '重置' }).click();
    await page.getByRole('textbox', { name: '标题' }).fill(ORDER_NOTICE.title);
    await page.getByRole('button', { name: '查询' }).click();
    await page.getByRole('row').filter({ hasText: ORDER_NOTICE.title }).getByText('查看').click();
    await expectOrderNoticeView(page);
  });
});
