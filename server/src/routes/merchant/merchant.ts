import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthUser } from '../../auth/auth-user';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { type ApiRow, found, repository } from '../../data/repository';
import { inScope, SHOP_ROW, scopeOf } from '../../data/scope';
import { BizError, ok } from '../../http/envelope';
import { dateText, isAgent, isShopUser, optionalText, requiredText, text, todayInZone } from '../business-shared';
import { bodyOf, paramsOf } from '../crud';
import { FREQUENCY_TEXT } from '../finance/fund-ledger';
import { parseAmount, yuan } from '../finance/money';
import { SETTLEMENT_ENTITY, TICKET_ENTITY } from './entities';

export const TICKET_TYPE_TEXT: Readonly<Record<number, string>> = { 1: '代金券', 2: '折扣券', 3: '兑换券' };

const MOBILE = /^1[3-9]\d{9}$/;
const CREDIT_CODE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;
const MAX_TICKETS = 100_000;

function refuseAgentShopData(user: AuthUser): void {
  if (isAgent(user)) throw new BizError('渠道用户无权查看商户数据');
}

/** The editable fields of a settlement body, validated; only the fields the body names. */
function settlementEdits(body: ApiRow): ApiRow {
  const edits: ApiRow = {};
  if (Object.hasOwn(body, 'merchantName'))
    edits.merchantName = requiredText(body.merchantName, '请输入商户名称', 100, '商户名称');
  for (const [name, label, max] of [
    ['legalPerson', '法人姓名', 50],
    ['contactName', '联系人', 50],
    ['businessCategory', '经营类目', 50],
    ['address', '地址', 255],
  ] as const) {
    if (Object.hasOwn(body, name)) edits[name] = optionalText(body[name], max, label);
  }
  if (Object.hasOwn(body, 'contactPhone')) {
    const phone = text(body.contactPhone);
    if (!MOBILE.test(phone)) throw new BizError('请输入正确手机号');
    edits.contactPhone = phone;
  }
  if (Object.hasOwn(body, 'creditCode')) {
    const code = text(body.creditCode).toUpperCase();
    if (!CREDIT_CODE.test(code)) throw new BizError('统一社会信用代码格式不正确');
    edits.creditCode = code;
  }
  if (Object.hasOwn(body, 'settleCycle')) {
    const cycle = Number(text(body.settleCycle));
    if (!Object.hasOwn(FREQUENCY_TEXT, cycle)) throw new BizError('结算周期只能是T+1、周结或月结');
    edits.settleCycle = cycle;
  }
  if (Object.hasOwn(body, 'commissionRate')) {
    const rate = Number(text(body.commissionRate));
    if (!Number.isFinite(rate) || rate < 0 || rate > 100 || !/^\d+(\.\d{1,2})?$/.test(text(body.commissionRate))) {
      throw new BizError('佣金比例须为0到100之间的数字，最多两位小数');
    }
    edits.commissionRate = rate;
  }
  return edits;
}

