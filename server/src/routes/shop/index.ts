import type { RouteModule } from '../index';
import { areaRoutes } from './areas';
import { categoryRoutes } from './categories';
import { configRoutes } from './configs';
import { giveBackRoutes } from './give-back';
import { productRoutes } from './products';
import { shopAdditionalRoutes } from './shop-additional';
import { shopServiceRoutes } from './shop-services';
import { shopRoutesOfShop } from './shops';
import { tenantProductRoutes } from './tenant-products';

/**
 * The shop and product area: shops, their service items, additional information, give-back rules
 * and addresses; business categories; products with specs and instalment plans; tenant product
 * listings; bill, commission and empowerment-price configuration; the area tree. Every statement is
 * scoped to the caller's tenant, and for shop users to their shop; channel partners get nothing here.
 */
export const shopRoutes: RouteModule = (api, ctx) => {
  shopRoutesOfShop(api, ctx);
  shopServiceRoutes(api, ctx);
  shopAdditionalRoutes(api, ctx);
  giveBackRoutes(api, ctx);
  categoryRoutes(api, ctx);
  productRoutes(api, ctx);
  tenantProductRoutes(api, ctx);
  configRoutes(api, ctx);
  areaRoutes(api, ctx);
};
