import { Message } from '@arco-design/web-react';
import { failureText } from './failure-text';

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
