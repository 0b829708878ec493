import type { RouteModule } from '../index';
import { afterSaleRoutes } from './after-sale';
import { creditRoutes } from './credit';
import { rechargeRoutes } from './recharge';
import { riskRuleRoutes } from './risk-rules';

/**
 * Services around orders: after-sale requests of purchase orders, the tenant's risk rules, the
 * credit query and its reports, recharge tiers and customers' recharges. Every statement is scoped.
 */
export const orderServiceRoutes: RouteModule = (api, ctx) => {
  afterSaleRoutes(api, ctx);
  riskRuleRoutes(api, ctx);
  creditRoutes(api, ctx);
  rechargeRoutes(api, ctx);
};
