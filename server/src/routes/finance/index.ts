import type { RouteModule } from '../index';
import { fundFlowRoutes } from './fund-flow';
import { rechargeRoutes } from './recharge';

/**
 * The money area (balance and billing): the shop account, its fund flow and withdrawals, recharge tiers
 * and customers' recharges. Every statement is scoped.
 */
export const financeAreaRoutes: RouteModule = (api, ctx) => {
  fundFlowRoutes(api, ctx);
  rechargeRoutes(api, ctx);
};
