import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { sendExport } from '../../data/excel';
import { scopeOf } from '../../data/scope';
import { USER_ENTITY } from './entities';

/** Exported user columns, in sheet order (JeecgBoot's 用户信息 sheet, without passwords). */
const USER_EXPORT_COLUMNS: Readonly<Record<string, string>> = {
  username: '登录账号',
  realname: '真实名称',
  sex: '性别',
  birthday: '生日',
  phone: '电话',
  email: '电子邮件',
  workNo: '工号',
  status: '状态',
  createTime: '创建时间',
};

const SHEET_TITLE = '用户信息';

/**
 * GET /sys/user/exportXls: the caller's users as 用户信息.xlsx, with the list's filters, advanced
 * query and sort, or exactly the `selections` ids. Import is not offered: a user needs a password,
 * roles and departments that a sheet row cannot carry safely.
 */
export function userExcelRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get('/sys/user/exportXls', { config: { access: { perm: 'user:export' } } }, async (request, reply) => {
    const scope = scopeOf(currentUser(request));
    const query = (request.query ?? {}) as Record<string, unknown>;
    const columns = Object.entries(USER_EXPORT_COLUMNS).map(([field, title]) => ({
      field,
      title,
      def: USER_ENTITY.fields[field] as NonNullable<(typeof USER_ENTITY.fields)[string]>,
    }));
    return sendExport(reply, ctx, { title: SHEET_TITLE, entity: USER_ENTITY, columns, scope, query });
  });
}
