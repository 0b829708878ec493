import type { Db } from '../db/database';
import { newId } from '../util/ids';
import type { DemoPerson } from './demo-people';
import { joinTenant } from './grants';
import type { TenantRefs } from './seed-demo-org';

/** A demo user as created, for the role links, announcements, logs and chat that follow. */
export interface SeededUser {
  id: string;
  tenantId: number;
  username: string;
  realname: string;
  authority: number;
  shopId: string | null;
  channelId: string | null;
  person: DemoPerson;
}

function lookup(map: ReadonlyMap<string, string>, key: string | undefined, what: string): string | null {
  if (!key) return null;
  const id = map.get(key);
  if (!id) throw new Error(`demo data names an unknown ${what} '${key}'`);
  return id;
}

/**
 * Inserts the people of one tenant with the shared demo password hash, their tenant link and their
 * departments (the first department is the current org_code).
 */
export async function insertTenantUsers(
  db: Db,
  refs: TenantRefs,
  people: readonly DemoPerson[],
  workNoPrefix: string,
  domain: string,
  passwordHash: string,
): Promise<SeededUser[]> {
  const users: SeededUser[] = [];
  for (const [index, person] of people.entries()) {
    const id = newId();
    const shopId = lookup(refs.shops, person.shop, 'shop');
    const channelId = lookup(refs.channels, person.channel, 'channel');
    const departIds = person.departs.map((code) => lookup(refs.departs, code, 'department') as string);
    await db.query(
      `INSERT INTO sys_user (id, tenant_id, username, realname, password_hash, birthday, sex, email, phone, org_code,
         status, work_no, post, telephone, authority, shop_id, channel_id, user_identity, create_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, 'admin')`,
      [
        id,
        refs.tenantId,
        person.username,
        person.realname,
        passwordHash,
        person.birthday,
        person.sex,
        `${person.username}@${domain}`,
        person.phone,
        person.departs[0] ?? null,
        person.status ?? 1,
        `${workNoPrefix}${String(index + 1).padStart(4, '0')}`,
        person.post,
        person.telephone ?? null,
        person.authority,
        shopId,
        channelId,
        // Managers are "superiors" in JeecgBoot's user_identity sense.
        person.roles.includes('tenant_admin') || person.post.endsWith('manager') ? 2 : 1,
      ],
    );
    await joinTenant(db, id, refs.tenantId);
    for (const departId of departIds) {
      await db.query('INSERT INTO sys_user_depart (id, user_id, dep_id) VALUES ($1, $2, $3)', [newId(), id, departId]);
    }
    users.push({
      id,
      tenantId: refs.tenantId,
      username: person.username,
      realname: person.realname,
      authority: person.authority,
      shopId,
      channelId,
      person,
    });
  }
  return users;
}
