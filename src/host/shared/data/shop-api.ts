import { type ApiEnvelope, getAction, getNotifier, unwrap } from '../../../core/http';
import { Authority, authorityOf, getToken, getUserInfo } from '../../../core/session';

/** A shop the signed-in user may work with (`/business/shop/getByTenantIds`). */
export interface ShopRef {
  id: string;
  name: string;
  rentOrPurchase: number;
  tenantName?: string | null;
}

let shopsOnce: Promise<ShopRef[]> | null = null;
let shopsToken: string | null = null;

/**
 * The caller's shops (a shop user: their own), loaded once per session; `fresh` reloads them.
 *
 * @example const shops = await fetchShops();
 */
export function fetchShops(fresh = false): Promise<ShopRef[]> {
  if (!shopsOnce || fresh || shopsToken !== getToken()) {
    shopsToken = getToken();
    shopsOnce = getAction<ShopRef[]>('/business/shop/getByTenantIds').then((envelope) => unwrap(envelope) ?? []);
    shopsOnce.catch(() => {
      shopsOnce = null;
    });
  }
  return shopsOnce;
}

/** True for a shop operator (authority 4): their pages are about their one shop. */
export function isShopUser(): boolean {
  return authorityOf(getUserInfo()?.authority) === Authority.shop;
}

/**
 * Sends a write and shows the server's answer: its success text, or its refusal as a warning (then
 * rejects, so a form stays open).
 *
 * @example await submit(postAction('/sys/member/addMemberMoney', rows));
 */
export async function submit<T>(request: Promise<ApiEnvelope<T>>): Promise<T> {
  const envelope = await request;
  try {
    const result = unwrap(envelope);
    getNotifier().success(envelope.message || '操作成功');
    return result;
  } catch (error) {
    getNotifier().warn((error as Error).message);
    throw error;
  }
}

/**
 * Reads a result, showing a refusal as a warning.
 *
 * @example const rows = await load(getAction<Row[]>('/sys/distribution/getDisConfig'));
 */
export async function load<T>(request: Promise<ApiEnvelope<T>>): Promise<T> {
  const envelope = await request;
  try {
    return unwrap(envelope);
  } catch (error) {
    getNotifier().warn((error as Error).message);
    throw error;
  }
}
