import type { ApiRow } from '../../data/repository';
import { CHANNEL_OWNED, inScope, narrowedToChannel, type Scope } from '../../data/scope';
import type { Db } from '../../db/database';
import { BizError } from '../../http/envelope';
import { text } from '../org/rules';
import { SIGN_STATUS } from './channel-entities';
import { COMPANY_KEYWORD, SIGN_TEXTS } from './channel-sign';
import { boundedText, checkShopInScope, isPartner, money, requiredInt } from './params';

const CODE_RULE = /^[A-Za-z0-9_-]{1,32}$/;
const MOBILE_RULE = /^1[3-9]\d{9}$/;
const LANDLINE_RULE = /^0\d{2,3}-?\d{7,8}$/;

/** Fields a channel partner may change on their own channel; the rest belong to the tenant. */
const PARTNER_FIELDS = new Set(['id', 'contactName', 'contactPhone']);
const TENANT_FIELDS = [
  'name',
  'code',
  'status',
  'commissionRate',
  'defaultShopId',
  'isDefault',
  'signStatus',
  'signMessage',
] as const;

function sameValue(sent: unknown, stored: unknown): boolean {
  const a = sent === undefined || sent === null ? '' : String(sent).trim();
  const b = stored === undefined || stored === null ? '' : String(stored);
  if (a === b) return true;
  return a !== '' && b !== '' && Number.isFinite(Number(a)) && Number(a) === Number(b);
}

/** The sign columns of a review decision: approve (2), back to review (1) or reject (0). */
async function signColumns(
  db: Db,
  scope: Scope,
  current: ApiRow,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const status = requiredInt(body.signStatus, 0, 2, '签署状态不正确');
  const note = boundedText(body.signMessage, 200, '签署说明不能超过200个字符', false);
  if (status !== SIGN_STATUS.unsigned) {
    const params: unknown[] = [];
    const company = await db.one(
      `SELECT 1 AS one FROM bus_channel_company
        WHERE ${inScope(narrowedToChannel(scope, String(current.id)), CHANNEL_OWNED, params)}`,
      params,
    );
    if (!company) throw new BizError('该渠道尚未提交企业信息，不能通过签署审核');
  }
  if (status === SIGN_STATUS.signed) {
    const signedBefore = current.signStatus === SIGN_STATUS.signed;
    return {
      sign_status: status,
      sign_message: note ?? SIGN_TEXTS.signed,
      ...(signedBefore ? {} : { sign_time: new Date() }),
    };
  }
  if (status === SIGN_STATUS.submitted)
    return { sign_status: status, sign_message: SIGN_TEXTS.submitted, sign_time: null };
  // A rejection must send the partner back to the company form: its text names 渠道企业信息.
  const message =
    note === null
      ? SIGN_TEXTS.unsigned
      : note.includes(COMPANY_KEYWORD)
        ? note
        : `${COMPANY_KEYWORD}审核未通过：${note}，请修改后重新提交`;
  return { sign_status: status, sign_message: message, sign_time: null };
}

/**
 * The columns an updateChannel body changes, checked. A channel partner may change only the
 * contact fields of their own channel (a field sent unchanged is accepted, so a form may send
 * the whole row); the tenant may change everything, including the signing review.
 *
 * @example await channelUpdate(db, tenantScope, row, { id, signStatus: 2 }) // { columns: { sign_status: 2, ... } }
 */
export async function channelUpdate(
  db: Db,
  scope: Scope,
  current: ApiRow,
  body: Record<string, unknown>,
): Promise<{ columns: Record<string, unknown>; makeDefault: boolean }> {
  if (isPartner(scope)) {
    for (const field of TENANT_FIELDS) {
      if (Object.hasOwn(body, field) && !PARTNER_FIELDS.has(field) && !sameValue(body[field], current[field])) {
        throw new BizError('渠道合作伙伴只能修改联系人信息');
      }
    }
  }
  const has = (field: string) => Object.hasOwn(body, field) && (!isPartner(scope) || PARTNER_FIELDS.has(field));
  const columns: Record<string, unknown> = {};
  if (has('name')) columns.name = boundedText(body.name, 100, '请输入渠道名称（不超过100个字符）');
  if (has('code')) {
    const code = text(body.code);
    if (code !== '' && !CODE_RULE.test(code))
      throw new BizError('渠道编码只能包含字母、数字、下划线和中划线，最长32位');
    columns.code = code === '' ? null : code;
  }
  if (has('contactName')) columns.contact_name = boundedText(body.contactName, 50, '联系人不能超过50个字符', false);
  if (has('contactPhone')) {
    const phone = text(body.contactPhone);
    if (phone !== '' && !MOBILE_RULE.test(phone) && !LANDLINE_RULE.test(phone)) {
      throw new BizError('请输入正确的联系电话');
    }
    columns.contact_phone = phone === '' ? null : phone;
  }
  if (has('commissionRate')) {
    columns.commission_rate = money(body.commissionRate, 0, 100, '佣金比例须为0到100之间的数字，最多两位小数');
  }
  if (has('status')) columns.status = requiredInt(body.status, 0, 1, '渠道状态不正确');
  if (has('defaultShopId')) {
    const shopId = text(body.defaultShopId);
    if (shopId !== '') {
      await checkShopInScope(db, scope, shopId.slice(0, 64));
    }
    columns.default_shop_id = shopId === '' ? null : shopId;
  }
  let makeDefault = false;
  if (has('isDefault')) {
    columns.is_default = requiredInt(body.isDefault, 0, 1, '默认渠道标记不正确');
    makeDefault = columns.is_default === 1;
  }
  if (has('signStatus')) Object.assign(columns, await signColumns(db, scope, current, body));
  return { columns, makeDefault };
}
