import type { RouteModule } from '../index';
import { registerSocketIo } from './socket-io';
import { registerVxeSocket } from './vxe-socket';
import { registerNoticeSocket } from './websocket';

/** The realtime endpoints: the notice websocket, the live-table socket (vxeSocket) and socket.io. */
export const realtimeRoutes: RouteModule = (api, ctx) => {
  registerNoticeSocket(api, ctx);
  registerVxeSocket(api, ctx);
  registerSocketIo(api, ctx);
};
