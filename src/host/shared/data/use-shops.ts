import { useEffect, useState } from 'react';
import { fetchShops, type ShopRef } from './shop-api';

/**
 * The caller's shops for pickers and name columns (empty until loaded).
 *
 * @example const shops = useShops(); shops.find((shop) => shop.id === row.shopId)?.name
 */
export function useShops(): ShopRef[] {
  const [shops, setShops] = useState<ShopRef[]>([]);
  useEffect(() => {
    let live = true;
    fetchShops()
      .then((rows) => live && setShops(rows))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return shops;
}
