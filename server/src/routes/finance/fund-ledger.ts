import { inScope, type Scope, SHOP_OWNED, SHOP_ROW } from '../../data/scope';
import type { Db } from '../../db/database';
import { newId } from '../../util/ids';
import { businessNo } from '../business-shared';
import { centsOf, yuan } from './money';

/** Fund flow types (dictionary fund_flow_type). */
export const FlowType = { INCOME: 1, WITHDRAW: 2, REFUND: 3, SERVICE_FEE: 4, COMMISSION: 5 } as const;

/** Days an order income stays frozen before it can be withdrawn. */
export const FREEZE_DAYS = 7;

/** Withdrawal frequencies (dictionary settle_cycle): the minimum days between two requests. */
export const FREQUENCY_TEXT: Readonly<Record<number, string>> = { 1: 'T+1', 7: '周结', 30: '月结' };

export interface AccountFigures {
  balanceCents: number;
  frozenCents: number;
  withdrawableCents: number;
  totalIncomeCents: number;
  pendingWithdrawCents: number;
  withdrawnCents: number;
}

/**
 * Creates the shop's account row if needed and locks it: every balance-changing statement of a
 * shop runs under this lock, so two withdrawals cannot both spend the same money. `account` is the
 * caller's scope narrowed to the shop (`narrowedToShop`), as for every function here.
 */
export async function lockAccount(tx: Db, account: Scope) {
  const shopParams: unknown[] = [];
  await tx.query(
    `INSERT INTO bus_shop_account (shop_id, tenant_id)
     SELECT id, tenant_id FROM sys_shop WHERE ${inScope(account, SHOP_ROW, shopParams)} ON CONFLICT (shop_id) DO NOTHING`,
    shopParams,
  );
  return accountSettings(tx, account, { lock: true });
}

/** A shop's withdrawal settings (bus_shop_account). */
export interface AccountSettings {
  withdraw_frequency: number;
  account_name: string | null;
  bank_name: string | null;
  bank_card: string | null;
}

/**
 * The shop's withdrawal settings, undefined before its account row exists; `lock` takes the row lock
 * (inside the caller's transaction).
 *
 * @example (await accountSettings(db, account))?.withdraw_frequency // 7
 */
export async function accountSettings(
  db: Db,
  account: Scope,
  { lock = false }: { lock?: boolean } = {},
): Promise<AccountSettings | undefined> {
  const params: unknown[] = [];
  return db.one<AccountSettings>(
    `SELECT withdraw_frequency, account_name, bank_name, bank_card FROM bus_shop_account
      WHERE ${inScope(account, SHOP_OWNED, params)}${lock ? ' FOR UPDATE' : ''}`,
    params,
  );
}

/**
 * The shop's figures, computed from its flow rows: balance is the sum of all signed amounts,
 * frozen the incomes not yet past their unfreeze time, withdrawable the balance less the frozen part.
 */
export async function accountFigures(db: Db, account: Scope): Promise<AccountFigures> {
  const flowParams: unknown[] = [];
  const flow = await db.one<{ balance: string; frozen: string; income: string }>(
    `SELECT COALESCE(sum(amount), 0) AS balance,
            COALESCE(sum(amount) FILTER (WHERE amount > 0 AND unfreeze_time > now()), 0) AS frozen,
            COALESCE(sum(amount) FILTER (WHERE flow_type = 1), 0) AS income
       FROM bus_shop_fund_flow WHERE ${inScope(account, SHOP_OWNED, flowParams)}`,
    flowParams,
  );
  const withdrawParams: unknown[] = [];
  const withdrawals = await db.one<{ pending: string; paid: string }>(
    `SELECT COALESCE(sum(amount) FILTER (WHERE status = 0), 0) AS pending,
            COALESCE(sum(amount) FILTER (WHERE status = 1), 0) AS paid
       FROM bus_shop_withdraw WHERE ${inScope(account, SHOP_OWNED, withdrawParams)}`,
    withdrawParams,
  );
  const balanceCents = centsOf(flow?.balance);
  const frozenCents = centsOf(flow?.frozen);
  return {
    balanceCents,
    frozenCents,
    withdrawableCents: Math.max(0, balanceCents - frozenCents),
    totalIncomeCents: centsOf(flow?.income),
    pendingWithdrawCents: centsOf(withdrawals?.pending),
    withdrawnCents: centsOf(withdrawals?.paid),
  };
}

export interface FlowEntry {
  type: number;
  cents: number;
  orderId?: string | null;
  orderNo?: string | null;
  withdrawId?: string | null;
  /** Income frozen for this many days (default: none). */
  freezeDays?: number;
  remark: string;
  operator: string;
}

/**
 * Appends a flow row of the account's shop with its running balance; the caller holds the account
 * lock (lockAccount), which also proved the shop is in scope.
 */
export async function appendFlow(
  tx: Db,
  account: Scope,
  entry: FlowEntry,
): Promise<{ id: string; balanceAfterCents: number }> {
  if (account.shopId === null) throw new Error('appendFlow needs a scope narrowed to one shop');
  const params: unknown[] = [];
  const current = await tx.one<{ balance: string }>(
    `SELECT COALESCE(sum(amount), 0) AS balance FROM bus_shop_fund_flow WHERE ${inScope(account, SHOP_OWNED, params)}`,
    params,
  );
  const balanceAfterCents = centsOf(current?.balance) + entry.cents;
  const id = newId();
  await tx.query(
    `INSERT INTO bus_shop_fund_flow (id, tenant_id, shop_id, flow_no, flow_type, amount, balance_after, order_id,
       order_no, withdraw_id, unfreeze_time, remark, create_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10,
       CASE WHEN $11::int > 0 THEN now() + make_interval(days => $11::int) END, $12, $13)`,
    [
      id,
      account.tenantId,
      account.shopId,
      businessNo('LS'),
      entry.type,
      yuan(entry.cents),
      yuan(balanceAfterCents),
      entry.orderId ?? null,
      entry.orderNo ?? null,
      entry.withdrawId ?? null,
      entry.freezeDays ?? 0,
      entry.remark,
      entry.operator,
    ],
  );
  return { id, balanceAfterCents };
}
