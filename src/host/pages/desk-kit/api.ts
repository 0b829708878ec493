import { Message } from '@arco-design/web-react';
import { ApiError, getAction, postAction, unwrap } from '../../../core/http';

/** Envelope codes the http layer already shows (business spec §8). */
const SHOWN_CODES = new Set(['8003', '510', '401']);

/**
 * Shows why a call failed, unless the http layer showed it already (HTTP errors, 8003, 510).
 *
 * @example load().catch(showFailure)
 */
export function showFailure(error: unknown): void {
  if (error instanceof ApiError && (error.status !== undefined || SHOWN_CODES.has(String(error.code)))) return;
  Message.warning(error instanceof Error && error.message ? error.message : '操作失败');
}

/** GET with the envelope unwrapped (a refusal rejects with the server's message). */
export async function getJson<T>(url: string, params?: object): Promise<T> {
  return unwrap(await getAction<T>(url, params));
}

/** POST with the envelope checked; resolves with the server's message. */
export async function postJson(url: string, body: object): Promise<string> {
  const envelope = await postAction<unknown>(url, body);
  unwrap(envelope);
  return envelope.message ?? '';
}

/**
 * POSTs, shows the server's success message, and says whether it worked (failures shown too).
 *
 * @example if (await submit('/tenant/config/base', values)) reload();
 */
export async function submit(url: string, body: object, fallback = '操作成功'): Promise<boolean> {
  try {
    Message.success((await postJson(url, body)) || fallback);
    return true;
  } catch (error) {
    showFailure(error);
    return false;
  }
}
