// The notice bell widget in real Chromium, with a fake `api` and a fake realtime source.
import '@arco-design/web-react/es/_util/react-19-adapter';
import '@arco-design/web-react/dist/css/arco.css';

import { ConfigProvider } from '@arco-design/web-react';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { NoticeRealtimeEvent, NoticeRealtimeListener } from '../../src/core/realtime';
import {
  type NoticeApi,
  NoticeBell,
  type NoticeBellProps,
  type NoticeItem,
  type NoticeLists,
} from '../../src/widgets/notice-bell';
import { assert, assertEqual, findByText, waitFor, waitForText, waitForTextGone } from './support/dom';
import { afterEach, describe, it } from './support/mocha';

declare global {
  interface Window {
    __noticeXss?: number;
  }
}

const XSS_CONTENT =
  '<p>请及时处理</p><img src=x onerror="window.__noticeXss = 1"><script>window.__noticeXss = 2</script>' +
  '<a href="javascript:window.__noticeXss=3">链接</a><b>维护说明</b>';

function item(id: string, titile: string, extra: Partial<NoticeItem> = {}): NoticeItem {
  return {
    id,
    titile,
    priority: 'L',
    sender: '租户管理员',
    sendTime: '2026-05-01 10:00:00',
    msgContent: `<p>${titile}的内容</p>`,
    ...extra,
  };
}

function seedLists(): NoticeLists {
  return {
    anntMsgList: [
      item('a1', '系统升级维护通知', { priority: 'H' }),
      item('a2', '五一发货安排', { priority: 'M', openType: 'url', openPage: '/order/orderList' }),
      item('a3', '安全测试公告', { priority: 'L', msgContent: XSS_CONTENT }),
      item('a4', '订单逾期提醒', { openType: 'component', openPage: 'modules/OrderNoticeDetail', busId: 'O-1001' }),
    ],
    anntMsgTotal: 12,
    sysMsgList: [item('s1', '账号登录提醒', { priority: 'M' })],
    sysMsgTotal: 3,
  };
}

/** An in-memory server: marking an item read removes it from the unread lists. */
function fakeApi(fail: (call: number) => boolean = () => false) {
  let lists = seedLists();
  const calls = { list: 0, read: [] as string[], byId: [] as string[] };
  const api: NoticeApi = {
    async listByUser() {
      calls.list += 1;
      if (fail(calls.list)) throw new Error('网络异常');
      return structuredClone(lists);
    },
    async markRead(anntId) {
      calls.read.push(anntId);
      const inAnnt = lists.anntMsgList.some((n) => n.id === anntId);
      lists = {
        anntMsgList: lists.anntMsgList.filter((n) => n.id !== anntId),
        anntMsgTotal: lists.anntMsgTotal - (inAnnt ? 1 : 0),
        sysMsgList: lists.sysMsgList.filter((n) => n.id !== anntId),
        sysMsgTotal: lists.sysMsgTotal - (inAnnt ? 0 : 1),
      };
    },
    async queryById(id) {
      calls.byId.push(id);
      const found = [...seedLists().anntMsgList, ...seedLists().sysMsgList].find((n) => n.id === id);
      if (!found) throw new Error('未找到对应数据');
      return found;
    },
  };
  return {
    api,
    calls,
    publish(notice: NoticeItem) {
      lists = { ...lists, anntMsgList: [notice, ...lists.anntMsgList], anntMsgTotal: lists.anntMsgTotal + 1 };
    },
  };
}

