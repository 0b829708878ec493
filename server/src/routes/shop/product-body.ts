import type { ApiRow } from '../../data/repository';
import { inScopeOrShared, narrowedToShop, type Scope, SHOP_OWNED } from '../../data/scope';
import type { Db } from '../../db/database';
import { BizError } from '../../http/envelope';
import { idList, text } from '../org/rules';
import { visibleCategory } from './categories';
import { shopForWrite, visibleShop } from './owned';
import {
  checkChoice,
  checkFlag,
  checkImage,
  checkImages,
  checkInt,
  checkMoney,
  checkRichText,
  checkText,
} from './rules';

/** rent_or_purchase: 1 租赁, 2 购买, 3 租购. */
export const RENT = 1;
export const PURCHASE = 2;
export const BOTH = 3;
export const NEW_DEGREES = ['全新', '99新', '95新', '9成新', '8成新'] as const;
const MAX_SPECS = 50;
const MAX_BILL_CONFIGS = 10;

export interface SpecInput {
  specName: string;
  leaseDays: number | null;
  rentPriceDay: number | null;
  deposit: number;
  salePrice: number | null;
  marketPrice: number | null;
  stock: number;
  sort: number;
}

export interface ProductInput {
  /** Entity fields to write (shopId only on add). */
  columns: ApiRow;
  /** The full new spec list, or null when the body leaves the specs as they are. */
  specs: SpecInput[] | null;
}

const rents = (type: number) => type === RENT || type === BOTH;
const sells = (type: number) => type === PURCHASE || type === BOTH;

function checkSpec(raw: unknown, type: number): SpecInput {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new BizError('规格格式不正确');
  const spec = raw as ApiRow;
  const rent = rents(type);
  const sale = sells(type);
  return {
    specName: checkText(spec.specName, '规格名称', 100) as string,
    leaseDays: rent ? checkInt(spec.leaseDays, '租期天数', 1, 3650) : null,
    rentPriceDay: rent ? checkMoney(spec.rentPriceDay, '日租金', { positive: true }) : null,
    deposit: rent ? (checkMoney(spec.deposit, '押金', { optional: true }) ?? 0) : 0,
    salePrice: sale ? checkMoney(spec.salePrice, '售价', { positive: true }) : null,
    marketPrice: checkMoney(spec.marketPrice, '市场价', { optional: true }),
    stock: checkInt(spec.stock, '库存', 0, 999_999, true) ?? 0,
    sort: checkInt(spec.sort, '排序', 0, 9999, true) ?? 0,
  };
}

/**
 * The spec list of a product of `type`: at least one, at most 50, each checked (the message names
 * the spec's position), no two with the same name and lease term.
 *
 * @example checkSpecs([{ specName: '256G', leaseDays: 30, rentPriceDay: '9.9' }], 1)
 */
export function checkSpecs(raw: unknown, type: number): SpecInput[] {
  if (!Array.isArray(raw) || raw.length === 0) throw new BizError('请至少添加一个商品规格');
  if (raw.length > MAX_SPECS) throw new BizError(`商品规格最多${MAX_SPECS}个`);
  const seen = new Set<string>();
  return raw.map((item, index) => {
    let spec: SpecInput;
    try {
      spec = checkSpec(item, type);
    } catch (error) {
      if (error instanceof BizError) throw new BizError(`第${index + 1}个规格：${error.message}`);
      throw error;
    }
    const key = `${spec.specName}\u0000${spec.leaseDays ?? ''}`;
    if (seen.has(key)) {
      throw new BizError(`规格重复：${spec.specName}${spec.leaseDays ? ` / ${spec.leaseDays}天` : ''}`);
    }
    seen.add(key);
    return spec;
  });
}

/** The product type a shop may sell: a rent-only shop rents, a purchase-only shop sells. */
export function checkTypeForShop(type: number, shopMode: number): void {
  if (shopMode === RENT && type !== RENT) throw new BizError('该店铺只支持租赁商品');
  if (shopMode === PURCHASE && type !== PURCHASE) throw new BizError('该店铺只支持购买商品');
}

async function checkCategory(db: Db, scope: Scope, raw: unknown, shopId: string): Promise<string> {
  if (!text(raw)) throw new BizError('请选择商品类目');
  const category = await visibleCategory(db, scope, raw);
  if (!category || (category.shop_id !== null && category.shop_id !== shopId))
    throw new BizError('请选择正确的商品类目');
  if (category.status !== 1) throw new BizError('该类目已停用');
  if (await db.one('SELECT 1 AS found FROM bus_category WHERE pid = $1 LIMIT 1', [category.id])) {
    throw new BizError('请选择最末级类目');
  }
  return category.id;
}

