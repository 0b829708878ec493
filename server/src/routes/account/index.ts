import type { RouteModule } from '../index';
import { accountRoutes } from './account';

/** The account area: the caller's own profile and notification settings. */
export const accountAreaRoutes: RouteModule = (api, ctx) => {
  accountRoutes(api, ctx);
};
