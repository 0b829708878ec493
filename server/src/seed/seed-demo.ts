import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/database';
import { newId } from '../util/ids';
import { seedBusiness } from './business';
import { ADMIN_USERNAME, DEMO_TENANT_IDS, PLATFORM_TENANT_ID } from './constants';
import { PLATFORM_ANNOUNCEMENTS, tenantAnnouncements } from './demo-announcements';
import { DEMO_TENANTS, type DemoTenant, PLATFORM_DEPARTS } from './demo-org-data';
import { DEMO_PEOPLE } from './demo-people';
import { joinTenant } from './grants';
import { loadPermissionRows, type PermissionRow } from './role-grants';
import { insertChatMessages, insertLoginLogs, insertOperationLogs, type LogUser } from './seed-demo-activity';
import { insertAnnouncements } from './seed-demo-announcements';
import { insertDeparts, insertTenantOrg } from './seed-demo-org';
import { insertDepartRoles, insertTenantRoles } from './seed-demo-roles';
import { insertTenantUsers, type SeededUser } from './seed-demo-users';

export interface SeedDemoOptions {
  /** Password of every demo user; hashed once, the hash shared (argon2 is slow). */
  demoPassword: string;
  /** The instant the demo data is dated from (default: now). Tests seed other dates with it. */
  now?: Date;
}

/** Order numbers the demo "new order to review" messages point at (bus_id). */
const DEMO_ORDER_NOS: Record<number, string> = { 1001: 'ZL202605021015300012', 1002: 'GM202605031420110008' };

async function demoSeeded(db: Db): Promise<boolean> {
  const [first, second] = DEMO_TENANT_IDS;
  return !!(await db.one('SELECT 1 AS one FROM sys_tenant WHERE id IN ($1, $2) LIMIT 1', [first, second]));
}

function pick(users: readonly SeededUser[], test: (user: SeededUser) => boolean, what: string): SeededUser {
  const user = users.find(test);
  if (!user) throw new Error(`demo data has no ${what}`);
  return user;
}

/** One demo tenant: organisation, people, roles, announcements, logs and chat. */
async function seedTenant(
  db: Db,
  tenant: DemoTenant,
  adminId: string,
  passwordHash: string,
  permissions: readonly PermissionRow[],
  now: Date,
): Promise<void> {
  const refs = await insertTenantOrg(db, tenant);
  const roster = DEMO_PEOPLE.get(tenant.id);
  if (!roster) throw new Error(`no demo people for tenant ${tenant.id}`);
  const users = await insertTenantUsers(db, refs, roster.people, roster.workNoPrefix, tenant.domainName, passwordHash);
  await joinTenant(db, adminId, tenant.id);
  await insertTenantRoles(db, tenant.id, users, permissions);
  await insertDepartRoles(db, refs, users, permissions);

  const tenantAdmin = pick(users, (user) => user.person.roles.includes('tenant_admin'), 'tenant administrator');
  const shopUser = pick(users, (user) => user.authority === 4, 'shop user');
  const agent = pick(users, (user) => user.authority === 5 || user.authority === 6, 'channel partner');
  const ops = pick(users, (user) => user.person.post === 'ops_manager', 'operations manager');
  const audience = {
    tenantAdmin: tenantAdmin.username,
    shop: shopUser.username,
    agent: agent.username,
    ops: ops.username,
  };
  const orderNo = DEMO_ORDER_NOS[tenant.id] ?? 'ZL202605010000000001';
  await insertAnnouncements(db, tenant.id, tenantAnnouncements(audience, orderNo), tenantAdmin.username, now);

  const active = users.filter((user) => user.person.status !== 2);
  await insertLoginLogs(db, tenant.id, active, 30, now);
  await insertOperationLogs(db, tenant.id, [tenantAdmin, ops, shopUser], now);
  await insertChatMessages(
    db,
    tenant.id,
    [
      { agentId: String(tenant.id), unread: 3, read: 2 },
      { agentId: shopUser.shopId ?? '', unread: 2, read: 1 },
      { agentId: agent.id, unread: 1, read: 0 },
    ],
    now,
  );
}

/** Platform extras: departments for the administrator (so it can switch), notices and logs. */
async function seedPlatform(db: Db, admin: LogUser, now: Date): Promise<void> {
  const departs = await insertDeparts(db, PLATFORM_TENANT_ID, PLATFORM_DEPARTS);
  for (const code of ['A01A01', 'A01A02']) {
    await db.query('INSERT INTO sys_user_depart (id, user_id, dep_id) VALUES ($1, $2, $3)', [
      newId(),
      admin.id,
      departs.get(code),
    ]);
  }
  await db.query(`UPDATE sys_user SET org_code = 'A01A01' WHERE id = $1 AND org_code IS NULL`, [admin.id]);
  await insertAnnouncements(db, PLATFORM_TENANT_ID, PLATFORM_ANNOUNCEMENTS, ADMIN_USERNAME, now);
  await insertLoginLogs(db, PLATFORM_TENANT_ID, [admin], 10, now);
  await insertOperationLogs(db, PLATFORM_TENANT_ID, [admin], now);
}

/**
 * The demo data set (demo mode only): tenants 1001 and 1002 with shops, channels, departments,
 * positions, users (DEMO_USERNAMES and staff), roles, announcements, logs and chat messages.
 * Needs seedBase first; does nothing when a demo tenant exists already.
 *
 * @returns true when it seeded, false when the demo data was there already.
 */
export async function seedDemo(db: Db, options: SeedDemoOptions): Promise<boolean> {
  if (await demoSeeded(db)) return false;
  const admin = await db.one<LogUser>('SELECT id, username FROM sys_user WHERE username = $1', [ADMIN_USERNAME]);
  if (!admin) throw new Error('seedBase must run before seedDemo');
  const passwordHash = await hashPassword(options.demoPassword);
  // Whole seconds: the order numbers and the wire format carry no milliseconds.
  const now = new Date(Math.floor((options.now ?? new Date()).getTime() / 1000) * 1000);
  return db.transaction(async (tx) => {
    if (await demoSeeded(tx)) return false;
    const permissions = await loadPermissionRows(tx);
    await seedPlatform(tx, admin, now);
    for (const tenant of DEMO_TENANTS) await seedTenant(tx, tenant, admin.id, passwordHash, permissions, now);
    await seedBusiness(tx, now);
    return true;
  });
}
