import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { AppContext } from '../../context';
import {
  frameText,
  parseJson,
  SESSION_ENDED_CODE,
  SESSION_ENDED_REASON,
  type SocketIdentity,
  socketGate,
} from './socket-auth';
import { onLimitedMessage } from './socket-limit';

/** Frame types of the live table (JeecgBoot's VxeSocketConst). */
export const VXE_TYPES = {
  heartBeat: 'heart_beat',
  commonSend: 'common_send_date',
  update: 'update_vxe_table',
} as const;

const MAX_KEY_CHARS = 100;
/** The cluster bus topic of live-table changes, for the pages other instances serve. */
const RELAY_TOPIC = 'vxe.update';

/** A change announced by a page, as relayed to the other pages (of this instance or another). */
interface Update {
  tenantId: number;
  /** The sending page, which never gets its own change back. */
  userId: string;
  pageId: string;
  socketKey: string;
  args: unknown[];
}
const MAX_KEYS_PER_PAGE = 20;

interface Page extends SocketIdentity {
  pageId: string;
  socket: WebSocket;
  /** Tables (socketKeys) the page declared; empty means "every table" (stock JeecgBoot clients never declare). */
  keys: Set<string>;
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
 * `update_vxe_table` frame `{socketKey, args: [row, caseId]}` is relayed to the other pages of the
 * same tenant that show that table — never back to the sender page, never to another tenant.
 * A page declares its tables with `?socketKey=a,b` on the URL or a `common_send_date` /
 * `heart_beat` frame carrying `{socketKey}`; a page that declares none receives every table of its
 * tenant and filters by socketKey itself, as JeecgBoot's client does. Changes reach the pages of every
 * instance through the cluster bus; a page's socket closes when its session is revoked, and with 1008
 * when it floods (socket-limit.ts).
 */
export function registerVxeSocket(api: FastifyInstance, ctx: AppContext): void {
  const identities = new WeakMap<FastifyRequest, SocketIdentity>();
  const pages = new Set<Page>();

  const relay = ({ tenantId, userId, pageId, socketKey, args }: Update) => {
    const frame = JSON.stringify({ type: VXE_TYPES.update, data: { socketKey, args } });
    for (const page of pages) {
      if (page.tenantId !== tenantId) continue;
      if (page.userId === userId && page.pageId === pageId) continue;
      if (page.keys.size > 0 && !page.keys.has(socketKey)) continue;
      if (page.socket.readyState === page.socket.OPEN) page.socket.send(frame);
    }
  };
  ctx.bus.subscribe(RELAY_TOPIC, (data) => relay(data as Update));

  api.get(
    '/vxeSocket/:userId/:pageId',
    {
      websocket: true,
      config: { access: 'public', signed: false },
      preValidation: socketGate(ctx, identities, (request) => (request.params as { userId?: string }).userId),
    },
    (socket: WebSocket, request) => {
      const identity = identities.get(request);
      const pageId = (request.params as { pageId?: string }).pageId ?? '';
      if (!identity || pageId === '' || pageId.length > MAX_KEY_CHARS) {
        socket.close(4401, 'unauthorized');
        return;
      }
      const page: Page = { ...identity, pageId, socket, keys: new Set() };
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
          const socketKey = socketKeyOf(message.data);
          const args = (message.data as { args?: unknown }).args;
          if (!socketKey || !Array.isArray(args)) return;
          const update: Update = { tenantId: page.tenantId, userId: page.userId, pageId, socketKey, args };
          relay(update);
          void ctx.bus.publish(RELAY_TOPIC, update);
        }
      });
    },
  );
}
