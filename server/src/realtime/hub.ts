import type { ClusterBus } from './cluster-bus';

/**
 * Where notices are pushed: the websocket, socket.io and live-table endpoints register their
 * connections here, and routes (announcements) call `toUser` / `toTenant`. With a cluster bus, what
 * one instance pushes or closes reaches the connections of every instance.
 */
export interface NoticeFrame {
  cmd: 'user' | 'topic';
  msgId: string;
  msgTxt: string;
  userId?: string;
}

export interface Connection {
  userId: string;
  username: string;
  tenantId: number;
  /** The session (token id) the connection was opened with: revoking it closes the connection. */
  tokenId: string;
  /** false: not a notice receiver (a live-table page), only closed on revocation. */
  notices?: false;
  send(frame: NoticeFrame): void;
  close(): void;
}

/** Whose connections to close: one session, or every session of a user but one. */
export type SessionTarget = { tokenId: string } | { userId: string; exceptTokenId?: string | null };

export interface Realtime {
  add(connection: Connection): () => void;
  /** Pushes to the user's connections here and on every instance; returns how many were here. */
  toUser(tenantId: number, userId: string, frame: NoticeFrame): number;
  toTenant(tenantId: number, frame: NoticeFrame): number;
  /** Closes the target's connections here and on every instance; returns how many were here. */
  closeSessions(target: SessionTarget): number;
  /** Closes the target's connections on this instance only (what a sweep of this instance's own sockets finds). */
  closeLocal(target: SessionTarget): number;
  /** The sessions (token ids) of this instance's open connections. */
  sessions(): Set<string>;
  count(): number;
}

interface NoticeMessage {
  tenantId: number;
  userId?: string;
  frame: NoticeFrame;
}

const NOTICE_TOPIC = 'realtime.notice';
const CLOSE_TOPIC = 'realtime.close';

function matchesSession(connection: Connection, target: SessionTarget): boolean {
  if ('tokenId' in target) return connection.tokenId === target.tokenId;
  return connection.userId === target.userId && connection.tokenId !== target.exceptTokenId;
}

/**
 * @example const realtime = createRealtime(bus); realtime.toTenant(1001, { cmd: 'topic', msgId, msgTxt })
 */
export function createRealtime(bus?: ClusterBus): Realtime {
  const connections = new Set<Connection>();
  const deliver = (message: NoticeMessage) => {
    const { tenantId, userId } = message;
    const frame = userId === undefined ? message.frame : { ...message.frame, userId };
    let sent = 0;
    for (const connection of connections) {
      if (connection.notices === false || connection.tenantId !== tenantId) continue;
      if (userId !== undefined && connection.userId !== userId) continue;
      try {
        connection.send(frame);
        sent++;
      } catch {
        connections.delete(connection);
      }
    }
    return sent;
  };
  const close = (target: SessionTarget) => {
    let closed = 0;
    for (const connection of [...connections]) {
      if (!matchesSession(connection, target)) continue;
      connections.delete(connection);
      closed++;
      try {
        connection.close();
      } catch {
        // Already gone.
      }
    }
    return closed;
  };
  const pushed = (message: NoticeMessage) => {
    void bus?.publish(NOTICE_TOPIC, message);
    return deliver(message);
  };
  bus?.subscribe(NOTICE_TOPIC, (data) => deliver(data as NoticeMessage));
  bus?.subscribe(CLOSE_TOPIC, (data) => close(data as SessionTarget));

  return {
    add(connection) {
      connections.add(connection);
      return () => connections.delete(connection);
    },
    toUser: (tenantId, userId, frame) => pushed({ tenantId, userId, frame }),
    toTenant: (tenantId, frame) => pushed({ tenantId, frame }),
    closeSessions(target) {
      void bus?.publish(CLOSE_TOPIC, target);
      return close(target);
    },
    closeLocal: close,
    sessions: () => new Set([...connections].map((connection) => connection.tokenId)),
    count: () => connections.size,
  };
}
