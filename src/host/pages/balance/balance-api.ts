import { getAction, normalizePage, type Page, postAction, unwrap } from '../../../core/http';
import type { Row } from '../../list-page';

/** `/shopFundFlow/getShopAccountInfo`: a shop's balances (computed from its fund flow) and withdrawal settings. */
export interface ShopAccount {
  shopId: string;
  shopName: string;
  balance: number;
  frozenAmount: number;
  withdrawableAmount: number;
  totalIncome: number;
  pendingWithdraw: number;
  withdrawnAmount: number;
  withdrawFrequency: number;
  withdrawFrequency_dictText: string;
  nextWithdrawDate: string | null;
  accountName: string | null;
  bankName: string | null;
  bankCard: string | null;
}

export interface ShopOption {
  id: string;
  name: string;
}

/** The shops whose account the user may see (a shop user: their own). */
export async function loadShops(): Promise<ShopOption[]> {
  const rows = unwrap(await getAction<Row[]>('/business/shop/getByTenantIds'));
  return (rows ?? []).map((row) => ({ id: String(row.id), name: String(row.name ?? row.id) }));
}

export async function loadAccount(shopId: string): Promise<ShopAccount> {
  return unwrap(await postAction<ShopAccount>('/shopFundFlow/getShopAccountInfo', { shopId }));
}

export async function loadWithdrawals(shopId: string): Promise<Page<Row>> {
  const raw = unwrap(await getAction<unknown>('/shopFundFlow/withdrawList', { shopId, pageSize: 10 }));
  return normalizePage<Row>(raw);
}

/** Withdrawal frequencies (dictionary settle_cycle). */
export const FREQUENCIES = [
  { value: 1, label: 'T+1' },
  { value: 7, label: '周结' },
  { value: 30, label: '月结' },
];
