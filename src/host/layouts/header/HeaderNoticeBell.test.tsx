// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type NoticeApi, NoticeBellProvider, type NoticeItem } from '../../../widgets/notice-bell';
import { withQueryClient } from '../../shared/data/query-test-kit';
import { HeaderNoticeBell } from './HeaderNoticeBell';

// The order view's lookup never answers here: the drawer shows its spinner, and no request leaves.
vi.mock('../../notice-views/order-of-notice', () => ({ orderIdOfNotice: () => new Promise(() => undefined) }));

afterEach(cleanup);

const orderNotice: NoticeItem = {
  id: 'a1',
  titile: '您有新的待审核订单',
  msgContent: '<p>订单 ZL1 待人工审核</p>',
  openType: 'component',
  openPage: 'modules/announcement/OrderNoticeDetail',
  busId: 'ZL1',
};
const unknownView: NoticeItem = {
  id: 'a2',
  titile: '合同待签署',
  msgContent: '<p>请尽快签署合同</p>',
  openType: 'component',
  openPage: 'modules/contract/ContractDetail',
  busId: 'C9',
};

function fakeApi(): NoticeApi & { read: string[] } {
  const read: string[] = [];
  const items = [orderNotice, unknownView];
  return {
    read,
    listByUser: async () => ({ anntMsgList: items, anntMsgTotal: 2, sysMsgList: [], sysMsgTotal: 0 }),
    markRead: async (id) => {
      read.push(id);
    },
    queryById: async (id) => items.find((item) => item.id === id) ?? Promise.reject(new Error('none')),
  };
}

function renderBell(api: NoticeApi) {
  render(
    <MemoryRouter>
      <NoticeBellProvider api={api} realtime={null}>
        <HeaderNoticeBell />
      </NoticeBellProvider>
    </MemoryRouter>,
    { wrapper: withQueryClient() },
  );
}

async function openItem(title: string): Promise<void> {
  fireEvent.click(await screen.findByRole('button', { name: '通知(2)' }));
  fireEvent.click(await screen.findByTitle(title));
}

describe('HeaderNoticeBell', () => {
  it('opens a component announcement in the detail view of its openPage', async () => {
    const api = fakeApi();
    renderBell(api);
    await openItem(orderNotice.titile);
    const drawer = (await screen.findByText('订单详情')).closest('.arco-drawer') as HTMLElement;
    expect(drawer).not.toBeNull();
    expect(within(drawer).queryByText('通知消息')).toBeNull();
    expect(screen.queryByText('通知消息')).toBeNull();
    expect(api.read).toEqual(['a1']);
  });

  it('shows the 通知消息 modal when the host has no view for the openPage', async () => {
    const api = fakeApi();
    renderBell(api);
    await openItem(unknownView.titile);
    const dialog = (await screen.findByText('通知消息')).closest('.arco-modal') as HTMLElement;
    expect(await within(dialog).findByText('请尽快签署合同')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '去处理' })).toBeNull();
    expect(screen.queryByText('订单详情')).toBeNull();
    expect(api.read).toEqual(['a2']);
  });
});
