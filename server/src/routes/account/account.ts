import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { inScope, scopeOf, TENANT_OWNED } from '../../data/scope';
import { BizError, ok } from '../../http/envelope';
import { formatDateTime } from '../../util/time';
import { bodyOf } from '../crud';
import { checkContact, text } from '../org/rules';

/** Notification switches of 个人设置 (1 on, 0 off) and their defaults. */
export const NOTIFY_KEYS = ['notifySystem', 'notifyOrder', 'notifyChat', 'notifyEmail'] as const;
const NOTIFY_COLUMNS = ['notify_system', 'notify_order', 'notify_chat', 'notify_email'] as const;
const NOTIFY_DEFAULTS = [1, 1, 1, 0] as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * 个人中心 / 个人设置: the caller's own profile (`/account/profile`, read and save realname, sex,
 * birthday, phone, email, avatar) and notification settings (`/account/notifySettings`). The
 * password is changed through `/sys/user/updatePassword`.
 */
export function accountRoutes(api: FastifyInstance, ctx: AppContext): void {
  const signedIn = { config: { access: 'authenticated' as const } };

  api.get('/account/profile', signedIn, async (request) => {
    const user = currentUser(request);
    const row = await ctx.db.one<Record<string, unknown>>(
      `SELECT u.username, u.realname, u.avatar, u.sex, u.birthday::text AS birthday, u.email, u.phone,
              u.authority, u.create_time, t.name AS tenant_name, s.name AS shop_name, c.name AS channel_name
         FROM sys_user u
         LEFT JOIN sys_tenant t ON t.id = $2
         LEFT JOIN sys_shop s ON s.id = u.shop_id
         LEFT JOIN sys_channel c ON c.id = u.channel_id
        WHERE u.id = $1`,
      [user.id, user.tenantId],
    );
    if (!row) throw new BizError('当前系统无登录用户!');
    // The caller's own memberships in the tenant they work in.
    const scope = scopeOf(user);
    const roleParams: unknown[] = [user.id];
    const roles = await ctx.db.query<{ role_name: string }>(
      `SELECT r.role_name FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id
        WHERE ur.user_id = $1 AND ${inScope(scope, TENANT_OWNED, roleParams, 'r')} ORDER BY r.role_name`,
      roleParams,
    );
    const departParams: unknown[] = [user.id];
    const departs = await ctx.db.query<{ depart_name: string }>(
      `SELECT d.depart_name FROM sys_user_depart ud JOIN sys_depart d ON d.id = ud.dep_id
        WHERE ud.user_id = $1 AND ${inScope(scope, TENANT_OWNED, departParams, 'd')} ORDER BY d.depart_name`,
      departParams,
    );
    const logins = await ctx.db.one<{ n: number; last: Date | null }>(
      'SELECT count(*)::int AS n, max(create_time) AS last FROM sys_log WHERE log_type = 1 AND userid = $1',
      [user.id],
    );
    return ok({
      username: row.username,
      realname: row.realname,
      avatar: row.avatar,
      sex: row.sex,
      birthday: row.birthday,
      email: row.email,
      phone: row.phone,
      authority: row.authority,
      tenantName: row.tenant_name,
      shopName: row.shop_name,
      channelName: row.channel_name,
      roles: roles.map((role) => role.role_name),
      departs: departs.map((depart) => depart.depart_name),
      loginCount: logins?.n ?? 0,
      lastLoginTime: formatDateTime(logins?.last ?? null),
      createTime: formatDateTime(row.create_time as Date),
    });
  });

  api.post('/account/profile', signedIn, async (request) => {
    const user = currentUser(request);
    const body = bodyOf(request);
    const realname = text(body.realname);
    if (realname === '' || [...realname].length > 50) throw new BizError('请输入姓名（不超过50个字符）');
    checkContact(body);
    const sex = body.sex === undefined || body.sex === null || body.sex === '' ? null : Number(body.sex);
    if (sex !== null && sex !== 1 && sex !== 2) throw new BizError('性别不正确');
    const birthday = text(body.birthday);
    if (birthday !== '' && (!DATE.test(birthday) || Number.isNaN(Date.parse(birthday)))) {
      throw new BizError('生日格式不正确');
    }
    const avatar = text(body.avatar);
    if (avatar.length > 500) throw new BizError('头像地址过长');
    try {
      await ctx.db.query(
        `UPDATE sys_user SET realname = $2, sex = $3, birthday = $4, phone = $5, email = $6, avatar = $7,
                update_by = $8, update_time = now()
          WHERE id = $1`,
        [
          user.id,
          realname,
          sex,
          birthday || null,
          body.phone ?? null,
          body.email ?? null,
          avatar || null,
          user.username,
        ],
      );
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw new BizError('该手机号已被其他用户使用');
      throw error;
    }
    return ok(null, '保存成功');
  });

  api.get('/account/notifySettings', signedIn, async (request) => {
    const user = currentUser(request);
    const row = await ctx.db.one<Record<string, number>>(
      `SELECT ${NOTIFY_COLUMNS.join(', ')} FROM sys_user_setting WHERE user_id = $1`,
      [user.id],
    );
    return ok({
      notifySystem: row?.notify_system ?? 1,
      notifyOrder: row?.notify_order ?? 1,
      notifyChat: row?.notify_chat ?? 1,
      notifyEmail: row?.notify_email ?? 0,
    });
  });

  api.post('/account/notifySettings', signedIn, async (request) => {
    const user = currentUser(request);
    const body = bodyOf(request);
    const values = NOTIFY_KEYS.map((key, i) => {
      if (!Object.hasOwn(body, key)) return NOTIFY_DEFAULTS[i];
      const value = Number(body[key]);
      if (value !== 0 && value !== 1) throw new BizError('通知设置不正确');
      return value;
    });
    await ctx.db.query(
      `INSERT INTO sys_user_setting (user_id, ${NOTIFY_COLUMNS.join(', ')}, update_time)
       VALUES ($1, $2, $3, $4, $5, now())
       ON CONFLICT (user_id) DO UPDATE SET notify_system = $2, notify_order = $3, notify_chat = $4,
              notify_email = $5, update_time = now()`,
      [user.id, ...values],
    );
    return ok(null, '保存成功');
  });
}
