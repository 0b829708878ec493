import type { RouteModule } from '../index';
import { allocationRoutes } from './allocation';
import { complaintRoutes } from './complaints';
import { exportRoutes } from './exports';
import { fundFlowRoutes } from './fund-flow';
import { homeRoutes } from './home';
import { liteUserRoutes } from './lite-users';
import { merchantRoutes } from './merchant';
import { orderActionRoutes } from './order-actions';
import { orderEntryRoutes } from './order-entry';
import { orderRoutes } from './orders';
import { platformOverviewRoutes } from './platform-overview';
import { riskRoutes } from './risk';
import { stageRoutes } from './stages';
import { statisticsRoutes } from './statistics';

/**
 * Orders and money: orders (rent and purchase) with their state machine, allocation and claims,
 * overdue orders, instalments, risk approval, shop fund flow and withdrawals, merchant settlement
 * and tickets, financial statistics, third-party user info, complaints and the dashboard. Every
 * statement is scoped: tenant always, shop users their shop, channel partners their channel; the one
 * exception is the platform administrator's dashboard across tenants (platform-overview).
 */
export const tradeRoutes: RouteModule = (api, ctx) => {
  orderRoutes(api, ctx);
  orderActionRoutes(api, ctx);
  orderEntryRoutes(api, ctx);
  allocationRoutes(api, ctx);
  stageRoutes(api, ctx);
  riskRoutes(api, ctx);
  fundFlowRoutes(api, ctx);
  merchantRoutes(api, ctx);
  statisticsRoutes(api, ctx);
  liteUserRoutes(api, ctx);
  complaintRoutes(api, ctx);
  homeRoutes(api, ctx);
  platformOverviewRoutes(api, ctx);
  exportRoutes(api, ctx);
};
