import type { Db } from '../../db/database';
import { resolveArea } from '../../routes/shop/area-data';
import { newId } from '../../util/ids';
import { DEMO_TENANTS } from '../demo-org-data';
import {
  type CategorySeed,
  type ProductSeed,
  SHOP_PRODUCT_DEMO,
  type ShopSeed,
  type TenantShopProductSeed,
} from './shop-data';

type Row = Record<string, unknown>;
const DAY_MS = 86_400_000;

/** One multi-row INSERT per table keeps the seeder fast on PGlite. */
async function insertRows(db: Db, table: string, rows: readonly Row[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  const params: unknown[] = [];
  const tuples = rows.map((row) => {
    const slots = columns.map((column) => {
      params.push(row[column] ?? null);
      return `$${params.length}`;
    });
    return `(${slots.join(', ')})`;
  });
  await db.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, params);
}

function area(district: string) {
  const resolved = resolveArea(`${district.slice(0, 2)}0000`, `${district.slice(0, 4)}00`, district);
  if (!resolved) throw new Error(`demo data names an unknown district ${district}`);
  return {
    province_code: resolved.provinceCode,
    province_name: resolved.provinceName,
    city_code: resolved.cityCode,
    city_name: resolved.cityName,
    district_code: resolved.districtCode,
    district_name: resolved.districtName,
  };
}

/** An instant `days` and `hours` before now. */
type Ago = (days: number, hours?: number) => Date;

const agoFrom =
  (now: Date): Ago =>
  (days, hours = 0) =>
    new Date(now.getTime() - days * DAY_MS - hours * 3_600_000);

/** Ids of the tenant's demo shops by their keys in demo-org-data. */
async function shopIds(db: Db, tenantId: number): Promise<Map<string, string>> {
  const tenant = DEMO_TENANTS.find((item) => item.id === tenantId);
  if (!tenant) throw new Error(`no demo tenant ${tenantId}`);
  const rows = await db.query<{ id: string; name: string }>('SELECT id, name FROM sys_shop WHERE tenant_id = $1', [
    tenantId,
  ]);
  const ids = new Map<string, string>();
  for (const shop of tenant.shops) {
    const row = rows.find((item) => item.name === shop.name);
    if (!row) throw new Error(`demo shop ${shop.name} is missing`);
    ids.set(shop.key, row.id);
  }
  return ids;
}

function lookup(map: ReadonlyMap<string, string>, key: string, what: string): string {
  const id = map.get(key);
  if (!id) throw new Error(`demo data names an unknown ${what} ${key}`);
  return id;
}

async function seedShops(db: Db, tenantId: number, shops: Map<string, string>, seeds: readonly ShopSeed[], ago: Ago) {
  const services: Row[] = [];
  const additional: Row[] = [];
  const rules: Row[] = [];
  const addresses: Row[] = [];
  for (const seed of seeds) {
    const shopId = lookup(shops, seed.key, 'shop');
    await db.query(
      `UPDATE sys_shop SET logo = $2, contact_name = $3, contact_phone = $4, address = $5, description = $6
        WHERE id = $1`,
      [
        shopId,
        `demo/shop/${seed.key}-${tenantId}-logo.png`,
        seed.contactName,
        seed.contactPhone,
        seed.address,
        seed.description,
      ],
    );
    const owner = { tenant_id: tenantId, shop_id: shopId, create_by: 'admin' };
    seed.services.forEach(([name, description], index) => {
      services.push({ id: newId(), ...owner, service_name: name, description, sort: index + 1, status: 1 });
    });
    const info = seed.additional;
    additional.push({
      id: newId(),
      ...owner,
      company_name: info.companyName,
      credit_code: info.creditCode,
      license_img: `demo/shop/${seed.key}-${tenantId}-license.jpg`,
      legal_person: info.legalPerson,
      legal_id_card: info.legalIdCard,
      legal_phone: info.legalPhone,
      service_phone: info.servicePhone,
      business_hours: info.businessHours,
      ...area(info.district),
      address_detail: info.addressDetail,
      shop_notice: info.shopNotice,
      bank_name: info.bankName,
      bank_account: info.bankAccount,
      account_name: info.accountName,
      settle_cycle: info.settleCycle,
    });
    const giveBack = seed.giveBack;
    if (!giveBack) continue;
    rules.push({
      id: newId(),
      ...owner,
      give_back_type: giveBack.giveBackType,
      freight_payer: giveBack.freightPayer,
      remind_days: giveBack.remindDays,
      early_return: 1,
      overdue_fee_ratio: giveBack.overdueFeeRatio,
      damage_rule: giveBack.damageRule,
      buyout_rule: giveBack.buyoutRule,
      renew_rule: giveBack.renewRule,
    });
    giveBack.addresses.forEach((address, index) => {
      addresses.push({
        id: newId(),
        ...owner,
        receiver_name: address.receiver,
        receiver_phone: address.phone,
        ...area(address.district),
        detail_address: address.detail,
        is_default: index === 0 ? 1 : 0,
        remark: address.remark ?? null,
        create_time: ago(90 - index),
      });
    });
  }
  await insertRows(db, 'bus_shop_service', services);
  await insertRows(db, 'bus_shop_additional', additional);
  await insertRows(db, 'bus_shop_rule', rules);
  await insertRows(db, 'bus_shop_give_back_address', addresses);
}

