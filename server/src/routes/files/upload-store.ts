import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context';
import type { Scope } from '../../data/scope';
import { newId } from '../../util/ids';
import { formatDateTime } from '../../util/time';

export interface StoredFile {
  /** Checked folder (`bizFolder`). */
  biz: string;
  /** Checked, separator-free name (`safeFileName`). */
  fileName: string;
  content: Buffer;
  contentType: string;
}

/**
 * Writes an upload to the configured store (`ctx.uploads`) under `{biz}/{yyyyMMdd}/{random}_{fileName}`,
 * never overwriting, and records it in sys_file for the caller's tenant. Returns that key, the path
 * relative to the upload root, always with `/` separators.
 *
 * @example await storeUpload(ctx, scope, { biz: 'temp', fileName: 'a.png', ... }) // 'temp/20260102/9f…_a.png'
 */
export async function storeUpload(ctx: AppContext, scope: Scope, file: StoredFile): Promise<string> {
  const day = (formatDateTime(new Date()) ?? '').slice(0, 10).replace(/-/g, '');
  const relative = `${file.biz}/${day}/${randomBytes(8).toString('hex')}_${file.fileName}`;
  await ctx.uploads.put(relative, file.content, file.contentType);
  await ctx.db.query(
    `INSERT INTO sys_file (id, tenant_id, biz, file_name, file_path, file_size, content_type, create_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [newId(), scope.tenantId, file.biz, file.fileName, relative, file.content.length, file.contentType, scope.username],
  );
  return relative;
}
