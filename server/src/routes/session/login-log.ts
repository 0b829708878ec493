import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { newId } from '../../util/ids';

export interface LoginLogEntry {
  tenantId: number;
  userId: string | null;
  username: string;
  /** e.g. `用户名: admin,登录成功！` */
  content: string;
  /** How the user signed in: 'password', 'phone', 'oauth2', 'cas', 'logout'. */
  channel: string;
}

/**
 * Writes a login-log row (sys_log, log_type 1) for the login-log page. Never the request body: it
 * holds the password.
 *
 * @example await writeLoginLog(db, request, { tenantId: 1000, userId, username: 'admin', content: '用户名: admin,登录成功！', channel: 'password' })
 */
export async function writeLoginLog(db: Db, request: FastifyRequest, entry: LoginLogEntry): Promise<void> {
  await db.query(
    `INSERT INTO sys_log (id, tenant_id, log_type, log_content, userid, username, ip, method, request_url, request_type)
     VALUES ($1, $2, 1, $3, $4, $5, $6, $7, $8, $9)`,
    [
      newId(),
      entry.tenantId,
      entry.content.slice(0, 1000),
      entry.userId,
      entry.username.slice(0, 100),
      request.ip.slice(0, 100),
      entry.channel,
      request.url.split('?')[0]?.slice(0, 255) ?? null,
      request.method,
    ],
  );
}
