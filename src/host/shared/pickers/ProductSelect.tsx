import { Select } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { fetchProductRefs, type ProductRef, searchProducts } from '../data/product-api';

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
  const [keyword, setKeyword] = useState('');
  const [options, setOptions] = useState<ProductRef[]>([]);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      searchProducts(keyword, approved)
        .then((rows) => live && setOptions(rows))
        .catch(() => undefined);
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [keyword, approved]);
  const [chosen, setChosen] = useState<ProductRef | null>(null);
  useEffect(() => {
    let live = true;
    if (typeof value !== 'string' || !value) {
      setChosen(null);
      return undefined;
    }
    fetchProductRefs()
      .then((rows) => live && setChosen(rows.find((product) => product.id === value) ?? null))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [value]);
  // The chosen product stays labelled by name even when the current search does not list it.
  const shown = chosen && !options.some((product) => product.id === chosen.id) ? [chosen, ...options] : options;
  return (
    <Select
      aria-label="商品"
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      value={typeof value === 'string' && value ? value : undefined}
      onChange={(next) => onChange?.(next as string | undefined)}
      placeholder="请选择商品"
      disabled={disabled}
      options={shown.map((product) => ({ value: product.id, label: product.productName }))}
    />
  );
}

/** A product's name by id (for configuration rows that carry only the id). */
export function ProductName({ id }: { id: unknown }) {
  const [products, setProducts] = useState<ProductRef[]>([]);
  useEffect(() => {
    let live = true;
    fetchProductRefs()
      .then((rows) => live && setProducts(rows))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (!id) return <>-</>;
  return <>{products.find((product) => product.id === id)?.productName ?? '-'}</>;
}
