import { getConfig } from '../../../core/config';
import {
  createNoticeSocket,
  type NoticeSocket,
  toWebSocketBase,
  type WebSocketFactory,
  type WebSocketLike,
} from '../../../core/realtime';
import { getToken } from '../../../core/session';
import type { RowData } from '../types';

/** Frame types of the live table (JeecgBoot's VxeSocketConst). */
export const LIVE_TABLE_TYPES = {
  heartBeat: 'heart_beat',
  commonSend: 'common_send_date',
  update: 'update_vxe_table',
} as const;

/**
 * Timings of docs/widgets-spec.md §4/§9: heartbeat after 10 s of silence, dead after 6 s unanswered, reconnect
 * after 5 s.
 */
export const LIVE_TABLE_TIMING = { heartbeatMs: 10_000, timeoutMs: 6_000, reconnectMs: 5_000 } as const;

/** The table channel when the page names none (JVxeTable's `socketKey` default). */
export const DEFAULT_SOCKET_KEY = 'vxe-default';

export interface LiveTableUpdate {
  socketKey: string;
  row: RowData;
  /** The sending table instance; a table ignores its own updates. */
  caseId: string;
}

export interface LiveTableSocketOptions {
  userId: string;
  pageId: string;
  socketKey?: string;
  /** This table instance (compared with an update's caseId). */
  caseId: string;
  onUpdate: (update: LiveTableUpdate) => void;
  /** Full address; default `/vxeSocket/{userId}/{pageId}` under the configured API base. */
  url?: string | (() => string);
  token?: string | (() => string | null | undefined);
  createWebSocket?: WebSocketFactory;
  timing?: Partial<typeof LIVE_TABLE_TIMING>;
}

export interface LiveTableSocket {
  /** Tells the other pages that `row` changed; false when not connected. */
  sendUpdate(row: RowData): boolean;
  close(): void;
  readonly socket: NoticeSocket;
}

/**
 * The live-table address.
 *
 * @example liveTableUrl('http://127.0.0.1:8080/jeecg-boot', 'u1', 'p1') // 'ws://127.0.0.1:8080/jeecg-boot/vxeSocket/u1/p1'
 */
export function liveTableUrl(apiBase: string, userId: string, pageId: string, socketKey?: string): string {
  const path = `${toWebSocketBase(apiBase)}/vxeSocket/${encodeURIComponent(userId)}/${encodeURIComponent(pageId)}`;
  return socketKey ? `${path}?socketKey=${encodeURIComponent(socketKey)}` : path;
}

/** An update frame's payload, or null for anything else. */
export function parseLiveTableFrame(text: unknown): LiveTableUpdate | null {
  if (typeof text !== 'string' || !text.startsWith('{')) return null;
  let frame: unknown;
  try {
    frame = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof frame !== 'object' || frame === null) return null;
  const { type, data } = frame as { type?: unknown; data?: unknown };
  if (type !== LIVE_TABLE_TYPES.update || typeof data !== 'object' || data === null) return null;
  const { socketKey, args } = data as { socketKey?: unknown; args?: unknown };
  if (typeof socketKey !== 'string' || !Array.isArray(args)) return null;
  const [row, caseId] = args as [unknown, unknown];
  if (typeof row !== 'object' || row === null || Array.isArray(row)) return null;
  return { socketKey, row: row as RowData, caseId: typeof caseId === 'string' ? caseId : String(caseId ?? '') };
}

const browserWebSocket: WebSocketFactory = (url, protocols) =>
  new WebSocket(url, protocols) as unknown as WebSocketLike;

/**
 * Wraps a socket so every text frame is seen first by `tap`, then by the connection's own handler
 * (which counts any frame as a sign of life for the heartbeat). An error counts as a lost connection
 * (docs/widgets-spec.md §4: close or error reconnects): the socket is closed and the connection hears a close
 * at once, whether or not the browser follows the error with a close of its own (heard only once).
 */
function tapped(inner: WebSocketLike, tap: (data: unknown) => void): WebSocketLike {
  let closed = false;
  const closeOnce = (event: { code?: number; reason?: string }) => {
    if (closed) return;
    closed = true;
    outer.onclose?.(event);
  };
  const outer: WebSocketLike = {
    get readyState() {
      return inner.readyState;
    },
    onopen: null,
    onmessage: null,
    onclose: null,
    onerror: null,
    send: (data) => inner.send(data),
    close: (code, reason) => inner.close(code, reason),
  };
  inner.onopen = (event) => outer.onopen?.(event);
  inner.onmessage = (event) => {
    if (outer.onmessage) tap(event.data);
    outer.onmessage?.(event);
  };
  inner.onclose = (event) => closeOnce(event);
  inner.onerror = (event) => {
    outer.onerror?.(event);
    if (closed) return;
    try {
      inner.close(4001, 'error');
    } catch {
      // Already closing: the close below stands for it.
    }
    closeOnce({ code: 1006, reason: 'error' });
  };
  return outer;
}

/**
 * Connects a table to `/vxeSocket/{userId}/{pageId}` (token as the sub-protocol): JSON heartbeat
 * `heart_beat` after 10 s of silence, a reconnect 5 s after a 6 s unanswered heartbeat, a close or an
 * error (the reconnect machinery of `createNoticeSocket`), `update_vxe_table` frames of the same
 * socketKey from other tables handed to `onUpdate`.
 *
 * @example const live = connectLiveTable({ userId, pageId, caseId, onUpdate: ({ row }) => model.applyRemote(row) });
 */
export function connectLiveTable(options: LiveTableSocketOptions): LiveTableSocket {
  const socketKey = options.socketKey ?? DEFAULT_SOCKET_KEY;
  const timing = { ...LIVE_TABLE_TIMING, ...options.timing };
  const factory = options.createWebSocket ?? browserWebSocket;
  const onFrame = (data: unknown) => {
    const update = parseLiveTableFrame(data);
    if (!update || update.socketKey !== socketKey || update.caseId === options.caseId) return;
    options.onUpdate(update);
  };
  const socket = createNoticeSocket({
    url: options.url ?? (() => liveTableUrl(getConfig().apiBaseUrl, options.userId, options.pageId, socketKey)),
    token: options.token ?? getToken,
    heartbeatIntervalMs: timing.heartbeatMs,
    heartbeatTimeoutMs: timing.timeoutMs,
    reconnectDelayMs: timing.reconnectMs,
    heartbeatMessage: JSON.stringify({ type: LIVE_TABLE_TYPES.heartBeat, data: { socketKey } }),
    createWebSocket: (url, protocols) => tapped(factory(url, protocols), onFrame),
  });
  return {
    socket,
    sendUpdate(row) {
      return socket.send(
        JSON.stringify({ type: LIVE_TABLE_TYPES.update, data: { socketKey, args: [row, options.caseId] } }),
      );
    },
    close: () => socket.close(),
  };
}
