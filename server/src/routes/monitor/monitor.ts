import { createHash } from 'node:crypto';
import { arch, cpus, freemem, hostname, loadavg, platform, release, totalmem, uptime } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { escapeLike, paging } from '../../data/list-query';
import { BizError, ok } from '../../http/envelope';
import { formatDateTime } from '../../util/time';
import { bodyOf, queryOf } from '../crud';
import { text } from '../org/rules';

/** A session's public key: a hash of its token id (the id itself is never shown). */
export function sessionKey(tokenId: string): string {
  return createHash('sha256').update(tokenId).digest('hex').slice(0, 32);
}

const MB = 1024 * 1024;
const mb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

const LIVE_SESSION = 't.revoked_at IS NULL AND t.expires_at > now()';

/** Row counts shown by 缓存监控: the server keeps sessions, codes and realtime links in these stores. */
const STORES = [
  { name: '在线会话', sql: `SELECT count(*)::int AS n FROM sys_token t WHERE ${LIVE_SESSION}` },
  {
    name: '有效短信验证码',
    sql: 'SELECT count(*)::int AS n FROM sys_sms_code WHERE used_at IS NULL AND expires_at > now()',
  },
  { name: '数据字典项', sql: 'SELECT count(*)::int AS n FROM sys_dict_item' },
  { name: '菜单权限', sql: 'SELECT count(*)::int AS n FROM sys_permission' },
  { name: '未读客服消息', sql: "SELECT count(*)::int AS n FROM chat_message WHERE direction = 'in' AND read_flag = 0" },
] as const;

/**
 * 系统监控 (platform administrator only): server and process figures, cache-like stores, the
 * sessions signed in now and forcing one out. Request tracing reads the operation log (`/sys/log/list`).
 */
export function monitorRoutes(api: FastifyInstance, ctx: AppContext): void {
  const platformOnly = { config: { access: 'platform' as const } };

  api.get('/sys/monitor/server', platformOnly, async () => {
    const memory = process.memoryUsage();
    const version = await ctx.db.one<{ version: string }>('SELECT version() AS version');
    const cpuList = cpus();
    return ok({
      os: {
        hostname: hostname(),
        platform: `${platform()} ${release()}`,
        arch: arch(),
        cpuModel: cpuList[0]?.model ?? '',
        cpuCount: cpuList.length,
        loadAverage: loadavg().map((value) => Math.round(value * 100) / 100),
        totalMemoryMb: mb(totalmem()),
        freeMemoryMb: mb(freemem()),
        uptimeSeconds: Math.round(uptime()),
      },
      process: {
        nodeVersion: process.version,
        pid: process.pid,
        uptimeSeconds: Math.round(process.uptime()),
        rssMb: mb(memory.rss),
        heapUsedMb: mb(memory.heapUsed),
        heapTotalMb: mb(memory.heapTotal),
      },
      database: { kind: ctx.db.kind, version: (version?.version ?? '').split(',')[0] ?? '' },
      realtimeConnections: ctx.realtime.count(),
      serverTime: formatDateTime(new Date()),
    });
  });

  api.get('/sys/monitor/cache', platformOnly, async () => {
    const stores = [];
    for (const store of STORES) {
      const row = await ctx.db.one<{ n: number }>(store.sql);
      stores.push({ name: store.name, count: row?.n ?? 0 });
    }
    stores.push({ name: '实时连接', count: ctx.realtime.count() });
    const memory = process.memoryUsage();
    return ok({
      stores,
      memory: { rssMb: mb(memory.rss), heapUsedMb: mb(memory.heapUsed), externalMb: mb(memory.external) },
    });
  });

  api.get('/sys/online/list', platformOnly, async (request) => {
    const query = queryOf(request);
    const { pageNo, pageSize } = paging(query);
    const username = text(query.username).replace(/\*/g, '');
    const params: unknown[] = [username === '' ? null : `%${escapeLike(username)}%`];
    const where = `${LIVE_SESSION} AND u.del_flag = 0 AND ($1::text IS NULL OR u.username ILIKE $1 OR u.realname ILIKE $1)`;
    const total =
      (
        await ctx.db.one<{ n: number }>(
          `SELECT count(*)::int AS n FROM sys_token t JOIN sys_user u ON u.id = t.user_id WHERE ${where}`,
          params,
        )
      )?.n ?? 0;
    const rows = await ctx.db.query<{
      id: string;
      username: string;
      realname: string;
      tenant_name: string | null;
      ip: string | null;
      user_agent: string | null;
      created_at: Date;
      last_seen_at: Date;
    }>(
      `SELECT t.id, u.username, u.realname, n.name AS tenant_name, t.ip, t.user_agent, t.created_at, t.last_seen_at
         FROM sys_token t JOIN sys_user u ON u.id = t.user_id LEFT JOIN sys_tenant n ON n.id = t.tenant_id
        WHERE ${where} ORDER BY t.last_seen_at DESC LIMIT $2 OFFSET $3`,
      [...params, pageSize, (pageNo - 1) * pageSize],
    );
    const self = currentUser(request).tokenId;
    return ok({
      records: rows.map((row) => ({
        id: sessionKey(row.id),
        username: row.username,
        realname: row.realname,
        tenantName: row.tenant_name,
        ip: row.ip,
        userAgent: row.user_agent,
        loginTime: formatDateTime(row.created_at),
        lastAccessTime: formatDateTime(row.last_seen_at),
        current: row.id === self,
      })),
      total,
      size: pageSize,
      current: pageNo,
      pages: Math.ceil(total / pageSize),
    });
  });

  api.post('/sys/online/forceLogout', platformOnly, async (request) => {
    const key = text(bodyOf(request).id);
    const self = currentUser(request).tokenId;
    const live = await ctx.db.query<{ id: string }>(`SELECT t.id FROM sys_token t WHERE ${LIVE_SESSION}`);
    const target = live.find((row) => sessionKey(row.id) === key);
    if (!target) throw new BizError('该会话已下线或不存在');
    if (target.id === self) throw new BizError('不能强制退出当前登录的会话');
    await ctx.db.query('UPDATE sys_token SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [target.id]);
    return ok(null, '强制下线成功');
  });
}
