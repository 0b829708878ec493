import { fetchShops, type ShopRef } from './shop-api';
import { useRemote } from './use-remote';

const NONE: ShopRef[] = [];

/**
 * The caller's shops for pickers and name columns (empty until loaded, and after a failure). The list
 * is asked once per session (`fetchShops`); the cache shares it between the pickers on screen.
 *
 * @example const shops = useShops(); shops.find((shop) => shop.id === row.shopId)?.name
 */
export function useShops(): ShopRef[] {
  return useRemote(['/business/shop/getByTenantIds'], () => fetchShops(), { initial: NONE }).data ?? NONE;
}
