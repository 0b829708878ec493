import type { RouteModule } from '../index';
import { accountRoutes } from './account';
import { chatDeskRoutes } from './chat-desk';
import { dataCenterRoutes } from './data-center';
import { fileRoutes } from './files';
import { messageRoutes } from './messages';
import { monitorRoutes } from './monitor';
import { tenantConfigRoutes } from './tenant-config';

/**
 * The desk pages' calls (issue 10): customer-service conversations, message templates and records,
 * uploaded files, system monitor, tenant configuration, the user's own account and the data center.
 */
export const deskRoutes: RouteModule = (api, ctx) => {
  chatDeskRoutes(api, ctx);
  messageRoutes(api, ctx);
  fileRoutes(api, ctx);
  monitorRoutes(api, ctx);
  tenantConfigRoutes(api, ctx);
  accountRoutes(api, ctx);
  dataCenterRoutes(api, ctx);
};
