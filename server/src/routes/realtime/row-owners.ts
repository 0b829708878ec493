import type { EntityDef } from '../../data/entity';
import { inScope, type Scope } from '../../data/scope';
import type { Db } from '../../db/database';
import type { RowId } from './live-table-frame';
import { rowsTableOf } from './live-tables';

/**
 * Who owns a row: its tenant, and its shop and channel when the table has such a column (a key is
 * absent when it has not, so the row narrows nobody by it). Plain JSON, so it crosses the cluster bus.
 */
export interface RowOwners {
  tenantId: number;
  shopId?: string | null;
  channelId?: string | null;
}

/** The id as the table's id column wants it, or null when it cannot name a row. */
function idParam(entity: EntityDef, id: RowId): string | number | null {
  const field = entity.fields.id;
  if (!field) return null;
  if (field.type !== 'int') return String(id);
  const number = Number(id);
  return Number.isSafeInteger(number) ? number : null;
}

/**
 * The owners of row `id` of a live table, read only when the row exists in `scope` (the sender's):
 * null for a missing row and for one of another tenant, shop or channel alike. Owner column names
 * come from the entity's allowlist, the values are parameters.
 *
 * @example await readOwners(db, ORDER_VIEW_ENTITY, scopeOf(shopUser), 'o1') // { tenantId: 1001, shopId: 's1', channelId: null }
 */
export async function readOwners(db: Db, entity: EntityDef, scope: Scope, id: RowId): Promise<RowOwners | null> {
  const key = idParam(entity, id);
  const column = entity.fields.id?.column;
  if (key === null || !column) return null;
  const params: unknown[] = [key];
  const { tenant, shop, channel } = entity.scope;
  const selected = [
    column,
    ...(tenant ? [`${tenant} AS tenant`] : []),
    ...(shop ? [`${shop} AS shop`] : []),
    ...(channel ? [`${channel} AS channel`] : []),
  ];
  const where = [`${column} = $1`, inScope(scope, entity.scope, params)];
  if (entity.softDelete) {
    params.push(entity.softDelete.alive);
    where.push(`${entity.softDelete.column} = $${params.length}`);
  }
  const row = await db.one<{ tenant?: number; shop?: string | null; channel?: string | null }>(
    `SELECT ${selected.join(', ')} FROM ${rowsTableOf(entity)} WHERE ${where.join(' AND ')} LIMIT 1`,
    params,
  );
  if (!row) return null;
  return {
    tenantId: tenant ? Number(row.tenant) : scope.tenantId,
    ...(shop ? { shopId: row.shop ?? null } : {}),
    ...(channel ? { channelId: row.channel ?? null } : {}),
  };
}

/**
 * Whether a row with these owners lies inside `scope`, decided in memory the way `inScope` decides
 * in SQL: the same tenant, and for a shop user the row's shop, for a partner the row's channel.
 *
 * @example ownersVisibleTo({ tenantId: 1001, shopId: 's1', channelId: 'c1' }, agentScopeOf('c2')) // false
 */
export function ownersVisibleTo(owners: RowOwners, scope: Scope): boolean {
  if (owners.tenantId !== scope.tenantId) return false;
  if (owners.shopId !== undefined && scope.shopId !== null && owners.shopId !== scope.shopId) return false;
  if (owners.channelId !== undefined && scope.channelId !== null && owners.channelId !== scope.channelId) return false;
  return true;
}
