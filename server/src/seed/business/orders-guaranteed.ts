import { OrderStatus as S } from '../../routes/orders/order-states';
import type { ForcedPlan, TenantRefs } from './orders-build';

/**
 * The orders every demo shop and channel has on every date, whatever the random part of the seed draws:
 * one per status of each order type the shop sells, an overdue order (instalments past due, 逾期中) and an
 * instalment plan with paid and open instalments. The pages, the README's walk and the tests rely on these.
 */
export interface GuaranteedScenario {
  /** Days between the order's creation date and today. */
  ageDays: number;
  plan: ForcedPlan;
}

/**
 * Ages are chosen with margin: receipt comes 0–4 days after creation, so a 30-day lease created 36 days
 * ago ended 2–6 days ago (待归还), a 90-day lease created 104 days ago ended 10–14 days ago.
 */
export const GUARANTEED_SCENARIOS: Readonly<Record<1 | 2, readonly GuaranteedScenario[]>> = {
  1: [
    { ageDays: 0, plan: { status: S.PENDING_PAY, rentDays: 90 } },
    { ageDays: 0, plan: { status: S.PENDING_REVIEW, rentDays: 90, riskStatus: 0 } },
    { ageDays: 1, plan: { status: S.PENDING_SHIP, rentDays: 90 } },
    { ageDays: 2, plan: { status: S.SHIPPED, rentDays: 90 } },
    // Two instalments paid, the third not yet due.
    { ageDays: 45, plan: { status: S.RENTING, rentDays: 90 } },
    { ageDays: 36, plan: { status: S.PENDING_RETURN, rentDays: 30 } },
    { ageDays: 36, plan: { status: S.RETURNING, rentDays: 30 } },
    { ageDays: 104, plan: { status: S.RETURNED, rentDays: 90 } },
    { ageDays: 104, plan: { status: S.COMPLETED, rentDays: 90 } },
    { ageDays: 10, plan: { status: S.CANCELLED, rentDays: 90 } },
    // The third instalment is 40–44 days past due: overdue, on the overdue list.
    { ageDays: 104, plan: { status: S.OVERDUE, rentDays: 90, delinquentFrom: 2 } },
    { ageDays: 104, plan: { status: S.BOUGHT_OUT, rentDays: 90 } },
    { ageDays: 5, plan: { status: S.REJECTED, rentDays: 90 } },
  ],
  2: [
    { ageDays: 0, plan: { status: S.PENDING_PAY, stages: 1 } },
    { ageDays: 0, plan: { status: S.PENDING_REVIEW, stages: 1, riskStatus: 3 } },
    { ageDays: 1, plan: { status: S.PENDING_SHIP, stages: 1 } },
    { ageDays: 2, plan: { status: S.SHIPPED, stages: 1 } },
    { ageDays: 20, plan: { status: S.COMPLETED, stages: 1 } },
    { ageDays: 8, plan: { status: S.CANCELLED, stages: 1 } },
    { ageDays: 6, plan: { status: S.REJECTED, stages: 1 } },
    // Paid in instalments: two paid, one open.
    { ageDays: 40, plan: { status: S.COMPLETED, stages: 3 } },
    // Six instalments from the second on 15–45 days past due: overdue.
    { ageDays: 75, plan: { status: S.COMPLETED, stages: 6, delinquentFrom: 1 } },
  ],
};

/** Statuses an order of each type can have (order_status): what the scenarios must cover. */
export const ORDER_TYPE_STATUSES: Readonly<Record<1 | 2, readonly number[]>> = {
  1: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13],
  2: [1, 2, 3, 4, 9, 10, 13],
};

/** A shop's order types (rent_or_purchase 1 rent, 2 purchase, 3 both). */
export function orderTypesOf(rentOrPurchase: number): (1 | 2)[] {
  if (rentOrPurchase === 1) return [1];
  if (rentOrPurchase === 2) return [2];
  return [1, 2];
}

export interface GuaranteedOrder {
  orderType: 1 | 2;
  scenario: GuaranteedScenario;
  shop: TenantRefs['shops'][number];
  /** The channel whose customer places it. */
  channel: TenantRefs['channels'][number] | null;
}

/**
 * Every scenario of each order type, placed so that every shop selling that type and every channel
 * gets one of each: as many orders per scenario as the larger of the two counts, shops and channels
 * taken in turn.
 */
export function guaranteedOrders(refs: TenantRefs): GuaranteedOrder[] {
  const orders: GuaranteedOrder[] = [];
  for (const orderType of [1, 2] as const) {
    const shops = refs.shops.filter((shop) => orderTypesOf(shop.rentOrPurchase).includes(orderType));
    if (shops.length === 0) continue;
    const copies = Math.max(shops.length, refs.channels.length);
    for (const scenario of GUARANTEED_SCENARIOS[orderType]) {
      for (let k = 0; k < copies; k += 1) {
        orders.push({
          orderType,
          scenario,
          shop: shops[k % shops.length] as (typeof shops)[number],
          channel: refs.channels.length > 0 ? (refs.channels[k % refs.channels.length] ?? null) : null,
        });
      }
    }
  }
  return orders;
}
