import { Message, Modal } from '@arco-design/web-react';
import type { ListFeedback } from './list-feedback';

/** The admin's list feedback: Arco's messages, and its confirm dialog for questions. */
export const arcoListFeedback: ListFeedback = {
  success: (text) => Message.success(text),
  warning: (text) => Message.warning(text),
  error: (text) => Message.error(text),
  confirm: ({ title, content, onOk }) => Modal.confirm({ title, content, onOk: async () => onOk() }),
};