async function seedCategories(
  db: Db,
  tenantId: number,
  shops: Map<string, string>,
  seeds: readonly CategorySeed[],
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const rows: Row[] = [];
  const walk = (nodes: readonly CategorySeed[], pid: string) => {
    nodes.forEach((node, index) => {
      const id = newId();
      ids.set(node.code, id);
      rows.push({
        id,
        tenant_id: tenantId,
        shop_id: node.shop ? lookup(shops, node.shop, 'shop') : null,
        pid,
        name: node.name,
        code: node.code,
        sort: index + 1,
        status: 1,
        create_by: 'admin',
      });
      walk(node.children ?? [], id);
    });
  };
  walk(seeds, '0');
  await insertRows(db, 'bus_category', rows);
  return ids;
}

function productRows(
  seed: TenantShopProductSeed,
  product: ProductSeed,
  refs: { shops: Map<string, string>; categories: Map<string, string>; bills: Map<string, string> },
  sort: number,
  ago: Ago,
): { product: Row; specs: Row[] } {
  const id = newId();
  const shopId = lookup(refs.shops, product.shop, 'shop');
  const audit = product.audit;
  const rents = product.specs.map((spec) => spec[2]).filter((value): value is number => value !== null);
  const sales = product.specs.map((spec) => spec[4]).filter((value): value is number => value !== null);
  const stock = product.specs.reduce((sum, spec) => sum + spec[6], 0);
  const images = Array.from({ length: product.imageCount }, (_, n) => `demo/product/${product.image}-${n + 1}.jpg`);
  const created = ago(product.daysAgo, sort);
  const row: Row = {
    id,
    tenant_id: seed.tenantId,
    shop_id: shopId,
    category_id: lookup(refs.categories, product.category, 'category'),
    product_name: product.name,
    product_type: product.type,
    brand: product.brand,
    new_degree: product.newDegree,
    main_image: images[0],
    images: images.join(','),
    description: product.description,
    detail: product.detail,
    delivery_type: 1,
    freight: product.freight ?? 0,
    buyout_supported: product.buyout ? 1 : 0,
    bill_config_ids: product.bills?.map((key) => lookup(refs.bills, key, 'bill config')).join(',') || null,
    min_rent_price_day: rents.length > 0 ? Math.min(...rents) : null,
    min_sale_price: sales.length > 0 ? Math.min(...sales) : null,
    total_stock: stock,
    sale_count: product.saleCount,
    sort,
    status: product.onSale && !audit ? 1 : 0,
    audit_status: audit ? audit.status : 1,
    audit_remark: audit?.remark ?? null,
    audit_by: audit?.status === 2 ? audit.by : audit ? null : seed.tenantId === 1001 ? 'tenant1' : 'tenant2',
    audit_time: audit?.status === 0 ? null : ago(product.daysAgo - 1),
    create_by: audit?.by ?? (seed.tenantId === 1001 ? 'shop1' : 'shop2'),
    create_time: created,
  };
  const specs = product.specs.map((spec, index) => ({
    id: newId(),
    tenant_id: seed.tenantId,
    shop_id: shopId,
    product_id: id,
    spec_name: spec[0],
    lease_days: spec[1],
    rent_price_day: spec[2],
    deposit: spec[3],
    sale_price: spec[4],
    market_price: spec[5],
    stock: spec[6],
    sort: index + 1,
  }));
  return { product: row, specs };
}

