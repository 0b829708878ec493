import { Badge, Empty } from '@arco-design/web-react';
import { useState } from 'react';
import styles from '../chat.module.css';
import { type Conversation, chatApi } from '../chat-api';
import { usePolling } from '../use-polling';
import { ChatThread } from './ChatThread';

const unreadOf = (list: readonly Conversation[], customerId: string | null) =>
  list.find((item) => item.customerId === customerId)?.unread ?? 0;

/**
 * The customer-service inbox `agentId`: the conversations (newest first, unread counts) and the open
 * one, both refreshed every few seconds; opening a conversation marks it read, and so does every poll
 * that finds new messages in the open one (they are on screen).
 */
export function ChatInbox({ agentId }: { agentId: string }) {
  const [customerId, setCustomerId] = useState<string | null>(null);
  // The list is the agent's whatever is open; the open conversation only decides what a poll marks read.
  const conversations = usePolling(['/chat/conversations', agentId], async (signal) => {
    const list = await chatApi.conversations(agentId, signal);
    if (!customerId || unreadOf(list, customerId) === 0) return list;
    try {
      await chatApi.markRead(agentId, customerId);
    } catch {
      return list;
    }
    return chatApi.conversations(agentId, signal);
  });
  const thread = usePolling(
    ['/chat/messages', agentId, customerId],
    (signal) => chatApi.thread(agentId, customerId ?? '', signal),
    customerId !== null,
  );
  const list = conversations.data ?? [];
  const current = list.find((item) => item.customerId === customerId);

  const open = (item: Conversation) => {
    setCustomerId(item.customerId);
    if (item.unread === 0) return;
    chatApi
      .markRead(agentId, item.customerId)
      .then(() => conversations.refresh())
      .catch(() => undefined);
  };

  const reply = async (content: string) => {
    if (!customerId) return;
    await chatApi.reply(agentId, customerId, content);
    await Promise.all([thread.refresh(), conversations.refresh()]);
  };

  return (
    <div className={styles.layout}>
      <nav className={styles.list} aria-label="会话列表">
        {conversations.data !== undefined && list.length === 0 ? <Empty description="暂无会话" /> : null}
        {list.map((item) => (
          <button
            type="button"
            key={item.customerId}
            className={`${styles.conversation} ${item.customerId === customerId ? styles.active : ''}`}
            onClick={() => open(item)}
          >
            <div className={styles.conversationHead}>
              <span>{item.customerName}</span>
              <Badge count={item.unread} maxCount={99} />
            </div>
            <div className={styles.preview}>{item.lastContent}</div>
            <div className={styles.preview}>{item.lastTime ?? ''}</div>
          </button>
        ))}
      </nav>
      {customerId ? (
        <ChatThread
          title={current?.customerName ?? customerId}
          messages={thread.data}
          ownDirection="out"
          onSend={reply}
        />
      ) : (
        <div className={styles.placeholder}>
          <Empty description="请选择左侧会话" />
        </div>
      )}
    </div>
  );
}
