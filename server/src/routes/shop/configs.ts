import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { type ApiRow, repository } from '../../data/repository';
import { inScope, TENANT_OWNED } from '../../data/scope';
import { BizError } from '../../http/envelope';
import { text } from '../org/rules';
import { registerConfigCrud } from './config-crud';
import {
  BILL_CONFIG_ENTITY,
  EMPOWER_PRICE_ENTITY,
  ORDER_COMMISSION_ENTITY,
  PRODUCT_COMMISSION_ENTITY,
  PRODUCT_LIST_ENTITY,
} from './entities';
import { checkChoice, checkInt, checkMoney, checkRatio, checkText } from './rules';

const BY_RATIO = 1;
const FIXED = 2;

const common = (input: ApiRow): ApiRow => ({
  status: checkChoice(input.status, '状态', [0, 1], true) ?? 1,
  remark: checkText(input.remark, '备注', 255, true),
});

/**
 * The configuration rows of the area, each with list/queryById/add/edit/delete:
 * - `/sagesBillConfig` instalment bill plans (also addSagesBillConfig, updateStagesBillConfig);
 * - `/orderCommissionConfig` order commissions; `/productCommission` per-product commissions;
 * - `/empowerPriceConfig` empowerment prices (the tenant sets them; shop users only read theirs).
 */
export function configRoutes(api: FastifyInstance, ctx: AppContext): void {
  registerConfigCrud(api, ctx, {
    base: '/sagesBillConfig',
    entity: BILL_CONFIG_ENTITY,
    access: {
      list: { menu: '/balance/billConfig' },
      add: { perm: 'billConfig:add' },
      edit: { perm: 'billConfig:edit' },
    },
    addPaths: ['/sagesBillConfig/addSagesBillConfig'],
    editPaths: ['/sagesBillConfig/updateStagesBillConfig'],
    unique: { field: 'configName', message: '方案名称已存在' },
    validate: (input) => ({
      configName: checkText(input.configName, '方案名称', 30),
      stages: checkInt(input.stages, '分期期数', 1, 36),
      intervalDays: checkInt(input.intervalDays, '还款间隔天数', 1, 365),
      firstPayRatio: checkRatio(input.firstPayRatio, '首付比例'),
      feeRate: checkRatio(input.feeRate, '手续费率'),
      ...common(input),
    }),
    async beforeDelete(row, scope) {
      // Any product of the tenant using the plan keeps it, whichever shop it belongs to.
      const params: unknown[] = [row.id];
      const used = await ctx.db.one(
        `SELECT 1 AS used FROM bus_product WHERE ${inScope(scope, TENANT_OWNED, params)} AND del_flag = 0
            AND $1 = ANY(string_to_array(bill_config_ids, ',')) LIMIT 1`,
        params,
      );
      if (used) throw new BizError('该分期方案已被商品使用，无法删除');
    },
  });

  registerConfigCrud(api, ctx, {
    base: '/orderCommissionConfig',
    entity: ORDER_COMMISSION_ENTITY,
    access: {
      list: { menu: '/order/commissionConfig' },
      add: { perm: 'orderCommission:add' },
      edit: { perm: 'orderCommission:edit' },
    },
    unique: { field: 'configName', message: '配置名称已存在' },
    validate: (input) => {
      const type = checkChoice(input.commissionType, '佣金方式', [BY_RATIO, FIXED]);
      return {
        configName: checkText(input.configName, '配置名称', 30),
        orderType: checkChoice(input.orderType, '订单类型', [1, 2]),
        commissionType: type,
        commissionRatio: type === BY_RATIO ? checkRatio(input.commissionRatio, '佣金比例') : null,
        commissionAmount: type === FIXED ? checkMoney(input.commissionAmount, '佣金金额', { positive: true }) : null,
        minOrderAmount: checkMoney(input.minOrderAmount, '最低订单金额', { optional: true }) ?? 0,
        ...common(input),
      };
    },
  });

  registerConfigCrud(api, ctx, {
    base: '/empowerPriceConfig',
    entity: EMPOWER_PRICE_ENTITY,
    access: {
      list: { menu: '/product/empowerPrice' },
      add: { perm: 'empowerPrice:add' },
      edit: { perm: 'empowerPrice:edit' },
    },
    tenantWrites: true,
    unique: { field: 'serviceType', message: '该服务类型已配置价格' },
    validate: (input) => ({
      serviceName: checkText(input.serviceName, '服务名称', 30),
      serviceType: checkChoice(input.serviceType, '服务类型', [1, 2, 3, 4]),
      price: checkMoney(input.price, '服务价格'),
      chargeUnit: checkChoice(input.chargeUnit, '计费方式', [1, 2, 3], true) ?? 1,
      freeQuota: checkInt(input.freeQuota, '免费额度', 0, 100_000, true) ?? 0,
      ...common(input),
    }),
  });

  const products = repository(ctx.db, PRODUCT_LIST_ENTITY);
  registerConfigCrud(api, ctx, {
    base: '/productCommission',
    entity: PRODUCT_COMMISSION_ENTITY,
    access: {
      list: { menu: '/product/commission' },
      add: { perm: 'productCommission:add' },
      edit: { perm: 'productCommission:edit' },
    },
    shopFromValidate: true,
    async validate(input, scope, current) {
      if (!text(input.productId)) throw new BizError('请选择商品');
      const product = await products.get(scope, input.productId);
      if (!product) throw new BizError('商品不存在或无权访问');
      const type = checkChoice(input.commissionType, '佣金方式', [BY_RATIO, FIXED]);
      const first = type === BY_RATIO ? checkRatio(input.firstRatio, '一级佣金比例') : null;
      const second = type === BY_RATIO ? (checkRatio(input.secondRatio, '二级佣金比例', true) ?? 0) : null;
      if ((first ?? 0) + (second ?? 0) > 100) throw new BizError('佣金比例合计不能超过100');
      const taken = await ctx.db.one(
        'SELECT 1 AS taken FROM bus_product_commission WHERE product_id = $1 AND id IS DISTINCT FROM $2',
        [product.id, current?.id ?? null],
      );
      if (taken) throw new BizError('该商品已配置佣金');
      return {
        productId: product.id,
        shopId: product.shopId,
        commissionType: type,
        firstRatio: first,
        secondRatio: second,
        commissionAmount: type === FIXED ? checkMoney(input.commissionAmount, '佣金金额', { positive: true }) : null,
        ...common(input),
      };
    },
  });
}
