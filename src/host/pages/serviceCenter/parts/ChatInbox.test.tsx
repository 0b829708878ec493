// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '../../../shared/data/query-test-kit';
import { CHAT_POLL_MS, type ChatMessage, type Conversation, chatApi } from '../chat-api';
import { ChatInbox } from './ChatInbox';

const conversation = (customerId: string, unread: number): Conversation => ({
  customerId,
  customerName: `客户${customerId}`,
  lastContent: `你好 ${customerId}`,
  lastDirection: 'in',
  lastTime: null,
  unread,
});

const message = (id: string, content: string): ChatMessage => ({
  id,
  senderId: 'c1',
  senderName: '客户c1',
  content,
  direction: 'in',
  createTime: null,
});

/** Advances the fake clock and lets the answered polls render. */
async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    await vi.advanceTimersByTimeAsync(0);
  });
}

let unread: Record<string, number>;
let messages: ChatMessage[];

beforeEach(() => {
  vi.useFakeTimers();
  unread = { c1: 2, c2: 0 };
  messages = [message('m1', '请问押金什么时候退？')];
  vi.spyOn(chatApi, 'conversations').mockImplementation(async () =>
    Object.entries(unread).map(([id, count]) => conversation(id, count)),
  );
  vi.spyOn(chatApi, 'thread').mockImplementation(async () => [...messages]);
  vi.spyOn(chatApi, 'markRead').mockImplementation(async (_agentId, customerId) => {
    unread[customerId] = 0;
  });
  vi.spyOn(chatApi, 'reply').mockImplementation(async (_agentId, _customerId, content) => {
    messages.push(message(`m${messages.length + 1}`, content));
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ChatInbox', () => {
  it('polls the conversations, and opening one with unread messages marks it read at once', async () => {
    render(<ChatInbox agentId="tenant-1001" />, { wrapper: withQueryClient() });
    await advance(0);
    expect(screen.getByText('客户c1')).toBeTruthy();
    expect(screen.getByText('请选择左侧会话')).toBeTruthy();
    expect(chatApi.conversations).toHaveBeenCalledTimes(1);

    await advance(CHAT_POLL_MS);
    expect(chatApi.conversations).toHaveBeenCalledTimes(2);

    fireEvent.click(screen.getByText('客户c1'));
    await advance(0);
    expect(chatApi.markRead).toHaveBeenCalledWith('tenant-1001', 'c1');
    expect(screen.getByRole('log', { name: '聊天记录' }).textContent).toContain('请问押金什么时候退？');
    expect(chatApi.thread).toHaveBeenCalledWith('tenant-1001', 'c1', expect.any(AbortSignal));

    // A conversation without unread messages is opened without a write.
    vi.mocked(chatApi.markRead).mockClear();
    fireEvent.click(screen.getByText('客户c2'));
    await advance(0);
    expect(chatApi.markRead).not.toHaveBeenCalled();
  });

  it('marks the open conversation read when a poll finds new messages in it', async () => {
    unread.c1 = 0;
    render(<ChatInbox agentId="tenant-1001" />, { wrapper: withQueryClient() });
    await advance(0);
    fireEvent.click(screen.getByText('客户c1'));
    await advance(0);
    expect(chatApi.markRead).not.toHaveBeenCalled();

    unread.c1 = 1;
    messages.push(message('m2', '还在吗？'));
    await advance(CHAT_POLL_MS + 100);
    expect(chatApi.markRead).toHaveBeenCalledWith('tenant-1001', 'c1');
    expect(screen.getByRole('log', { name: '聊天记录' }).textContent).toContain('还在吗？');
    expect(unread.c1).toBe(0);
  });

  it('shows a sent reply without waiting for the next poll', async () => {
    render(<ChatInbox agentId="tenant-1001" />, { wrapper: withQueryClient() });
    await advance(0);
    fireEvent.click(screen.getByText('客户c1'));
    await advance(0);
    fireEvent.change(screen.getByRole('textbox', { name: '输入消息' }), { target: { value: '今天到账' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    await advance(0);
    expect(chatApi.reply).toHaveBeenCalledWith('tenant-1001', 'c1', '今天到账');
    expect(screen.getByRole('log', { name: '聊天记录' }).textContent).toContain('今天到账');
  });
});
