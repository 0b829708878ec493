import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { type EntityDef, f } from '../../data/entity';
import type { ApiRow } from '../../data/repository';
import type { Db } from '../../db/database';
import { BizError, fail, ok } from '../../http/envelope';
import { queryOf, registerCrud } from '../crud';
import { CHECK_RULE_PAGE } from './access-codes';
import { checkValue, MAX_CHECK_VALUE, parseRuleJson } from './check-rule';

/** Code check rules are platform-wide. sys_check_rule has no update columns. */
const CHECK_RULE_ENTITY: EntityDef = {
  table: 'sys_check_rule',
  scope: {},
  fields: {
    id: f.string('id', { write: false }),
    ruleName: f.string('rule_name'),
    ruleCode: f.string('rule_code'),
    ruleJson: f.string('rule_json', { filter: false, sort: false }),
    ruleDescription: f.string('rule_description'),
    createBy: f.string('create_by', { write: false }),
    createTime: f.datetime('create_time', { write: false }),
  },
};

const RULE_CODE_RULE = /^[A-Za-z0-9_-]{1,100}$/;

async function checkRuleBody(db: Db, body: ApiRow, id?: string): Promise<void> {
  const textOf = (key: string) => (typeof body[key] === 'string' ? (body[key] as string).trim() : '');
  if (!id || Object.hasOwn(body, 'ruleName')) {
    if (!textOf('ruleName')) throw new BizError('规则名称不能为空');
  }
  if (!id || Object.hasOwn(body, 'ruleCode')) {
    const code = textOf('ruleCode');
    if (!RULE_CODE_RULE.test(code)) throw new BizError('规则编码只能由字母、数字、下划线和中划线组成');
    if (await db.one('SELECT 1 AS hit FROM sys_check_rule WHERE rule_code = $1 AND id <> $2', [code, id ?? ''])) {
      throw new BizError('该值不可用，系统中已存在！');
    }
    body.ruleCode = code;
  }
  if (!id || Object.hasOwn(body, 'ruleJson')) body.ruleJson = JSON.stringify(parseRuleJson(body.ruleJson));
}

/** The value may arrive encoded once more (JeecgBoot's clients encodeURIComponent it); decode when it decodes. */
function decodedValue(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * `checkByCode` for forms, and rule administration (read with the rule page, written by the platform).
 *
 * @example registerCheckRuleRoutes(api, ctx) // GET /sys/checkRule/checkByCode?ruleCode=work_no&value=HD0001
 */
export function registerCheckRuleRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get('/sys/checkRule/checkByCode', { config: { access: 'authenticated' } }, async (request) => {
    const query = queryOf(request);
    const ruleCode = typeof query.ruleCode === 'string' ? query.ruleCode.trim() : '';
    const raw = typeof query.value === 'string' ? query.value : '';
    if (raw.length > MAX_CHECK_VALUE * 12) return fail(`校验的值不能超过${MAX_CHECK_VALUE}个字符`);
    const value = decodedValue(raw);
    if ([...value].length > MAX_CHECK_VALUE) return fail(`校验的值不能超过${MAX_CHECK_VALUE}个字符`);
    const rule = ruleCode
      ? await ctx.db.one<{ rule_json: string }>('SELECT rule_json FROM sys_check_rule WHERE rule_code = $1', [ruleCode])
      : undefined;
    if (!rule) return fail('该编码规则不存在');
    let parts: ReturnType<typeof parseRuleJson>;
    try {
      parts = parseRuleJson(rule.rule_json);
    } catch {
      return fail('该编码规则配置有误');
    }
    const message = checkValue(parts, value);
    return message === null ? ok(null, '校验通过') : fail(message);
  });

  registerCrud(api, ctx, {
    base: '/sys/checkRule',
    entity: CHECK_RULE_ENTITY,
    access: { list: CHECK_RULE_PAGE, add: 'platform', edit: 'platform', delete: 'platform' },
    check: (body, { id }) => checkRuleBody(ctx.db, body, id),
  });
}
