import { randomInt } from 'node:crypto';
import { validateValue } from '../../../../src/core/validation/field-rule';
import { mobileRules } from '../../../../src/core/validation/form-rules';
import { type EntityDef, f } from '../../data/entity';
import type { ApiRow } from '../../data/repository';
import { inScope, type Scope, SHOP_OWNED, scopeConditions } from '../../data/scope';
import type { Db } from '../../db/database';
import { BizError } from '../../http/envelope';
import { compactDateTime } from '../../util/time';
import { ORDER_OWNERS, optionalText, requiredText, text } from '../business-shared';
import { OrderStatus, PURCHASE_ORDER, RENT_ORDER } from './order-states';

/**
 * Orders entered by hand (补录订单: an offline order keyed in by tenant or shop staff), through the
 * add form or the Excel import. Every writable field is set by `checkOrderEntry`, never from the
 * request as it is: owner columns come from the scope, number and status are generated.
 */
export const ORDER_ENTRY_ENTITY: EntityDef = {
  table: 'bus_order',
  scope: ORDER_OWNERS,
  fields: {
    id: f.string('id', { write: false }),
    // In a sheet the shop is named (店铺 holds its name); the check turns it into the shop's id.
    shopId: f.string('shop_id'),
    productId: f.string('product_id'),
    productName: f.string('product_name'),
    orderType: f.int('order_type', { dict: 'order_type' }),
    userName: f.string('user_name'),
    userPhone: f.string('user_phone'),
    totalAmount: f.decimal('total_amount'),
    receiverName: f.string('receiver_name'),
    receiverPhone: f.string('receiver_phone'),
    receiverAddress: f.string('receiver_address'),
    remark: f.string('remark'),
    orderNo: f.string('order_no'),
    status: f.int('status', { dict: 'order_status' }),
    ...f.audit(),
  },
};

/** Sheet columns of the order import (titles as the order export names them where both have one). */
export const ORDER_IMPORT_COLUMNS = {
  shopId: '店铺',
  productName: '商品',
  orderType: '订单类型',
  userName: '用户姓名',
  userPhone: '手机号',
  totalAmount: '订单金额',
  receiverName: '收货人',
  receiverPhone: '收货电话',
  receiverAddress: '收货地址',
  remark: '备注',
} as const;

/** The largest amount one order may carry (numeric(12,2)). */
const MAX_AMOUNT_CENTS = 9_999_999_999;

/** Numbers one stamp (one second) can tell apart: four digits. */
const PER_SECOND = 10_000;
/** How far behind the last stamp a clock may read and still continue from it. */
const CARRY_SECONDS = 60;

let sequence = randomInt(0, PER_SECOND);
/** The second of the last stamp and how many numbers it has had. */
let lastSecond = 0;
let issued = 0;
/** The last stamp's text (formatting a time in the display zone is not free). */
let stamped = { second: -1, text: '' };

/**
 * A new order number like the seeded ones: ZL (rent) or GM (purchase), the display-zone time to
 * the second, four digits of a per-process sequence. Distinct within the process: once a second has
 * had 10,000 numbers (a bulk import checks far more rows a second), the next ones carry the following
 * second's stamp.
 *
 * @example orderNumber(1) // 'ZL202611231530150042'
 */
export function orderNumber(orderType: number, at = new Date()): string {
  let second = Math.floor(at.getTime() / 1000);
  if (second <= lastSecond && lastSecond - second <= CARRY_SECONDS) {
    second = lastSecond;
    if (issued >= PER_SECOND) {
      second += 1;
      issued = 0;
    }
  } else if (second > lastSecond) {
    issued = 0;
  }
  if (second >= lastSecond) {
    lastSecond = second;
    issued += 1;
  }
  if (second !== stamped.second) stamped = { second, text: compactDateTime(new Date(second * 1000)) };
  sequence = (sequence + 1) % PER_SECOND;
  return `${orderType === RENT_ORDER ? 'ZL' : 'GM'}${stamped.text}${String(sequence).padStart(4, '0')}`;
}

/** A customer's phone by the shared mobile rule (请输入手机号 / 请输入正确手机号), trimmed. */
export async function mobile(value: unknown, label = ''): Promise<string> {
  const phone = text(value);
  const message = await validateValue(phone, mobileRules);
  if (message) throw new BizError(`${label}${message}`);
  return phone;
}

/** An optional phone: '' becomes null, anything else must pass the mobile rule. */
export async function optionalMobile(value: unknown, label: string): Promise<string | null> {
  return text(value) ? mobile(value, label) : null;
}

