import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import { BizError } from '../../http/envelope';

/** Expensive tasks limited per user, with how many of each one user may run at a time. */
export const TASK_LIMITS = { import: 1, export: 2 } as const;
export type TaskKind = keyof typeof TASK_LIMITS;

export const TASK_BUSY_MESSAGES: Record<TaskKind, string> = {
  import: '已有导入任务进行中，请等待其完成后再试',
  export: '已有导出任务进行中，请等待其完成后再试',
};

/** A lease not renewed for this long counts no more (its instance crashed or lost the database). */
export const LEASE_TTL_MS = 2 * 60_000;
const RENEW_EVERY_MS = 30_000;
/** First key of the two-key advisory lock that serialises acquisitions per scope (the migration number). */
const LOCK_CLASS = 196;

/** A running task's hold on one of its user's slots. */
export interface TaskLease {
  /** Frees the slot; safe to call more than once, never throws (an unreleased lease expires). */
  release(): Promise<void>;
}

/**
 * Takes one of the user's slots for `kind` in `sys_task_lease` (migration 196), or throws the busy
 * message when all are taken. Acquisitions of one user and kind are serialised by an advisory lock in
 * one transaction, so of two concurrent ones on any instances only the allowed number succeed. While
 * held, the lease renews its expiry every 30 s; the caller releases it when the work ends, however it
 * ends.
 *
 * @example const lease = await acquireTaskLease(ctx.db, 'import', user.id); try { ... } finally { await lease.release(); }
 */
export async function acquireTaskLease(db: Db, kind: TaskKind, userId: string): Promise<TaskLease> {
  const scope = `${kind}:${userId}`;
  const id = randomUUID();
  const taken = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1::int4, hashtext($2::text))', [LOCK_CLASS, scope]);
    // Expired rows of anyone go here: they no longer count, and nothing else sweeps this table.
    await tx.query('DELETE FROM sys_task_lease WHERE expires_at <= now()');
    const rows = await tx.query(
      `INSERT INTO sys_task_lease (id, scope, started_at, expires_at)
       SELECT $1::text, $2::text, now(), now() + $3::float8 * interval '1 millisecond'
        WHERE (SELECT count(*) FROM sys_task_lease WHERE scope = $2::text AND expires_at > now()) < $4::int
       RETURNING id`,
      [id, scope, LEASE_TTL_MS, TASK_LIMITS[kind]],
    );
    return rows.length > 0;
  });
  if (!taken) throw new BizError(TASK_BUSY_MESSAGES[kind]);

  const renew = setInterval(() => {
    db.query(`UPDATE sys_task_lease SET expires_at = now() + $2::float8 * interval '1 millisecond' WHERE id = $1`, [
      id,
      LEASE_TTL_MS,
    ]).catch(() => undefined);
  }, RENEW_EVERY_MS);
  renew.unref();
  let released: Promise<void> | undefined;
  return {
    release() {
      clearInterval(renew);
      released ??= db
        .query('DELETE FROM sys_task_lease WHERE id = $1', [id])
        .then(() => undefined)
        .catch(() => undefined);
      return released;
    },
  };
}

/**
 * Runs `work` holding one of the user's `kind` slots, released when it settles.
 *
 * @example return withTaskLease(ctx.db, 'import', scope.userId, () => importWorkbooks(...));
 */
export async function withTaskLease<T>(db: Db, kind: TaskKind, userId: string, work: () => Promise<T>): Promise<T> {
  const lease = await acquireTaskLease(db, kind, userId);
  try {
    return await work();
  } finally {
    await lease.release();
  }
}
