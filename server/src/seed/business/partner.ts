import type { Db } from '../../db/database';
import { newId } from '../../util/ids';
import { DEMO_TENANTS, type DemoTenant } from '../demo-org-data';
import { seedCustomers } from './partner-customers';
import { MARKETING_SEEDS, type TenantMarketingSeed } from './partner-data';
import { type Clock, clockAt, insertRows } from './rows';

/** Ids of the demo organisation one tenant's marketing data refers to. */
export interface MarketingRefs {
  tenantId: number;
  channels: Map<string, { id: string; signStatus: number; defaultShopId: string | null }>;
  /** demo shop key -> sys_shop.id */
  shops: Map<string, string>;
  /** username -> sys_user.id */
  users: Map<string, string>;
  /** applet key -> bus_applet.id */
  applets: Map<string, string>;
  /** channel name -> ids of the applets it promotes */
  related: Map<string, string[]>;
  coupons: { id: string; shopId: string | null; seed: TenantMarketingSeed['coupons'][number] }[];
}

async function loadRefs(db: Db, tenant: DemoTenant, seed: TenantMarketingSeed): Promise<MarketingRefs> {
  const channelRows = await db.query<{ id: string; name: string; sign_status: number }>(
    'SELECT id, name, sign_status FROM sys_channel WHERE tenant_id = $1',
    [tenant.id],
  );
  const shopRows = await db.query<{ id: string; name: string }>('SELECT id, name FROM sys_shop WHERE tenant_id = $1', [
    tenant.id,
  ]);
  const shopIds = new Map(shopRows.map((row) => [row.name, row.id]));
  const shops = new Map<string, string>();
  for (const shop of tenant.shops) {
    const id = shopIds.get(shop.name);
    if (id) shops.set(shop.key, id);
  }
  const channels = new Map(
    channelRows.map((row) => {
      const profile = seed.channels.find((c) => c.channel === row.name);
      const defaultShopId = profile ? (shops.get(profile.defaultShop) ?? null) : null;
      return [row.name, { id: row.id, signStatus: row.sign_status, defaultShopId }];
    }),
  );
  const userRows = await db.query<{ id: string; username: string }>(
    'SELECT id, username FROM sys_user WHERE tenant_id = $1 AND del_flag = 0',
    [tenant.id],
  );
  return {
    tenantId: tenant.id,
    channels,
    shops,
    users: new Map(userRows.map((row) => [row.username, row.id])),
    applets: new Map(),
    related: new Map(),
    coupons: [],
  };
}

/** Channel codes, contacts, commission, defaults, and the company info of channels past "not signed". */
async function seedChannels(db: Db, seed: TenantMarketingSeed, refs: MarketingRefs, clock: Clock): Promise<void> {
  const companies: Record<string, unknown>[] = [];
  for (const profile of seed.channels) {
    const channel = refs.channels.get(profile.channel);
    if (!channel) continue;
    const company = channel.signStatus > 0 ? profile.company : undefined;
    await db.query(
      `UPDATE sys_channel SET code = $1, contact_name = $2, contact_phone = $3, commission_rate = $4, is_default = $5,
              default_shop_id = $6, info_submit_time = $7, sign_time = $8, create_time = LEAST(create_time, $11)
        WHERE id = $9 AND tenant_id = $10`,
      [
        profile.code,
        profile.contactName,
        profile.contactPhone,
        profile.commissionRate,
        profile.isDefault ? 1 : 0,
        channel.defaultShopId,
        company ? clock.ago(company.submittedDaysAgo, 95) : null,
        company?.signedDaysAgo !== undefined && channel.signStatus === 2 ? clock.ago(company.signedDaysAgo, 30) : null,
        channel.id,
        refs.tenantId,
        clock.ago((profile.company?.submittedDaysAgo ?? 150) + 10, 180),
      ],
    );
    if (!company) continue;
    const { submittedDaysAgo, signedDaysAgo: _signed, ...form } = company;
    const partner = await db.one<{ username: string }>(
      'SELECT username FROM sys_user WHERE channel_id = $1 AND del_flag = 0 ORDER BY create_time LIMIT 1',
      [channel.id],
    );
    companies.push({
      id: newId(),
      tenant_id: refs.tenantId,
      channel_id: channel.id,
      company_name: form.companyName,
      credit_code: form.creditCode,
      address: form.address,
      qy_email: form.qyEmail,
      fr_name: form.frName,
      id_card: form.idCard,
      mobile: form.mobile,
      create_by: partner?.username ?? seed.admin,
      create_time: clock.ago(submittedDaysAgo, 95),
    });
  }
  await insertRows(db, 'bus_channel_company', companies);
}

