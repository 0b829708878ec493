import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { AppContext } from '../../context';
import { type LiveChange, parseLiveChange, type RelayedRow } from './live-table-frame';
import { ownersVisibleTo, type RowOwners, readOwners } from './row-owners';
import { frameText, parseJson, SESSION_ENDED_CODE, SESSION_ENDED_REASON, type SocketIdentity } from './socket-auth';
import { onLimitedMessage } from './socket-limit';
import { closeUnauthorized, registerGatedSocket } from './socket-route';

/** Frame types of the live table (JeecgBoot's VxeSocketConst). */
export const VXE_TYPES = {
  heartBeat: 'heart_beat',
  commonSend: 'common_send_date',
  update: 'update_vxe_table',
} as const;

const MAX_KEY_CHARS = 100;
/** The cluster bus topic of live-table changes, for the pages other instances serve. */
const RELAY_TOPIC = 'vxe.update';

/** A checked change, as relayed to the other pages (of this instance or another). */
interface Update {
  /** The sending page, which never gets its own change back. */
  userId: string;
  pageId: string;
  socketKey: string;
  row: RelayedRow;
  caseId: string;
  /** The row's owners as read when the sender was checked: each instance decides its receivers without a query. */
  owners: RowOwners;
}
const MAX_KEYS_PER_PAGE = 20;

interface Page extends SocketIdentity {
  pageId: string;
  socket: WebSocket;
  /** Tables (socketKeys) the page declared; empty means "every table" (stock JeecgBoot clients never declare). */
  keys: Set<string>;
  /** The page's changes, checked one after another so they reach the others in the order sent. */
  pending: Promise<void>;
}

function socketKeyOf(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const key = (data as { socketKey?: unknown }).socketKey;
  return typeof key === 'string' && key !== '' && key.length <= MAX_KEY_CHARS ? key : null;
}

function declare(page: Page, key: string | null): void {
  if (key && page.keys.size < MAX_KEYS_PER_PAGE) page.keys.add(key);
}

/**
 * The live-table socket `/vxeSocket/{userId}/{pageId}`. `heart_beat` is answered; an
 * `update_vxe_table` frame `{socketKey, args: [row, caseId]}` follows the scope of the data: it is
 * relayed only for a table of the allowlist (live-tables.ts) and a row that exists inside the
 * sender's scope, only to the other pages whose scope holds that row (same tenant; a shop user's own
 * shop, a partner's own channel), and only with the entity's fields, as text (live-table-frame.ts);
 * never back to the sender page. Anything else is dropped. A page declares its tables with
 * `?socketKey=a,b` on the URL or a `common_send_date` / `heart_beat` frame carrying `{socketKey}`; a
 * page that declares none receives every table (of its scope) and filters by socketKey itself, as
 * JeecgBoot's client does. Changes reach the pages of every instance through the cluster bus, with
 * the row's owners, so each instance picks its receivers alike; a page's socket closes when its
 * session is revoked, and with 1008 when it floods (socket-limit.ts).
 */
export function registerVxeSocket(api: FastifyInstance, ctx: AppContext): void {
  const pages = new Set<Page>();

  const relay = ({ userId, pageId, socketKey, row, caseId, owners }: Update) => {
    const frame = JSON.stringify({ type: VXE_TYPES.update, data: { socketKey, args: [row, caseId] } });
    for (const page of pages) {
      if (!ownersVisibleTo(owners, page.scope)) continue;
      if (page.userId === userId && page.pageId === pageId) continue;
      if (page.keys.size > 0 && !page.keys.has(socketKey)) continue;
      if (page.socket.readyState === page.socket.OPEN) page.socket.send(frame);
    }
  };
  ctx.bus.subscribe(RELAY_TOPIC, (data) => relay(data as Update));

  /** Relays `change` if its row exists inside the sender page's scope; drops it otherwise. */
  const announce = async (sender: Page, change: LiveChange) => {
    const owners = await readOwners(ctx.db, change.entity, sender.scope, change.id);
    if (!owners) return;
    const { socketKey, row, caseId } = change;
    const update: Update = { userId: sender.userId, pageId: sender.pageId, socketKey, row, caseId, owners };
    relay(update);
    await ctx.bus.publish(RELAY_TOPIC, update);
  };

  registerGatedSocket(api, ctx, '/vxeSocket/:userId/:pageId', 'userId', (socket, identity, request) => {
    const pageId = (request.params as { pageId?: string }).pageId ?? '';
    if (pageId === '' || pageId.length > MAX_KEY_CHARS) {
      closeUnauthorized(socket);
      return;
    }
    const page: Page = { ...identity, pageId, socket, keys: new Set(), pending: Promise.resolve() };
    const declared = (request.query as { socketKey?: unknown }).socketKey;
    if (typeof declared === 'string')
      for (const key of declared.split(',')) declare(page, socketKeyOf({ socketKey: key }));
    pages.add(page);
    const remove = ctx.realtime.add({
      ...identity,
      notices: false,
      send: () => {},
      close: () => socket.close(SESSION_ENDED_CODE, SESSION_ENDED_REASON),
    });
    socket.on('close', () => {
      pages.delete(page);
      remove();
    });
    onLimitedMessage(socket, (raw, isBinary) => {
      const text = frameText(raw, isBinary);
      const message = text ? (parseJson(text) as { type?: unknown; data?: unknown } | null) : null;
      if (typeof message !== 'object' || message === null) return;
      if (message.type === VXE_TYPES.heartBeat) {
        declare(page, socketKeyOf(message.data));
        socket.send(JSON.stringify({ type: VXE_TYPES.heartBeat, data: true }));
      } else if (message.type === VXE_TYPES.commonSend) {
        declare(page, socketKeyOf(message.data));
      } else if (message.type === VXE_TYPES.update) {
        const change = parseLiveChange(message.data);
        if (!change) return;
        page.pending = page.pending
          .then(() => announce(page, change))
          .catch((error: unknown) => api.log.warn({ err: error }, 'live-table change dropped'));
      }
    });
  });
}
