import { Select } from '@arco-design/web-react';
import type { ProductRef } from '../data/product-api';

export interface ProductSearchSelectProps {
  value: string | undefined;
  /** The products offered, as the caller's search found them. */
  products: readonly ProductRef[];
  /** Each keystroke's text: the caller searches the server (no filtering here). */
  onSearch: (typed: string) => void;
  onChange?: (value: string | undefined) => void;
  disabled?: boolean;
}

/**
 * The searchable 商品 select of the product pickers, options labelled by product name.
 *
 * @example <ProductSearchSelect value={id} products={found} onSearch={setTyped} onChange={setId} />
 */
export function ProductSearchSelect({ value, products, onSearch, onChange, disabled }: ProductSearchSelectProps) {
  return (
    <Select
      aria-label="商品"
      showSearch
      filterOption={false}
      onSearch={onSearch}
      value={value}
      onChange={(next) => onChange?.(next as string | undefined)}
      placeholder="请选择商品"
      disabled={disabled}
      options={products.map((product) => ({ value: product.id, label: product.productName }))}
    />
  );
}
