import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { repository } from '../../data/repository';
import { inScope, scopeOf } from '../../data/scope';
import { BizError, ok } from '../../http/envelope';
import { idsOf, queryOf } from '../crud';
import { FILE_ENTITY } from './entities';

/**
 * 文件管理 (object storage): the tenant's uploads recorded in sys_file. Files are uploaded through
 * `/sys/common/upload` and downloaded from `/sys/common/static/<filePath>`; `delete` removes the
 * record and the stored file (from the configured store: local folder or S3 bucket).
 */
export function fileRoutes(api: FastifyInstance, ctx: AppContext): void {
  const files = repository(ctx.db, FILE_ENTITY);

  api.get('/sys/oss/file/list', { config: { access: { menu: '/oss/file' } } }, async (request) => {
    return ok(await files.list(scopeOf(currentUser(request)), queryOf(request)));
  });

  api.delete('/sys/oss/file/delete', { config: { access: { perm: 'oss:delete' } } }, async (request) => {
    const scope = scopeOf(currentUser(request));
    const ids = idsOf(queryOf(request).id);
    if (ids.length !== 1) throw new BizError('请选择一条记录！');
    const params: unknown[] = [ids[0]];
    const row = await ctx.db.one<{ file_path: string }>(
      `DELETE FROM sys_file WHERE id = $1 AND ${inScope(scope, FILE_ENTITY.scope, params)} RETURNING file_path`,
      params,
    );
    if (!row) throw new BizError('未找到对应数据');
    // The record is gone either way; a stored object left behind is only wasted space.
    await ctx.uploads
      .remove(row.file_path)
      .catch((error: unknown) => request.log.warn({ err: error }, 'upload not removed'));
    return ok(null, '删除成功!');
  });
}
