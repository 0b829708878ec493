import type { RouteModule } from '../index';
import { allocationRoutes } from './allocation';
import { exportRoutes } from './exports';
import { orderActionRoutes } from './order-actions';
import { orderEntryRoutes } from './order-entry';
import { orderRoutes } from './orders';
import { stageRoutes } from './stages';

/**
 * The orders area: orders (rent and purchase, overdue among them) with their state machine and actions,
 * order entry, edit, delete and import, allocation and claims, instalments (repayment, waivers) and the
 * order, instalment and shop fund-flow exports. Every statement is scoped: tenant always, shop users
 * their shop, channel partners their channel.
 */
export const orderAreaRoutes: RouteModule = (api, ctx) => {
  orderRoutes(api, ctx);
  orderActionRoutes(api, ctx);
  orderEntryRoutes(api, ctx);
  allocationRoutes(api, ctx);
  stageRoutes(api, ctx);
  exportRoutes(api, ctx);
};
