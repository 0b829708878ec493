import type { QueryClient } from '@tanstack/react-query';
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

export const SHOPS_URL = '/business/shop/getByTenantIds';
export const ACCOUNT_URL = '/shopFundFlow/getShopAccountInfo';
export const WITHDRAWALS_URL = '/shopFundFlow/withdrawList';

/**
 * The shops whose account the user may see (a shop user: their own), as the server lists them: the
 * same answer the shop pickers cache under `SHOPS_URL`.
 */
export async function loadShops(signal?: AbortSignal): Promise<Row[]> {
  return unwrap(await getAction<Row[]>(SHOPS_URL, undefined, { signal })) ?? [];
}

/** @example shopOptions([{ id: 7, name: '杭州店' }]) // [{ id: '7', name: '杭州店' }] */
export function shopOptions(rows: readonly Row[]): ShopOption[] {
  return rows.map((row) => ({ id: String(row.id), name: String(row.name ?? row.id) }));
}

export async function loadAccount(shopId: string, signal?: AbortSignal): Promise<ShopAccount> {
  return unwrap(await postAction<ShopAccount>(ACCOUNT_URL, { shopId }, { signal }));
}

export async function loadWithdrawals(shopId: string, signal?: AbortSignal): Promise<Page<Row>> {
  const raw = unwrap(await getAction<unknown>(WITHDRAWALS_URL, { shopId, pageSize: 10 }, { signal }));
  return normalizePage<Row>(raw);
}

/**
 * After a withdrawal or a frequency change: the shop's balances and withdrawals, and the fund flow list,
 * load again where they are shown.
 *
 * @example await reloadAccount(queryClient, account.shopId);
 */
export async function reloadAccount(queryClient: QueryClient, shopId: string): Promise<void> {
  await Promise.all(
    [[ACCOUNT_URL, shopId], [WITHDRAWALS_URL, shopId], ['/shopFundFlow/list']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/** Withdrawal frequencies (dictionary settle_cycle). */
export const FREQUENCIES = [
  { value: 1, label: 'T+1' },
  { value: 7, label: '周结' },
  { value: 30, label: '月结' },
];
