import type { RouteModule } from '../index';
import { creditRoutes } from './credit';
import { riskRoutes } from './risk';
import { riskRuleRoutes } from './risk-rules';

/**
 * The risk area: risk approval of orders, the tenant's risk rules, and the credit query with its reports.
 * Every statement is scoped.
 */
export const riskAreaRoutes: RouteModule = (api, ctx) => {
  riskRoutes(api, ctx);
  riskRuleRoutes(api, ctx);
  creditRoutes(api, ctx);
};
