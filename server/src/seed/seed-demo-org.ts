import type { Db } from '../db/database';
import { newId } from '../util/ids';
import { DEMO_POSITIONS, type DemoDepart, type DemoTenant } from './demo-org-data';

/** Ids of what was created for one tenant, by the keys of the demo data. */
export interface TenantRefs {
  tenantId: number;
  shops: Map<string, string>;
  channels: Map<string, string>;
  /** org_code -> sys_depart.id */
  departs: Map<string, string>;
}

/** Inserts a department tree: the root is a company (org_category 1), the rest departments (2). */
export async function insertDeparts(
  db: Db,
  tenantId: number,
  root: DemoDepart,
  shops: ReadonlyMap<string, string> = new Map(),
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const insert = async (node: DemoDepart, parentId: string | null, level: number, order: number) => {
    const id = newId();
    await db.query(
      `INSERT INTO sys_depart (id, tenant_id, parent_id, depart_name, depart_order, org_category, org_type, org_code,
         mobile, address, shop_id, create_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'admin')`,
      [
        id,
        tenantId,
        parentId,
        node.name,
        order,
        level === 1 ? '1' : '2',
        String(level),
        node.code,
        node.mobile ?? null,
        node.address ?? null,
        node.shop ? (shops.get(node.shop) ?? null) : null,
      ],
    );
    ids.set(node.code, id);
    for (const [index, child] of (node.children ?? []).entries()) await insert(child, id, level + 1, index + 1);
  };
  await insert(root, null, 1, 1);
  return ids;
}

/** One demo tenant with its shops, channels, departments and positions. */
export async function insertTenantOrg(db: Db, tenant: DemoTenant): Promise<TenantRefs> {
  await db.query(
    `INSERT INTO sys_tenant (id, name, tenant_model, status, begin_date, end_date, domain_name, create_by)
     VALUES ($1, $2, $3, 1, now() - interval '180 days', now() + interval '545 days', $4, 'admin')`,
    [tenant.id, tenant.name, tenant.tenantModel, tenant.domainName],
  );
  const shops = new Map<string, string>();
  for (const shop of tenant.shops) {
    const id = newId();
    await db.query(
      `INSERT INTO sys_shop (id, tenant_id, name, rent_or_purchase, status, create_by) VALUES ($1, $2, $3, $4, 1, 'admin')`,
      [id, tenant.id, shop.name, shop.rentOrPurchase],
    );
    shops.set(shop.key, id);
  }
  const channels = new Map<string, string>();
  for (const channel of tenant.channels) {
    const id = newId();
    await db.query(
      `INSERT INTO sys_channel (id, tenant_id, name, sign_status, sign_message, create_by)
       VALUES ($1, $2, $3, $4, $5, 'admin')`,
      [id, tenant.id, channel.name, channel.signStatus, channel.signMessage],
    );
    channels.set(channel.key, id);
  }
  const departs = await insertDeparts(db, tenant.id, tenant.departs, shops);
  await insertPositions(db, tenant.id);
  return { tenantId: tenant.id, shops, channels, departs };
}

async function insertPositions(db: Db, tenantId: number): Promise<void> {
  for (const [code, name, rank] of DEMO_POSITIONS) {
    await db.query(
      `INSERT INTO sys_position (id, tenant_id, code, name, post_rank, create_by) VALUES ($1, $2, $3, $4, $5, 'admin')`,
      [newId(), tenantId, code, name, rank],
    );
  }
}
