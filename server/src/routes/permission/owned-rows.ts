import { type Scope, type ScopeColumns, scopeConditions } from '../../data/scope';
import type { Db } from '../../db/database';
import { BizError } from '../../http/envelope';

/** Tenant-owned tables whose rows this area links permissions to, scoped as the org area scopes them. */
const OWNERS = {
  sys_role: { tenant: 'tenant_id' },
  sys_depart: { tenant: 'tenant_id', shop: 'shop_id' },
  sys_depart_role: { tenant: 'tenant_id' },
} satisfies Record<string, ScopeColumns>;

export type OwnerTable = keyof typeof OWNERS;

/**
 * The row `id` of `table` when it is in the caller's scope (tenant, and shop where the table is
 * shop-owned), else a `未找到对应数据` refusal: another tenant's row looks exactly like a missing one.
 *
 * @example const role = await ownedRow(db, 'sys_role', scope, roleId);
 */
export async function ownedRow(
  db: Db,
  table: OwnerTable,
  scope: Scope,
  id: unknown,
): Promise<{ id: string; depart_id?: string }> {
  if (typeof id !== 'string' || id === '' || id.length > 64) throw new BizError('未找到对应数据');
  const scoped = scopeConditions(OWNERS[table], scope, 2);
  const departColumn = table === 'sys_depart_role' ? ', depart_id' : '';
  const row = await db.one<{ id: string; depart_id?: string }>(
    `SELECT id${departColumn} FROM ${table} WHERE id = $1 AND ${scoped.sql.join(' AND ')}`,
    [id, ...scoped.params],
  );
  if (!row) throw new BizError('未找到对应数据');
  return row;
}
