import { TreeSelect } from '@arco-design/web-react';
import { useMemo } from 'react';
import { getAction } from '../../../../core/http';
import { load } from '../../../shared/data/shop-api';
import { useRemote } from '../../../shared/data/use-remote';

/** A node of `/business/category/findCategories` (docs/business-spec.md §3: key, value, code, name, label, leaf...). */
export interface CategoryNode {
  key: string;
  title: string;
  name: string;
  leaf: number;
  children?: CategoryNode[];
  [key: string]: unknown;
}

const TENANT_URL = '/business/category/findCategories';
const BY_SHOP_URL = '/business/category/findCategoriesByShopId';

interface TreeOption {
  key: string;
  title: string;
  disabled?: boolean;
  children?: TreeOption[];
}

function toOptions(nodes: readonly CategoryNode[], leafOnly: boolean): TreeOption[] {
  return nodes.map((node) => {
    const children = node.children?.length ? toOptions(node.children, leafOnly) : undefined;
    return { key: node.key, title: node.name, ...(children ? { children } : {}), disabled: leafOnly && !!children };
  });
}

export interface CategoryTreeSelectProps {
  value?: unknown;
  onChange?: (value: string | undefined) => void;
  /** The categories one shop may use (the tenant's and the shop's own); else the tenant's tree. */
  shopId?: string;
  /** Only last-level categories can be chosen (products). */
  leafOnly?: boolean;
  placeholder?: string;
}

/**
 * A tree select of business categories.
 *
 * @example <CategoryTreeSelect shopId={shopId} leafOnly value={categoryId} onChange={setCategoryId} />
 */
export function CategoryTreeSelect({
  value,
  onChange,
  shopId,
  leafOnly = false,
  placeholder,
}: CategoryTreeSelectProps) {
  // A refusal is shown by load; the last tree stays while another shop's loads.
  const { data: nodes } = useRemote(shopId ? [BY_SHOP_URL, shopId] : [TENANT_URL], (signal) =>
    load(
      shopId
        ? getAction<CategoryNode[]>(BY_SHOP_URL, { shopId }, { signal })
        : getAction<CategoryNode[]>(TENANT_URL, undefined, { signal }),
    ),
  );
  const tree = useMemo(() => toOptions(nodes ?? [], leafOnly), [nodes, leafOnly]);
  return (
    <TreeSelect
      aria-label="商品类目"
      treeData={tree}
      value={typeof value === 'string' && value && value !== '0' ? value : undefined}
      onChange={(next) => onChange?.((next as string | undefined) ?? undefined)}
      placeholder={placeholder ?? '请选择商品类目'}
      allowClear
      showSearch
    />
  );
}
