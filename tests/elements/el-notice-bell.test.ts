// <notice-bell> against the reference server: the inline error without an API, the badge, its popover in the
// portal (anchored, styled, themed, not clipped, closing on outside click), events, methods, live notices
// over the websocket, and the socket closed when the element is removed.
import '../../src/elements/entries/notice-bell';
import { DEMO_APP_ID, DEMO_SIGN_SECRET } from '../../src/core/config';
import { signHeaders } from '../../src/core/http/signing';
import { createNoticeSocket, type NoticeSocket, sharedNoticeRealtime } from '../../src/core/realtime';
import { configure } from '../../src/elements/kit/kit-config';
import { assert, assertEqual, waitFor } from './support/dom';
import { click, inside, kitLogin, mountElement, nextEvent, portalOf, settle, unmountElements } from './support/kit';
import { afterEach, describe, it } from './support/mocha';

type BellElement = HTMLElement & {
  show(): void;
  hide(): void;
  refresh(): Promise<void>;
  realtime?: unknown;
  updateComplete: Promise<void>;
};

const trigger = (bell: Element) => inside<HTMLButtonElement>(bell, 'button[aria-label^="通知("]') as HTMLButtonElement;
const badgeCount = (bell: Element) => Number(/\((\d+)\)/.exec(trigger(bell)?.getAttribute('aria-label') ?? '')?.[1]);
const popover = (bell: Element) => portalOf(bell)?.querySelector<HTMLElement>('.arco-popover-content') ?? null;
const popupShown = (bell: Element) => {
  const popup = popover(bell)?.closest<HTMLElement>('.arco-trigger');
  return Boolean(popup && getComputedStyle(popup).display !== 'none' && popup.getBoundingClientRect().height > 0);
};

async function publish(token: string, title: string): Promise<void> {
  const headers = { 'content-type': 'application/json', 'X-Access-Token': token };
  const add = await fetch('/jeecg-boot/sys/annountCement/add', {
    method: 'POST',
    headers: { ...headers, ...signHeaders(DEMO_APP_ID, DEMO_SIGN_SECRET) },
    body: JSON.stringify({ titile: title, msgContent: '<p>测试</p>', msgCategory: '1', priority: 'M', msgType: 'ALL' }),
  }).then((response) => response.json());
  assert(add.success, `add: ${add.message}`);
  const release = await fetch(`/jeecg-boot/sys/annountCement/doReleaseData?id=${add.result}&_t=${Date.now()}`, {
    headers: { ...headers, ...signHeaders(DEMO_APP_ID, DEMO_SIGN_SECRET) },
  }).then((response) => response.json());
  assert(release.success, `release: ${release.message}`);
}

