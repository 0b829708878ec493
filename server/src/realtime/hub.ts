/**
 * Where notices are pushed: the websocket and socket.io endpoints register their connections here,
 * and routes (announcements) call `toUser` / `toTenant`.
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
  send(frame: NoticeFrame): void;
}

export interface Realtime {
  add(connection: Connection): () => void;
  toUser(tenantId: number, userId: string, frame: NoticeFrame): number;
  toTenant(tenantId: number, frame: NoticeFrame): number;
  count(): number;
}

export function createRealtime(): Realtime {
  const connections = new Set<Connection>();
  const deliver = (match: (c: Connection) => boolean, frame: NoticeFrame) => {
    let sent = 0;
    for (const connection of connections) {
      if (!match(connection)) continue;
      try {
        connection.send(frame);
        sent++;
      } catch {
        connections.delete(connection);
      }
    }
    return sent;
  };
  return {
    add(connection) {
      connections.add(connection);
      return () => connections.delete(connection);
    },
    toUser: (tenantId, userId, frame) =>
      deliver((c) => c.tenantId === tenantId && c.userId === userId, { ...frame, userId }),
    toTenant: (tenantId, frame) => deliver((c) => c.tenantId === tenantId, frame),
    count: () => connections.size,
  };
}
