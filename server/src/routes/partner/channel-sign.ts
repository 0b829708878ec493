import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validateCompanyInfo } from '../../../../src/core/validation/company-info';
import type { AuthUser } from '../../auth/auth-user';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { CHANNEL_OWNED, CHANNEL_ROW, inScope, type Scope, scopeOf } from '../../data/scope';
import type { Db } from '../../db/database';
import { BizError, fail, ok } from '../../http/envelope';
import { newId } from '../../util/ids';
import { formatDateTime } from '../../util/time';
import { paramsOf } from '../crud';
import { text } from '../org/rules';
import { SIGN_STATUS } from './channel-entities';
import { isPartner, maskIdCard, maskPhone } from './params';

/** Authority of the channel partners the signing check applies to (docs/business-spec.md §6). */
export const SIGNING_AUTHORITY = 6;

/**
 * Texts of the 签署说明 modal. The one for an unsigned channel mentions 渠道企业信息 (the client
 * offers 去补充 on it); the others never mention 企业信息, so a client that decides by the text
 * alone decides the same as `needCompanyInfo`.
 */
export const SIGN_TEXTS = {
  unsigned: '您的渠道企业信息尚未补充完整，请先补充渠道企业信息后再签署合作协议',
  submitted: '资料已提交，正在审核中，审核通过后即可签署合作协议',
  signed: '合作协议已签署，可正常推广',
} as const;
export const COMPANY_KEYWORD = '渠道企业信息';
const STATUS_TEXT: Record<number, string> = { 0: '未签署', 1: '审核中', 2: '已签署' };

/** What `getChannelSignStatus` answers (the admin's signing check reads it on every route change). */
export interface ChannelSignStatus {
  /** The caller is a channel partner (authority 5 or 6). */
  partner: boolean;
  /** Show the 签署说明 modal: an authority-6 partner whose channel is not signed yet. */
  needSign: boolean;
  /** Offer 去补充 (the company-info form): needSign and no company info under review. */
  needCompanyInfo: boolean;
  signStatus: number | null;
  signStatus_dictText: string;
  /** The modal's text. */
  message: string;
  channelId: string | null;
  channelName: string | null;
  /** The company info submitted so far (ID card and mobile masked), or null. */
  companyInfo: Record<string, unknown> | null;
}

interface ChannelRow {
  id: string;
  name: string;
  sign_status: number;
  sign_message: string | null;
  info_submit_time: Date | null;
}

/** The caller's own channel (partners only). */
async function channelRow(db: Db, scope: Scope): Promise<ChannelRow | undefined> {
  if (scope.channelId === null) return undefined;
  const params: unknown[] = [];
  return db.one<ChannelRow>(
    `SELECT id, name, sign_status, sign_message, info_submit_time FROM sys_channel
      WHERE ${inScope(scope, CHANNEL_ROW, params)}`,
    params,
  );
}

function messageOf(row: ChannelRow): string {
  if (row.sign_status === SIGN_STATUS.signed) return row.sign_message || SIGN_TEXTS.signed;
  if (row.sign_status === SIGN_STATUS.submitted) return SIGN_TEXTS.submitted;
  const stored = row.sign_message ?? '';
  return stored.includes(COMPANY_KEYWORD) ? stored : SIGN_TEXTS.unsigned;
}

/**
 * The signing state of the caller's channel. Anyone may ask; users who are not channel partners
 * get `partner: false, needSign: false`.
 */
export async function signStatusOf(db: Db, user: AuthUser): Promise<ChannelSignStatus> {
  const scope = scopeOf(user);
  const row = await channelRow(db, scope);
  if (!row) {
    return {
      partner: isPartner(scope),
      needSign: false,
      needCompanyInfo: false,
      signStatus: null,
      signStatus_dictText: '',
      message: '',
      channelId: null,
      channelName: null,
      companyInfo: null,
    };
  }
  const params: unknown[] = [];
  const company = await db.one<Record<string, unknown>>(
    `SELECT company_name, credit_code, address, qy_email, fr_name, id_card, mobile, coalesce(update_time, create_time) AS at
       FROM bus_channel_company WHERE ${inScope(scope, CHANNEL_OWNED, params)}`,
    params,
  );
  const needSign = user.authority === SIGNING_AUTHORITY && row.sign_status !== SIGN_STATUS.signed;
  return {
    partner: true,
    needSign,
    needCompanyInfo: needSign && row.sign_status === SIGN_STATUS.unsigned,
    signStatus: row.sign_status,
    signStatus_dictText: STATUS_TEXT[row.sign_status] ?? '',
    message: messageOf(row),
    channelId: row.id,
    channelName: row.name,
    companyInfo: company
      ? {
          companyName: company.company_name,
          creditCode: company.credit_code,
          address: company.address,
          qyEmail: company.qy_email,
          frName: company.fr_name,
          idCard: maskIdCard(company.id_card),
          mobile: maskPhone(company.mobile),
          submitTime: formatDateTime(company.at as Date),
        }
      : null,
  };
}

