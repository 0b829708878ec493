import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { type ApiRow, repository } from '../../data/repository';
import { inScope, narrowedToShop, type Scope } from '../../data/scope';
import type { Db } from '../../db/database';
import { BizError, ok } from '../../http/envelope';
import { paramsOf } from '../crud';
import { resolveArea } from './area-data';
import { GIVE_BACK_ADDRESS_ENTITY, SHOP_RULE_ENTITY } from './entities';
import { businessScope, visibleShop } from './owned';
import { checkChoice, checkFlag, checkInt, checkPhone, checkRatio, checkText } from './rules';

const MAX_ADDRESSES_PER_SHOP = 20;

function addressColumns(body: ApiRow, adding: boolean): ApiRow {
  const out: ApiRow = {};
  const has = (key: string) => adding || Object.hasOwn(body, key);
  if (has('receiverName')) out.receiverName = checkText(body.receiverName, '收货人姓名', 20);
  if (has('receiverPhone')) out.receiverPhone = checkPhone(body.receiverPhone, '联系电话');
  if (has('detailAddress')) out.detailAddress = checkText(body.detailAddress, '详细地址', 100);
  if (Object.hasOwn(body, 'remark')) out.remark = checkText(body.remark, '备注', 255, true);
  if (Object.hasOwn(body, 'isDefault')) out.isDefault = checkFlag(body.isDefault, '是否默认') ?? 0;
  const keys = ['provinceCode', 'cityCode', 'districtCode'];
  if (adding || keys.some((key) => Object.hasOwn(body, key))) {
    const [province, city, district] = keys.map((key) => String(body[key] ?? '').trim());
    if (!province || !city || !district) throw new BizError('请选择省市区');
    const area = resolveArea(province, city, district);
    if (!area) throw new BizError('请选择正确的省市区');
    Object.assign(out, area);
  }
  return out;
}

/** The give-back rule form; every field optional, checked when sent. */
function ruleColumns(body: ApiRow): ApiRow {
  const out: ApiRow = {};
  const sent = (key: string) => Object.hasOwn(body, key);
  if (sent('giveBackType')) out.giveBackType = checkChoice(body.giveBackType, '归还方式', [1, 2, 3]);
  if (sent('freightPayer')) out.freightPayer = checkChoice(body.freightPayer, '运费承担方', [1, 2]);
  if (sent('remindDays')) out.remindDays = checkInt(body.remindDays, '到期提醒天数', 0, 30);
  if (sent('earlyReturn')) out.earlyReturn = checkFlag(body.earlyReturn, '是否允许提前归还', false);
  if (sent('overdueFeeRatio')) out.overdueFeeRatio = checkRatio(body.overdueFeeRatio, '逾期费用比例');
  if (sent('damageRule')) out.damageRule = checkText(body.damageRule, '损坏赔偿规则', 1000, true);
  if (sent('buyoutRule')) out.buyoutRule = checkText(body.buyoutRule, '买断规则', 1000, true);
  if (sent('renewRule')) out.renewRule = checkText(body.renewRule, '续租规则', 1000, true);
  return out;
}

/** The addresses of one shop: the caller's scope narrowed to it. */
function addressesOf(scope: Scope, shopId: unknown, params: unknown[]): string {
  return inScope(narrowedToShop(scope, String(shopId)), GIVE_BACK_ADDRESS_ENTITY.scope, params);
}

/** Makes `id` its shop's only default address. */
async function makeDefault(db: Db, scope: Scope, shopId: unknown, id: string): Promise<void> {
  const params: unknown[] = [id];
  await db.query(
    `UPDATE bus_shop_give_back_address SET is_default = (id = $1)::int WHERE ${addressesOf(scope, shopId, params)}`,
    params,
  );
}

/**
 * Give-back rules and addresses of a shop. The first address of a shop is its default; marking
 * another as default clears the flag on the rest.
 */