/**
 * Money greater than zero with at most two decimals, as a string for numeric(12,2).
 *
 * @example money('12.5') // '12.50'
 * @example money('0') // throws 订单金额必须大于0
 */
export function money(value: unknown, label = '订单金额'): string {
  const raw = text(value);
  if (!raw) throw new BizError(`请输入${label}`);
  if (!/^\d+(\.\d{1,2})?$/.test(raw)) throw new BizError(`${label}必须是最多两位小数的金额`);
  const cents = Math.round(Number(raw) * 100);
  if (cents <= 0) throw new BizError(`${label}必须大于0`);
  if (cents > MAX_AMOUNT_CENTS) throw new BizError(`${label}超出范围`);
  return (cents / 100).toFixed(2);
}

interface ShopRow {
  id: string;
  name: string;
}

interface ProductRow {
  id: string;
  product_name: string;
  product_type: number;
  shop_id: string;
}

/** What the order checks look up, read for many bodies at once. */
interface OrderLookups {
  /** A shop user's own shop (null: none found), or undefined for callers bound to no shop. */
  ownShop?: ShopRow | null;
  /** The caller's shops by each id and name the bodies want. */
  shops: Map<string, ShopRow[]>;
  /** Live products of the caller's scope by shop, then by each id and name the bodies want. */
  products: Map<string, Map<string, ProductRow[]>>;
}

/** The wanted shop and product of a body, as the checks read them. */
const wantedShop = (body: ApiRow) => text(body.shopId);
const wantedProduct = (body: ApiRow) => text(body.productId || body.productName);

/** Rows by their id and by their name, as the wanted values: a row whose id and name are equal once. */
function byIdAndName<T extends { id: string }>(rows: readonly T[], name: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  const add = (key: string, row: T) => {
    const list = map.get(key);
    if (!list) map.set(key, [row]);
    else if (!list.includes(row)) list.push(row);
  };
  for (const row of rows) {
    add(row.id, row);
    add(name(row), row);
  }
  return map;
}

/**
 * The shops and products `bodies` name, in two queries whatever their number: the caller's shops by id
 * or name (a shop user: their own), and the live products of the caller's scope by id or name.
 */
async function orderLookups(db: Db, scope: Scope, bodies: readonly ApiRow[]): Promise<OrderLookups> {
  const lookups: OrderLookups = { shops: new Map(), products: new Map() };
  const shopRow = { tenant: 'tenant_id', shop: 'id' };
  if (scope.shopId !== null) {
    const own = scopeConditions(shopRow, scope, 1);
    lookups.ownShop =
      (await db.one<ShopRow>(`SELECT id, name FROM sys_shop WHERE ${own.sql.join(' AND ')}`, own.params)) ?? null;
  } else {
    const wanted = [...new Set(bodies.map(wantedShop).filter(Boolean))];
    if (wanted.length > 0) {
      const owner = scopeConditions(shopRow, scope, 2);
      const shops = await db.query<ShopRow>(
        `SELECT id, name FROM sys_shop WHERE (id = ANY($1::text[]) OR name = ANY($1::text[])) AND ${owner.sql.join(' AND ')}`,
        [wanted, ...owner.params],
      );
      lookups.shops = byIdAndName(shops, (shop) => shop.name);
    }
  }
  const products = [...new Set(bodies.map(wantedProduct).filter(Boolean))];
  if (products.length > 0) {
    const params: unknown[] = [products];
    const rows = await db.query<ProductRow>(
      `SELECT id, product_name, product_type, shop_id FROM bus_product
        WHERE (id = ANY($1::text[]) OR product_name = ANY($1::text[])) AND ${inScope(scope, SHOP_OWNED, params)}
          AND del_flag = 0`,
      params,
    );
    const byShop = new Map<string, ProductRow[]>();
    for (const row of rows) {
      const ofShop = byShop.get(row.shop_id);
      if (ofShop) ofShop.push(row);
      else byShop.set(row.shop_id, [row]);
    }
    for (const [shopId, ofShop] of byShop) {
      lookups.products.set(
        shopId,
        byIdAndName(ofShop, (product) => product.product_name),
      );
    }
  }
  return lookups;
}

