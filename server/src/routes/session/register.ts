import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../auth/passwords';
import type { AppContext } from '../../context';
import { BizError, ok } from '../../http/envelope';
import { PLATFORM_TENANT_ID } from '../../seed/constants';
import { newId } from '../../util/ids';
import { bodyOf } from '../crud';
import { consumeSmsCode, MOBILE_PATTERN, SMS_CODE_INVALID, SmsMode } from './sms-codes';

export const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*\d).{8,64}$/;
export const PASSWORD_RULE_MESSAGE = '密码8位由数字、大小写字母组成!';
const USERNAME_RULE = /^[A-Za-z0-9_]{4,18}$/;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * POST /sys/user/register `{username, password, phone, smscode}` (public), with a code from
 * /sys/sms mode 1. The new user lands in the platform tenant with no authority and no roles: they
 * see nothing until an administrator grants them something.
 */
export function registerRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.post('/sys/user/register', { config: { access: 'public' } }, async (request) => {
    const body = bodyOf(request);
    const username = text(body.username);
    const password = typeof body.password === 'string' ? body.password : '';
    const phone = text(body.phone);
    const smscode = text(body.smscode);
    if (!USERNAME_RULE.test(username)) throw new BizError('用户名只允许字母、数字、下划线，长度4到18个字符');
    if (!PASSWORD_RULE.test(password)) throw new BizError(PASSWORD_RULE_MESSAGE);
    if (!MOBILE_PATTERN.test(phone)) throw new BizError('请输入正确手机号');
    if (!smscode) throw new BizError('请输入短信验证码');
    // Case-insensitive, so nobody registers a look-alike of an existing account ('Admin').
    if (await ctx.db.one('SELECT 1 FROM sys_user WHERE lower(username) = lower($1)', [username])) {
      throw new BizError('用户名已存在');
    }
    if (await ctx.db.one('SELECT 1 FROM sys_user WHERE phone = $1 AND del_flag = 0', [phone])) {
      throw new BizError('手机号已注册');
    }
    if (!(await consumeSmsCode(ctx, phone, SmsMode.register, smscode))) throw new BizError(SMS_CODE_INVALID);

    const passwordHash = await hashPassword(password);
    const id = newId();
    await ctx.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO sys_user (id, tenant_id, username, realname, password_hash, phone, status, del_flag, authority, create_by)
         VALUES ($1, $2, $3, $3, $4, $5, 1, 0, NULL, $3)`,
        [id, PLATFORM_TENANT_ID, username, passwordHash, phone],
      );
      await tx.query('INSERT INTO sys_user_tenant (user_id, tenant_id) VALUES ($1, $2)', [id, PLATFORM_TENANT_ID]);
    });
    return ok(null, '注册成功');
  });
}
