import { DEMO_APP_ID, DEMO_SIGN_SECRET } from '../../../src/core/config';
import { signHeaders } from '../../../src/core/http/signing';

/** Where a browser test reaches the reference server (see reference-server.mjs). */
export interface ReferenceServer {
  /** Same-origin API base, e.g. '/jeecg-boot'. */
  apiBase: string;
  /** Websocket base on the server's own port, e.g. 'ws://127.0.0.1:41234/jeecg-boot'. */
  wsBase: string;
}

let info: Promise<ReferenceServer> | undefined;

/** Starts (once per run) and describes the reference server; the first call waits for its seed. */
export function referenceServer(): Promise<ReferenceServer> {
  info ??= fetch('/__reference-server').then((response) => response.json() as Promise<ReferenceServer>);
  return info;
}

/** Logs a demo user in over the API; resolves with the token and user info. */
export async function apiLogin(
  username: string,
  password = 'Demo@2026',
): Promise<{ token: string; userInfo: Record<string, unknown> }> {
  const { apiBase } = await referenceServer();
  const response = await fetch(`${apiBase}/sys/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...signHeaders(DEMO_APP_ID, DEMO_SIGN_SECRET) },
    body: JSON.stringify({ username, password }),
  });
  const body = (await response.json()) as {
    success: boolean;
    message: string;
    result: { token: string; userInfo: Record<string, unknown> };
  };
  if (!body.success) throw new Error(`login of ${username}: ${body.message}`);
  return body.result;
}

/**
 * A signed GET of the API as `token`'s user; resolves with the envelope's `result`.
 *
 * @example const page = await apiGet<{ records: Row[] }>('/sys/position/list', token, { pageSize: '2' });
 */
export async function apiGet<T>(path: string, token: string, query: Record<string, string> = {}): Promise<T> {
  const { apiBase } = await referenceServer();
  const search = new URLSearchParams(query).toString();
  const response = await fetch(`${apiBase}${path}${search ? `?${search}` : ''}`, {
    headers: { 'x-access-token': token, ...signHeaders(DEMO_APP_ID, DEMO_SIGN_SECRET) },
  });
  const body = (await response.json()) as { success: boolean; message: string; result: T };
  if (!body.success) throw new Error(`GET ${path}: ${body.message}`);
  return body.result;
}