/** The caller's shop by id or name (a shop user: always their own); refuses an unknown one. */
function shopOf(lookups: OrderLookups, value: unknown): ShopRow {
  if (lookups.ownShop !== undefined) {
    if (!lookups.ownShop) throw new BizError('未找到所属店铺');
    return lookups.ownShop;
  }
  const wanted = text(value);
  if (!wanted) throw new BizError('请选择店铺');
  const rows = lookups.shops.get(wanted) ?? [];
  if (rows.length !== 1) throw new BizError(`店铺「${wanted}」不存在`);
  return rows[0] as ShopRow;
}

/** A live product of `shop` by id or name, fit for the order type (rent, purchase or both). */
function productOf(lookups: OrderLookups, shop: ShopRow, value: unknown, orderType: number): ProductRow {
  const wanted = text(value);
  if (!wanted) throw new BizError('请选择商品');
  const rows = lookups.products.get(shop.id)?.get(wanted) ?? [];
  if (rows.length !== 1) throw new BizError(`商品「${wanted}」不是店铺「${shop.name}」的商品`);
  const product = rows[0] as ProductRow;
  const fits = product.product_type === 3 || product.product_type === orderType;
  if (!fits) throw new BizError(`商品「${product.product_name}」不支持${orderType === RENT_ORDER ? '租赁' : '购买'}`);
  return product;
}

/** The order check of one body against look-ups read beforehand: the exact columns to insert. */
async function checkedEntry(lookups: OrderLookups, body: ApiRow): Promise<ApiRow> {
  const orderType = Number(text(body.orderType));
  if (orderType !== RENT_ORDER && orderType !== PURCHASE_ORDER) throw new BizError('请选择订单类型');
  const shop = shopOf(lookups, body.shopId);
  const product = productOf(lookups, shop, body.productId || body.productName, orderType);
  const userName = requiredText(body.userName, '请输入用户姓名', 50, '用户姓名');
  const userPhone = await mobile(body.userPhone);
  const entry: ApiRow = {
    shopId: shop.id,
    productId: product.id,
    productName: product.product_name,
    orderType,
    userName,
    userPhone,
    totalAmount: money(body.totalAmount),
    receiverName: optionalText(body.receiverName, 50, '收货人') ?? userName,
    receiverPhone: (await optionalMobile(body.receiverPhone, '收货电话：')) ?? userPhone,
    receiverAddress: optionalText(body.receiverAddress, 255, '收货地址'),
    remark: optionalText(body.remark, 500, '备注'),
    orderNo: orderNumber(orderType),
    status: OrderStatus.PENDING_PAY,
  };
  return entry;
}

/**
 * The order check for many bodies (an import): the shops and products they name are read in two
 * queries, then the returned function checks one body exactly as `checkOrderEntry` does, with the same
 * reasons, and returns the columns `checkOrderEntry` would rewrite the body to.
 *
 * @example const check = await prepareOrderEntries(db, scope, bodies); const entry = await check(bodies[0]);
 */
export async function prepareOrderEntries(
  db: Db,
  scope: Scope,
  bodies: readonly ApiRow[],
): Promise<(body: ApiRow) => Promise<ApiRow>> {
  const lookups = await orderLookups(db, scope, bodies);
  return (body) => checkedEntry(lookups, body);
}

/**
 * Checks a hand-entered order (the add form's body or an imported row) and rewrites `body` to the
 * exact columns to insert: the shop (a shop user's own), a product of that shop fit for the order
 * type, the customer and receiver, the amount, a new number and status 待付款.
 */
export async function checkOrderEntry(db: Db, scope: Scope, body: ApiRow): Promise<void> {
  const check = await prepareOrderEntries(db, scope, [body]);
  const entry = await check(body);
  for (const key of Object.keys(body)) delete body[key];
  Object.assign(body, entry);
}

/**
 * The columns an edit changes: of the customer's and receiver's name, phone and address and the
 * remark, those the body names (checked); every other field of the body is ignored.
 */
export async function editableColumns(body: ApiRow): Promise<Record<string, string | null>> {
  const has = (field: string) => Object.hasOwn(body, field);
  const columns: Record<string, string | null> = {};
  if (has('userName')) columns.user_name = requiredText(body.userName, '请输入用户姓名', 50, '用户姓名');
  if (has('userPhone')) columns.user_phone = await mobile(body.userPhone);
  if (has('receiverName')) columns.receiver_name = optionalText(body.receiverName, 50, '收货人');
  if (has('receiverPhone')) columns.receiver_phone = await optionalMobile(body.receiverPhone, '收货电话：');
  if (has('receiverAddress')) columns.receiver_address = optionalText(body.receiverAddress, 255, '收货地址');
  if (has('remark')) columns.remark = optionalText(body.remark, 500, '备注');
  return columns;
}
