import { getAction, postAction, unwrap } from '../../../core/http';

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
