import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Access } from '../../auth/access';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { BizError, ok } from '../../http/envelope';
import { scopeOf } from '../scope';
import { attachment } from './content-disposition';
import { openErrorFile, saveErrorFile } from './error-files';
import { sendExport } from './export-response';
import type { ExportColumn } from './export-rows';
import { importWorkbooks, type UploadedWorkbook } from './import-excel';
import { withTaskLease } from './task-limits';
import type { ExcelCrud } from './types';
import { ImportMessages, MAX_IMPORT_BYTES } from './workbook-reader';
import { XLSX_CONTENT_TYPE, xlsxChunks } from './xlsx-writer';

/** Files one importExcel request may carry (JeecgBoot's dialog allows several). */
export const MAX_IMPORT_FILES = 5;
export const IMPORT_PARTIAL_MESSAGE = '导入成功,但是有错误数据!';
export const ERROR_FILE_GONE_MESSAGE = '文件不存在或已过期';

/** Refuses, at start-up, an `excel` option naming fields the entity does not have. */
function checkOptions({ base, entity, excel }: ExcelCrud): void {
  const named = [...Object.keys(excel.columns), ...(excel.required ?? []), ...Object.keys(excel.rules ?? {})];
  for (const field of named) {
    if (!Object.hasOwn(entity.fields, field) || !Object.hasOwn(excel.columns, field))
      throw new Error(`${base}: excel option names field "${field}" that is not an exported column of ${entity.table}`);
  }
}

/** The exported columns: all of them, or those `exportFields` (a comma list of fields) names. */
function exportColumns(crud: ExcelCrud, exportFields: unknown): (ExportColumn & { title: string })[] {
  const all = Object.entries(crud.excel.columns).map(([field, title]) => ({
    field,
    title,
    def: crud.entity.fields[field] as ExportColumn['def'],
  }));
  const wanted = new Set(
    String(exportFields ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
  const chosen = all.filter((column) => wanted.has(column.field));
  return chosen.length > 0 ? chosen : all;
}

/** Every file part of a multipart request (`files[]`, `file` or any other name), size-capped. */
async function uploadedWorkbooks(request: FastifyRequest): Promise<UploadedWorkbook[]> {
  if (!request.isMultipart()) throw new BizError(ImportMessages.noFile);
  const files: UploadedWorkbook[] = [];
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_IMPORT_BYTES, files: MAX_IMPORT_FILES } })) {
      if (part.type !== 'file') continue;
      const name = (part.filename ?? '').split(/[\\/]/).pop()?.trim() ?? '';
      files.push({ name, content: await part.toBuffer() });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new BizError(ImportMessages.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw new BizError(`一次最多导入${MAX_IMPORT_FILES}个文件`);
    throw error;
  }
  if (files.length === 0) throw new BizError(ImportMessages.noFile);
  return files;
}

/** GET `${base}/exportXls`: the list's filters, super query and sort, streamed as `<title>.xlsx`. */
function registerExport(api: FastifyInstance, ctx: AppContext, crud: ExcelCrud, exportAccess: Access): void {
  const { excel } = crud;
  api.get(`${crud.base}/exportXls`, { config: { access: exportAccess } }, async (request, reply) => {
    const scope = scopeOf(currentUser(request));
    const query = (request.query ?? {}) as Record<string, unknown>;
    const columns = exportColumns(crud, query.exportFields);
    return sendExport(reply, ctx, { title: excel.title, entity: crud.entity, columns, scope, query });
  });
}

/**
 * `exportXls`, `importExcel` and `importErrorFile` of one registerCrud entity (see `ExcelOptions`).
 * - GET `${base}/exportXls`: the list's filters, super query and sort (or `selections=id1,id2`, and
 *   `exportFields=f1,f2`), dictionary texts, streamed as `<title>.xlsx`.
 * - POST `${base}/importExcel`: multipart workbooks, one import per user at a time; 200 `文件导入成功！数据行数：N`, or 201
 *   `导入成功,但是有错误数据!` with `{totalCount, errorCount, successCount, msg, fileUrl, fileName}`.
 * - GET `${base}/importErrorFile?key=`: the error report, for the importing user of the same tenant only.
 */
export function registerExcelRoutes(api: FastifyInstance, ctx: AppContext, crud: ExcelCrud): void {
  checkOptions(crud);
  const { base, excel } = crud;
  const exportAccess = excel.access?.export ?? crud.access.list;
  const importAccess = excel.access?.import ?? crud.access.add;

  if (excel.exportRoute !== false) registerExport(api, ctx, crud, exportAccess);

  api.post(`${base}/importExcel`, { config: { access: importAccess } }, async (request) => {
    const scope = scopeOf(currentUser(request));
    // One import per user at a time, on every instance: held from before the upload is read to the report.
    return withTaskLease(ctx.db, 'import', scope.userId, async () => {
      const files = await uploadedWorkbooks(request);
      const report = await importWorkbooks(ctx.db, crud, scope, request, files);
      const counts = {
        totalCount: report.totalCount,
        errorCount: report.errorCount,
        successCount: report.successCount,
      };
      if (report.errorCount === 0) return ok(counts, `文件导入成功！数据行数：${report.successCount}`);
      const sheet = { name: `${excel.title}错误数据`, header: report.errorSheet.header };
      const key = await saveErrorFile(ctx.uploads, scope, xlsxChunks(sheet, [report.errorSheet.rows]), (error) =>
        request.log.warn({ err: error }, 'expired import error reports not swept'),
      );
      const result = {
        ...counts,
        msg: `总上传行数：${report.totalCount}，已导入行数：${report.successCount}，错误行数：${report.errorCount}`,
        fileUrl: `${base}/importErrorFile?key=${key}`,
        fileName: `${excel.title}导入错误数据.xlsx`,
      };
      return { ...ok(result, IMPORT_PARTIAL_MESSAGE), code: 201 };
    });
  });

  api.get(`${base}/importErrorFile`, { config: { access: importAccess } }, async (request, reply) => {
    const scope = scopeOf(currentUser(request));
    const key = ((request.query ?? {}) as Record<string, unknown>).key;
    const stream = await openErrorFile(ctx.uploads, scope, key);
    if (!stream) throw new BizError(ERROR_FILE_GONE_MESSAGE);
    return reply
      .header('content-type', XLSX_CONTENT_TYPE)
      .header('content-disposition', attachment(`${excel.title}导入错误数据.xlsx`))
      .header('cache-control', 'no-store')
      .send(stream);
  });
}