/** Applets, the channels' relations to them and their vests. */
async function seedApplets(db: Db, seed: TenantMarketingSeed, refs: MarketingRefs, clock: Clock): Promise<void> {
  const rows = seed.applets.map((applet) => {
    const id = newId();
    refs.applets.set(applet.key, id);
    const created = clock.ago(applet.createdDaysAgo, 300);
    const duty = refs.users.get(applet.duty) ?? null;
    return {
      id,
      tenant_id: refs.tenantId,
      shop_id: applet.shop ? (refs.shops.get(applet.shop) ?? null) : null,
      name: applet.name,
      app_id: applet.appId,
      app_type: applet.appType,
      logo: null,
      description: applet.description,
      version: applet.version,
      status: applet.status,
      duty_user_id: duty,
      backstage_user_id: duty,
      online_time: applet.status >= 2 ? clock.plusDays(created, 3) : null,
      create_by: applet.duty,
      create_time: created,
    };
  });
  await insertRows(db, 'bus_applet', rows);

  const relations: Record<string, unknown>[] = [];
  for (const [channelName, keys] of Object.entries(seed.relations)) {
    const channel = refs.channels.get(channelName);
    if (!channel) continue;
    const ids = keys.map((key) => refs.applets.get(key)).filter((id): id is string => !!id);
    refs.related.set(channelName, ids);
    for (const [index, appletId] of ids.entries()) {
      relations.push({
        id: newId(),
        tenant_id: refs.tenantId,
        channel_id: channel.id,
        applet_id: appletId,
        create_by: seed.admin,
        create_time: clock.ago(100 - index * 7, 60),
      });
    }
  }
  await insertRows(db, 'bus_channel_applet', relations);

  const vests = seed.vests.flatMap((vest, index) => {
    const channel = refs.channels.get(vest.channel);
    const appletId = refs.applets.get(vest.applet);
    if (!channel || !appletId) return [];
    return [
      {
        id: newId(),
        tenant_id: refs.tenantId,
        channel_id: channel.id,
        applet_id: appletId,
        vest_name: vest.vestName,
        vest_app_id: vest.vestAppId,
        vest_logo: null,
        status: vest.status,
        create_by: seed.admin,
        create_time: clock.ago(90 - index * 11, 120),
      },
    ];
  });
  await insertRows(db, 'bus_vest_applet', vests);
}

async function seedSmsTemplates(db: Db, seed: TenantMarketingSeed, refs: MarketingRefs, clock: Clock): Promise<void> {
  await insertRows(
    db,
    'bus_sms_template',
    seed.sms.map((sms, index) => ({
      id: newId(),
      tenant_id: refs.tenantId,
      shop_id: sms.shop ? (refs.shops.get(sms.shop) ?? null) : null,
      applet_id: sms.applet ? (refs.applets.get(sms.applet) ?? null) : null,
      template_name: sms.name,
      template_code: sms.code,
      template_type: sms.type,
      sign_name: seed.tenantId === 1001 ? '华东租赁' : '华南优选',
      content: sms.content,
      status: sms.status,
      remark: sms.remark ?? null,
      create_by: seed.admin,
      create_time: clock.ago(140 - index * 9, 200),
    })),
  );
}

