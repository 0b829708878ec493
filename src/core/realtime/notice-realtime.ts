import { getConfig } from '../config';
import { getToken, getUserInfo, signingOut } from '../session';
import type { NoticeFrame } from './notice-frame';
import { createNoticeSocket, type NoticeSocket, type NoticeSocketCloseInfo, SESSION_ENDED_CODE } from './notice-socket';
import { noticeSocketUrl } from './ws-url';

/** What a realtime source tells its subscribers. */
export type NoticeRealtimeEvent =
  | { type: 'open' }
  | { type: 'message'; frame: NoticeFrame }
  | ({ type: 'close' } & NoticeSocketCloseInfo)
  | { type: 'reconnected' };

export type NoticeRealtimeListener = (event: NoticeRealtimeEvent) => void;

/**
 * A live notice source as widgets consume it: the host's websocket, a partner page's own push
 * channel, or a fake in tests.
 */
export interface NoticeRealtime {
  subscribe(listener: NoticeRealtimeListener): () => void;
}

/**
 * Adapts one notice socket to the `subscribe` interface (the socket stays open when listeners leave).
 *
 * @example <NoticeBell realtime={noticeRealtimeOf(socket)} />
 */
export function noticeRealtimeOf(socket: NoticeSocket): NoticeRealtime {
  return {
    subscribe(listener) {
      const offs = [
        socket.on('open', () => listener({ type: 'open' })),
        socket.on('message', (frame) => listener({ type: 'message', frame })),
        socket.on('close', (info) => listener({ type: 'close', ...info })),
        socket.on('reconnected', () => listener({ type: 'reconnected' })),
      ];
      return () => {
        for (const off of offs) off();
      };
    },
  };
}

/**
 * A source that opens its socket on the first subscriber and closes it when the last one leaves.
 * `open` may answer null (no session): subscribers then get nothing until they subscribe again.
 *
 * @example const realtime = sharedNoticeRealtime(() => createNoticeSocket({ url, token }));
 */
export function sharedNoticeRealtime(open: () => NoticeSocket | null): NoticeRealtime {
  const listeners = new Set<NoticeRealtimeListener>();
  let socket: NoticeSocket | null = null;
  let offs: (() => void)[] = [];
  const fanOut = (event: NoticeRealtimeEvent) => {
    for (const listener of [...listeners]) listener(event);
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!socket) {
        socket = open();
        if (socket) {
          const source = noticeRealtimeOf(socket);
          offs = [source.subscribe(fanOut)];
        }
      }
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0) return;
        for (const off of offs) off();
        offs = [];
        socket?.close();
        socket = null;
      };
    },
  };
}

let sessionEndedHandler: (() => void) | null = null;

/**
 * What the app does when the server closes the session's notice socket because the session ended. The admin
 * shows the relogin dialog at once (`presentSessionEnded`); the element kit sets nothing, since a partner
 * page's session is the page's own business and the kit reports session ends on the requests that fail.
 *
 * @example onSessionSocketEnded(presentSessionEnded);
 */
export function onSessionSocketEnded(handler: (() => void) | null): void {
  sessionEndedHandler = handler;
}

/**
 * The session's notice socket: `/websocket/{username}` under the configured API base, with the stored
 * token (re-read on every reconnect). Nothing connects without a logged-in user. When the server closes
 * it because the session ended, the handler of `onSessionSocketEnded` is told.
 */
export const sessionNoticeRealtime: NoticeRealtime = sharedNoticeRealtime(() => {
  const username = getUserInfo()?.username;
  if (!username || !getToken()) return null;
  const socket = createNoticeSocket({ url: () => noticeSocketUrl(getConfig().apiBaseUrl, username), token: getToken });
  // The server ended this session while the page sat idle, unless the page is signing out itself (its own
  // logout closes the socket the same way).
  socket.on('close', ({ code }) => {
    if (code === SESSION_ENDED_CODE && getToken() && !signingOut()) sessionEndedHandler?.();
  });
  return socket;
});
