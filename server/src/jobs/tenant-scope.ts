import { type Scope, scopeConditions } from '../data/scope';
import type { Db } from '../db/database';

/** create_by/update_by of rows a job writes. */
export const JOB_ACTOR = 'system';

/** Every tenant id, the platform's included, ascending: jobs work tenant by tenant. */
export async function allTenantIds(db: Db): Promise<number[]> {
  const rows = await db.query<{ id: number }>('SELECT id FROM sys_tenant ORDER BY id');
  return rows.map((row) => Number(row.id));
}

/**
 * The WHERE parts that keep a job's statement inside one tenant (the shared scope rules, as the
 * system acting for the whole tenant), numbered from `firstParam`.
 *
 * @example tenantWhere(1001, 2, 's') // { sql: ['s.tenant_id = $2'], params: [1001] }
 */
export function tenantWhere(tenantId: number, firstParam: number, alias?: string) {
  const scope: Scope = { tenantId, shopId: null, channelId: null, userId: JOB_ACTOR, username: JOB_ACTOR };
  return scopeConditions({ tenant: 'tenant_id' }, scope, firstParam, alias);
}

/**
 * "租户1001：3；租户1002：1" for the tenants where something happened (empty when nothing did).
 *
 * @example perTenantSummary(new Map([[1001, '分期3条']])) // '租户1001：分期3条'
 */
export function perTenantSummary(parts: ReadonlyMap<number, string>): string {
  return [...parts].map(([tenant, text]) => `租户${tenant}：${text}`).join('；');
}
