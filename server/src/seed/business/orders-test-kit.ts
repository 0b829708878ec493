import type { TenantRefs } from './orders-build';
import { ORDER_TYPE_STATUSES, orderTypesOf } from './orders-guaranteed';

/** What the guarantees look at in one order: where it sits, its state and its instalments' states. */
export interface OrderFacts {
  shopId: string;
  channelId: string | null;
  orderType: number;
  status: number;
  overdueFlag: number;
  /** bus_order_stage.status of each instalment (0 未还, 1 已还, 2 逾期). */
  stageStatuses: readonly number[];
}

/** One tenant's money and service rows, as far as the guarantees look at them. */
export interface TenantExtrasFacts {
  /** bus_shop_withdraw.status per shop id. */
  withdrawals: ReadonlyMap<string, readonly number[]>;
  /** bus_complaint.status of the tenant. */
  complaints: readonly number[];
}

const STAGE_OPEN = [0, 2];
const STAGE_PAID = 1;
const STAGE_OVERDUE = 2;

function isOverdue(order: OrderFacts): boolean {
  return order.overdueFlag === 1 && order.stageStatuses.includes(STAGE_OVERDUE);
}

function hasOpenAndPaidInstalments(order: OrderFacts): boolean {
  return order.stageStatuses.includes(STAGE_PAID) && order.stageStatuses.some((s) => STAGE_OPEN.includes(s));
}

/**
 * What the demo promises of one tenant's orders, for each shop and each channel: an order in every status
 * of every order type it deals in, an overdue order, and an instalment plan with a paid and an open
 * instalment. Returns what is missing (empty when every promise holds).
 */
export function missingOrderGuarantees(refs: TenantRefs, orders: readonly OrderFacts[]): string[] {
  const missing: string[] = [];
  const tenantTypes = ([1, 2] as const).filter((type) =>
    refs.shops.some((s) => orderTypesOf(s.rentOrPurchase).includes(type)),
  );
  const owners = [
    ...refs.shops.map((shop) => ({
      label: `shop ${shop.key}`,
      types: orderTypesOf(shop.rentOrPurchase),
      owns: (order: OrderFacts) => order.shopId === shop.id,
    })),
    ...refs.channels.map((channel) => ({
      label: `channel ${channel.key}`,
      types: tenantTypes,
      owns: (order: OrderFacts) => order.channelId === channel.id,
    })),
  ];
  for (const owner of owners) {
    const own = orders.filter(owner.owns);
    const where = `tenant ${refs.tenantId} ${owner.label}`;
    for (const type of owner.types) {
      for (const status of ORDER_TYPE_STATUSES[type]) {
        if (!own.some((order) => order.orderType === type && order.status === status)) {
          missing.push(`${where}: no order of type ${type} in status ${status}`);
        }
      }
    }
    if (!own.some(isOverdue)) missing.push(`${where}: no overdue order`);
    if (!own.some(hasOpenAndPaidInstalments))
      missing.push(`${where}: no instalment plan with paid and open instalments`);
  }
  return missing;
}

/**
 * Every shop has withdrawals under review, paid, rejected and failed; the tenant has complaints in every
 * handling state (0 待处理, 1 处理中, 2 已回复, 3 已关闭), two of them awaiting handling.
 */
export function missingExtrasGuarantees(refs: TenantRefs, extras: TenantExtrasFacts): string[] {
  const missing: string[] = [];
  for (const shop of refs.shops) {
    const statuses = extras.withdrawals.get(shop.id) ?? [];
    for (const status of [0, 1, 2, 3]) {
      if (!statuses.includes(status)) {
        missing.push(`tenant ${refs.tenantId} shop ${shop.key}: no withdrawal in status ${status}`);
      }
    }
  }
  for (const status of [0, 1, 2, 3]) {
    if (!extras.complaints.includes(status)) missing.push(`tenant ${refs.tenantId}: no complaint in status ${status}`);
  }
  if (extras.complaints.filter((status) => status === 0).length < 2) {
    missing.push(`tenant ${refs.tenantId}: fewer than two complaints awaiting handling`);
  }
  return missing;
}

/** The orders as a sorted list of lines without dates or ids: equal lists mean the same rows in the same states. */
export function orderSignature(refs: TenantRefs, orders: readonly OrderFacts[]): string[] {
  const shopKey = (id: string) => refs.shops.find((shop) => shop.id === id)?.key ?? id;
  const channelKey = (id: string | null) => (id ? (refs.channels.find((c) => c.id === id)?.key ?? id) : '-');
  return orders
    .map(
      (order) =>
        `${refs.tenantId} ${shopKey(order.shopId)} ${channelKey(order.channelId)} type ${order.orderType} ` +
        `status ${order.status} overdue ${order.overdueFlag} stages ${order.stageStatuses.join('')}`,
    )
    .sort();
}
