import type { ApiRow } from '../../data/repository';
import { AGENT_AUTHORITIES, inScope, inScopeOrShared, type Scope, SHOP_OWNED, TENANT_OWNED } from '../../data/scope';
import type { Db } from '../../db/database';
import { BizError } from '../../http/envelope';
import { text } from '../org/rules';
import { boundedText, optionalInt, requiredInt } from './params';

/** applet_status: 0 未发布, 1 审核中, 2 已上线, 3 已下线. */
export const APPLET_ONLINE = 2;
const APP_ID_RULE = /^[A-Za-z0-9_-]{6,64}$/;
const VERSION_RULE = /^\d{1,3}\.\d{1,3}\.\d{1,3}$/;
const TEMPLATE_CODE_RULE = /^[A-Za-z0-9_]{1,50}$/;
/** The code variable of a verification template, as SMS providers write it. */
const CODE_VARIABLE = ['$', '{code}'].join('');

export const APPLET_MESSAGES = {
  name: '请输入小程序名称（不超过100个字符）',
  appId: '请输入正确的小程序AppID（6到64位字母、数字、下划线或中划线）',
  appType: '请选择小程序平台',
  logo: '小程序图标地址不能超过500个字符',
  description: '小程序简介不能超过500个字符',
  version: '版本号格式应为1.0.0',
  status: '小程序状态不正确',
  appIdTaken: '该小程序AppID已存在',
  dutyUser: '负责人必须是本租户的用户',
  dutyUserFrozen: '该用户已冻结，不能设为负责人',
} as const;

export const SMS_MESSAGES = {
  name: '请输入模板名称（不超过50个字符）',
  code: '请输入模板编号（字母、数字、下划线，不超过50位）',
  codeTaken: '模板编号已存在',
  type: '请选择模板类型',
  signName: '短信签名须为2到12个字符',
  content: '请输入模板内容（不超过500个字符）',
  codeVariable: `验证码模板内容须包含${CODE_VARIABLE}`,
  status: '模板状态不正确',
  remark: '备注不能超过255个字符',
  applet: '小程序不存在',
} as const;

/**
 * The columns of an applet: a new one from its body, an edit from the stored row with the body on top.
 *
 * @example appletColumns({ name: '华东租赁', appId: '2021004123456789', appType: 1 }) // { name, app_id, ... }
 */
export function appletColumns(body: ApiRow, current?: ApiRow): Record<string, unknown> {
  const row: ApiRow = { ...(current ?? {}), ...body };
  const appId = text(row.appId);
  if (!APP_ID_RULE.test(appId)) throw new BizError(APPLET_MESSAGES.appId);
  const version = text(row.version);
  if (version !== '' && !VERSION_RULE.test(version)) throw new BizError(APPLET_MESSAGES.version);
  const status = optionalInt(row.status, 0, 3, APPLET_MESSAGES.status) ?? 0;
  return {
    name: boundedText(row.name, 100, APPLET_MESSAGES.name),
    app_id: appId,
    app_type: requiredInt(row.appType, 1, 3, APPLET_MESSAGES.appType),
    logo: boundedText(row.logo, 500, APPLET_MESSAGES.logo, false),
    description: boundedText(row.description, 500, APPLET_MESSAGES.description, false),
    version: version === '' ? null : version,
    status,
    ...(status === APPLET_ONLINE && !current?.onlineTime ? { online_time: new Date() } : {}),
  };
}

/** Refuses an app id another applet of the tenant already has on the same platform. */
export async function checkAppIdFree(
  db: Db,
  scope: Scope,
  columns: Record<string, unknown>,
  exceptId?: unknown,
): Promise<void> {
  // Unique in the whole tenant, whichever shop holds the other applet.
  const params: unknown[] = [columns.app_type, columns.app_id, exceptId === undefined ? null : String(exceptId)];
  const taken = await db.one(
    `SELECT 1 AS one FROM bus_applet WHERE app_type = $1 AND app_id = $2 AND id IS DISTINCT FROM $3
        AND ${inScope(scope, TENANT_OWNED, params)}`,
    params,
  );
  if (taken) throw new BizError(APPLET_MESSAGES.appIdTaken);
}

/**
 * A duty user: an active back-office user whose home tenant is the caller's (a shop user: of
 * their shop), never a channel partner.
 */
export async function checkDutyUser(db: Db, scope: Scope, raw: unknown): Promise<string> {
  const id = text(raw).slice(0, 64);
  if (id === '') throw new BizError(APPLET_MESSAGES.dutyUser);
  const params: unknown[] = [id, [...AGENT_AUTHORITIES]];
  const user = await db.one<{ status: number }>(
    `SELECT status FROM sys_user
      WHERE id = $1 AND ${inScope(scope, SHOP_OWNED, params)} AND del_flag = 0
        AND (authority IS NULL OR NOT (authority = ANY($2)))`,
    params,
  );
  if (!user) throw new BizError(APPLET_MESSAGES.dutyUser);
  if (user.status !== 1) throw new BizError(APPLET_MESSAGES.dutyUserFrozen);
  return id;
}

/** The columns of an SMS template (the stored row under the body on edit). */
export async function smsColumns(
  db: Db,
  scope: Scope,
  body: ApiRow,
  current?: ApiRow,
): Promise<Record<string, unknown>> {
  const row: ApiRow = { ...(current ?? {}), ...body };
  const code = text(row.templateCode);
  if (!TEMPLATE_CODE_RULE.test(code)) throw new BizError(SMS_MESSAGES.code);
  const type = requiredInt(row.templateType, 1, 3, SMS_MESSAGES.type);
  const signName = text(row.signName);
  if ([...signName].length < 2 || [...signName].length > 12) throw new BizError(SMS_MESSAGES.signName);
  const content = boundedText(row.content, 500, SMS_MESSAGES.content) as string;
  if (type === 1 && !content.includes(CODE_VARIABLE)) throw new BizError(SMS_MESSAGES.codeVariable);
  const appletId = text(row.appletId).slice(0, 64);
  if (appletId !== '') {
    // A shop's template may name the tenant's shared applets or its own shop's, not another shop's.
    const params: unknown[] = [appletId];
    const applet = await db.one(
      `SELECT 1 AS one FROM bus_applet WHERE id = $1 AND ${inScopeOrShared(scope, SHOP_OWNED, params)}`,
      params,
    );
    if (!applet) throw new BizError(SMS_MESSAGES.applet);
  }
  return {
    template_name: boundedText(row.templateName, 50, SMS_MESSAGES.name),
    template_code: code,
    template_type: type,
    sign_name: signName,
    content,
    applet_id: appletId === '' ? null : appletId,
    status: optionalInt(row.status, 0, 1, SMS_MESSAGES.status) ?? 1,
    remark: boundedText(row.remark, 255, SMS_MESSAGES.remark, false),
  };
}
