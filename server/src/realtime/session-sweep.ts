import type { Db } from '../db/database';
import type { Realtime } from './hub';

/** How often this instance checks the sessions of its open sockets. */
export const SESSION_SWEEP_MS = 1000;

/**
 * The sessions among `tokenIds` that may still hold sockets: not revoked, not expired, their user
 * active and not deleted, and still a member of the session's tenant (the platform administrator may
 * be in any tenant). One indexed statement for all of this instance's sockets.
 */
async function liveSessions(db: Db, tokenIds: readonly string[]): Promise<Set<string>> {
  const rows = await db.query<{ id: string }>(
    `SELECT t.id FROM sys_token t JOIN sys_user u ON u.id = t.user_id
      WHERE t.id = ANY($1::varchar[]) AND t.revoked_at IS NULL AND t.expires_at > now()
        AND u.status = 1 AND u.del_flag = 0
        AND (u.authority = 1 OR t.tenant_id = u.tenant_id
             OR EXISTS (SELECT 1 FROM sys_user_tenant ut WHERE ut.user_id = u.id AND ut.tenant_id = t.tenant_id))`,
    [tokenIds],
  );
  return new Set(rows.map((row) => row.id));
}

/**
 * Closes, every SESSION_SWEEP_MS, this instance's sockets whose session ended by any way other than a
 * revocation this server made itself (those close at once, see revocation.ts): expiry, a user frozen or
 * deleted or removed from the tenant, a row changed in the database directly. Each instance sweeps its
 * own sockets. Returns the function that stops the sweep.
 *
 * @example const stop = startSessionSweep(db, realtime); app.addHook('onClose', stop)
 */
export function startSessionSweep(
  db: Db,
  realtime: Realtime,
  options: { intervalMs?: number; log?: (line: string) => void } = {},
): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const sweep = async () => {
    const open = realtime.sessions();
    if (open.size === 0) return;
    const live = await liveSessions(db, [...open]);
    for (const tokenId of open) if (!live.has(tokenId)) realtime.closeLocal({ tokenId });
  };
  const timer = setInterval(() => {
    running = running.then(sweep).catch((error: unknown) => options.log?.(`session sweep failed: ${String(error)}`));
  }, options.intervalMs ?? SESSION_SWEEP_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
