import { getAction, unwrap } from '../../../core/http';

export { getJson, postJson } from '../../shared/data/desk-api';

/** GET of an action (pause, publish…) with the envelope checked; resolves with the server's message. */
export async function getCommand(url: string, params: object): Promise<string> {
  const envelope = await getAction<unknown>(url, params);
  unwrap(envelope);
  return envelope.message ?? '';
}
