import { Header } from '../../core/contract';
import { type ApiEnvelope, downloadBlob, uploadAction } from '../../core/http';
import { IMPORT_FAILED_FALLBACK, type ImportOutcome, readImportOutcome } from './import-outcome';

/**
 * Timeout of one import request. The server answers only when every row is checked and written, which
 * for ten thousand rows takes far longer than the 30 s of ordinary calls (JeecgBoot's 9-10 s made
 * imports of a few thousand rows "fail" while the server carried on).
 */
export const IMPORT_TIMEOUT_MS = 5 * 60_000;

/** Extra multipart fields of the importExcel call (docs/widgets-spec.md §7). */
export interface ImportExtraFields {
  /** JeecgBoot's `biz`: sent as `isSingleTableImport` when set. */
  isSingleTableImport?: string | boolean;
  /** Sent as is when a string, as JSON when an object. */
  foreignKeys?: string | Record<string, unknown>;
  /** Online forms' "是否开启校验": sent as `1` or `0` when set. */
  validateStatus?: boolean | 0 | 1 | '0' | '1';
}

/**
 * The multipart body for one workbook: `files[]` plus the extra fields that are set.
 *
 * @example buildImportForm(file, { foreignKeys: { orderId: '1' } }).get('foreignKeys') // '{"orderId":"1"}'
 */
export function buildImportForm(file: Blob & { name?: string }, extras: ImportExtraFields = {}): FormData {
  const form = new FormData();
  form.append('files[]', file, file.name ?? 'import.xlsx');
  const { isSingleTableImport, foreignKeys, validateStatus } = extras;
  if (isSingleTableImport !== undefined && isSingleTableImport !== '') {
    form.append('isSingleTableImport', String(isSingleTableImport));
  }
  if (foreignKeys !== undefined && foreignKeys !== '') {
    form.append('foreignKeys', typeof foreignKeys === 'string' ? foreignKeys : JSON.stringify(foreignKeys));
  }
  if (validateStatus !== undefined) {
    form.append('validateStatus', validateStatus === true || String(validateStatus) === '1' ? '1' : '0');
  }
  return form;
}

export interface UploadWorkbookOptions {
  extras?: ImportExtraFields;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Sent as `X-Import-Id`: the id the server files the import's progress under (see `watchImportProgress`). */
  importId?: string;
}

/**
 * Posts one workbook to the import URL (relative to the configured API base) through the core http
 * client (token, tenant and signature headers) and reads the answer. Never rejects for a server or
 * network failure: that is a `failed` outcome with the message to show. Rejects only when aborted.
 *
 * @example const outcome = await uploadWorkbook('/sys/position/importExcel', file, { onProgress: setPercent });
 */
export async function uploadWorkbook(
  url: string,
  file: File,
  { extras, onProgress, signal, timeoutMs = IMPORT_TIMEOUT_MS, importId }: UploadWorkbookOptions = {},
): Promise<ImportOutcome> {
  let envelope: ApiEnvelope<unknown>;
  try {
    // silent: the dialog shows the outcome itself (the session-ending cases still go through the catalogue).
    envelope = await uploadAction<unknown>(url, buildImportForm(file, extras), onProgress, {
      timeout: timeoutMs,
      signal,
      silent: true,
      ...(importId ? { headers: { [Header.importId]: importId } } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return {
      status: 'failed',
      message: error instanceof Error && error.message ? error.message : IMPORT_FAILED_FALLBACK,
    };
  }
  return readImportOutcome(envelope);
}

/** Offers a blob to the user as a downloaded file. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/**
 * Downloads an import's error report with the session's headers (the report belongs to the importing
 * user: a plain link would carry no token) and saves it under `fileName`. Rejects with the server's
 * message (e.g. 文件不存在或已过期).
 *
 * @example await downloadErrorFile('/sys/position/importErrorFile?key=abc', '职务导入错误数据.xlsx');
 */
export async function downloadErrorFile(url: string, fileName: string): Promise<void> {
  const blob = await downloadBlob(url, undefined, { timeout: IMPORT_TIMEOUT_MS, silent: true });
  saveBlob(blob, fileName);
}
