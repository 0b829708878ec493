import { getAction, postAction, putAction, unwrap } from '../../../core/http';

/** How often the open chat asks for new messages (the list and the open conversation). */
export const CHAT_POLL_MS = 3000;
export const MAX_MESSAGE_CHARS = 2000;

/** One customer's conversation in an inbox. */
export interface Conversation {
  customerId: string;
  customerName: string;
  lastContent: string;
  lastDirection: string;
  lastTime: string | null;
  unread: number;
}

/** One message; direction 'in' was written by the customer, 'out' by customer service. */
export interface ChatMessage {
  id: string;
  senderId: string;
  senderName: string | null;
  content: string;
  direction: string;
  createTime: string | null;
}

const QUIET = { silent: true };
const quiet = (signal?: AbortSignal) => ({ ...QUIET, signal });

/** Calls of the chat page (README: Chat). Polling calls are silent; sends show their failures. */
export const chatApi = {
  async conversations(agentId: string, signal?: AbortSignal): Promise<Conversation[]> {
    return unwrap(await getAction<Conversation[]>('/chat/conversations', { agentId }, quiet(signal))) ?? [];
  },
  /** The latest messages of one conversation, oldest first. */
  async thread(agentId: string, customerId: string, signal?: AbortSignal): Promise<ChatMessage[]> {
    const page = unwrap(
      await getAction<{ records: ChatMessage[] }>(
        '/chat/messages',
        { agentId, customerId, pageSize: 100 },
        quiet(signal),
      ),
    );
    return [...(page?.records ?? [])].reverse();
  },
  async reply(agentId: string, customerId: string, content: string): Promise<void> {
    unwrap(await postAction('/chat/send', { agentId, customerId, content }));
  },
  async markRead(agentId: string, customerId: string): Promise<void> {
    unwrap(await putAction('/chat/read', { agentId, customerId }, QUIET));
  },
  /** The caller's own conversation with the tenant's customer service, oldest first. */
  async contactThread(signal?: AbortSignal): Promise<ChatMessage[]> {
    return unwrap(await getAction<ChatMessage[]>('/chat/contact/messages', {}, quiet(signal))) ?? [];
  },
  async contactSend(content: string): Promise<void> {
    unwrap(await postAction('/chat/contact/send', { content }));
  },
};
