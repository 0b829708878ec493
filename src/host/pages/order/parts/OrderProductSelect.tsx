import { useEffect, useState } from 'react';
import { getAction, type Page, unwrap } from '../../../../core/http';
import { useDebouncedValue } from '../../../../widgets/cron-builder/use-cron-builder';
import type { ProductRef } from '../../../shared/data/product-api';
import { useRemote } from '../../../shared/data/use-remote';
import { ProductSearchSelect } from '../../../shared/pickers/ProductSearchSelect';

const PRODUCT_LIST_URL = '/business/ptoduct/list';
/** Typing pauses this long before the search is sent. */
const SEARCH_DELAY_MS = 300;
const NONE: ProductRef[] = [];

export interface OrderProductSelectProps {
  value?: unknown;
  onChange?: (value: string | undefined) => void;
  /** Only this shop's products (a shop user's list holds only their shop's anyway). */
  shopId?: unknown;
  /** 1 rent or 2 purchase: products of that type or of both (3). */
  orderType?: unknown;
}

/** Products of a type fit for the order: rent (1 or 3) or purchase (2 or 3). */
export function fitsOrderType(product: Pick<ProductRef, 'productType'>, orderType: unknown): boolean {
  const type = Number(orderType);
  return !type || product.productType === 3 || product.productType === type;
}

/**
 * The product of a hand-entered order: a searchable select of the chosen shop's products fit for
 * the order type; clears itself when the shop or type change under a product that no longer fits.
 *
 * @example <OrderProductSelect value={id} onChange={setId} shopId={values.shopId} orderType={values.orderType} />
 */
export function OrderProductSelect({ value, onChange, shopId, orderType }: OrderProductSelectProps) {
  const [typed, setTyped] = useState('');
  const keyword = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const shop = typeof shopId === 'string' ? shopId : '';
  const params: Record<string, unknown> = { pageNo: 1, pageSize: 50 };
  if (shop) params.shopId = shop;
  if (keyword) params.productName = `*${keyword}*`;
  const products =
    useRemote(
      [PRODUCT_LIST_URL, params],
      async (signal) => unwrap(await getAction<Page<ProductRef>>(PRODUCT_LIST_URL, params, { signal })).records ?? [],
      { initial: NONE },
    ).data ?? NONE;
  const options = products.filter((product) => fitsOrderType(product, orderType));
  const chosen = typeof value === 'string' && value ? value : undefined;
  useEffect(() => {
    if (!chosen || products.length === 0) return;
    const product = products.find((item) => item.id === chosen);
    if (product && ((shop && product.shopId !== shop) || !fitsOrderType(product, orderType))) onChange?.(undefined);
  }, [chosen, products, shop, orderType, onChange]);
  return <ProductSearchSelect value={chosen} products={options} onSearch={setTyped} onChange={onChange} />;
}
