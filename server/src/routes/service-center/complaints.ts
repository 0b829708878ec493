import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { type ApiRow, found, repository } from '../../data/repository';
import { type Scope, scopeOf } from '../../data/scope';
import { BizError, ok } from '../../http/envelope';
import { ownedBy, refuseAgent, requiredText } from '../business-shared';
import { bodyOf, queryOf } from '../crud';
import { COMPLAINT_ENTITY } from './entities';

export const COMPLAINT_TYPE_TEXT: Readonly<Record<number, string>> = {
  1: '商品质量',
  2: '物流配送',
  3: '服务态度',
  4: '费用争议',
  5: '其他',
};

/** Complaint status codes (dictionary complaint_status). */
export const ComplaintStatus = { NEW: 0, HANDLING: 1, DONE: 2, CLOSED: 3 } as const;

function withTypeText(row: ApiRow): ApiRow {
  row.complaintType_dictText = COMPLAINT_TYPE_TEXT[Number(row.complaintType)] ?? '';
  return row;
}

/**
 * Service-center complaints: list and detail, accept (待处理 -> 处理中), reply (-> 已处理) and
 * close with a reason (-> 已关闭); a closed complaint takes nothing more.
 */
export function complaintRoutes(api: FastifyInstance, ctx: AppContext): void {
  const complaints = repository(ctx.db, COMPLAINT_ENTITY);
  const read = { config: { access: { menu: '/serviceCenter/complaint' } } };
  const handle = { config: { access: { perm: 'complaint:handle' } } };

  api.get('/sys/serviceCenter/complaint/list', read, async (request) => {
    const page = await complaints.list(scopeOf(currentUser(request)), queryOf(request));
    page.records.forEach(withTypeText);
    return ok(page);
  });

  api.get('/sys/serviceCenter/complaint/queryById', read, async (request) => {
    const row = found(await complaints.get(scopeOf(currentUser(request)), queryOf(request).id));
    return ok(withTypeText(row));
  });

  const load = async (request: FastifyRequest) => {
    const user = currentUser(request);
    refuseAgent(user, '渠道用户不能处理投诉');
    const scope = scopeOf(user);
    const body = bodyOf(request);
    const row = found(await complaints.get(scope, body.id));
    return { scope, body, row, status: Number(row.status) };
  };

  /** Writes `columns` only while the complaint is still in `from` (a concurrent change wins once). */
  const move = async (scope: Scope, id: unknown, from: number, columns: Record<string, unknown>) => {
    const names = Object.keys(columns);
    const where = ownedBy(scope, names.length + 3);
    const rows = await ctx.db.query(
      `UPDATE bus_complaint SET ${names.map((name, index) => `${name} = $${index + 3}`).join(', ')}, update_time = now()
        WHERE id = $1 AND status = $2 AND ${where.sql} RETURNING id`,
      [id, from, ...names.map((name) => columns[name]), ...where.params],
    );
    if (rows.length === 0) throw new BizError('投诉状态已变化，请刷新后重试');
  };

  api.post('/sys/serviceCenter/complaint/accept', handle, async (request) => {
    const { scope, row, status } = await load(request);
    if (status !== ComplaintStatus.NEW) throw new BizError('只有待处理的投诉可以受理');
    await move(scope, row.id, status, { status: ComplaintStatus.HANDLING });
    return ok(null, '已受理该投诉');
  });

  api.post('/sys/serviceCenter/complaint/reply', handle, async (request) => {
    const { scope, body, row, status } = await load(request);
    if (status === ComplaintStatus.CLOSED) throw new BizError('投诉已关闭，不能回复');
    if (status === ComplaintStatus.DONE) throw new BizError('该投诉已处理');
    const reply = requiredText(body.reply, '请填写回复内容', 1000, '回复内容');
    await move(scope, row.id, status, {
      status: ComplaintStatus.DONE,
      reply,
      reply_by: scope.username,
      reply_time: new Date(),
    });
    return ok(null, '回复成功');
  });

  api.post('/sys/serviceCenter/complaint/close', handle, async (request) => {
    const { scope, body, row, status } = await load(request);
    if (status === ComplaintStatus.CLOSED) throw new BizError('该投诉已关闭');
    const reason = requiredText(body.reason ?? body.closeReason, '请填写关闭原因', 255, '关闭原因');
    await move(scope, row.id, status, {
      status: ComplaintStatus.CLOSED,
      close_reason: reason,
      close_by: scope.username,
      close_time: new Date(),
    });
    return ok(null, '投诉已关闭');
  });
}
