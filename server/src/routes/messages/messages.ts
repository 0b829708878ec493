import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import type { ApiRow } from '../../data/repository';
import { inScope, type Scope, scopeOf } from '../../data/scope';
import { BizError, ok } from '../../http/envelope';
import { bodyOf, registerCrud } from '../crud';
import { checkUniqueInScope } from '../org/roles';
import { text } from '../org/rules';
import { MESSAGE_ENTITY, MESSAGE_TEMPLATE_ENTITY } from './entities';

/** Template types (and message types): 1 短信, 2 邮件, 3 系统消息, 4 微信. */
export const MESSAGE_TYPES = [1, 2, 3, 4] as const;
const CODE_RULE = /^[A-Za-z0-9_]{2,50}$/;

export const MESSAGE_TEXT = {
  code: '模板编码为2到50位字母、数字或下划线',
  codeTaken: '模板编码已存在',
  name: '请输入模板标题（不超过100个字符）',
  type: '请选择模板类型',
  content: '请输入模板内容（不超过2000个字符）',
  json: '测试数据必须是JSON对象',
  notFound: '未找到对应数据',
  alreadySent: '消息已发送成功，无需重发',
} as const;

function checkLength(value: string, max: number, message: string): void {
  if (value === '' || [...value].length > max) throw new BizError(message);
}

/** Validates a template body in place (trimmed values written back); the code is unique per tenant. */
async function checkTemplate(ctx: AppContext, body: ApiRow, scope: Scope, id: string | undefined): Promise<void> {
  const adding = id === undefined;
  if (adding || Object.hasOwn(body, 'templateCode')) {
    const code = text(body.templateCode);
    if (!CODE_RULE.test(code)) throw new BizError(MESSAGE_TEXT.code);
    await checkUniqueInScope(ctx.db, MESSAGE_TEMPLATE_ENTITY, scope, 'template_code', code, id, MESSAGE_TEXT.codeTaken);
    body.templateCode = code;
  }
  if (adding || Object.hasOwn(body, 'templateName')) {
    body.templateName = text(body.templateName);
    checkLength(String(body.templateName), 100, MESSAGE_TEXT.name);
  }
  if (adding || Object.hasOwn(body, 'templateType')) {
    const type = Number(body.templateType);
    if (!MESSAGE_TYPES.includes(type as (typeof MESSAGE_TYPES)[number])) throw new BizError(MESSAGE_TEXT.type);
    body.templateType = type;
  }
  if (adding || Object.hasOwn(body, 'templateContent')) {
    body.templateContent = text(body.templateContent);
    checkLength(String(body.templateContent), 2000, MESSAGE_TEXT.content);
  }
  const json = text(body.templateTestJson);
  if (json !== '') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(json);
    } catch {
      throw new BizError(MESSAGE_TEXT.json);
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed) || json.length > 1000) {
      throw new BizError(MESSAGE_TEXT.json);
    }
  }
}

/**
 * 消息中心: message templates (`/sys/message/sysMessageTemplate/*`, full CRUD) and message records
 * (`/sys/message/sysMessage/list`, `queryById`, `delete`, and `resend` of a message not yet sent).
 */
export function messageRoutes(api: FastifyInstance, ctx: AppContext): void {
  const templateMenu = { menu: '/message/template' } as const;
  registerCrud(api, ctx, {
    base: '/sys/message/sysMessageTemplate',
    entity: MESSAGE_TEMPLATE_ENTITY,
    access: {
      list: templateMenu,
      add: { perm: 'msgTemplate:add' },
      edit: { perm: 'msgTemplate:edit' },
      delete: { perm: 'msgTemplate:delete' },
    },
    check: (body, { scope, id }) => checkTemplate(ctx, body, scope, id),
  });

  const messageMenu = { menu: '/message/messageList' } as const;
  registerCrud(api, ctx, {
    base: '/sys/message/sysMessage',
    entity: MESSAGE_ENTITY,
    access: { list: messageMenu, add: 'platform', edit: 'platform', delete: 'platform' },
    check: () => {
      throw new BizError('消息记录不能直接新增或编辑');
    },
  });

  api.post('/sys/message/sysMessage/resend', { config: { access: { perm: 'message:resend' } } }, async (request) => {
    const scope = scopeOf(currentUser(request));
    const id = text(bodyOf(request).id);
    const readParams: unknown[] = [id];
    const row = await ctx.db.one<{ es_send_status: number }>(
      `SELECT es_send_status FROM sys_message WHERE id = $1 AND ${inScope(scope, MESSAGE_ENTITY.scope, readParams)}`,
      readParams,
    );
    if (!row) throw new BizError(MESSAGE_TEXT.notFound);
    if (row.es_send_status === 1) throw new BizError(MESSAGE_TEXT.alreadySent);
    // The demo has no real gateway: a resend is recorded as delivered.
    const writeParams: unknown[] = [id, scope.username];
    await ctx.db.query(
      `UPDATE sys_message SET es_send_status = 1, es_send_num = es_send_num + 1, es_send_time = now(),
              es_result = '重新发送成功', update_by = $2, update_time = now()
        WHERE id = $1 AND ${inScope(scope, MESSAGE_ENTITY.scope, writeParams)}`,
      writeParams,
    );
    return ok(null, '重新发送成功');
  });
}
