import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../../auth/auth-user';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { found, repository } from '../../data/repository';
import { inScope, narrowedToShop, type Scope, SHOP_OWNED, SHOP_ROW, scopeOf } from '../../data/scope';
import type { Db } from '../../db/database';
import { BizError, ok } from '../../http/envelope';
import { newId } from '../../util/ids';
import { businessNo, isAgent, optionalText, requireAnyMenu, text, todayInZone } from '../business-shared';
import { bodyOf, queryOf } from '../crud';
import { FUND_FLOW_ENTITY, WITHDRAW_ENTITY } from './entities';
import { accountFigures, accountSettings, appendFlow, FlowType, FREQUENCY_TEXT, lockAccount } from './fund-ledger';
import { parseAmount, yuan, yuanNumber } from './money';

interface ShopRef {
  id: string;
  name: string;
  /** The caller's scope narrowed to this shop: what every statement about its account runs in. */
  account: Scope;
}

/**
 * The shop whose account a request is about: a shop user's own shop whatever the body says; for
 * tenant users the `shopId` of the body, checked to be a shop of their tenant.
 */
async function shopOf(db: Db, user: AuthUser, raw: unknown): Promise<ShopRef> {
  if (isAgent(user)) throw new BizError('渠道用户没有店铺账户');
  const scope = scopeOf(user);
  const id = scope.shopId ?? text(raw);
  if (!id) throw new BizError('请选择店铺');
  const params: unknown[] = [id];
  const shop = await db.one<{ id: string; name: string }>(
    `SELECT id, name FROM sys_shop WHERE id = $1 AND ${inScope(scope, SHOP_ROW, params)}`,
    params,
  );
  if (!shop) throw new BizError('未找到对应数据');
  return { id: shop.id, name: shop.name, account: narrowedToShop(scope, shop.id) };
}

function frequencyOf(raw: unknown): number {
  const value = Number(text(raw));
  if (!Object.hasOwn(FREQUENCY_TEXT, value)) throw new BizError('提现频率只能是T+1、周结或月结');
  return value;
}

