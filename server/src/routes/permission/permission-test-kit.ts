import { expect } from 'vitest';
import type { TestRequest, TestResponse, TestServer } from '../../testing/test-server';

/** SQL-injection probes every free-text and field-name parameter is tried with. */
export const INJECTIONS = ["' OR 1=1 --", '1; DROP TABLE sys_user', 'id) OR (1=1'] as const;

/** Keys no response may ever carry. */
const SECRET_KEYS = /"(password|password_hash|salt)"\s*:/;

/**
 * Asserts an answer leaks no secret and no SQL or exception text.
 *
 * @example expectClean(await server.request({ url: '/sys/dict/list', token }))
 */
export function expectClean(response: TestResponse): void {
  expect(response.raw.body).not.toMatch(SECRET_KEYS);
  expect(response.raw.body).not.toMatch(/SELECT |syntax error|relation "|at .*\.ts:/i);
}

/**
 * A refusal with `message` (HTTP 200, success false).
 *
 * @example expectRefused(response, '未找到对应数据')
 */
export function expectRefused(response: TestResponse, message: string, code = 500): void {
  expect(response.status).toBe(200);
  expect(response.body.success).toBe(false);
  expect(response.body.code).toBe(code);
  expect(response.body.message).toBe(message);
  expectClean(response);
}

/**
 * A success; returns the result.
 *
 * @example const page = expectOk<Page<ApiRow>>(response)
 */
export function expectOk<T = unknown>(response: TestResponse): T {
  expect(response.status, response.raw.body).toBe(200);
  expect(response.body.success, response.raw.body).toBe(true);
  expect(response.body.code).toBe(200);
  expectClean(response);
  return response.body.result as T;
}

/**
 * Session tokens of seeded users, keyed by user name.
 *
 * @example const tokens = await signIn(server, ['admin', 'tenant1'] as const)
 */
export async function signIn<N extends string>(server: TestServer, names: readonly N[]): Promise<Record<N, string>> {
  const tokens = {} as Record<N, string>;
  for (const name of names) tokens[name] = await server.tokenFor(name);
  return tokens;
}

/** A request without its token (tables of calls tried with several callers). */
export type Call = Omit<TestRequest, 'token'>;
