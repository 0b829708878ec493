import { useEffect, useMemo, useRef, useState } from 'react';
import type { NoticeSocketState } from '../../../core/realtime';
import { getUserInfo } from '../../../core/session';
import type { TableModel } from '../model';
import type { EditableTableProps, RowData } from '../types';
import { remoteRowValues } from './live-row';
import { connectLiveTable, type LiveTableSocket } from './live-socket';

function randomId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
}

/** userId and pageId of the live socket: given, or the signed-in user and a page id of this mount. */
function addressOf(socket: EditableTableProps['socket'], pageId: string): { userId: string; pageId: string } | null {
  if (!socket) return null;
  if (socket !== true) return socket;
  const user = getUserInfo() as { id?: unknown; username?: unknown } | null;
  const userId = String(user?.id ?? user?.username ?? '');
  return userId ? { userId, pageId } : null;
}

/**
 * The live table of the `socket` prop on the `socketKey` channel (its connection state is answered
 * for the view to show): remote `update_vxe_table` rows are written into the model in place, their
 * declared columns only and as text (the cell the local user is editing is held until they leave it);
 * `sendRow` tells the other pages about a row the local user committed. Off (and `sendRow` a no-op)
 * without `socket`.
 *
 * @example const live = useLiveTable(model, props.socket, props.socketKey);
 */
export function useLiveTable(
  model: TableModel,
  socket: EditableTableProps['socket'],
  socketKey?: EditableTableProps['socketKey'],
): { sendRow: (row: RowData) => void; state: NoticeSocketState | null } {
  const pageId = useMemo(randomId, []);
  const caseId = useMemo(randomId, []);
  const live = useRef<LiveTableSocket | null>(null);
  const [state, setState] = useState<NoticeSocketState | null>(null);
  const address = addressOf(socket, pageId);
  const userId = address?.userId;
  const page = address?.pageId;
  useEffect(() => {
    if (!userId || !page) return;
    const connection = connectLiveTable({
      userId,
      pageId: page,
      socketKey,
      caseId,
      onUpdate: ({ row }) => {
        const columns = model.getColumns().map((column) => column.key);
        model.applyRemoteUpdate(remoteRowValues(row, model.rowKey, columns));
      },
    });
    live.current = connection;
    const report = () => setState(connection.socket.state);
    const offs = [connection.socket.on('open', report), connection.socket.on('close', report)];
    report();
    return () => {
      for (const off of offs) off();
      connection.close();
      if (live.current === connection) live.current = null;
      setState(null);
    };
  }, [model, userId, page, socketKey, caseId]);
  const sendRow = useMemo(
    () => (row: RowData) => {
      live.current?.sendUpdate(row);
    },
    [],
  );
  return { sendRow, state };
}
