import type { RouteModule } from '../index';
import { chatDeskRoutes } from './chat-desk';
import { complaintRoutes } from './complaints';

/** The service center: the customer-service chat desk and customer complaints. */
export const serviceCenterRoutes: RouteModule = (api, ctx) => {
  chatDeskRoutes(api, ctx);
  complaintRoutes(api, ctx);
};
