/** Message and template types of 消息中心 (sys_message_template.template_type, sys_message.es_type). */
export const MESSAGE_TYPES = [
  { value: '1', text: '短信' },
  { value: '2', text: '邮件' },
  { value: '3', text: '系统消息' },
  { value: '4', text: '微信' },
] as const;

/** sys_message.es_send_status. */
export const SEND_STATUSES = [
  { value: '0', text: '未发送' },
  { value: '1', text: '发送成功' },
  { value: '2', text: '发送失败' },
] as const;

/** @example messageTypeText(2) // '邮件' */
export function messageTypeText(value: unknown): string {
  return MESSAGE_TYPES.find((type) => type.value === String(value))?.text ?? String(value ?? '');
}

/** @example sendStatusText(2) // '发送失败' */
export function sendStatusText(value: unknown): string {
  return SEND_STATUSES.find((status) => status.value === String(value))?.text ?? String(value ?? '');
}
