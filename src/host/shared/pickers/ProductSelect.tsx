import { useState } from 'react';
import { useDebouncedValue } from '../../../widgets/cron-builder/use-cron-builder';
import { fetchProductRefs, type ProductRef, searchProducts } from '../data/product-api';
import { useRemote } from '../data/use-remote';
import { ProductSearchSelect } from './ProductSearchSelect';

/** The endpoint of both product look-ups (`/business/ptoduct/list`, the back end's spelling). */
const PRODUCT_LIST_URL = '/business/ptoduct/list';
/** Typing pauses this long before the search is sent. */
const SEARCH_DELAY_MS = 300;
const NONE: ProductRef[] = [];

/** The caller's products by name (`fetchProductRefs`: up to 1000, asked once per session). */
function useProductRefs(enabled: boolean): ProductRef[] {
  return useRemote([PRODUCT_LIST_URL, 'refs'], () => fetchProductRefs(), { enabled, initial: NONE }).data ?? NONE;
}

export interface ProductSelectProps {
  value?: unknown;
  onChange?: (value: string | undefined) => void;
  /** Offer approved products only (listings, activities). */
  approved?: boolean;
  disabled?: boolean;
}

/**
 * A searchable select of the caller's products (by name, 20 at a time).
 *
 * @example <ProductSelect value={productId} onChange={setProductId} approved />
 */
export function ProductSelect({ value, onChange, approved = false, disabled }: ProductSelectProps) {
  const [typed, setTyped] = useState('');
  const keyword = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const options =
    useRemote([PRODUCT_LIST_URL, 'search', keyword, approved], () => searchProducts(keyword, approved), {
      initial: NONE,
    }).data ?? NONE;
  const id = typeof value === 'string' && value ? value : undefined;
  const refs = useProductRefs(id !== undefined);
  const chosen = id === undefined ? null : (refs.find((product) => product.id === id) ?? null);
  // The chosen product stays labelled by name even when the current search does not list it.
  const shown = chosen && !options.some((product) => product.id === chosen.id) ? [chosen, ...options] : options;
  return (
    <ProductSearchSelect value={id} products={shown} onSearch={setTyped} onChange={onChange} disabled={disabled} />
  );
}

/** A product's name by id (for configuration rows that carry only the id). */
export function ProductName({ id }: { id: unknown }) {
  const products = useProductRefs(true);
  if (!id) return <>-</>;
  return <>{products.find((product) => product.id === id)?.productName ?? '-'}</>;
}
