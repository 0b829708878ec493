import { getAction, normalizePage, unwrap } from '../../core/http';

const ORDER_NO = /^[\w-]+$/;

/**
 * The order id an announcement's busId names. The server's notices carry the order number
 * (您有新的待审核订单: busId `ZL…`); a busId that matches no order number is taken as the id itself.
 *
 * @example await orderIdOfNotice('ZL202605021015300012') // '1f3c…'
 */
export async function orderIdOfNotice(busId: string, signal?: AbortSignal): Promise<string> {
  // The list reads `*`, `,`, `!` and comparisons as operators: only a plain number is looked up.
  if (!ORDER_NO.test(busId)) return busId;
  const page = normalizePage<{ id: string; orderNo: string }>(
    unwrap(await getAction<unknown>('/business/order/list', { orderNo: busId, pageNo: 1, pageSize: 1 }, { signal })),
  );
  const order = page.records.find((row) => row.orderNo === busId);
  return order ? String(order.id) : busId;
}