async function seedTenant(db: Db, seed: TenantShopProductSeed, ago: Ago): Promise<void> {
  const tenantId = seed.tenantId;
  const shops = await shopIds(db, tenantId);
  await seedShops(db, tenantId, shops, seed.shops, ago);
  const categories = await seedCategories(db, tenantId, shops, seed.categories);
  const shopOf = (key: string | undefined) => (key ? lookup(shops, key, 'shop') : null);

  const bills = new Map<string, string>();
  await insertRows(
    db,
    'bus_stages_bill_config',
    seed.bills.map((bill) => {
      const id = newId();
      bills.set(bill.key, id);
      return {
        id,
        tenant_id: tenantId,
        shop_id: shopOf(bill.shop),
        config_name: bill.name,
        stages: bill.stages,
        interval_days: bill.intervalDays,
        first_pay_ratio: bill.firstPayRatio,
        fee_rate: bill.feeRate,
        status: 1,
        remark: bill.remark ?? null,
        create_by: 'admin',
      };
    }),
  );

  const built = seed.products.map((product, index) =>
    productRows(seed, product, { shops, categories, bills }, index + 1, ago),
  );
  await insertRows(
    db,
    'bus_product',
    built.map((item) => item.product),
  );
  await insertRows(
    db,
    'bus_product_spec',
    built.flatMap((item) => item.specs),
  );
  const products = new Map(seed.products.map((product, index) => [product.key, built[index]?.product as Row]));
  const productOf = (key: string) => {
    const row = products.get(key);
    if (!row) throw new Error(`demo data names an unknown product ${key}`);
    return row;
  };

  await insertRows(
    db,
    'bus_tenant_product',
    seed.listings.map((listing) => {
      const product = productOf(listing.product);
      return {
        id: newId(),
        tenant_id: tenantId,
        shop_id: product.shop_id,
        product_id: product.id,
        title: listing.title,
        rent_price_day: product.min_rent_price_day,
        sale_price: product.min_sale_price,
        recommend: listing.recommend ? 1 : 0,
        sort: listing.sort,
        status: 1,
        create_by: 'admin',
      };
    }),
  );
  await insertRows(
    db,
    'bus_order_commission_config',
    seed.orderCommissions.map(([name, orderType, type, ratio, amount, min, shop]) => ({
      id: newId(),
      tenant_id: tenantId,
      shop_id: shopOf(shop),
      config_name: name,
      order_type: orderType,
      commission_type: type,
      commission_ratio: ratio,
      commission_amount: amount,
      min_order_amount: min,
      status: 1,
      create_by: 'admin',
    })),
  );
  await insertRows(
    db,
    'bus_empower_price_config',
    seed.empowerPrices.map(([name, type, price, unit, quota, shop]) => ({
      id: newId(),
      tenant_id: tenantId,
      shop_id: shopOf(shop),
      service_name: name,
      service_type: type,
      price,
      charge_unit: unit,
      free_quota: quota,
      status: 1,
      create_by: 'admin',
    })),
  );
  await insertRows(
    db,
    'bus_product_commission',
    seed.productCommissions.map(([key, type, first, second, amount]) => {
      const product = productOf(key);
      return {
        id: newId(),
        tenant_id: tenantId,
        shop_id: product.shop_id,
        product_id: product.id,
        commission_type: type,
        first_ratio: first,
        second_ratio: second,
        commission_amount: amount,
        status: 1,
        create_by: 'admin',
      };
    }),
  );
}

/**
 * Demo shops' details (logo, contacts, services, additional info, give-back rules and addresses),
 * business categories, bill plans, products with specs, tenant listings and commission and
 * empowerment-price rows for tenants 1001 and 1002.
 */
export async function seedShop(db: Db, now: Date): Promise<void> {
  const ago = agoFrom(now);
  for (const tenant of SHOP_PRODUCT_DEMO) await seedTenant(db, tenant, ago);
}
