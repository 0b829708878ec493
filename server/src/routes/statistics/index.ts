import type { RouteModule } from '../index';
import { dataCenterRoutes } from './data-center';
import { homeRoutes } from './home';
import { platformOverviewRoutes } from './platform-overview';
import { statisticsRoutes } from './statistics';

/**
 * The figures area, all read only and counted alike (GMV, periods, display zone): financial statistics,
 * the dashboard, the data center's order and customer analyses, and the platform administrator's
 * overview across tenants (platform-overview, the one read not scoped to a tenant).
 */
export const statisticsAreaRoutes: RouteModule = (api, ctx) => {
  statisticsRoutes(api, ctx);
  homeRoutes(api, ctx);
  platformOverviewRoutes(api, ctx);
  dataCenterRoutes(api, ctx);
};
