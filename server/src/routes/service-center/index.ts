import type { RouteModule } from '../index';
import { registerChat } from './chat';
import { chatDeskRoutes } from './chat-desk';
import { complaintRoutes } from './complaints';

/** The service center: the customer-service chat (header badge, messages, desk) and customer complaints. */
export const serviceCenterRoutes: RouteModule = (api, ctx) => {
  registerChat(api, ctx);
  chatDeskRoutes(api, ctx);
  complaintRoutes(api, ctx);
};