/** Column limits of the company form, with the refusal for a value that does not fit. */
const LIMITS = [
  ['companyName', 100, '企业名称不能超过100个字符'],
  ['creditCode', 32, '统一社会信用代码不能超过32个字符'],
  ['address', 255, '企业地址不能超过255个字符'],
  ['qyEmail', 100, '企业邮箱不能超过100个字符'],
  ['frName', 50, '法人姓名不能超过50个字符'],
  ['idCard', 32, '法人身份证号不能超过32个字符'],
] as const;

/** The seven fields, checked with the spec's messages (the same rule as the form), trimmed. */
export function companyForm(params: Record<string, unknown>): Record<string, string> {
  const form = {
    companyName: text(params.companyName),
    creditCode: text(params.creditCode),
    address: text(params.address),
    qyEmail: text(params.qyEmail),
    frName: text(params.frName),
    idCard: text(params.idCard),
    mobile: text(params.mobile),
  };
  const message = validateCompanyInfo(form);
  if (message) throw new BizError(message);
  for (const [field, max, refusal] of LIMITS) if ([...form[field]].length > max) throw new BizError(refusal);
  return form;
}

/** Stores the company info of the caller's channel and moves an unsigned channel to "submitted". */
async function submitCompanyInfo(db: Db, user: AuthUser, params: Record<string, unknown>): Promise<void> {
  const scope = scopeOf(user);
  if (!isPartner(scope)) throw new BizError('当前用户不是渠道合作伙伴，无需补充企业信息');
  const form = companyForm(params);
  await db.transaction(async (tx) => {
    const row = await channelRow(tx, scope);
    if (!row) throw new BizError('未找到对应渠道');
    if (row.sign_status === SIGN_STATUS.signed) throw new BizError('合作协议已签署，企业信息无需再次提交');
    const values = [
      form.companyName,
      form.creditCode,
      form.address,
      form.qyEmail,
      form.frName,
      form.idCard,
      form.mobile,
      scope.username,
    ];
    await tx.query(
      `INSERT INTO bus_channel_company
         (id, tenant_id, channel_id, company_name, credit_code, address, qy_email, fr_name, id_card, mobile, create_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (channel_id) DO UPDATE SET company_name = $4, credit_code = $5, address = $6, qy_email = $7,
         fr_name = $8, id_card = $9, mobile = $10, update_by = $11, update_time = now()`,
      [newId(), scope.tenantId, row.id, ...values],
    );
    const params: unknown[] = [SIGN_STATUS.submitted, SIGN_TEXTS.submitted, scope.username, SIGN_STATUS.signed];
    await tx.query(
      `UPDATE sys_channel SET sign_status = $1, sign_message = $2, info_submit_time = now(), update_by = $3,
              update_time = now()
        WHERE sign_status <> $4 AND ${inScope(scope, CHANNEL_ROW, params)}`,
      params,
    );
  });
}

/** The signing check of channel partners (docs/business-spec.md §4, §5). */
export function channelSignRoutes(api: FastifyInstance, ctx: AppContext): void {
  const access = { config: { access: 'authenticated' as const } };

  // The admin's signing check; GET works as well as the spec's POST.
  const status = async (request: FastifyRequest) => ok(await signStatusOf(ctx.db, currentUser(request)));
  api.post('/sys/channel/getChannelSignStatus', access, status);
  api.get('/sys/channel/getChannelSignStatus', access, status);

  // Refusals carry their text in `result` too: the spec shows "server result text" on failure.
  api.post('/sys/channel/addChannelCompanyMessage', access, async (request) => {
    const user = currentUser(request);
    try {
      await submitCompanyInfo(ctx.db, user, paramsOf(request));
    } catch (error) {
      if (error instanceof BizError) return fail(error.message, error.code, error.message);
      throw error;
    }
    return ok(await signStatusOf(ctx.db, user), '企业信息提交成功，请等待审核');
  });
}
