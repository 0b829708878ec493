import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { ApiRow } from '../../data/repository';
import { BizError } from '../../http/envelope';
import { registerConfigCrud } from '../shop/config-crud';
import { checkChoice, checkInt, checkText } from '../shop/rules';
import { RISK_RULE_ENTITY } from './entities';

const OPS = ['gt', 'ge', 'lt', 'le'];

function threshold(raw: unknown): number {
  const value = typeof raw === 'number' ? raw : Number(String(raw ?? '').trim());
  if (raw === undefined || raw === null || raw === '') throw new BizError('请输入阈值');
  if (!Number.isFinite(value) || value < 0 || value > 100_000_000)
    throw new BizError('阈值必须是0到100000000之间的数字');
  if (Math.round(value * 100) !== value * 100) throw new BizError('阈值最多保留两位小数');
  return value;
}

/** Risk rules (`/business/riskRule/list|queryById|add|edit|delete`): set by the tenant, used by the credit query. */
export function riskRuleRoutes(api: FastifyInstance, ctx: AppContext): void {
  registerConfigCrud(api, ctx, {
    base: '/business/riskRule',
    entity: RISK_RULE_ENTITY,
    access: {
      list: { menu: '/risk/riskRule' },
      add: { perm: 'riskRule:add' },
      edit: { perm: 'riskRule:edit' },
    },
    tenantWrites: true,
    validate(input): ApiRow {
      const op = String(input.compareOp ?? '');
      if (!OPS.includes(op)) throw new BizError('请选择比较方式');
      return {
        ruleName: checkText(input.ruleName, '规则名称', 50),
        ruleType: checkChoice(input.ruleType, '规则类型', [1, 2, 3, 4]),
        compareOp: op,
        threshold: threshold(input.threshold),
        hitAction: checkChoice(input.hitAction, '命中处理', [1, 2]),
        priority: checkInt(input.priority, '优先级', 0, 999, true) ?? 0,
        status: checkChoice(input.status, '状态', [0, 1], true) ?? 1,
        remark: checkText(input.remark, '备注', 255, true),
      };
    },
  });
}
