import type { RouteModule } from '../index';
import { tenantConfigRoutes } from './tenant-config';

/** The tenant configuration area: the session tenant's base and payment configuration. */
export const tenantConfigAreaRoutes: RouteModule = (api, ctx) => {
  tenantConfigRoutes(api, ctx);
};
