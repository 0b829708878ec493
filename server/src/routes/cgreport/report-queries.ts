import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/guard';
import type { EntityDef } from '../../data/entity';
import { type Scope, scopeOf } from '../../data/scope';
import { USER_PICK_ENTITY } from '../org/entities';
import { CHANNEL_ENTITY } from '../partner/channel-entities';
import { PRODUCT_LIST_ENTITY } from '../shop/entities';
import { businessScope } from '../shop/owned';

/**
 * The query behind one report code. A report's rows come only from here: its entity allowlist names
 * the one table and the columns that may be shown, searched or sorted, and `scope` decides whose rows
 * (always the caller's tenant, narrowed for shop users and channel partners).
 */
export interface ReportQuery {
  entity: EntityDef;
  /** Who may read the report, beyond being signed in: the menu of the page that lists the same rows. */
  menu?: string;
  scope: (request: FastifyRequest) => Scope;
}

const callerScope = (request: FastifyRequest): Scope => scopeOf(currentUser(request));

/**
 * Every report the server can run, by code. A head row in onl_cgreport_head whose code is not here
 * has no data (报表不存在).
 */
export const REPORT_QUERIES: Readonly<Record<string, ReportQuery>> = {
  /** The same rows as 商品列表 (channel partners are refused, as there). */
  shop_product: { entity: PRODUCT_LIST_ENTITY, menu: '/product/productList', scope: businessScope },
  /** The same rows and fields as the user picker (queryUserComponentData). */
  tenant_user: { entity: USER_PICK_ENTITY, scope: callerScope },
  /** The same rows as 渠道列表 (a partner sees only their own channel). */
  channel_list: { entity: CHANNEL_ENTITY, menu: '/channel/channelList', scope: callerScope },
};

/** The query of `code`, if the server has one. */
export function reportQuery(code: string): ReportQuery | undefined {
  return Object.hasOwn(REPORT_QUERIES, code) ? REPORT_QUERIES[code] : undefined;
}

/** Whether the caller may read a report whose query demands `menu`. */
export async function mayRead(request: FastifyRequest, query: ReportQuery): Promise<boolean> {
  const user = currentUser(request);
  if (!query.menu || user.platform) return true;
  return (await user.permissions()).menus.has(query.menu);
}
