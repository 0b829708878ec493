import type { Db } from '../../db/database';
import { newId } from '../../util/ids';
import { PLATFORM_TENANT_ID } from '../constants';

/** What the scale seed draws one tenant's orders from: its shops, channels and staff. */
export interface ScaleTenant {
  id: number;
  name: string;
  shops: { id: string; mode: number }[];
  channelIds: string[];
  staffIds: string[];
  staffNames: string[];
  /** Who ships, closes and waives (the tenant's first user by authority, else admin). */
  admin: string;
}

/**
 * The tenant named by `ref`: a tenant id, a tenant name, or the username of one of its users
 * (`tenant1` is tenant 1001).
 */
export async function findTenant(db: Db, ref: string): Promise<number> {
  const text = ref.trim();
  if (/^\d+$/.test(text)) {
    const row = await db.one<{ id: number }>('SELECT id FROM sys_tenant WHERE id = $1', [Number(text)]);
    if (row) return row.id;
  }
  const byUser = await db.one<{ tenant_id: number }>('SELECT tenant_id FROM sys_user WHERE username = $1', [text]);
  if (byUser) return byUser.tenant_id;
  const byName = await db.one<{ id: number }>('SELECT id FROM sys_tenant WHERE name = $1 ORDER BY id LIMIT 1', [text]);
  if (byName) return byName.id;
  throw new Error(`no tenant, tenant name or username "${text}"`);
}

/** The tenant's shops, channels and staff; null when it has no shop to sell from. */
export async function loadScaleTenant(db: Db, tenantId: number): Promise<ScaleTenant | null> {
  const tenant = await db.one<{ name: string }>('SELECT name FROM sys_tenant WHERE id = $1', [tenantId]);
  if (!tenant) return null;
  const shops = await db.query<{ id: string; rent_or_purchase: number }>(
    'SELECT id, rent_or_purchase FROM sys_shop WHERE tenant_id = $1 AND status = 1 ORDER BY create_time, id',
    [tenantId],
  );
  if (shops.length === 0) return null;
  const channels = await db.query<{ id: string }>(
    'SELECT id FROM sys_channel WHERE tenant_id = $1 ORDER BY create_time, id',
    [tenantId],
  );
  const staff = await db.query<{ id: string; username: string }>(
    `SELECT id, username FROM sys_user
      WHERE tenant_id = $1 AND authority IN (3, 4) AND status = 1 AND del_flag = 0 ORDER BY username`,
    [tenantId],
  );
  const first = await db.one<{ username: string }>(
    'SELECT username FROM sys_user WHERE tenant_id = $1 AND del_flag = 0 ORDER BY authority NULLS LAST, username LIMIT 1',
    [tenantId],
  );
  return {
    id: tenantId,
    name: tenant.name,
    shops: shops.map((shop) => ({ id: shop.id, mode: shop.rent_or_purchase })),
    channelIds: channels.map((channel) => channel.id),
    staffIds: staff.map((user) => user.id),
    staffNames: staff.map((user) => user.username),
    admin: first?.username ?? 'admin',
  };
}

const NEW_SHOPS = [
  { name: '租赁旗舰店', mode: 1 },
  { name: '数码商城店', mode: 2 },
  { name: '综合服务店', mode: 3 },
] as const;
const NEW_CHANNELS = ['推广渠道一部', '推广渠道二部'] as const;

/**
 * `count` tenants other than `exclude` and the platform's own, with shops to sell from: the existing
 * ones first (by id), then new ones (规模测试租户N, three shops and two channels each).
 */
export async function otherTenants(db: Db, exclude: number, count: number): Promise<ScaleTenant[]> {
  if (count <= 0) return [];
  const out: ScaleTenant[] = [];
  const existing = await db.query<{ id: number }>('SELECT id FROM sys_tenant WHERE id <> ALL($1) ORDER BY id', [
    [exclude, PLATFORM_TENANT_ID],
  ]);
  for (const { id } of existing) {
    if (out.length >= count) return out;
    const tenant = await loadScaleTenant(db, id);
    if (tenant) out.push(tenant);
  }
  while (out.length < count) {
    const next = await db.one<{ id: number }>('SELECT COALESCE(max(id), 1000) + 1 AS id FROM sys_tenant');
    const id = Number(next?.id);
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO sys_tenant (id, name, tenant_model, status, begin_date, create_by)
         VALUES ($1, $2, 1, 1, now(), 'seed-scale')`,
        [id, `规模测试租户${id}`],
      );
      for (const shop of NEW_SHOPS) {
        await tx.query(
          `INSERT INTO sys_shop (id, tenant_id, name, rent_or_purchase, status, create_by) VALUES ($1, $2, $3, $4, 1, 'seed-scale')`,
          [newId(), id, `规模测试${id}·${shop.name}`, shop.mode],
        );
      }
      for (const [index, name] of NEW_CHANNELS.entries()) {
        await tx.query(
          `INSERT INTO sys_channel (id, tenant_id, name, code, commission_rate, status, is_default, create_by)
           VALUES ($1, $2, $3, $4, 3, 1, $5, 'seed-scale')`,
          [newId(), id, `规模测试${id}·${name}`, `SC${id}${index + 1}`, index === 0 ? 1 : 0],
        );
      }
    });
    const tenant = await loadScaleTenant(db, id);
    if (!tenant) throw new Error(`tenant ${id} was created without shops`);
    out.push(tenant);
  }
  return out;
}
