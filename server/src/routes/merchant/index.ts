import type { RouteModule } from '../index';
import { merchantRoutes } from './merchant';

/** The merchant area: merchant onboarding applications (settlement) and merchant tickets. */
export const merchantAreaRoutes: RouteModule = (api, ctx) => {
  merchantRoutes(api, ctx);
};
