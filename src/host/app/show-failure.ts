import { Message } from '@arco-design/web-react';
import { wasShown } from '../../core/http';

/**
 * The text to show for a failed call, or null when the request layer already showed it (see
 * `wasShown`): the error's message, else `fallback`. For a page that shows failures its own way.
 *
 * @example const text = failureText(error, '验证码发送失败'); if (text) Message.error(text);
 */
export function failureText(error: unknown, fallback = '操作失败'): string | null {
  if (wasShown(error)) return null;
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * Shows why a call failed as a warning (its message, else `fallback`), unless the request layer
 * already showed it: HTTP errors, 8003, 510, body 401 and Token失效 are shown once, by that layer.
 *
 * @example loadOrder(id).catch(showFailure)
 */
export function showFailure(error: unknown, fallback?: string): void {
  const text = failureText(error, fallback);
  if (text !== null) Message.warning(text);
}