/** Merchant settlement (onboarding applications) and merchant tickets (docs/business-spec.md §7). */
export function merchantRoutes(api: FastifyInstance, ctx: AppContext): void {
  const settlements = repository(ctx.db, SETTLEMENT_ENTITY);
  const tickets = repository(ctx.db, TICKET_ENTITY);

  const settlementPage = async (request: FastifyRequest) => {
    const user = currentUser(request);
    refuseAgentShopData(user);
    return ok(await settlements.list(scopeOf(user), paramsOf(request)));
  };
  const settlementMenu = { config: { access: { menu: '/serviceCenter/merchantSettlement' } } };
  api.get('/sys/serviceCenter/getMerchantSettlement', settlementMenu, settlementPage);
  api.post('/sys/serviceCenter/getMerchantSettlement', settlementMenu, settlementPage);

  // Review (status 1 入驻 / 2 驳回, from 待审核 only) and edits of the merchant's details.
  api.post(
    '/sys/serviceCenter/updateMerchantSettlement',
    { config: { access: { perm: 'settlement:audit' } } },
    async (request) => {
      const user = currentUser(request);
      refuseAgentShopData(user);
      const scope = scopeOf(user);
      const body = bodyOf(request);
      const current = found(await settlements.get(scope, body.id));
      const edits = settlementEdits(body);
      const columns: Record<string, unknown> = {};
      const status = text(body.status);
      if (status !== '' && Number(status) !== current.status) {
        if (isShopUser(user)) throw new BizError('店铺用户不能审核入驻申请');
        if (status !== '1' && status !== '2') throw new BizError('审核结果只能是通过或驳回');
        if (current.status !== 0) throw new BizError('该入驻申请已审核，不能重复审核');
        const remark =
          status === '2'
            ? requiredText(body.auditRemark, '请填写驳回原因', 255, '驳回原因')
            : optionalText(body.auditRemark, 255, '审核意见');
        Object.assign(columns, {
          status: Number(status),
          audit_remark: remark,
          audit_by: scope.username,
          audit_time: new Date(),
        });
      }
      if (Object.keys(edits).length === 0 && Object.keys(columns).length === 0)
        throw new BizError('没有需要修改的内容');
      await settlements.update(scope, current.id, edits, columns);
      return ok(
        null,
        columns.status === 1 ? '审核通过，商户已入驻' : columns.status === 2 ? '已驳回该入驻申请' : '修改成功',
      );
    },
  );

  const ticketPage = async (request: FastifyRequest) => {
    const user = currentUser(request);
    refuseAgentShopData(user);
    const page = await tickets.list(scopeOf(user), paramsOf(request));
    for (const row of page.records) row.ticketType_dictText = TICKET_TYPE_TEXT[Number(row.ticketType)] ?? '';
    return ok(page);
  };
  const ticketMenu = { config: { access: { menu: '/merchant/merchantTicket' } } };
  api.get('/sys/merchant/pageMerchantTicket', ticketMenu, ticketPage);
  api.post('/sys/merchant/pageMerchantTicket', ticketMenu, ticketPage);

  api.post('/sys/merchant/addMerchantTicket', { config: { access: { perm: 'ticket:add' } } }, async (request) => {
    const user = currentUser(request);
    refuseAgentShopData(user);
    const scope = scopeOf(user);
    const body = bodyOf(request);
    const shopId = scope.shopId ?? text(body.shopId);
    if (!shopId) throw new BizError('请选择店铺');
    const params: unknown[] = [shopId];
    const shop = await ctx.db.one(
      `SELECT id FROM sys_shop WHERE id = $1 AND ${inScope(scope, SHOP_ROW, params)}`,
      params,
    );
    if (!shop) throw new BizError('未找到对应数据');
    const ticketName = requiredText(body.ticketName, '请输入票券名称', 100, '票券名称');
    const ticketType = Number(text(body.ticketType));
    if (!Object.hasOwn(TICKET_TYPE_TEXT, ticketType)) throw new BizError('请选择票券类型');
    const face = parseAmount(body.faceValue, ticketType === 2 ? '折扣' : '面值');
    if (ticketType === 2 && face >= 1000) throw new BizError('折扣须在0到10之间');
    const minAmount = text(body.minAmount) === '' ? 0 : parseAmount(body.minAmount, '使用门槛');
    const totalCount = Number(text(body.totalCount));
    if (!Number.isInteger(totalCount) || totalCount < 1 || totalCount > MAX_TICKETS) {
      throw new BizError(`发行数量须为1到${MAX_TICKETS}的整数`);
    }
    const beginDate = dateText(body.beginDate);
    const endDate = dateText(body.endDate);
    if (!beginDate || !endDate) throw new BizError('请选择有效期');
    if (endDate < beginDate) throw new BizError('结束日期不能早于开始日期');
    if (endDate < todayInZone()) throw new BizError('结束日期不能早于今天');
    const id = await tickets.insert(
      scope,
      { ticketName, ticketType, totalCount, beginDate, endDate, remark: optionalText(body.remark, 255, '备注') },
      { shop_id: shopId, face_value: yuan(face), min_amount: yuan(minAmount), status: 1 },
    );
    return ok(id, '添加成功！');
  });

  api.post('/sys/merchant/stopMerchantTicket', { config: { access: { perm: 'ticket:stop' } } }, async (request) => {
    const user = currentUser(request);
    refuseAgentShopData(user);
    const scope = scopeOf(user);
    const body = bodyOf(request);
    const ticket = found(await tickets.get(scope, body.id));
    if (ticket.status === 0) throw new BizError('该票券已停用');
    const reason = optionalText(body.reason ?? body.stopReason, 255, '停用原因');
    await tickets.update(scope, ticket.id, {}, { status: 0, stop_reason: reason, stop_time: new Date() });
    return ok(null, '票券已停用');
  });
}
