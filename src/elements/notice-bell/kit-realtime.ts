import { createNoticeSocket, type NoticeRealtime, noticeSocketUrl, sharedNoticeRealtime } from '../../core/realtime';
import { kitApiBase, kitToken, kitUsername } from '../kit/kit-config';

const sources = new Map<string, NoticeRealtime>();

/**
 * The notice websocket of the page's kit configuration: `/websocket/{username}` under the configured API
 * base with the configured token, shared by every bell of this configuration (opened by the first bell,
 * closed when the last one is removed). Null when no user is known (the bell then polls only).
 */
export function kitNoticeRealtime(): NoticeRealtime | null {
  const username = kitUsername();
  const token = kitToken();
  if (!username || !token) return null;
  const apiBase = kitApiBase();
  const key = JSON.stringify([apiBase, username, token]);
  let source = sources.get(key);
  if (!source) {
    source = sharedNoticeRealtime(() =>
      createNoticeSocket({ url: () => noticeSocketUrl(apiBase, username), token: () => token }),
    );
    sources.set(key, source);
  }
  return source;
}
