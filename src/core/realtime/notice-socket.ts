import { HEARTBEAT_PING, type NoticeFrame, parseNoticeFrame } from './notice-frame';

/** What the client needs of a WebSocket (the browser's, or a fake in tests). */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code?: number; reason?: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type WebSocketFactory = (url: string, protocols: string[]) => WebSocketLike;

const OPEN = 1;

/** Reconnect delay and heartbeat timings of docs/business-spec.md §4. */
export const RECONNECT_DELAY_MS = 5_000;
export const HEARTBEAT_INTERVAL_MS = 20_000;
export const HEARTBEAT_TIMEOUT_MS = 20_000;

/** Close code used when the client gives up on a silent connection. */
export const HEARTBEAT_TIMEOUT_CODE = 4000;

/**
 * The server's close code for a socket whose session is over (logout, password reset, a frozen or
 * removed user, expiry) or whose token it never accepted: the same token will not be let in again.
 */
export const SESSION_ENDED_CODE = 4401;

export interface NoticeSocketCloseInfo {
  code: number;
  reason: string;
  /** True when a reconnect is scheduled (every loss except `close()`). */
  reconnecting: boolean;
}

export interface NoticeSocketEvents {
  /** Every successful connection. */
  open: () => void;
  /** A notice frame (heartbeat replies are not reported). */
  message: (frame: NoticeFrame) => void;
  /** The connection was lost or closed. */
  close: (info: NoticeSocketCloseInfo) => void;
  /** A connection opened by a reconnect attempt: frames may have been missed meanwhile. */
  reconnected: () => void;
  /** The socket could not be created or reported an error (a close follows). */
  error: (error: unknown) => void;
}

export type NoticeSocketState = 'connecting' | 'open' | 'waiting' | 'closed';

export interface NoticeSocketOptions {
  /** Full websocket address, e.g. from `noticeSocketUrl()`; a function is re-read on every attempt. */
  url: string | (() => string);
  /** Sent as the sub-protocol (`Sec-WebSocket-Protocol`); a function is re-read on every attempt. */
  token: string | (() => string | null | undefined);
  onMessage?: (frame: NoticeFrame) => void;
  /** Delay before a reconnect (default 5 s). At most one reconnect is pending at a time. */
  reconnectDelayMs?: number;
  /** Silence after which a heartbeat is sent (default 20 s). */
  heartbeatIntervalMs?: number;
  /** Time a heartbeat (or a connection attempt) may go unanswered before the socket counts as dead (default 20 s). */
  heartbeatTimeoutMs?: number;
  /** Heartbeat text (default `ping`, answered with `pong`). */
  heartbeatMessage?: string;
  /** Creates the socket (default: the global `WebSocket`). */
  createWebSocket?: WebSocketFactory;
}

export interface NoticeSocket {
  /** Adds a listener; returns its remover. */
  on<E extends keyof NoticeSocketEvents>(event: E, listener: NoticeSocketEvents[E]): () => void;
  /** Sends text when connected; false otherwise. */
  send(text: string): boolean;
  /** Closes the connection and stops reconnects and heartbeats for good. */
  close(): void;
  readonly state: NoticeSocketState;
}

const browserWebSocket: WebSocketFactory = (url, protocols) => {
  if (typeof WebSocket === 'undefined') throw new Error('WebSocket is not available here');
  return new WebSocket(url, protocols) as unknown as WebSocketLike;
};

function read<T>(value: T | (() => T)): T {
  return typeof value === 'function' ? (value as () => T)() : value;
}

function detach(socket: WebSocketLike): void {
  socket.onopen = null;
  socket.onmessage = null;
  socket.onclose = null;
  socket.onerror = null;
}

function quietClose(socket: WebSocketLike, code: number, reason: string): void {
  detach(socket);
  try {
    socket.close(code, reason);
  } catch {
    // Already closed or closing: nothing left to release.
  }
}

type Listeners = { [E in keyof NoticeSocketEvents]: Set<NoticeSocketEvents[E]> };

/**
 * The notice websocket client: connects at once, answers silence with a heartbeat, treats an
 * unanswered heartbeat as a dead connection, and reconnects after a delay with at most one
 * reconnect pending. `close()` stops everything.
 *
 * @example
 * const socket = createNoticeSocket({ url: noticeSocketUrl(getConfig().apiBaseUrl, 'tenant1'), token: getToken });
 * socket.on('message', (frame) => { if (isReloadFrame(frame)) reload(); });
 * socket.on('reconnected', reload);
 */