async function checkBillConfigs(db: Db, scope: Scope, raw: unknown, shopId: string): Promise<string | null> {
  const ids = idList(raw) ?? [];
  if (ids.length === 0) return null;
  if (ids.length > MAX_BILL_CONFIGS) throw new BizError(`分期方案最多选择${MAX_BILL_CONFIGS}个`);
  // The tenant's shared plans or the product's shop's own.
  const params: unknown[] = [ids];
  const found = await db.query<{ id: string }>(
    `SELECT id FROM bus_stages_bill_config
      WHERE id = ANY($1) AND ${inScopeOrShared(narrowedToShop(scope, shopId), SHOP_OWNED, params)} AND status = 1`,
    params,
  );
  if (found.length !== ids.length) throw new BizError('分期方案不存在或已停用');
  return ids.join(',');
}

/**
 * A product body checked: on add (`current` null) everything the form requires; on update only
 * what it sends, against the product as it is. The shop never changes on update.
 */
export async function productInput(db: Db, scope: Scope, body: ApiRow, current: ApiRow | null): Promise<ProductInput> {
  const adding = current === null;
  const has = (key: string) => adding || Object.hasOwn(body, key);
  const shopId = adding
    ? ((await shopForWrite(db, scope, body.shopId, true)) as string)
    : String((current as ApiRow).shopId);
  const shop = await visibleShop(db, scope, shopId);
  const columns: ApiRow = adding ? { shopId } : {};

  if (has('productName')) columns.productName = checkText(body.productName, '商品名称', 60);
  const type = has('productType')
    ? (checkChoice(body.productType, '商品类型', [RENT, PURCHASE, BOTH]) as number)
    : Number(current?.productType);
  checkTypeForShop(type, shop.rentOrPurchase);
  if (has('productType')) columns.productType = type;
  if (has('categoryId')) columns.categoryId = await checkCategory(db, scope, body.categoryId, shopId);
  if (has('mainImage')) columns.mainImage = checkImage(body.mainImage, '商品主图');
  if (Object.hasOwn(body, 'images')) columns.images = checkImages(body.images, '商品图片', 9);
  if (Object.hasOwn(body, 'brand')) columns.brand = checkText(body.brand, '品牌', 50, true);
  if (Object.hasOwn(body, 'newDegree') && text(body.newDegree) !== '') {
    const degree = text(body.newDegree);
    if (!(NEW_DEGREES as readonly string[]).includes(degree)) throw new BizError('请选择正确的成色');
    columns.newDegree = degree;
  } else if (Object.hasOwn(body, 'newDegree')) {
    columns.newDegree = null;
  }
  if (Object.hasOwn(body, 'description')) columns.description = checkText(body.description, '商品卖点', 100, true);
  if (Object.hasOwn(body, 'detail')) columns.detail = checkRichText(body.detail, '商品详情', 50_000);
  if (Object.hasOwn(body, 'deliveryType')) {
    columns.deliveryType = checkChoice(body.deliveryType, '配送方式', [1, 2, 3], true) ?? 1;
  }
  if (Object.hasOwn(body, 'freight')) columns.freight = checkMoney(body.freight, '运费', { optional: true }) ?? 0;
  if (Object.hasOwn(body, 'buyoutSupported'))
    columns.buyoutSupported = checkFlag(body.buyoutSupported, '是否支持买断') ?? 0;
  if (Object.hasOwn(body, 'sort')) columns.sort = checkInt(body.sort, '排序', 0, 9999, true) ?? 0;
  if (Object.hasOwn(body, 'billConfigIds'))
    columns.billConfigIds = await checkBillConfigs(db, scope, body.billConfigIds, shopId);

  const typeChanged = !adding && Object.hasOwn(columns, 'productType') && type !== Number(current?.productType);
  if (typeChanged && !Object.hasOwn(body, 'specs')) throw new BizError('修改商品类型时请同时提交商品规格');
  const specs = adding || Object.hasOwn(body, 'specs') ? checkSpecs(body.specs, type) : null;
  return { columns, specs };
}

/** Summary columns of a spec list: lowest prices and total stock. */
export function specSummary(specs: readonly SpecInput[]): ApiRow {
  const lowest = (values: (number | null)[]) => {
    const present = values.filter((value): value is number => value !== null);
    return present.length > 0 ? Math.min(...present) : null;
  };
  return {
    min_rent_price_day: lowest(specs.map((spec) => spec.rentPriceDay)),
    min_sale_price: lowest(specs.map((spec) => spec.salePrice)),
    total_stock: specs.reduce((sum, spec) => sum + spec.stock, 0),
  };
}
