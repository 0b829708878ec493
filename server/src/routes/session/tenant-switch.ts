import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../auth/auth-user';
import { switchableTenant } from '../../auth/tenant-access';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { BizError, NO_PERMISSION_MESSAGE } from '../../http/envelope';
import { newId } from '../../util/ids';

const OPERATION_LOG = 2;

async function tenantNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  const rows = await db.query<{ id: number; name: string }>('SELECT id, name FROM sys_tenant WHERE id = ANY($1)', [
    ids,
  ]);
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * Writes one operation-log row (sys_log, log_type 2) about a tenant switch into both the tenant left
 * and the tenant entered, so the platform's log and the entered tenant's log each show who came in,
 * from where, and when. `request_param` keeps the two ids for tools.
 *
 * @example await writeTenantSwitchLog(db, request, user, 1000, 1001) // 切换租户：平台运营中心(1000) → 华东租赁有限公司(1001)
 */
export async function writeTenantSwitchLog(
  db: Db,
  request: FastifyRequest,
  user: AuthUser,
  from: number,
  to: number,
): Promise<void> {
  const names = await tenantNames(db, [from, to]);
  const label = (id: number) => `${names.get(id) ?? '未知租户'}(${id})`;
  const content = `切换租户：${label(from)} → ${label(to)}`;
  const param = JSON.stringify({ fromTenantId: from, toTenantId: to });
  for (const tenantId of [from, to]) {
    await db.query(
      `INSERT INTO sys_log (id, tenant_id, log_type, log_content, userid, username, ip, method, request_url,
         request_param, request_type)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'selectTenant', $8, $9, $10)`,
      [
        newId(),
        tenantId,
        OPERATION_LOG,
        content,
        user.id,
        user.username.slice(0, 100),
        request.ip.slice(0, 100),
        request.url.split('?')[0]?.slice(0, 255) ?? null,
        param,
        request.method.slice(0, 10),
      ],
    );
  }
}

/**
 * Moves the caller's session into `tenantId`: a tenant they belong to, or for the platform
 * administrator any active tenant; anyone else gets code 510 and nothing changes. A real change is
 * written to the operation log of both tenants (in one transaction with the session change).
 *
 * @example await switchSessionTenant(ctx, request, user, 1001);
 */
export async function switchSessionTenant(
  ctx: AppContext,
  request: FastifyRequest,
  user: AuthUser,
  tenantId: number,
): Promise<void> {
  const target = await switchableTenant(ctx.db, user.id, user.platform, tenantId);
  if (!target) throw new BizError(NO_PERMISSION_MESSAGE, 510);
  await ctx.db.transaction(async (tx) => {
    // The session's own tenant, not the request's (a header may name another tenant of the user's).
    const session = await tx.one<{ tenant_id: number }>('SELECT tenant_id FROM sys_token WHERE id = $1', [
      user.tokenId,
    ]);
    if (!session || session.tenant_id === target.id) return;
    await tx.query('UPDATE sys_token SET tenant_id = $2 WHERE id = $1', [user.tokenId, target.id]);
    await writeTenantSwitchLog(tx, request, user, session.tenant_id, target.id);
  });
}
