// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAction } from '../../../core/http';
import { permissionStore } from '../../../core/permission';
import { sessionStore } from '../../../core/session';
import { withQueryClient } from '../../shared/data/query-test-kit';
import { CHAT_PATH, UNREAD_POLL_MS } from './agent';
import { MessageBadge } from './MessageBadge';

vi.mock('../../../core/http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../core/http')>()),
  getAction: vi.fn(),
}));

const unreadAnswer = (count: number) => ({ success: true, code: 200, message: '', result: count });
const unreadCalls = () => vi.mocked(getAction).mock.calls.filter(([url]) => url === '/chat/agentUnreadCount');

/** Advances the fake clock and lets the answered polls render. */
async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  sessionStore.setState({ userInfo: { id: 'u1', username: 'tenant1', authority: 3, sysRole: { tenantId: 1001 } } });
  permissionStore.setState({
    routes: [
      {
        path: CHAT_PATH,
        hidden: false,
        alwaysShow: false,
        meta: { title: '在线客服', external: false },
        children: [],
      },
    ],
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  sessionStore.setState({ userInfo: null });
  permissionStore.setState({ routes: [] });
});

describe('chat unread badge', () => {
  it('polls every 30 s, shows 999+ past 999, and stops once the chat page is opened', async () => {
    vi.mocked(getAction)
      .mockResolvedValueOnce(unreadAnswer(5))
      .mockResolvedValueOnce(unreadAnswer(1200))
      .mockResolvedValue(unreadAnswer(7));
    render(
      <MemoryRouter initialEntries={['/dashboard/analysis']}>
        <MessageBadge />
      </MemoryRouter>,
      { wrapper: withQueryClient() },
    );
    await advance(0);
    expect(unreadCalls()).toEqual([
      ['/chat/agentUnreadCount', { agentId: '1001' }, { silent: true, signal: expect.any(AbortSignal) }],
    ]);
    const button = screen.getByRole('button', { name: '在线客服消息，5 条未读' });
    expect(button.querySelector('.arco-badge-number')?.textContent).toBe('5');

    await advance(UNREAD_POLL_MS - 1);
    expect(unreadCalls()).toHaveLength(1);
    await advance(1);
    expect(unreadCalls()).toHaveLength(2);
    // The answer reaches the badge through the query cache's batched notification.
    await act(() => vi.waitFor(() => screen.getByRole('button', { name: '在线客服消息，1200 条未读' })));
    expect(screen.getByRole('button', { name: '在线客服消息，1200 条未读' })).toBe(button);
    expect(button.querySelector('.arco-badge-number')?.textContent).toBe('999+');

    fireEvent.click(button);
    await advance(0);
    expect(screen.getByRole('button', { name: '在线客服消息' })).toBe(button);
    await advance(UNREAD_POLL_MS * 3);
    expect(unreadCalls()).toHaveLength(2);
    // The count's exit animation has ended: no number left on the badge.
    expect(button.querySelector('.arco-badge-number')).toBeNull();
  });
});