describe('<notice-bell>', () => {
  afterEach(unmountElements);

  it('shows a clear inline error while no API is configured', async () => {
    localStorage.clear();
    configure({ token: '' });
    const bell = await mountElement('notice-bell');
    const alert = inside(bell, '[role="alert"]');
    assert(alert?.textContent?.includes('未配置接口'), `inline error: ${bell.shadowRoot?.textContent}`);
    assert(!trigger(bell), 'no bell without an API');
  });

  it('loads the unread count and opens its popover at the anchor, styled, above an overflow:hidden header', async () => {
    await kitLogin('tenant1');
    const header = document.createElement('header');
    header.style.cssText = 'height:48px;overflow:hidden;display:flex;justify-content:flex-end;padding-right:40px';
    document.body.prepend(header);
    try {
      const bell = await mountElement<BellElement>('notice-bell', { 'poll-interval': '0' }, header);
      await waitFor(() => badgeCount(bell) > 0, 'the unread count from the server', 10_000);
      const opened = nextEvent(bell, 'wk-open');
      click(trigger(bell));
      await opened;
      await waitFor(() => popupShown(bell), 'the popover');
      // Measured once the zoom-in animation ended.
      await waitFor(
        () => Math.round(popover(bell)?.closest('.arco-popover')?.getBoundingClientRect().width ?? 0) === 300,
        'the spec width of 300 px',
      );
      const anchor = trigger(bell).getBoundingClientRect();
      const panel = (popover(bell) as HTMLElement).closest('.arco-popover') as HTMLElement;
      const box = panel.getBoundingClientRect();
      assert(
        box.top >= anchor.bottom - 1 && box.top - anchor.bottom < 24,
        `below the bell: ${box.top} vs ${anchor.bottom}`,
      );
      assert(Math.abs(box.right - anchor.right) < 24, `right-aligned with the bell: ${box.right} vs ${anchor.right}`);
      assertEqual(
        getComputedStyle(panel.querySelector('.arco-popover-content') as Element).backgroundColor,
        'rgb(255, 255, 255)',
        'styled',
      );
      // Not inside the overflow:hidden header (it would clip it): in the body-level portal, reaching below it.
      assert(!header.contains(portalOf(bell)?.host ?? null), 'the popup is not a descendant of the header');
      assert(box.bottom > header.getBoundingClientRect().bottom + 100, 'the popup extends below the header');

      // Inside click keeps it open; a second click on the bell closes it; an outside click closes it.
      const tab = [...(popover(bell) as HTMLElement).querySelectorAll<HTMLElement>('.arco-tabs-header-title')][1];
      assert(tab, 'the 系统消息 tab');
      click(tab);
      await settle();
      assert(popupShown(bell), 'still open after an inside click');
      const closed = nextEvent(bell, 'wk-close');
      click(trigger(bell));
      await closed;
      await waitFor(() => !popupShown(bell), 'closed by the trigger');
      bell.show();
      await waitFor(() => popupShown(bell), 'show()');
      click(document.body);
      await waitFor(() => !popupShown(bell), 'closed by an outside click');
    } finally {
      header.remove();
    }
  });

  it('passes theme="dark" and CSS tokens set on the element to its popup', async () => {
    await kitLogin('tenant1');
    const bell = await mountElement<BellElement>('notice-bell', { 'poll-interval': '0', theme: 'dark' });
    bell.style.setProperty('--primary-6', '255,0,0');
    bell.show();
    await waitFor(() => popupShown(bell), 'the popover');
    const portal = portalOf(bell)?.host as HTMLElement;
    assertEqual(portal.getAttribute('theme'), 'dark', 'theme mirrored');
    const content = popover(bell) as HTMLElement;
    assert(getComputedStyle(content).backgroundColor !== 'rgb(255, 255, 255)', 'dark popover background');
    const ink = content.querySelector<HTMLElement>('.arco-tabs-header-ink');
    await waitFor(
      () => ink && getComputedStyle(ink).backgroundColor === 'rgb(255, 0, 0)',
      'the token reaches the popup',
    );
  });

  it('fires wk-select and wk-read when an item is opened, and refresh() reloads', async () => {
    const { token } = await kitLogin('tenant1');
    const title = `元素测试公告 ${Date.now()}`;
    await publish(token, title);
    const bell = await mountElement<BellElement>('notice-bell', { 'poll-interval': '0' });
    await bell.refresh();
    await settle(bell);
    const before = badgeCount(bell);
    bell.show();
    const item = await waitFor(
      () => popover(bell)?.querySelector<HTMLElement>(`[title="${title}"]`),
      'the new item',
      5000,
    );
    const selected = nextEvent<{ item: { titile: string } }>(bell, 'wk-select');
    const read = nextEvent<{ id: string }>(bell, 'wk-read');
    click(item);
    assertEqual((await selected).detail.item.titile, title, 'wk-select detail.item');
    assert((await read).detail.id, 'wk-read detail.id');
    await waitFor(() => badgeCount(bell) === before - 1, 'one fewer unread after reading', 5000);
  });

  it('updates live over the websocket and closes the socket when removed', async () => {
    const { token, wsBase } = await kitLogin('tenant1');
    const sockets: NoticeSocket[] = [];
    const bell = await mountElement<BellElement>('notice-bell', { 'poll-interval': '0' }, document.body, (element) => {
      (element as BellElement).realtime = sharedNoticeRealtime(() => {
        const socket = createNoticeSocket({ url: `${wsBase}/websocket/tenant1`, token });
        sockets.push(socket);
        return socket;
      });
    });
    await waitFor(() => sockets[0]?.state === 'open', 'the socket open', 10_000);
    await waitFor(() => badgeCount(bell) >= 0, 'the first count');
    await bell.refresh();
    await settle(bell);
    const before = badgeCount(bell);
    await publish(token, `实时公告 ${Date.now()}`);
    await waitFor(() => badgeCount(bell) === before + 1, 'the pushed notice counted', 2000);

    bell.remove();
    await waitFor(() => sockets[0]?.state === 'closed', 'the socket closed with the element');
    assertEqual(document.querySelectorAll('wk-portal[data-for="notice-bell"]').length, 0, 'no portal left behind');
  });
});
