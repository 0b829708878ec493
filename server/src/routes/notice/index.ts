import type { RouteModule } from '../index';
import { registerAnnouncementSend } from './announcement-send';
import { registerAnnouncements } from './announcements';

/** Notices: announcements (managed, published, revoked) and each user's side of them (the bell, marking read). */
export const noticeRoutes: RouteModule = (api, ctx) => {
  registerAnnouncements(api, ctx);
  registerAnnouncementSend(api, ctx);
};
