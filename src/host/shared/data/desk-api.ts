import { Message } from '@arco-design/web-react';
import { getAction, postAction, unwrap } from '../../../core/http';
import { showFailure } from '../../app/show-failure';

/** GET with the envelope unwrapped (a refusal rejects with the server's message); `signal` calls it off. */
export async function getJson<T>(url: string, params?: object, signal?: AbortSignal): Promise<T> {
  return unwrap(await getAction<T>(url, params, signal ? { signal } : undefined));
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
