import type { RouteModule } from '../index';
import { registerAnnouncementSend } from './announcement-send';
import { registerAnnouncements } from './announcements';
import { registerChat } from './chat';
import { registerSocketIo } from './socket-io';
import { registerStaticFiles } from './static-files';
import { registerUpload } from './upload';
import { registerVxeSocket } from './vxe-socket';
import { registerNoticeSocket } from './websocket';

/** Announcements, realtime (websocket, live table, socket.io), files and chat. */
export const noticeRoutes: RouteModule = (api, ctx) => {
  registerAnnouncements(api, ctx);
  registerAnnouncementSend(api, ctx);
  registerNoticeSocket(api, ctx);
  registerVxeSocket(api, ctx);
  registerSocketIo(api, ctx);
  registerUpload(api, ctx);
  registerStaticFiles(api, ctx);
  registerChat(api, ctx);
};
