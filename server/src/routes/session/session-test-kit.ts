/** Helpers of the session area's tests (not used by the server). */
import { assertNoSecrets } from '../../testing/no-secrets';
import { signatureHeaders, type TestServer } from '../../testing/test-server';

export interface Answer {
  status: number;
  body: { success: boolean; code: number; message: string; result: unknown } & Record<string, unknown>;
  headers: Record<string, unknown>;
  text: string;
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string>;
  /** The caller's address (request.ip): throttling is per IP. */
  ip?: string;
  token?: string;
  headers?: Record<string, string>;
  signed?: boolean;
  timestamp?: number;
}

/** A request from a chosen IP (the shared test helper always comes from 127.0.0.1). */
export async function call(server: TestServer, url: string, options: CallOptions = {}): Promise<Answer> {
  const { method = 'GET', body, query, ip = '127.0.0.1', token, headers = {}, signed = true, timestamp } = options;
  const raw = await server.app.inject({
    method,
    url: `${server.config.apiPrefix}${url}`,
    query,
    payload: body as string | object | undefined,
    remoteAddress: ip,
    headers: {
      ...(signed ? signatureHeaders(server.config, timestamp) : {}),
      ...(token ? { 'x-access-token': token } : {}),
      ...headers,
    },
  });
  let parsed: Answer['body'];
  try {
    parsed = raw.json();
  } catch {
    parsed = { success: false, code: -1, message: raw.body, result: null };
  }
  assertNoSecrets(parsed);
  return { status: raw.statusCode, body: parsed, headers: raw.headers, text: raw.body };
}

/** POST /sys/login from `ip`. */
export function login(
  server: TestServer,
  body: Record<string, unknown>,
  ip = '127.0.0.1',
  headers: Record<string, string> = {},
) {
  return call(server, '/sys/login', { method: 'POST', body, ip, headers });
}

/** The id part of one of our tokens (`<id>.<mac>`), as stored in sys_token. */
export function tokenId(token: string): string {
  return token.split('.')[0] ?? '';
}
