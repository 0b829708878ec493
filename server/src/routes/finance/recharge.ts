import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import type { EntityDef } from '../../data/entity';
import { sendExport } from '../../data/excel';
import { repository } from '../../data/repository';
import { scopeOf } from '../../data/scope';
import { BizError, ok } from '../../http/envelope';
import { refuseAgent } from '../business-shared';
import { queryOf } from '../crud';
import { registerConfigCrud } from '../shop/config-crud';
import { checkChoice, checkInt, checkMoney, checkText } from '../shop/rules';
import { RECHARGE_CONFIG_ENTITY, RECHARGE_ENTITY } from './entities';

const RECHARGE_COLUMNS: Readonly<Record<string, string>> = {
  rechargeNo: '充值单号',
  userName: '用户姓名',
  userPhone: '手机号',
  amount: '充值金额',
  giftAmount: '赠送金额',
  payType: '支付方式',
  status: '状态',
  payTime: '支付时间',
  createTime: '创建时间',
};

/**
 * Customers' recharges (`/business/recharge/list`, `exportXls`) and the recharge tiers
 * (`/business/rechargeConfig/list|queryById|add|edit|delete`).
 */
export function rechargeRoutes(api: FastifyInstance, ctx: AppContext): void {
  const recharges = repository(ctx.db, RECHARGE_ENTITY);

  api.get('/business/recharge/list', { config: { access: { menu: '/recharge/rechargeList' } } }, async (request) => {
    return ok(await recharges.list(scopeOf(currentUser(request)), queryOf(request)));
  });

  api.get(
    '/business/recharge/exportXls',
    { config: { access: { perm: 'recharge:export' } } },
    async (request, reply) => {
      const user = currentUser(request);
      refuseAgent(user, '渠道用户不能导出数据');
      const columns = Object.entries(RECHARGE_COLUMNS).map(([field, title]) => ({
        field,
        title,
        def: RECHARGE_ENTITY.fields[field] as NonNullable<EntityDef['fields'][string]>,
      }));
      return sendExport(reply, ctx, {
        title: '充值记录',
        entity: RECHARGE_ENTITY,
        columns,
        scope: scopeOf(user),
        query: queryOf(request),
      });
    },
  );

  registerConfigCrud(api, ctx, {
    base: '/business/rechargeConfig',
    entity: RECHARGE_CONFIG_ENTITY,
    access: {
      list: { menu: '/recharge/rechargeConfig' },
      add: { perm: 'rechargeConfig:add' },
      edit: { perm: 'rechargeConfig:edit' },
    },
    tenantWrites: true,
    validate(input) {
      const amount = checkMoney(input.amount, '充值金额', { positive: true });
      const gift = checkMoney(input.giftAmount, '赠送金额', { optional: true }) ?? 0;
      if (Number(gift) > Number(amount)) throw new BizError('赠送金额不能超过充值金额');
      return {
        configName: checkText(input.configName, '档位名称', 30),
        amount,
        giftAmount: gift,
        sort: checkInt(input.sort, '排序', 0, 999, true) ?? 0,
        status: checkChoice(input.status, '状态', [0, 1], true) ?? 1,
        remark: checkText(input.remark, '备注', 255, true),
      };
    },
  });
}
