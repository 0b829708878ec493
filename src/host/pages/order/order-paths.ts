/** Routes of the order area's static pages (src/host/app/static-pages.ts). */

/**
 * The details page of an order (docs/business-spec.md §2: /order/orderDetailsNew, opened with the order id).
 *
 * @example orderDetailsPath('a1') // '/order/orderDetailsNew?id=a1'
 */
export function orderDetailsPath(id: unknown): string {
  return `/order/orderDetailsNew?id=${encodeURIComponent(String(id ?? ''))}`;
}

/**
 * The instalments page of an order.
 *
 * @example stagesDetailPath('a1') // '/order/stagesDetail/a1'
 */
export function stagesDetailPath(orderId: unknown): string {
  return `/order/stagesDetail/${encodeURIComponent(String(orderId ?? ''))}`;
}

/**
 * The order id of a /order/stagesDetail/:orderId path ('' for any other path).
 *
 * @example orderIdOf('/order/stagesDetail/a%201') // 'a 1'
 */
export function orderIdOf(pathname: string): string {
  const match = /^\/order\/stagesDetail\/([^/]+)$/.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : '';
}