function fakeRealtime() {
  const listeners = new Set<NoticeRealtimeListener>();
  return {
    realtime: {
      subscribe(listener: NoticeRealtimeListener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    emit(event: NoticeRealtimeEvent) {
      for (const listener of listeners) listener(event);
    },
    get size() {
      return listeners.size;
    },
  };
}

const roots: Root[] = [];
const cleanups: (() => void)[] = [];

function render(node: ReactNode, container: Element | ShadowRoot = document.body): void {
  const host = document.createElement('div');
  container.append(host);
  const root = createRoot(host);
  roots.push(root);
  cleanups.push(() => host.remove());
  root.render(<ConfigProvider locale={zhCN}>{node}</ConfigProvider>);
}

function mountBell(props: Partial<NoticeBellProps> = {}) {
  const server = fakeApi();
  const live = fakeRealtime();
  const events: string[] = [];
  render(
    <NoticeBell
      api={server.api}
      realtime={live.realtime}
      onViewMore={() => events.push('viewMore')}
      onOpenUrl={(page) => events.push(`url:${page}`)}
      onOpenComponent={({ openPage, busId, announcement }) =>
        events.push(`component:${openPage}:${busId}:${announcement.id}`)
      }
      {...props}
    />,
  );
  return { server, live, events };
}

function trigger(root: ParentNode = document): Promise<HTMLButtonElement> {
  return waitFor(() => root.querySelector<HTMLButtonElement>('button[aria-label^="通知("]'), 'the bell button');
}

function badgeText(root: ParentNode = document): string {
  return root.querySelector('.arco-badge-number')?.textContent ?? '';
}

async function openPopover(root: ParentNode = document): Promise<void> {
  (await trigger(root)).click();
  await waitFor(() => root.querySelector('.arco-popover-content'), 'the popover to open');
}

async function clickItem(title: string): Promise<void> {
  const label = await waitForText(title);
  const button = label.closest('button');
  assert(button, `the item "${title}" is a button`);
  button.click();
}

function modal(): HTMLElement {
  const found = findByText('通知消息')?.closest<HTMLElement>('.arco-modal');
  assert(found, 'the 通知消息 modal is open');
  return found;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('notice-bell widget', () => {
  afterEach(async () => {
    for (const root of roots.splice(0)) root.unmount();
    for (const cleanup of cleanups.splice(0)) cleanup();
    await sleep(0);
  });

  it('shows the total of both counts on the badge and both tabs with their counts', async () => {
    mountBell();
    await waitFor(() => badgeText() === '15', 'the badge to show 12 + 3');
    await openPopover();
    const popup = document.querySelector<HTMLElement>('.arco-popover-content');
    assert(popup, 'popover content');
    // offsetWidth: the opening animation scales the popup, which getBoundingClientRect would report.
    const width = (popup.closest<HTMLElement>('.arco-trigger') ?? popup).offsetWidth;
    assert(Math.abs(width - 300) <= 1, `popover is 300 px wide (got ${width})`);
    assert(findByText('通知(12)'), 'the 通知(12) tab');
    assert(findByText('系统消息(3)'), 'the 系统消息(3) tab');
    assert(findByText('系统升级维护通知'), 'the latest notice is listed');
    assert(findByText('查看更多'), 'the 查看更多 button');
  });

  it('tags priorities L blue 一般, M orange 重要, H red 紧急', async () => {
    mountBell();
    await openPopover();
    const tagOf = async (title: string) => {
      const row = (await waitForText(title)).closest('button');
      return row?.querySelector('.arco-tag');
    };
    const high = await tagOf('系统升级维护通知');
    const medium = await tagOf('五一发货安排');
    const low = await tagOf('安全测试公告');
    assertEqual(high?.textContent, '紧急', 'H text');
    assert(high?.classList.contains('arco-tag-red'), 'H is red');
    assertEqual(medium?.textContent, '重要', 'M text');
    assert(medium?.classList.contains('arco-tag-orange'), 'M is orange');
    assertEqual(low?.textContent, '一般', 'L text');
    assert(low?.classList.contains('arco-tag-blue'), 'L is blue');
  });

  it('switches to the 系统消息 tab', async () => {
    mountBell();
    await openPopover();
    (await waitForText('系统消息(3)')).click();
    await waitForText('账号登录提醒');
  });

  it('marks a clicked item read, reloads the lists and opens the 通知消息 modal', async () => {
    const { server } = mountBell();
    await waitFor(() => badgeText() === '15', 'first load');
    await openPopover();
    const before = server.calls.list;
    await clickItem('系统升级维护通知');
    await waitFor(() => server.calls.read.includes('a1'), 'markRead(a1)');
    await waitFor(() => server.calls.list > before, 'a reload after marking read');
    await waitFor(() => badgeText() === '14', 'the badge to drop to 14');
    const dialog = modal();
    assert(findByText('系统升级维护通知', dialog), 'title in the modal');
    assert(dialog.textContent?.includes('发布人：租户管理员'), 'sender in the modal');
    assert(dialog.textContent?.includes('2026-05-01 10:00:00'), 'send time in the modal');
    assert(findByText('系统升级维护通知的内容', dialog), 'content in the modal');
    assertEqual(server.calls.byId.at(-1), 'a1', 'the full record is fetched');
    assert(!findByText('去处理', dialog), 'no 去处理 for an announcement without openType url');
    await openPopover();
    assert(findByText('通知(11)'), 'the tab count was reloaded');
    assert(!findByText('系统升级维护通知', document.querySelector('.arco-popover-content') ?? document), 'item gone');
  });

  it('sanitises announcement content: the onerror/script/javascript: payload never runs', async () => {
    window.__noticeXss = undefined;
    mountBell();
    await openPopover();
    await clickItem('安全测试公告');
    const content = await waitFor(() => modal().querySelector<HTMLElement>('.notice-bell-content'), 'content');
    await waitFor(() => findByText('维护说明', content), 'the harmless markup survives');
    const link = findByText('链接', content);
    link?.click();
    await sleep(300);
    assertEqual(window.__noticeXss, undefined, 'no payload executed');
    assert(!content.querySelector('script'), 'no script element');
    assert(!content.querySelector('[onerror]'), 'no onerror attribute');
    assert(!content.innerHTML.includes('javascript:'), 'no javascript: URL');
  });

  it('offers 去处理 for openType url, which calls onOpenUrl(openPage) and closes; 关闭 closes', async () => {
    const { events } = mountBell();
    await openPopover();
    await clickItem('五一发货安排');
    const go = await waitFor(() => findByText('去处理', modal()), 'the 去处理 button');
    go.click();
    await waitFor(() => events.includes('url:/order/orderList'), 'onOpenUrl');
    await waitForTextGone('通知消息');

    await openPopover();
    await clickItem('系统升级维护通知');
    const close = await waitFor(() => findByText('关闭', modal()), 'the 关闭 button');
    close.click();
    await waitForTextGone('通知消息');
  });

  it('hands openType component to onOpenComponent with openPage and busId, without the modal', async () => {
    const { events, server } = mountBell();
    await openPopover();
    await clickItem('订单逾期提醒');
    await waitFor(
      () => events.includes('component:modules/OrderNoticeDetail:O-1001:a4'),
      'onOpenComponent({openPage, busId, announcement})',
    );
    await waitFor(() => server.calls.read.includes('a4'), 'markRead(a4)');
    await sleep(100);
    assert(!findByText('通知消息'), 'no 通知消息 modal');
  });

  it('查看更多 calls onViewMore and closes the popover', async () => {
    const { events } = mountBell();
    await openPopover();
    (await waitForText('查看更多')).click();
    await waitFor(() => events.includes('viewMore'), 'onViewMore');
  });

  it('polls at the interval and stops for good on the first failure', async () => {
    const server = fakeApi((call) => call === 3);
    render(<NoticeBell api={server.api} realtime={null} pollIntervalMs={100} />);
    await waitFor(() => server.calls.list >= 3, 'three loads (the third fails)');
    await sleep(600);
    assertEqual(server.calls.list, 3, 'no load after the failure');
    assertEqual(badgeText(), '15', 'the last good lists stay shown');
  });

  it('reloads on a live topic/user frame and after a reconnect, not on other frames', async () => {
    const { server, live } = mountBell({ pollIntervalMs: 0 });
    await waitFor(() => badgeText() === '15', 'first load');
    await waitFor(() => live.size === 1, 'the widget subscribed');
    server.publish(item('a9', '管理员刚发布的公告', { priority: 'H' }));
    live.emit({ type: 'message', frame: { cmd: 'heartcheck' } });
    await sleep(100);
    assertEqual(server.calls.list, 1, 'an unrelated frame does not reload');
    live.emit({ type: 'message', frame: { cmd: 'topic', msgId: 'a9', msgTxt: '管理员刚发布的公告' } });
    await waitFor(() => badgeText() === '16', 'the published notice to be counted');
    await openPopover();
    await waitForText('管理员刚发布的公告');
    live.emit({ type: 'message', frame: { cmd: 'user', msgId: 'a9' } });
    await waitFor(() => server.calls.list === 3, 'a user frame reloads');
    live.emit({ type: 'reconnected' });
    await waitFor(() => server.calls.list === 4, 'a reconnect reloads');
  });

  it('unsubscribes from the live source when unmounted', async () => {
    const { live } = mountBell({ pollIntervalMs: 0 });
    await waitFor(() => live.size === 1, 'subscribed');
    for (const root of roots.splice(0)) root.unmount();
    assertEqual(live.size, 0, 'listeners left after unmount');
  });

  it('renders the popover and the modal into the container from getPopupContainer (shadow root)', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    cleanups.push(() => host.remove());
    const shadow = host.attachShadow({ mode: 'open' });
    const portal = document.createElement('div');
    portal.style.position = 'relative';
    shadow.append(portal);
    const server = fakeApi();
    render(<NoticeBell api={server.api} realtime={null} getPopupContainer={() => portal} />, shadow);
    await waitFor(() => badgeText(shadow) === '15', 'the badge inside the shadow root');
    await openPopover(shadow);
    assert(portal.querySelector('.arco-popover-content'), 'the popover is inside the given container');
    assert(!document.querySelector('.arco-popover-content'), 'nothing leaked to the document');
    const title = await waitFor(() => findByText('系统升级维护通知', portal), 'the item inside the container');
    title.closest('button')?.click();
    await waitFor(() => portal.querySelector('.arco-modal'), 'the modal inside the given container');
    assert(!document.querySelector('.arco-modal'), 'no modal in the document');
  });
});
