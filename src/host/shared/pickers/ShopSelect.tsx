import { Select } from '@arco-design/web-react';
import { type CSSProperties, useEffect } from 'react';
import { useShops } from '../data/use-shops';

export interface ShopSelectProps {
  value?: unknown;
  onChange?: (value: string | undefined) => void;
  /** Picks the first shop when nothing is chosen (pages about one shop). */
  autoSelect?: boolean;
  allowClear?: boolean;
  placeholder?: string;
  disabled?: boolean;
  style?: CSSProperties;
}

/**
 * A select of the caller's shops (the tenant's; a shop user's one shop).
 *
 * @example <ShopSelect value={shopId} onChange={setShopId} autoSelect />
 */
export function ShopSelect({ value, onChange, autoSelect, allowClear, placeholder, disabled, style }: ShopSelectProps) {
  const shops = useShops();
  const first = shops[0]?.id;
  useEffect(() => {
    if (autoSelect && !value && first) onChange?.(first);
  }, [autoSelect, value, first, onChange]);
  return (
    <Select
      aria-label="店铺"
      value={typeof value === 'string' && value ? value : undefined}
      onChange={(next) => onChange?.(next as string | undefined)}
      placeholder={placeholder ?? '请选择店铺'}
      allowClear={allowClear}
      disabled={disabled}
      style={style}
      options={shops.map((shop) => ({ value: shop.id, label: shop.name }))}
    />
  );
}

/** The name of a shop by id (for list columns); '-' for tenant-wide rows. */
export function ShopName({ id }: { id: unknown }) {
  const shops = useShops();
  if (!id) return <>-</>;
  return <>{shops.find((shop) => shop.id === id)?.name ?? String(id)}</>;
}
