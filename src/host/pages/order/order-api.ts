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

export async function loadOrder(id: string): Promise<OrderDetail> {
  return unwrap(await getAction<OrderDetail>('/business/order/queryById', { id }));
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

/** The instalments of one order (`/business/orderStage/listByOrder`). */
export async function loadStages(orderId: string): Promise<Row[]> {
  return unwrap(await getAction<Row[]>('/business/orderStage/listByOrder', { orderId }));
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
