import { Button, Empty, Input, Message, Spin } from '@arco-design/web-react';
import { useEffect, useRef, useState } from 'react';
import { showFailure } from '../../../app/show-failure';
import styles from '../chat.module.css';
import { type ChatMessage, MAX_MESSAGE_CHARS } from '../chat-api';

export interface ChatThreadProps {
  title: string;
  messages: readonly ChatMessage[] | undefined;
  /** Which direction the signed-in side writes ('out' for customer service, 'in' for a customer). */
  ownDirection: 'in' | 'out';
  onSend: (content: string) => Promise<void>;
}

/**
 * One conversation: the messages (the caller's on the right), kept scrolled to the newest, and a
 * composer (Enter sends, Shift+Enter breaks the line).
 */
export function ChatThread({ title, messages, ownDirection, onSend }: ChatThreadProps) {
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const bottom = useRef<HTMLDivElement>(null);
  const count = messages?.length ?? 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the number of messages changes
  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  const send = async () => {
    const content = draft.trim();
    if (!content) {
      Message.warning('消息内容不能为空');
      return;
    }
    setSending(true);
    try {
      await onSend(content);
      setDraft('');
    } catch (error) {
      showFailure(error, '发送失败');
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={styles.thread}>
      <div className={styles.threadHead}>{title}</div>
      <div className={styles.messages} role="log" aria-label="聊天记录">
        {messages === undefined ? <Spin style={{ margin: 'auto' }} /> : null}
        {messages?.length === 0 ? <Empty description="暂无消息" /> : null}
        {messages?.map((message) => (
          <div
            key={message.id}
            className={`${styles.message} ${message.direction === ownDirection ? styles.mine : ''}`}
            data-direction={message.direction}
          >
            <span className={styles.meta}>
              {message.senderName ?? ''} {message.createTime ?? ''}
            </span>
            <div className={styles.bubble}>{message.content}</div>
          </div>
        ))}
        <div ref={bottom} />
      </div>
      <div className={styles.composer}>
        <Input.TextArea
          aria-label="输入消息"
          placeholder="输入消息，Enter 发送，Shift+Enter 换行"
          value={draft}
          maxLength={MAX_MESSAGE_CHARS}
          autoSize={{ minRows: 2, maxRows: 5 }}
          onChange={setDraft}
          onPressEnter={(event) => {
            if (event.shiftKey || event.nativeEvent.isComposing) return;
            event.preventDefault();
            void send();
          }}
        />
        <Button type="primary" loading={sending} onClick={() => void send()}>
          发送
        </Button>
      </div>
    </div>
  );
}
