import { type ApiEnvelope, isSuccess } from '../../core/http';

/** Warning of docs/widgets-spec.md §8 for envelope code 201 (some rows were refused). */
export const IMPORT_PARTIAL_MESSAGE = '导入成功,但是有错误数据!';
/** Shown when a successful envelope carries no message. */
export const IMPORT_SUCCESS_FALLBACK = '文件导入成功！';
/** Shown when a failed envelope carries no message. */
export const IMPORT_FAILED_FALLBACK = '文件导入失败';
/** Name of a downloaded error report when the server names none. */
export const ERROR_FILE_FALLBACK_NAME = '导入错误数据.xlsx';

/** `result` of a code-201 answer (reference server and JeecgBoot's `imporReturnRes`). */
export interface ImportErrorReport {
  totalCount?: number;
  errorCount?: number;
  successCount?: number;
  /** 总上传行数：T，已导入行数：S，错误行数：E */
  msg?: string;
  /** The error report, relative to the API base (`/sys/position/importErrorFile?key=…`) or absolute. */
  fileUrl?: string;
  fileName?: string;
}

export interface ImportCounts {
  totalCount?: number;
  errorCount?: number;
  successCount?: number;
}

/** What one file's import came to. */
export type ImportOutcome =
  | { status: 'success'; message: string }
  | {
      status: 'partial';
      message: string;
      /** The server's summary line (`msg`). */
      detail?: string;
      errorFile?: { url: string; name: string };
      counts: ImportCounts;
    }
  | { status: 'failed'; message: string };

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function count(value: unknown): number | undefined {
  const n = Number(value);
  return value !== undefined && value !== null && value !== '' && Number.isFinite(n) ? n : undefined;
}

/** The error file's name: the server's, else the last segment of a plain path (`…/err_123.txt`). */
function errorFileName(report: ImportErrorReport, url: string): string {
  const named = text(report.fileName);
  if (named) return named;
  const last = url.split('?')[0]?.split('/').pop() ?? '';
  return /\.\w+$/.test(last) ? decodeURIComponent(last) : ERROR_FILE_FALLBACK_NAME;
}

/**
 * Reads an importExcel answer: code 201 is a partial import with an error report (read from
 * `result.fileUrl`, never the whole `result` as JeecgBoot's dialog did), another success is a full
 * import with the server's message, anything else a failure with the server's message.
 *
 * @example readImportOutcome({ success: true, code: 200, message: '文件导入成功！数据行数：3', result: null })
 * // { status: 'success', message: '文件导入成功！数据行数：3' }
 */
export function readImportOutcome(envelope: ApiEnvelope<unknown> | null | undefined): ImportOutcome {
  if (!envelope || typeof envelope !== 'object') return { status: 'failed', message: IMPORT_FAILED_FALLBACK };
  if (Number(envelope.code) === 201) {
    const report = (typeof envelope.result === 'object' && envelope.result !== null ? envelope.result : {}) as Record<
      string,
      unknown
    >;
    const url = text(report.fileUrl);
    return {
      status: 'partial',
      message: IMPORT_PARTIAL_MESSAGE,
      detail: text(report.msg),
      errorFile: url ? { url, name: errorFileName(report as ImportErrorReport, url) } : undefined,
      counts: {
        totalCount: count(report.totalCount),
        errorCount: count(report.errorCount),
        successCount: count(report.successCount),
      },
    };
  }
  if (isSuccess(envelope)) return { status: 'success', message: text(envelope.message) ?? IMPORT_SUCCESS_FALLBACK };
  return { status: 'failed', message: text(envelope.message) ?? IMPORT_FAILED_FALLBACK };
}
