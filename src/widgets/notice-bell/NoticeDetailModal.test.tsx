// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NoticeItem } from '../../core/realtime';
import type { NoticeSanitizer } from './load-notice-sanitizer';
import { NoticeDetailModal } from './NoticeDetailModal';

// The sanitiser's loading is driven by each test: pending, loaded or failed.
const loader = vi.hoisted(() => ({ load: (): Promise<NoticeSanitizer> => new Promise(() => undefined) }));
vi.mock('./load-notice-sanitizer', () => ({
  loadedNoticeSanitizer: () => undefined,
  loadNoticeSanitizer: () => loader.load(),
}));

afterEach(cleanup);

const notice: NoticeItem = {
  id: 'a1',
  titile: '系统升级维护通知',
  sender: '租户管理员',
  msgContent:
    '<p>今晚维护</p><img src="x" onerror="window.__detailXss = 1"><script>window.__detailXss = 2</script><b>请保存</b>',
};

function content(): HTMLElement | null {
  return document.querySelector<HTMLElement>('.notice-bell-content');
}

describe('NoticeDetailModal content', () => {
  it('shows a spinner, no content, while the sanitiser loads', async () => {
    render(<NoticeDetailModal notice={notice} visible onClose={() => undefined} />);
    await screen.findByText('系统升级维护通知');
    expect(document.querySelector('.notice-bell-content-loading')).not.toBeNull();
    expect(content()).toBeNull();
  });

  it('renders what the loaded sanitiser returns, as HTML', async () => {
    const sanitize = vi.fn<NoticeSanitizer>(() => '<p>今晚维护</p><b>请保存</b>');
    loader.load = async () => sanitize;
    render(<NoticeDetailModal notice={notice} visible onClose={() => undefined} />);
    expect(await screen.findByText('请保存')).toBeTruthy();
    expect(sanitize).toHaveBeenCalledWith(notice.msgContent);
    expect(content()?.querySelector('b')).not.toBeNull();
    expect(document.querySelector('.notice-bell-content-loading')).toBeNull();
  });

  it('falls back to the text only, never the HTML, when the sanitiser cannot load', async () => {
    loader.load = () => Promise.reject(new Error('could not load sanitizer.js'));
    render(<NoticeDetailModal notice={notice} visible onClose={() => undefined} />);
    await screen.findByText('系统升级维护通知');
    const shown = await waitFor(() => {
      const found = content();
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(shown.textContent).toBe('今晚维护\n请保存');
    expect(shown.children).toHaveLength(0);
    expect(screen.getByRole('button', { name: '关闭' })).toBeTruthy();
  });
});

describe('NoticeDetailModal 去处理', () => {
  const urlNotice = (openPage: string): NoticeItem => ({ ...notice, openType: 'url', openPage });

  it('hands a safe link to onOpenUrl and closes', async () => {
    const onOpenUrl = vi.fn();
    const onClose = vi.fn();
    const item = urlNotice('/order/orderList');
    render(<NoticeDetailModal notice={item} visible onClose={onClose} onOpenUrl={onOpenUrl} />);
    fireEvent.click(await screen.findByRole('button', { name: '去处理' }));
    expect(onClose).toHaveBeenCalled();
    expect(onOpenUrl).toHaveBeenCalledWith('/order/orderList', item);
  });

  it.each([
    'javascript:alert(document.cookie)',
    ' \tJavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'VBScript:msgbox(1)',
  ])('offers no 去处理 for %j and still shows the notice', async (openPage) => {
    const onOpenUrl = vi.fn();
    render(<NoticeDetailModal notice={urlNotice(openPage)} visible onClose={() => undefined} onOpenUrl={onOpenUrl} />);
    await screen.findByText('系统升级维护通知');
    expect(screen.getByRole('button', { name: '关闭' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '去处理' })).toBeNull();
    expect(onOpenUrl).not.toHaveBeenCalled();
  });
});
