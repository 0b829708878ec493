import type { FastifyInstance } from 'fastify';
import { IMPORT_PROGRESS_PATH } from '../../../src/core/contract';
import { currentUser } from '../auth/guard';
import type { AppContext } from '../context';
import { readImportProgress } from '../data/excel';
import { scopeOf } from '../data/scope';
import { BizError, ok } from '../http/envelope';
import { queryOf } from './crud';

export const IMPORT_PROGRESS_GONE = '导入进度不存在或已过期';

/**
 * GET `/sys/common/importProgress?id=`: how far the caller's Excel import sent with `X-Import-Id: id`
 * is, as `{ stage, done, total }` (see src/core/contract/import-progress.ts). Only the importing user,
 * in the tenant they imported in, can read it; an unknown, expired or foreign id is refused alike.
 */
export function importProgressRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get(IMPORT_PROGRESS_PATH, { config: { access: 'authenticated' } }, async (request) => {
    const progress = await readImportProgress(ctx.db, scopeOf(currentUser(request)), queryOf(request).id);
    if (!progress) throw new BizError(IMPORT_PROGRESS_GONE);
    return ok(progress);
  });
}
