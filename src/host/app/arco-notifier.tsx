import { Message, Notification } from '@arco-design/web-react';
import type { Notifier } from '../../core/http';
import { openModal } from './lazy-modal';

/**
 * The core's notifier, shown with Arco: warnings and successes as messages, errors as a
 * notification titled 系统提示 (docs/business-spec.md §8 "Other statuses"), the relogin dialog as a modal the user
 * can only confirm.
 */
export const arcoNotifier: Notifier = {
  warn: (message) => Message.warning(message),
  success: (message) => Message.success(message),
  error: (message, title) => Notification.error({ title: title ?? '系统提示', content: message, duration: 4000 }),
  reloginDialog: ({ title, content, okText, onOk }) => {
    openModal('error', {
      title,
      content,
      okText,
      closable: false,
      maskClosable: false,
      escToExit: false,
      onOk: () => onOk(),
    });
  },
};
