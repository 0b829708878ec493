import type { RouteModule } from '../index';
import { afterSaleRoutes } from './after-sale';

/** The after-sale area: after-sale requests of purchase orders, handled step by step and logged on the order. */
export const afterSaleAreaRoutes: RouteModule = (api, ctx) => {
  afterSaleRoutes(api, ctx);
};
