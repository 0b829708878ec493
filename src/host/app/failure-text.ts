import { wasShown } from '../../core/http';

/**
 * The text to show for a failed call, or null when the request layer already showed it (see
 * `wasShown`): the error's message, else `fallback`. For a page that shows failures its own way;
 * free of any UI kit, so headless code (the list controller) can use it too.
 *
 * @example const text = failureText(error, '验证码发送失败'); if (text) Message.error(text);
 */
export function failureText(error: unknown, fallback = '操作失败'): string | null {
  if (wasShown(error)) return null;
  return error instanceof Error && error.message ? error.message : fallback;
}
