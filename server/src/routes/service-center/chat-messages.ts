import { BizError } from '../../http/envelope';
import { formatDateTime } from '../../util/time';

/** Longest message a chat page may send. */
export const MAX_CHAT_CHARS = 2000;

/** The chat_message columns every view of a message shows. */
export interface MessageRow {
  id: string;
  sender_id: string;
  sender_name: string | null;
  content: string;
  direction: string;
  read_flag: number;
  create_time: Date;
}

/**
 * A message as the chat pages show it: id, sender, content, direction ('in' from the customer, 'out' from
 * the desk), read flag and time.
 *
 * @example messageView(row) // { id: 'm1', senderId: 'u1', senderName: '张三', content: '你好', direction: 'in', readFlag: 0, createTime: '2024-05-01 10:00:00' }
 */
export function messageView(row: MessageRow) {
  return {
    id: row.id,
    senderId: row.sender_id,
    senderName: row.sender_name,
    content: row.content,
    direction: row.direction,
    readFlag: row.read_flag,
    createTime: formatDateTime(row.create_time),
  };
}

/**
 * The content of a message to send, stored exactly as given; refused when blank or too long.
 *
 * @example checkContent(' 你好 ') // ' 你好 '
 */
export function checkContent(raw: unknown): string {
  if (typeof raw !== 'string' || raw.trim() === '') throw new BizError('消息内容不能为空');
  if (raw.length > MAX_CHAT_CHARS) throw new BizError(`消息内容不能超过${MAX_CHAT_CHARS}个字符`);
  return raw;
}
