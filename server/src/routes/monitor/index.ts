import type { RouteModule } from '../index';
import { monitorRoutes } from './monitor';

/** The monitor area (platform administrator): server and cache figures, online sessions and forced logout. */
export const monitorAreaRoutes: RouteModule = (api, ctx) => {
  monitorRoutes(api, ctx);
};
