import { Badge, Empty } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import styles from '../chat.module.css';
import { chatApi } from '../chat-api';
import { usePolling } from '../use-polling';
import { ChatThread } from './ChatThread';

/**
 * The customer-service inbox `agentId`: the conversations (newest first, unread counts) and the open
 * one, both refreshed every few seconds; opening a conversation marks it read.
 */
export function ChatInbox({ agentId }: { agentId: string }) {
  const [customerId, setCustomerId] = useState<string | null>(null);
  const conversations = usePolling(() => chatApi.conversations(agentId), [agentId]);
  const thread = usePolling(
    () => (customerId ? chatApi.thread(agentId, customerId) : Promise.resolve([])),
    [agentId, customerId],
    customerId !== null,
  );
  const list = conversations.data ?? [];
  const current = list.find((item) => item.customerId === customerId);
  const unread = current?.unread ?? 0;

  useEffect(() => {
    if (!customerId || unread === 0) return;
    chatApi
      .markRead(agentId, customerId)
      .then(() => conversations.refresh())
      .catch(() => undefined);
  }, [agentId, customerId, unread, conversations.refresh]);

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
            onClick={() => setCustomerId(item.customerId)}
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
