import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database';

/** Tokens are `<id>.<hmac(id)>`: the id is looked up server-side (so it can be revoked), the HMAC proves it is ours. */
export interface TokenService {
  issue(userId: string, tenantId: number, meta?: { ip?: string; userAgent?: string }): Promise<string>;
  verify(token: string | undefined): Promise<TokenCheck>;
  revoke(token: string): Promise<void>;
  revokeAllOf(userId: string, exceptToken?: string): Promise<void>;
  /** Switches the tenant a session works in (select-tenant). */
  setTenant(token: string, tenantId: number): Promise<void>;
  /** The session id of one of our tokens (null for anything else): what sockets are closed by. */
  idOf(token: string | undefined): string | null;
}

export type TokenCheck =
  | { status: 'missing' }
  /** Not a token of ours (bad shape or signature): HTTP 401. */
  | { status: 'foreign' }
  /** Ours but expired, revoked, or its user frozen or deleted: HTTP 500 Token失效. */
  | { status: 'invalid' }
  | {
      status: 'valid';
      tokenId: string;
      userId: string;
      tenantId: number;
      /** The user's row, read with the session (the guard needs no second query). */
      account: AccountRow;
      /** `sys_grant_generation` as of this check (see permission-cache.ts). */
      grantGeneration: number;
    };

/** The columns of `sys_user` a request needs about its caller. */
export interface AccountRow {
  id: string;
  username: string;
  realname: string;
  authority: number | null;
  tenant_id: number;
  shop_id: string | null;
  channel_id: string | null;
  org_code: string | null;
}

/** Sliding expiry is written back at most once a minute per token. */
const TOUCH_INTERVAL_MS = 60_000;

export function createTokenService(db: Db, secret: string, idleMs: number): TokenService {
  const sign = (id: string) => createHmac('sha256', secret).update(id).digest('base64url');

  function parse(token: string | undefined): string | null {
    if (!token) return null;
    const [id, mac, extra] = token.split('.');
    if (!id || !mac || extra !== undefined || id.length > 64) return null;
    const expected = Buffer.from(sign(id));
    const given = Buffer.from(mac);
    return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
  }

  return {
    async issue(userId, tenantId, meta = {}) {
      const id = randomBytes(24).toString('base64url');
      await db.query(
        `INSERT INTO sys_token (id, user_id, tenant_id, expires_at, ip, user_agent)
         VALUES ($1, $2, $3, now() + ($4::bigint * interval '1 millisecond'), $5, $6)`,
        [id, userId, tenantId, idleMs, meta.ip?.slice(0, 64) ?? null, meta.userAgent?.slice(0, 300) ?? null],
      );
      return `${id}.${sign(id)}`;
    },

    async verify(token) {
      if (!token) return { status: 'missing' };
      const id = parse(token);
      if (!id) return { status: 'foreign' };
      // One round trip per request: the session, its user and the grant generation.
      const row = await db.one<
        { session_tenant_id: number; alive: boolean; stale: boolean; grant_generation: number } & AccountRow
      >(
        `SELECT t.tenant_id AS session_tenant_id,
                (t.revoked_at IS NULL AND t.expires_at > now() AND u.status = 1 AND u.del_flag = 0) AS alive,
                (t.last_seen_at < now() - ($2::bigint * interval '1 millisecond')) AS stale,
                (SELECT value FROM sys_grant_generation WHERE id = 1) AS grant_generation,
                u.id, u.username, u.realname, u.authority, u.tenant_id, u.shop_id, u.channel_id, u.org_code
           FROM sys_token t JOIN sys_user u ON u.id = t.user_id
          WHERE t.id = $1`,
        [id, TOUCH_INTERVAL_MS],
      );
      if (!row?.alive) return { status: 'invalid' };
      if (row.stale) {
        await db.query(
          `UPDATE sys_token SET last_seen_at = now(), expires_at = now() + ($2::bigint * interval '1 millisecond')
            WHERE id = $1`,
          [id, idleMs],
        );
      }
      const { session_tenant_id, alive: _alive, stale: _stale, grant_generation, ...account } = row;
      return {
        status: 'valid',
        tokenId: id,
        userId: account.id,
        tenantId: session_tenant_id,
        account,
        grantGeneration: Number(grant_generation),
      };
    },

    async revoke(token) {
      const id = parse(token);
      if (id) await db.query('UPDATE sys_token SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [id]);
    },

    async revokeAllOf(userId, exceptToken) {
      const keep = exceptToken ? parse(exceptToken) : null;
      await db.query(
        'UPDATE sys_token SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL AND id IS DISTINCT FROM $2',
        [userId, keep],
      );
    },

    idOf: parse,

    async setTenant(token, tenantId) {
      const id = parse(token);
      if (id) await db.query('UPDATE sys_token SET tenant_id = $2 WHERE id = $1', [id, tenantId]);
    },
  };
}
