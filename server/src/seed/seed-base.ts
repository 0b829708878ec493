import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/database';
import { seedJobs } from '../jobs/seed-jobs';
import { newId } from '../util/ids';
import { ADMIN_ROLE_CODE, ADMIN_USERNAME, PLATFORM_TENANT_ID, PLATFORM_TENANT_NAME } from './constants';
import { assignRole, grantRole, joinTenant } from './grants';
import { insertDataRules, insertMenu } from './seed-menu';
import { insertCategories, insertCheckRules, insertDicts } from './seed-reference';

export interface SeedBaseOptions {
  /** The platform administrator's password; only its argon2id hash is stored. */
  adminPassword: string;
}

/** The menu is the marker: it is written in the same transaction as everything else of the base set. */
async function baseSeeded(db: Db): Promise<boolean> {
  return !!(await db.one('SELECT 1 AS one FROM sys_permission LIMIT 1'));
}

/** Creates the platform administrator unless the user name is taken, and returns its id either way. */
async function upsertAdmin(db: Db, passwordHash: string): Promise<string> {
  const created = await db.one<{ id: string }>(
    `INSERT INTO sys_user (id, tenant_id, username, realname, password_hash, status, authority, user_identity, create_by)
     VALUES ($1, $2, $3, '系统管理员', $4, 1, 1, 2, 'system')
     ON CONFLICT (username) DO NOTHING RETURNING id`,
    [newId(), PLATFORM_TENANT_ID, ADMIN_USERNAME, passwordHash],
  );
  if (created) return created.id;
  const existing = await db.one<{ id: string }>('SELECT id FROM sys_user WHERE username = $1', [ADMIN_USERNAME]);
  if (!existing) throw new Error('admin user could not be created');
  return existing.id;
}

/**
 * The data every installation needs, production included: the platform tenant, the platform
 * administrator with the `admin` role holding every permission, the menu, dictionaries, the
 * category dictionary and the code check rules. Does nothing when the menu exists already.
 *
 * @returns true when it seeded, false when the database was seeded before.
 */
export async function seedBase(db: Db, options: SeedBaseOptions): Promise<boolean> {
  if (await baseSeeded(db)) return false;
  // argon2 is slow: hash before the transaction so it stays short.
  const passwordHash = await hashPassword(options.adminPassword);
  return db.transaction(async (tx) => {
    if (await baseSeeded(tx)) return false;
    await tx.query(
      `INSERT INTO sys_tenant (id, name, tenant_model, status, begin_date, create_by)
       VALUES ($1, $2, 2, 1, now(), 'system') ON CONFLICT (id) DO NOTHING`,
      [PLATFORM_TENANT_ID, PLATFORM_TENANT_NAME],
    );
    const adminId = await upsertAdmin(tx, passwordHash);
    await joinTenant(tx, adminId, PLATFORM_TENANT_ID);

    const menuIds = await insertMenu(tx);
    await insertDataRules(tx, menuIds);
    await insertDicts(tx);
    await insertCategories(tx);
    await insertCheckRules(tx);
    await seedJobs(tx);

    await tx.query(
      `INSERT INTO sys_role (id, tenant_id, role_name, role_code, description, create_by)
       VALUES ($1, $2, '平台管理员', $3, '平台运营方的超级管理员，拥有全部菜单与按钮权限', 'system')
       ON CONFLICT (tenant_id, role_code) DO NOTHING`,
      [newId(), PLATFORM_TENANT_ID, ADMIN_ROLE_CODE],
    );
    const role = await tx.one<{ id: string }>('SELECT id FROM sys_role WHERE tenant_id = $1 AND role_code = $2', [
      PLATFORM_TENANT_ID,
      ADMIN_ROLE_CODE,
    ]);
    if (!role) throw new Error('admin role could not be created');
    const all = await tx.query<{ id: string }>('SELECT id FROM sys_permission');
    await grantRole(
      tx,
      role.id,
      all.map((row) => row.id),
    );
    await assignRole(tx, adminId, role.id);
    return true;
  });
}
