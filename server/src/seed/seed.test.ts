import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/passwords';
import type { Db } from '../db/database';
import { UNSIGNED_CHANNEL_MESSAGE } from './demo-org-data';
import {
  DEMO_TENANT_IDS,
  DEMO_USERNAMES,
  MENU_TREE,
  PAGE_COMPONENTS,
  PLATFORM_TENANT_ID,
  seedBase,
  seedDemo,
} from './index';
import { MENU_AREAS } from './menu-areas-test-kit';
import { flattenMenu } from './menu-tree';
import {
  TEST_ADMIN_PASSWORD as ADMIN_PASSWORD,
  TEST_DEMO_PASSWORD as DEMO_PASSWORD,
  openSeededDb,
} from './seed-test-kit';

let db: Db;

beforeAll(async () => {
  db = await openSeededDb();
}, 60_000);

afterAll(async () => {
  await db?.close();
});

/** Table names come from the catalogue, never from input. */
async function tableNames(): Promise<string[]> {
  const rows = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'schema_migrations'
      ORDER BY table_name`,
  );
  return rows.map((row) => row.table_name);
}

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tableNames()) {
    const row = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    counts[table] = row?.n ?? 0;
  }
  return counts;
}

describe('demo users', () => {
  it('has the required users with their authority, tenant, shop and channel', async () => {
    const rows = await db.query<{
      username: string;
      authority: number;
      tenant_id: number;
      shop_tenant: number | null;
      channel_tenant: number | null;
      sign_status: number | null;
      sign_message: string | null;
    }>(
      `SELECT u.username, u.authority, u.tenant_id, s.tenant_id AS shop_tenant, c.tenant_id AS channel_tenant,
              c.sign_status, c.sign_message
         FROM sys_user u LEFT JOIN sys_shop s ON s.id = u.shop_id LEFT JOIN sys_channel c ON c.id = u.channel_id
        WHERE u.username = ANY($1::text[])`,
      [[...DEMO_USERNAMES, 'admin']],
    );
    const by = new Map(rows.map((row) => [row.username, row]));
    expect(by.get('admin')).toMatchObject({ authority: 1, tenant_id: PLATFORM_TENANT_ID });
    expect(by.get('tenant1')).toMatchObject({ authority: 3, tenant_id: 1001, shop_tenant: null });
    expect(by.get('tenant2')).toMatchObject({ authority: 3, tenant_id: 1002, shop_tenant: null });
    expect(by.get('shop1')).toMatchObject({ authority: 4, tenant_id: 1001, shop_tenant: 1001 });
    expect(by.get('shop2')).toMatchObject({ authority: 4, tenant_id: 1002, shop_tenant: 1002 });
    expect(by.get('agent1')).toMatchObject({ authority: 5, tenant_id: 1001, channel_tenant: 1001, sign_status: 2 });
    expect(by.get('agent2')).toMatchObject({ authority: 6, tenant_id: 1002, channel_tenant: 1002, sign_status: 0 });
    expect(by.get('agent2')?.sign_message).toBe(UNSIGNED_CHANNEL_MESSAGE);
    expect(UNSIGNED_CHANNEL_MESSAGE).toContain('渠道企业信息');
  });

  it('verifies the passwords and shares one demo hash', async () => {
    const admin = await db.one<{ password_hash: string }>(
      `SELECT password_hash FROM sys_user WHERE username = 'admin'`,
    );
    expect(await verifyPassword(admin?.password_hash ?? '', ADMIN_PASSWORD)).toBe(true);
    expect(await verifyPassword(admin?.password_hash ?? '', DEMO_PASSWORD)).toBe(false);
    const demo = await db.query<{ password_hash: string }>(
      `SELECT DISTINCT password_hash FROM sys_user WHERE username <> 'admin'`,
    );
    expect(demo).toHaveLength(1);
    expect(await verifyPassword(demo[0]?.password_hash ?? '', DEMO_PASSWORD)).toBe(true);
  });

  it('stores no plain-text password anywhere', async () => {
    const hashes = await db.query<{ password_hash: string }>('SELECT password_hash FROM sys_user');
    for (const { password_hash } of hashes) expect(password_hash).toMatch(/^\$argon2id\$/);
    for (const table of await tableNames()) {
      const rows = await db.query<{ j: string }>(`SELECT row_to_json(t)::text AS j FROM ${table} t`);
      for (const { j } of rows) {
        expect(j).not.toContain(ADMIN_PASSWORD);
        expect(j).not.toContain(DEMO_PASSWORD);
      }
    }
  });

  it('gives everyone a tenant link, valid unique phones, ~10 staff per tenant and a frozen user', async () => {
    const missing = await db.query(
      `SELECT u.username FROM sys_user u
        WHERE NOT EXISTS (SELECT 1 FROM sys_user_tenant ut WHERE ut.user_id = u.id AND ut.tenant_id = u.tenant_id)`,
    );
    expect(missing).toEqual([]);
    const adminTenants = await db.query<{ tenant_id: number }>(
      `SELECT ut.tenant_id FROM sys_user_tenant ut JOIN sys_user u ON u.id = ut.user_id
        WHERE u.username = 'admin' ORDER BY ut.tenant_id`,
    );
    expect(adminTenants.map((row) => row.tenant_id)).toEqual([PLATFORM_TENANT_ID, ...DEMO_TENANT_IDS]);
    const phones = await db.query<{ phone: string }>(`SELECT phone FROM sys_user WHERE username <> 'admin'`);
    for (const { phone } of phones) expect(phone).toMatch(/^1[34578]\d{9}$/);
    expect(new Set(phones.map((row) => row.phone)).size).toBe(phones.length);
    for (const tenantId of DEMO_TENANT_IDS) {
      const row = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM sys_user WHERE tenant_id = $1', [
        tenantId,
      ]);
      expect(row?.n).toBeGreaterThanOrEqual(13);
    }
    const frozen = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM sys_user WHERE status = 2');
    expect(frozen?.n).toBeGreaterThanOrEqual(1);
  });

  it('links users to departments, some to two, with org_code one of them', async () => {
    const rows = await db.query<{ username: string; org_code: string | null; codes: string[] }>(
      `SELECT u.username, u.org_code, array_agg(d.org_code) AS codes
         FROM sys_user u JOIN sys_user_depart ud ON ud.user_id = u.id JOIN sys_depart d ON d.id = ud.dep_id
        GROUP BY u.username, u.org_code`,
    );
    for (const row of rows) expect(row.codes).toContain(row.org_code);
    expect(rows.filter((row) => row.codes.length > 1).length).toBeGreaterThanOrEqual(4);
    expect(rows.find((row) => row.username === 'tenant1')?.codes).toHaveLength(2);
  });
});

describe('idempotence', () => {
  it('changes nothing when both seeds run again', async () => {
    const before = await rowCounts();
    expect(await seedBase(db, { adminPassword: 'Other@2026' })).toBe(false);
    expect(await seedDemo(db, { demoPassword: 'Other@2026' })).toBe(false);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('menu', () => {
  it('has an entry for every area of the product', async () => {
    const rows = await db.query<{ url: string }>('SELECT url FROM sys_permission WHERE url IS NOT NULL');
    const have = new Set(rows.map((row) => row.url));
    for (const [area, paths] of Object.entries(MENU_AREAS)) {
      for (const path of paths) expect(have, `${area}: ${path}`).toContain(path);
    }
  });

  it('titles the order details page and hides it', async () => {
    const row = await db.one<{ name: string; hidden: boolean }>(
      `SELECT name, hidden FROM sys_permission WHERE url = '/order/orderDetailsNew'`,
    );
    expect(row).toEqual({ name: '订单详情', hidden: true });
  });

  it('stores every node of MENU_TREE once and exactly the page components', async () => {
    const count = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM sys_permission');
    expect(count?.n).toBe(flattenMenu(MENU_TREE).length);
    const stored = await db.query<{ component: string }>(
      `SELECT DISTINCT component FROM sys_permission WHERE component IS NOT NULL AND component NOT LIKE 'layouts/%'`,
    );
    expect(stored.map((row) => row.component).sort()).toEqual([...PAGE_COMPONENTS].sort());
    const tops = await db.query<{ menu_type: number; component: string }>(
      'SELECT menu_type, component FROM sys_permission WHERE parent_id IS NULL',
    );
    for (const top of tops) expect(top).toEqual({ menu_type: 0, component: 'layouts/RouteView' });
  });

  it('has exactly one row with is_route false and exactly one inactive button rule', async () => {
    const routeless = await db.query('SELECT url FROM sys_permission WHERE is_route = false');
    expect(routeless).toHaveLength(1);
    const inactive = await db.query(`SELECT perms FROM sys_permission WHERE menu_type = 2 AND status = '0'`);
    expect(inactive).toHaveLength(1);
  });
});

describe('roles', () => {
  async function roleUrls(tenantId: number, roleCode: string): Promise<Set<string>> {
    const rows = await db.query<{ key: string }>(
      `SELECT coalesce(p.url, p.perms) AS key FROM sys_role r
         JOIN sys_role_permission rp ON rp.role_id = r.id JOIN sys_permission p ON p.id = rp.permission_id
        WHERE r.tenant_id = $1 AND r.role_code = $2`,
      [tenantId, roleCode],
    );
    return new Set(rows.map((row) => row.key));
  }

  it('gives the platform admin role every permission', async () => {
    const total = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM sys_permission');
    expect((await roleUrls(PLATFORM_TENANT_ID, 'admin')).size).toBe(total?.n);
  });

  it('keeps platform menus from tenant roles and scopes the others', async () => {
    const tenantAdmin = await roleUrls(1001, 'tenant_admin');
    expect(tenantAdmin).toContain('/system/user');
    expect(tenantAdmin).toContain('user:add');
    expect(tenantAdmin).not.toContain('/system/tenant');
    expect(tenantAdmin).not.toContain('tenant:add');
    const shop = await roleUrls(1001, 'shop_operator');
    expect(shop).toContain('/order/orderList');
    expect(shop).toContain('/order');
    expect(shop).not.toContain('/system/user');
    const channel = await roleUrls(1002, 'channel_partner');
    expect(channel).toContain('/channel/channelList');
    expect(channel).toContain('/dashboard/analysis');
    expect(channel).not.toContain('/order/orderList');
    const staff = await roleUrls(1002, 'staff');
    expect(staff).toContain('/order/orderList');
    expect(staff).toContain('/message');
    expect(staff).not.toContain('order:export');
  });

  it('links every demo user to a role and department roles within the department ceiling', async () => {
    const roleless = await db.query(
      `SELECT u.username FROM sys_user u WHERE NOT EXISTS (SELECT 1 FROM sys_user_role ur WHERE ur.user_id = u.id)`,
    );
    expect(roleless).toEqual([]);
    const outside = await db.query(
      `SELECT drp.id FROM sys_depart_role_permission drp
        WHERE NOT EXISTS (SELECT 1 FROM sys_depart_permission dp
                           WHERE dp.depart_id = drp.depart_id AND dp.permission_id = drp.permission_id)`,
    );
    expect(outside).toEqual([]);
    const members = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM sys_depart_role_user');
    expect(members?.n).toBeGreaterThan(0);
  });
});

describe('organisation', () => {
  it('has a three-level department tree per tenant', async () => {
    for (const tenantId of [PLATFORM_TENANT_ID, ...DEMO_TENANT_IDS]) {
      const row = await db.one<{ depth: number }>(
        `WITH RECURSIVE tree AS (
           SELECT id, 1 AS depth FROM sys_depart WHERE tenant_id = $1 AND parent_id IS NULL
           UNION ALL SELECT d.id, t.depth + 1 FROM sys_depart d JOIN tree t ON d.parent_id = t.id)
         SELECT max(depth)::int AS depth FROM tree`,
        [tenantId],
      );
      expect(row?.depth).toBe(3);
    }
  });

  it('has shops, channels and positions per demo tenant', async () => {
    for (const tenantId of DEMO_TENANT_IDS) {
      const row = await db.one<{ shops: number; channels: number; positions: number }>(
        `SELECT (SELECT count(*)::int FROM sys_shop WHERE tenant_id = $1) AS shops,
                (SELECT count(*)::int FROM sys_channel WHERE tenant_id = $1) AS channels,
                (SELECT count(*)::int FROM sys_position WHERE tenant_id = $1) AS positions`,
        [tenantId],
      );
      expect(row?.shops).toBeGreaterThanOrEqual(2);
      expect(row?.channels).toBeGreaterThanOrEqual(1);
      expect(row?.positions).toBeGreaterThanOrEqual(5);
    }
    const models = await db.query<{ id: number; tenant_model: number }>(
      'SELECT id, tenant_model FROM sys_tenant ORDER BY id',
    );
    expect(models).toEqual([
      { id: 1000, tenant_model: 2 },
      { id: 1001, tenant_model: 1 },
      { id: 1002, tenant_model: 2 },
    ]);
  });
});