export function createNoticeSocket(options: NoticeSocketOptions): NoticeSocket {
  const reconnectDelay = options.reconnectDelayMs ?? RECONNECT_DELAY_MS;
  const heartbeatInterval = options.heartbeatIntervalMs ?? HEARTBEAT_INTERVAL_MS;
  const heartbeatTimeout = options.heartbeatTimeoutMs ?? HEARTBEAT_TIMEOUT_MS;
  const heartbeatMessage = options.heartbeatMessage ?? HEARTBEAT_PING;
  const factory = options.createWebSocket ?? browserWebSocket;
  const listeners: Listeners = {
    open: new Set(),
    message: new Set(),
    close: new Set(),
    reconnected: new Set(),
    error: new Set(),
  };

  let socket: WebSocketLike | null = null;
  let state: NoticeSocketState = 'connecting';
  let stopped = false;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setTimeout> | undefined;
  let deadTimer: ReturnType<typeof setTimeout> | undefined;
  /** The token the server closed a socket over (SESSION_ENDED_CODE): never offered again. */
  let refusedToken: string | null = null;

  function emit<E extends keyof NoticeSocketEvents>(event: E, ...args: Parameters<NoticeSocketEvents[E]>): void {
    for (const listener of [...listeners[event]]) {
      try {
        (listener as (...a: Parameters<NoticeSocketEvents[E]>) => void)(...args);
      } catch (error) {
        // One failing listener must not break the connection's bookkeeping.
        console.error(error);
      }
    }
  }

  function clearHeartbeat(): void {
    clearTimeout(pingTimer);
    clearTimeout(deadTimer);
    pingTimer = undefined;
    deadTimer = undefined;
  }

  /** Any sign of life: wait for the next silence before pinging again. */
  function armHeartbeat(): void {
    clearHeartbeat();
    pingTimer = setTimeout(ping, heartbeatInterval);
  }

  function armDeadline(current: WebSocketLike): void {
    clearTimeout(deadTimer);
    deadTimer = setTimeout(() => {
      if (socket !== current) return;
      // A dead connection may take minutes to report its close: drop it now and reconnect.
      quietClose(current, HEARTBEAT_TIMEOUT_CODE, 'heartbeat timeout');
      lost(current, HEARTBEAT_TIMEOUT_CODE, 'heartbeat timeout');
    }, heartbeatTimeout);
  }

  function ping(): void {
    const current = socket;
    pingTimer = undefined;
    if (!current) return;
    try {
      current.send(heartbeatMessage);
    } catch {
      quietClose(current, HEARTBEAT_TIMEOUT_CODE, 'heartbeat failed');
      lost(current, HEARTBEAT_TIMEOUT_CODE, 'heartbeat failed');
      return;
    }
    armDeadline(current);
  }

  function scheduleReconnect(): void {
    if (stopped || reconnectTimer !== undefined) return;
    state = 'waiting';
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connect(true);
    }, reconnectDelay);
  }

  function lost(current: WebSocketLike, code: number, reason: string): void {
    if (socket !== current) return;
    clearHeartbeat();
    detach(current);
    socket = null;
    scheduleReconnect();
    emit('close', { code, reason, reconnecting: !stopped });
  }

  function connect(isReconnect: boolean): void {
    if (stopped) return;
    const token = read(options.token);
    if (!token || token === refusedToken) {
      // No session (yet), or an ended one: try again later without touching the network.
      scheduleReconnect();
      return;
    }
    let current: WebSocketLike;
    try {
      current = factory(read(options.url), [token]);
    } catch (error) {
      emit('error', error);
      scheduleReconnect();
      return;
    }
    socket = current;
    state = 'connecting';
    armDeadline(current);
    current.onopen = () => {
      if (socket !== current) return;
      state = 'open';
      armHeartbeat();
      emit('open');
      if (isReconnect) emit('reconnected');
    };
    current.onmessage = (event) => {
      if (socket !== current) return;
      armHeartbeat();
      if (typeof event.data !== 'string') return;
      const frame = parseNoticeFrame(event.data);
      if (!frame) return;
      options.onMessage?.(frame);
      emit('message', frame);
    };
    current.onclose = (event) => {
      if (event.code === SESSION_ENDED_CODE && socket === current) refusedToken = token;
      lost(current, event.code ?? 1006, event.reason ?? '');
    };
    current.onerror = (event) => {
      if (socket === current) emit('error', event);
    };
  }

  connect(false);

  return {
    on(event, listener) {
      listeners[event].add(listener);
      return () => {
        listeners[event].delete(listener);
      };
    },
    send(text) {
      if (!socket || socket.readyState !== OPEN) return false;
      socket.send(text);
      return true;
    },
    close() {
      if (stopped) return;
      stopped = true;
      clearTimeout(reconnectTimer);
      reconnectTimer = undefined;
      clearHeartbeat();
      const current = socket;
      socket = null;
      state = 'closed';
      if (current) {
        quietClose(current, 1000, 'client closed');
        emit('close', { code: 1000, reason: 'client closed', reconnecting: false });
      }
    },
    get state() {
      return state;
    },
  };
}