export function giveBackRoutes(api: FastifyInstance, ctx: AppContext): void {
  const base = '/business/shopGiveBackAddresses';
  const addresses = repository(ctx.db, GIVE_BACK_ADDRESS_ENTITY);
  const rules = repository(ctx.db, SHOP_RULE_ENTITY);
  const ruleOf = async (scope: Scope, shopId: string) => (await rules.all(scope, { shopId }, 1))[0] ?? null;

  api.post(
    `${base}/selectShopRuleAndGiveBackByShopId`,
    { config: { access: { menu: '/shop/giveBackAddress' } } },
    async (request) => {
      const scope = businessScope(request);
      const shop = await visibleShop(ctx.db, scope, paramsOf(request).shopId);
      const list = await addresses.all(scope, { shopId: shop.id }, MAX_ADDRESSES_PER_SHOP);
      return ok({
        shopId: shop.id,
        shopName: shop.name,
        shopRule: await ruleOf(scope, shop.id),
        giveBackAddresses: list,
      });
    },
  );

  api.post(`${base}/addShopGiveBackAddresses`, { config: { access: { perm: 'giveBack:add' } } }, async (request) => {
    const scope = businessScope(request);
    const body = paramsOf(request);
    const shop = await visibleShop(ctx.db, scope, body.shopId);
    const columns = addressColumns(body, true);
    const id = await ctx.db.transaction(async (tx) => {
      const params: unknown[] = [];
      const count = await tx.one<{ n: number }>(
        `SELECT count(*)::int AS n FROM bus_shop_give_back_address WHERE ${addressesOf(scope, shop.id, params)}`,
        params,
      );
      const n = count?.n ?? 0;
      if (n >= MAX_ADDRESSES_PER_SHOP) throw new BizError(`每个店铺最多添加${MAX_ADDRESSES_PER_SHOP}个归还地址`);
      const created = await repository(tx, GIVE_BACK_ADDRESS_ENTITY).insert(scope, {
        ...columns,
        shopId: shop.id,
        isDefault: n === 0 ? 1 : (columns.isDefault ?? 0),
      });
      if (n === 0 || columns.isDefault === 1) await makeDefault(tx, scope, shop.id, created);
      return created;
    });
    return ok(id, '添加成功！');
  });

  const update = async (request: FastifyRequest) => {
    const scope = businessScope(request);
    const body = paramsOf(request);
    const current = await addresses.get(scope, body.id);
    if (!current) throw new BizError('未找到对应数据');
    // A partial area change is read against the stored path.
    for (const key of ['provinceCode', 'cityCode', 'districtCode']) {
      if (!Object.hasOwn(body, key)) body[key] = current[key];
    }
    const columns = addressColumns(body, false);
    await ctx.db.transaction(async (tx) => {
      await repository(tx, GIVE_BACK_ADDRESS_ENTITY).update(scope, current.id, columns);
      if (columns.isDefault === 1) await makeDefault(tx, scope, current.shopId, String(current.id));
    });
    return ok(null, '编辑成功!');
  };
  for (const method of ['POST', 'PUT'] as const) {
    api.route({
      method,
      url: `${base}/updateShopGiveBackAddresses`,
      config: { access: { perm: 'giveBack:edit' } },
      handler: update,
    });
  }

  api.get(
    `${base}/delShopGiveBackAddressById`,
    { config: { access: { perm: 'giveBack:delete' } } },
    async (request) => {
      const scope = businessScope(request);
      const current = await addresses.get(scope, paramsOf(request).id);
      if (!current) throw new BizError('未找到对应数据');
      await ctx.db.transaction(async (tx) => {
        await repository(tx, GIVE_BACK_ADDRESS_ENTITY).remove(scope, [current.id]);
        // The default went: the oldest remaining address takes over.
        if (current.isDefault === 1) {
          const params: unknown[] = [];
          await tx.query(
            `UPDATE bus_shop_give_back_address SET is_default = 1 WHERE id = (
             SELECT id FROM bus_shop_give_back_address WHERE ${addressesOf(scope, current.shopId, params)}
              ORDER BY create_time, id LIMIT 1)`,
            params,
          );
        }
      });
      return ok(null, '删除成功!');
    },
  );

  api.post(`${base}/saveShopRule`, { config: { access: { perm: 'giveBack:edit' } } }, async (request) => {
    const scope = businessScope(request);
    const body = paramsOf(request);
    const shop = await visibleShop(ctx.db, scope, body.shopId);
    const columns = ruleColumns(body);
    const current = await ruleOf(scope, shop.id);
    if (current) {
      await rules.update(scope, current.id, columns);
      return ok(current.id, '保存成功！');
    }
    return ok(await rules.insert(scope, { ...columns, shopId: shop.id }), '保存成功！');
  });
}
