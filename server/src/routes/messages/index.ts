import type { RouteModule } from '../index';
import { messageRoutes } from './messages';

/** The message area: message templates and the records of sent messages, with resend. */
export const messageAreaRoutes: RouteModule = (api, ctx) => {
  messageRoutes(api, ctx);
};
