import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { found, repository } from '../../data/repository';
import { type Scope, scopeOf } from '../../data/scope';
import { BizError, ok } from '../../http/envelope';
import { paramsOf } from '../crud';
import { checkUniqueInScope } from '../org/roles';
import { idList } from '../org/rules';
import { SMS_MESSAGES, smsColumns } from './applet-rules';
import { SMS_TEMPLATE_ENTITY } from './marketing-entities';
import { namesOf, readRoute, writeRoute } from './params';

/** Template codes are unique in the whole tenant, whoever (tenant or shop) owns the template. */
const tenantWide = (scope: Scope): Scope => ({ ...scope, shopId: null, channelId: null });

/** SMS templates of the tenant's applets (a shop user: their shop's). */
export function smsTemplateRoutes(api: FastifyInstance, ctx: AppContext): void {
  const templates = repository(ctx.db, SMS_TEMPLATE_ENTITY);
  /** Refuses a template code another template of the tenant (but `id`) already has. */
  const checkCodeFree = (scope: Scope, columns: Record<string, unknown>, id: string | undefined) =>
    checkUniqueInScope(
      ctx.db,
      SMS_TEMPLATE_ENTITY,
      tenantWide(scope),
      'template_code',
      String(columns.template_code),
      id,
      SMS_MESSAGES.codeTaken,
    );

  readRoute(api, '/sys/appletsSms/getSmsTemplate', { menu: '/applet/smsTemplate' }, async (request) => {
    const scope = scopeOf(currentUser(request));
    const page = await templates.list(scope, paramsOf(request));
    const applets = await namesOf(
      ctx.db,
      'bus_applet',
      scope,
      page.records.map((row) => row.appletId),
    );
    return ok({
      ...page,
      records: page.records.map((row) => ({ ...row, appletName: applets.get(String(row.appletId)) ?? null })),
    });
  });

  api.post('/sys/appletsSms/addSmsTemplate', { config: { access: { perm: 'sms:add' } } }, async (request) => {
    const scope = scopeOf(currentUser(request));
    const columns = await smsColumns(ctx.db, scope, paramsOf(request));
    await checkCodeFree(scope, columns, undefined);
    return ok(await templates.insert(scope, {}, columns), '添加成功！');
  });

  writeRoute(api, '/sys/appletsSms/updSmsTemplate', { perm: 'sms:edit' }, async (request) => {
    const scope = scopeOf(currentUser(request));
    const body = paramsOf(request);
    const current = found(await templates.get(scope, body.id));
    const columns = await smsColumns(ctx.db, scope, body, current);
    await checkCodeFree(scope, columns, String(current.id));
    if (!(await templates.update(scope, current.id, {}, columns))) throw new BizError('未找到对应数据');
    return ok(null, '编辑成功!');
  });

  writeRoute(
    api,
    '/sys/appletsSms/delSmsTemplate',
    { perm: 'sms:delete' },
    async (request) => {
      const params = paramsOf(request);
      const ids = idList(params.ids ?? params.id) ?? [];
      if (ids.length === 0) throw new BizError('请选择一条记录！');
      if ((await templates.remove(scopeOf(currentUser(request)), ids)) === 0) throw new BizError('未找到对应数据');
      return ok(null, '删除成功!');
    },
    ['DELETE', 'POST'],
  );
}
