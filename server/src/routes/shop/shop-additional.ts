import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { type ApiRow, repository } from '../../data/repository';
import { BizError, ok } from '../../http/envelope';
import { paramsOf } from '../crud';
import { resolveArea } from './area-data';
import { SHOP_ADDITIONAL_ENTITY } from './entities';
import { businessScope, visibleShop } from './owned';
import {
  checkBankCard,
  checkChoice,
  checkCreditCode,
  checkIdCard,
  checkImage,
  checkMobile,
  checkPhone,
  checkText,
} from './rules';

/** settle_cycle dictionary: T+1, weekly, monthly. */
const SETTLE_CYCLES = [1, 7, 30];

const TEXTS: readonly (readonly [string, string, number])[] = [
  ['companyName', '企业名称', 100],
  ['legalPerson', '法人姓名', 50],
  ['businessHours', '营业时间', 50],
  ['addressDetail', '详细地址', 255],
  ['shopNotice', '店铺公告', 500],
  ['bankName', '开户银行', 100],
  ['accountName', '开户名称', 100],
];

/**
 * The additional-information form (each field optional, checked when sent). Province, city and
 * district come as codes and must form one path of the area data set; the names are taken from it.
 */
export function additionalColumns(body: ApiRow): ApiRow {
  const out: ApiRow = {};
  const sent = (key: string) => Object.hasOwn(body, key);
  for (const [key, label, max] of TEXTS) if (sent(key)) out[key] = checkText(body[key], label, max, true);
  if (sent('creditCode')) out.creditCode = checkCreditCode(body.creditCode);
  if (sent('licenseImg')) out.licenseImg = checkImage(body.licenseImg, '营业执照', true);
  if (sent('legalIdCard')) out.legalIdCard = checkIdCard(body.legalIdCard);
  if (sent('legalPhone')) out.legalPhone = checkMobile(body.legalPhone, '法人手机号', true);
  if (sent('servicePhone')) out.servicePhone = checkPhone(body.servicePhone, '客服电话', true);
  if (sent('bankAccount')) out.bankAccount = checkBankCard(body.bankAccount);
  if (sent('settleCycle')) out.settleCycle = checkChoice(body.settleCycle, '结算周期', SETTLE_CYCLES);
  const codes = ['provinceCode', 'cityCode', 'districtCode'].map((key) => String(body[key] ?? '').trim());
  if (codes.some(Boolean)) {
    const area = resolveArea(codes[0] ?? '', codes[1] ?? '', codes[2] ?? '');
    if (!area) throw new BizError('请选择正确的省市区');
    Object.assign(out, area);
  } else if (['provinceCode', 'cityCode', 'districtCode'].some(sent)) {
    Object.assign(out, {
      provinceCode: null,
      provinceName: null,
      cityCode: null,
      cityName: null,
      districtCode: null,
      districtName: null,
    });
  }
  return out;
}

/** A shop's additional information: read (null when never saved) and save (insert or update). */
export function shopAdditionalRoutes(api: FastifyInstance, ctx: AppContext): void {
  const repo = repository(ctx.db, SHOP_ADDITIONAL_ENTITY);
  const ofShop = async (scope: Parameters<typeof repo.all>[0], shopId: string) =>
    (await repo.all(scope, { shopId }, 1))[0] ?? null;

  api.post(
    '/business/shopAdditiona/selectShopAdditional',
    { config: { access: { menu: '/shop/shopInfo' } } },
    async (request) => {
      const scope = businessScope(request);
      const shop = await visibleShop(ctx.db, scope, paramsOf(request).shopId);
      const row = await ofShop(scope, shop.id);
      return ok(row ? { ...row, shopName: shop.name } : null);
    },
  );

  api.post(
    '/business/shopAdditiona/saveOrUpdateShopAddition',
    { config: { access: { perm: 'shop:edit' } } },
    async (request) => {
      const scope = businessScope(request);
      const body = paramsOf(request);
      const shop = await visibleShop(ctx.db, scope, body.shopId);
      const current = await ofShop(scope, shop.id);
      // Identity and bank numbers may be stored masked: sent back unchanged, they stay as they are.
      for (const key of ['legalIdCard', 'bankAccount']) {
        if (current && Object.hasOwn(body, key) && body[key] === current[key]) delete body[key];
      }
      const columns = additionalColumns(body);
      if (current) {
        await repo.update(scope, current.id, columns);
        return ok(current.id, '保存成功！');
      }
      return ok(await repo.insert(scope, { ...columns, shopId: shop.id }), '保存成功！');
    },
  );
}
