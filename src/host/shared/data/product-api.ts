import { getAction, type Page, unwrap } from '../../../core/http';
import { getToken } from '../../../core/session';

/** A product as lists and pickers show it. */
export interface ProductRef {
  id: string;
  productName: string;
  shopId: string;
  productType: number;
  auditStatus: number;
}

let namesOnce: Promise<ProductRef[]> | null = null;
let namesToken: string | null = null;

/**
 * The caller's products (up to 1000, newest first), loaded once per session: names for columns
 * of configuration rows that carry only a product id.
 */
export function fetchProductRefs(fresh = false): Promise<ProductRef[]> {
  if (!namesOnce || fresh || namesToken !== getToken()) {
    namesToken = getToken();
    namesOnce = getAction<Page<ProductRef>>('/business/ptoduct/list', { pageNo: 1, pageSize: 1000 }).then(
      (envelope) => unwrap(envelope).records ?? [],
    );
    namesOnce.catch(() => {
      namesOnce = null;
    });
  }
  return namesOnce;
}

/** Products whose name contains `keyword` (approved ones only with `approved`), first 20. */
export async function searchProducts(keyword: string, approved: boolean): Promise<ProductRef[]> {
  const params: Record<string, unknown> = { pageNo: 1, pageSize: 20 };
  if (keyword.trim()) params.productName = `*${keyword.trim()}*`;
  if (approved) params.auditStatus = 1;
  return unwrap(await getAction<Page<ProductRef>>('/business/ptoduct/list', params)).records ?? [];
}