async function seedCouponTemplates(db: Db, seed: TenantMarketingSeed, refs: MarketingRefs, clock: Clock) {
  const rows = seed.coupons.map((coupon, index) => {
    const id = newId();
    const shopId = coupon.shop ? (refs.shops.get(coupon.shop) ?? null) : null;
    refs.coupons.push({ id, shopId, seed: coupon });
    const created = Math.max(coupon.fixed ? coupon.fixed[0] + 3 : 0, 70 - index * 8);
    return {
      id,
      tenant_id: refs.tenantId,
      shop_id: shopId,
      name: coupon.name,
      coupon_type: coupon.type,
      amount: coupon.amount,
      discount: coupon.discount ?? null,
      max_discount: coupon.maxDiscount ?? null,
      threshold: coupon.threshold,
      valid_type: coupon.fixed ? 1 : 2,
      start_time: coupon.fixed ? clock.ago(coupon.fixed[0]) : null,
      end_time: coupon.fixed ? clock.ago(coupon.fixed[1]) : null,
      valid_days: coupon.validDays ?? null,
      total_quantity: coupon.total,
      per_user_limit: coupon.perUser,
      status: coupon.status,
      description: coupon.description,
      create_by: seed.admin,
      create_time: clock.ago(created, 240),
    };
  });
  await insertRows(db, 'bus_coupon_template', rows);
}

/** Member prices, refund rules and the four distribution rows. */
async function seedConfigs(db: Db, seed: TenantMarketingSeed, refs: MarketingRefs, clock: Clock): Promise<void> {
  await insertRows(
    db,
    'bus_member_price',
    seed.memberPrices.map((row) => ({
      id: newId(),
      tenant_id: refs.tenantId,
      day: row.day,
      price: row.price,
      original_price: row.originalPrice,
      create_by: seed.admin,
      create_time: clock.ago(150, 30),
    })),
  );
  const refund = seed.refundConfig;
  await insertRows(db, 'bus_member_refund_config', [
    {
      tenant_id: refs.tenantId,
      allow_refund: refund.allowRefund,
      refund_days: refund.refundDays,
      refund_rate: refund.refundRate,
      auto_audit: refund.autoAudit,
      remark: refund.remark,
      update_by: seed.admin,
      update_time: clock.ago(150, 20),
    },
  ]);
  const [single, ...tiers] = seed.distribution;
  await insertRows(db, 'bus_distribution_config', [
    {
      id: newId(),
      tenant_id: refs.tenantId,
      type: 1,
      leavel: 1,
      domestic: single,
      update_by: seed.admin,
      update_time: clock.ago(140, 45),
    },
    ...tiers.map((domestic, index) => ({
      id: newId(),
      tenant_id: refs.tenantId,
      type: 2,
      leavel: index + 1,
      domestic,
      update_by: seed.admin,
      update_time: clock.ago(140, 45),
    })),
  ]);
}

/**
 * The channel and marketing demo data of tenants 1001 and 1002: channel codes, company info and
 * defaults, applets with channel relations and vests, SMS templates, coupon templates, customers
 * with memberships, refunds, referrals and coupons, and channel orders for channels the orders
 * area left with few. Skips a tenant that has applets already.
 */
export async function seedPartner(db: Db, now: Date): Promise<void> {
  const clock = clockAt(now);
  for (const seed of MARKETING_SEEDS) {
    const tenant = DEMO_TENANTS.find((t) => t.id === seed.tenantId);
    if (!tenant) continue;
    if (!(await db.one('SELECT 1 AS one FROM sys_tenant WHERE id = $1', [seed.tenantId]))) continue;
    if (await db.one('SELECT 1 AS one FROM bus_applet WHERE tenant_id = $1 LIMIT 1', [seed.tenantId])) continue;
    const refs = await loadRefs(db, tenant, seed);
    await seedChannels(db, seed, refs, clock);
    await seedApplets(db, seed, refs, clock);
    await seedSmsTemplates(db, seed, refs, clock);
    await seedCouponTemplates(db, seed, refs, clock);
    await seedConfigs(db, seed, refs, clock);
    await seedCustomers(db, seed, refs, clock);
  }
}