/** Shop account, fund flow and withdrawals (`/shopFundFlow/...`, docs/business-spec.md §7). */
export function fundFlowRoutes(api: FastifyInstance, ctx: AppContext): void {
  const flows = repository(ctx.db, FUND_FLOW_ENTITY);
  const withdrawals = repository(ctx.db, WITHDRAW_ENTITY);

  api.post(
    '/shopFundFlow/getShopAccountInfo',
    { config: { access: { menu: '/balance/account' } } },
    async (request) => {
      const shop = await shopOf(ctx.db, currentUser(request), (request.body as Record<string, unknown> | null)?.shopId);
      const figures = await accountFigures(ctx.db, shop.account);
      const account = await accountSettings(ctx.db, shop.account);
      const lastParams: unknown[] = [];
      const last = await ctx.db.one<{ at: Date }>(
        `SELECT max(create_time) AS at FROM bus_shop_withdraw
          WHERE ${inScope(shop.account, SHOP_OWNED, lastParams)} AND status IN (0, 1)`,
        lastParams,
      );
      const frequency = account?.withdraw_frequency ?? 7;
      const next = last?.at ? new Date(new Date(last.at).getTime() + frequency * 86_400_000) : null;
      return ok({
        shopId: shop.id,
        shopName: shop.name,
        balance: yuanNumber(figures.balanceCents),
        frozenAmount: yuanNumber(figures.frozenCents),
        withdrawableAmount: yuanNumber(figures.withdrawableCents),
        totalIncome: yuanNumber(figures.totalIncomeCents),
        pendingWithdraw: yuanNumber(figures.pendingWithdrawCents),
        withdrawnAmount: yuanNumber(figures.withdrawnCents),
        withdrawFrequency: frequency,
        withdrawFrequency_dictText: FREQUENCY_TEXT[frequency] ?? String(frequency),
        nextWithdrawDate: next && next.getTime() > Date.now() ? todayInZone(next) : null,
        accountName: account?.account_name ?? null,
        bankName: account?.bank_name ?? null,
        bankCard: account?.bank_card ?? null,
      });
    },
  );

  api.post('/shopFundFlow/updateFrequency', { config: { access: { perm: 'balance:frequency' } } }, async (request) => {
    const user = currentUser(request);
    const body = bodyOf(request);
    const shop = await shopOf(ctx.db, user, body.shopId);
    const frequency = frequencyOf(body.withdrawFrequency ?? body.frequency);
    await ctx.db.transaction(async (tx) => {
      await lockAccount(tx, shop.account);
      const params: unknown[] = [frequency, user.username];
      await tx.query(
        `UPDATE bus_shop_account SET withdraw_frequency = $1, update_by = $2, update_time = now()
          WHERE ${inScope(shop.account, SHOP_OWNED, params)}`,
        params,
      );
    });
    return ok({ withdrawFrequency: frequency }, `提现频率已修改为${FREQUENCY_TEXT[frequency]}`);
  });

  api.post('/shopFundFlow/withDraw', { config: { access: { perm: 'balance:withdraw' } } }, async (request) => {
    const user = currentUser(request);
    const body = bodyOf(request);
    const shop = await shopOf(ctx.db, user, body.shopId);
    const cents = parseAmount(body.amount, '提现金额');
    const remark = optionalText(body.remark, 255, '备注');
    const result = await ctx.db.transaction(async (tx) => {
      const account = await lockAccount(tx, shop.account);
      const frequency = account?.withdraw_frequency ?? 7;
      const recentParams: unknown[] = [frequency];
      const recent = await tx.one<{ at: Date }>(
        `SELECT max(create_time) AS at FROM bus_shop_withdraw
          WHERE ${inScope(shop.account, SHOP_OWNED, recentParams)} AND status IN (0, 1)
            AND create_time > now() - make_interval(days => $1)`,
        recentParams,
      );
      if (recent?.at) {
        const next = todayInZone(new Date(new Date(recent.at).getTime() + frequency * 86_400_000));
        throw new BizError(`提现过于频繁，当前提现频率为${FREQUENCY_TEXT[frequency]}，请于${next}后再申请`);
      }
      const figures = await accountFigures(tx, shop.account);
      if (figures.withdrawableCents <= 0) throw new BizError('暂无可提现金额');
      if (cents > figures.withdrawableCents) {
        throw new BizError(`提现金额不能超过可提现金额${yuan(figures.withdrawableCents)}元`);
      }
      const id = newId();
      const withdrawNo = businessNo('TX');
      await tx.query(
        `INSERT INTO bus_shop_withdraw (id, tenant_id, shop_id, withdraw_no, amount, status, account_name, bank_name,
           bank_card, remark, create_by)
         VALUES ($1, $2, $3, $4, $5, 0, $6, $7, $8, $9, $10)`,
        [
          id,
          shop.account.tenantId,
          shop.id,
          withdrawNo,
          yuan(cents),
          account?.account_name ?? null,
          account?.bank_name ?? null,
          account?.bank_card ?? null,
          remark,
          user.username,
        ],
      );
      const flow = await appendFlow(tx, shop.account, {
        type: FlowType.WITHDRAW,
        cents: -cents,
        withdrawId: id,
        remark: `提现申请 ${withdrawNo}`,
        operator: user.username,
      });
      return {
        id,
        withdrawNo,
        amount: yuanNumber(cents),
        balance: yuanNumber(flow.balanceAfterCents),
        withdrawableAmount: yuanNumber(figures.withdrawableCents - cents),
      };
    });
    return ok(result, '提现申请已提交，请等待审核');
  });

  const readMenus = ['/balance/fundFlow', '/balance/account'];

  api.post('/shopFundFlow/getById', { config: { access: 'authenticated' } }, async (request) => {
    const user = currentUser(request);
    await requireAnyMenu(user, readMenus);
    if (isAgent(user)) throw new BizError('渠道用户没有店铺账户');
    const scope = scopeOf(user);
    const row = found(await flows.get(scope, (request.body as Record<string, unknown> | null)?.id));
    const withdraw = row.withdrawId ? await withdrawals.get(scope, row.withdrawId) : null;
    return ok({ ...row, withdraw });
  });

  api.get('/shopFundFlow/list', { config: { access: { menu: '/balance/fundFlow' } } }, async (request) => {
    const user = currentUser(request);
    if (isAgent(user)) throw new BizError('渠道用户没有店铺账户');
    return ok(await flows.list(scopeOf(user), queryOf(request)));
  });

  api.get('/shopFundFlow/withdrawList', { config: { access: { menu: '/balance/account' } } }, async (request) => {
    const user = currentUser(request);
    if (isAgent(user)) throw new BizError('渠道用户没有店铺账户');
    return ok(await withdrawals.list(scopeOf(user), queryOf(request)));
  });
}
