import type { RouteModule } from '../index';
import { activityRoutes } from './activities';

/** The marketing-activity area: activities and the products they offer (issue 10). */
export const activityAreaRoutes: RouteModule = (api, ctx) => {
  activityRoutes(api, ctx);
};
