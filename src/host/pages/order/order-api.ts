import type { QueryClient } from '@tanstack/react-query';
import { getAction, postAction, unwrap } from '../../../core/http';
import type { Row } from '../../list-page';

/** Calls of the order pages (README API table: Orders, Instalments, Allocation). */

/** An order with its instalments and action log (`/business/order/queryById`). */
export interface OrderDetail extends Row {
  id: string;
  orderNo: string;
  status: number;
  orderType: number;
  stageList: Row[];
  logList: Row[];
}

/** A staff member orders can be allocated to (`/orders/sysUser`). */
export interface Staff {
  id: string;
  username: string;
  realname: string;
  authority_dictText: string;
  shopName: string | null;
  openOrders: number;
}

export async function loadStaff(orderId: string): Promise<Staff[]> {
  return unwrap(await postAction<Staff[]>('/orders/sysUser', { orderId }));
}

/** Posts an action and resolves with the server's success message. */
export async function postStep(url: string, body: Record<string, unknown>): Promise<string> {
  const envelope = await postAction<unknown>(url, body);
  unwrap(envelope);
  return envelope.message || '操作成功';
}

/** Order step endpoints. */
export const STEP_URL = {
  ship: '/business/order/ship',
  receive: '/business/order/confirmReceipt',
  return: '/business/order/confirmReturn',
  close: '/business/order/close',
  remark: '/business/order/remark',
  allocate: '/orders/allocationClaim',
} as const;

/** Where the orders live: `queryById` gives one order with its instalments and log. */
export const ORDER_RESOURCE = { resource: '/business/order' } as const;

export const STAGES_BY_ORDER_URL = '/business/orderStage/listByOrder';

/** The instalments of one order (`/business/orderStage/listByOrder`). */
export async function loadStages(orderId: string, signal?: AbortSignal): Promise<Row[]> {
  return unwrap(await getAction<Row[]>(STAGES_BY_ORDER_URL, { orderId }, { signal }));
}

/**
 * After a step or an instalment settled: the order (its details and the order lists), its instalments
 * (the details and 分期账单) load again where they are shown.
 *
 * @example await reloadOrderViews(queryClient);
 */
export async function reloadOrderViews(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [[ORDER_RESOURCE.resource], ['/business/order/list'], [STAGES_BY_ORDER_URL], ['/business/orderStage/list']].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/**
 * The form's values once its rules pass, or null when they do not (the form shows why); a failed
 * validation is not an error to report.
 *
 * @example const values = await validValues<{ reason: string }>(form); if (!values) return;
 */
export async function validValues<T>(form: { validate: () => Promise<unknown> }): Promise<T | null> {
  try {
    return (await form.validate()) as T;
  } catch {
    return null;
  }
}
