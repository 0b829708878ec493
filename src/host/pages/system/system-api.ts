import { Message } from '@arco-design/web-react';
import { ApiError, getAction, postAction, unwrap } from '../../../core/http';

/** Envelope codes the http layer already shows (business spec §8). */
const SHOWN_CODES = new Set(['8003', '510', '401']);

/**
 * Shows why a call failed, unless the http layer showed it already (HTTP errors, 8003, 510).
 *
 * @example getJson('/sys/x').catch(showFailure)
 */
export function showFailure(error: unknown): void {
  if (error instanceof ApiError && (error.status !== undefined || SHOWN_CODES.has(String(error.code)))) return;
  Message.warning(error instanceof Error && error.message ? error.message : '操作失败');
}

/** GET with the envelope unwrapped (failures reject with the server's message). */
export async function getJson<T>(url: string, params?: object): Promise<T> {
  return unwrap(await getAction<T>(url, params));
}

/** POST with the envelope checked; resolves with the server's message. */
export async function postJson(url: string, body: object): Promise<string> {
  const envelope = await postAction<unknown>(url, body);
  unwrap(envelope);
  return envelope.message ?? '';
}

/** GET of an action (pause, publish…) with the envelope checked; resolves with the server's message. */
export async function getCommand(url: string, params: object): Promise<string> {
  const envelope = await getAction<unknown>(url, params);
  unwrap(envelope);
  return envelope.message ?? '';
}
