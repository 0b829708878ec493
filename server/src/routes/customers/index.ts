import type { RouteModule } from '../index';
import { liteUserRoutes } from './lite-users';

/** The customers area: the applets' end customers (third-party user info), masked, with their order figures. */
export const customerAreaRoutes: RouteModule = (api, ctx) => {
  liteUserRoutes(api, ctx);
};
