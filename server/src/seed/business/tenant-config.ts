import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { newId } from '../../util/ids';
import { DEMO_TENANT_IDS } from '../constants';

/** Base configuration per tenant id. */
const TENANT_BASE: Readonly<Record<number, readonly [string, string, string, string, number, number]>> = {
  1001: ['华东租赁商城', '400-820-1001', 'service@hdzl.example.com', '每天 09:00-21:00', 30, 7],
  1002: ['华南优选', '400-830-1002', 'kefu@hnyx.example.com', '工作日 09:00-18:00', 15, 10],
};

/** [channel, app id, merchant no, notify url, enabled] per tenant; secrets are generated demo values. */
const TENANT_PAY: Readonly<Record<number, readonly (readonly [string, string, string, string, number])[]>> = {
  1001: [
    ['alipay', '2021004100610001', '2088641000010001', 'https://pay.hdzl.example.com/notify/alipay', 1],
    ['wechat', 'wx8f1d2c3b4a500001', '1650010001', 'https://pay.hdzl.example.com/notify/wechat', 0],
  ],
  1002: [['alipay', '2021004100620002', '2088641000020002', 'https://pay.hnyx.example.com/notify/alipay', 1]],
};

async function seedTenant(db: Db, tenantId: number): Promise<void> {
  const base = TENANT_BASE[tenantId];
  if (base) {
    await db.query(
      `INSERT INTO bus_tenant_config (tenant_id, platform_name, service_phone, service_email, service_time,
              order_close_minutes, auto_receive_days, update_by, update_time)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'system', now()) ON CONFLICT (tenant_id) DO NOTHING`,
      [tenantId, ...base],
    );
  }
  for (const [channel, appId, merchantNo, notifyUrl, enabled] of TENANT_PAY[tenantId] ?? []) {
    await db.query(
      `INSERT INTO bus_tenant_pay_config (id, tenant_id, channel, app_id, merchant_no, private_key, api_key,
              notify_url, enabled, update_by, update_time)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'system', now()) ON CONFLICT (tenant_id, channel) DO NOTHING`,
      [
        newId(),
        tenantId,
        channel,
        appId,
        merchantNo,
        `MIIEv-demo-${randomBytes(24).toString('base64url')}`,
        randomBytes(16).toString('hex'),
        notifyUrl,
        enabled,
      ],
    );
  }
}

/** Demo rows of the tenant configuration pages: each demo tenant's base and payment configuration. */
export async function seedTenantConfig(db: Db): Promise<void> {
  for (const tenantId of DEMO_TENANT_IDS) await seedTenant(db, tenantId);
}
