import { expect } from 'vitest';
import type { TestRequest, TestResponse, TestServer } from '../../testing/test-server';

/** Shared helpers of the org area's tests (imported by *.test.ts only). */

/** Strings that must never change a query's meaning. */
export const INJECTIONS = ["' OR 1=1 --", '1; DROP TABLE sys_user', 'id) OR (1=1'];

const SECRET_KEY = /"(password|password_hash|passwordHash|salt)"\s*:/i;

/**
 * A signed request whose raw answer is checked for secret keys before anything else.
 *
 * @example const res = await call(server, { url: '/sys/user/list', token })
 */
export async function call(server: TestServer, request: TestRequest): Promise<TestResponse> {
  const response = await server.request(request);
  expect(response.raw.body).not.toMatch(SECRET_KEY);
  return response;
}

/** A business refusal with exactly `message`. */
export function expectRefused(response: TestResponse, message: string): void {
  expect(response.status).toBe(200);
  expect(response.body.success).toBe(false);
  expect(response.body.message).toBe(message);
}

/** A success answer's result. */
export function resultOf<T = unknown>(response: TestResponse): T {
  expect(response.body.success, String(response.body.message)).toBe(true);
  expect(response.body.code).toBe(200);
  return response.body.result as T;
}

export interface PageResult<T = Record<string, unknown>> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

export async function userId(server: TestServer, username: string): Promise<string> {
  const row = await server.db.one<{ id: string }>('SELECT id FROM sys_user WHERE username = $1', [username]);
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

export async function departId(server: TestServer, tenantId: number, orgCode: string): Promise<string> {
  const row = await server.db.one<{ id: string }>('SELECT id FROM sys_depart WHERE tenant_id = $1 AND org_code = $2', [
    tenantId,
    orgCode,
  ]);
  if (!row) throw new Error(`no department ${orgCode} in ${tenantId}`);
  return row.id;
}

export async function roleId(server: TestServer, tenantId: number, roleCode: string): Promise<string> {
  const row = await server.db.one<{ id: string }>('SELECT id FROM sys_role WHERE tenant_id = $1 AND role_code = $2', [
    tenantId,
    roleCode,
  ]);
  if (!row) throw new Error(`no role ${roleCode} in ${tenantId}`);
  return row.id;
}

/** An expired-or-revoked token answer: HTTP 500 with Token失效. */
export function expectTokenInvalid(response: TestResponse): void {
  expect(response.status).toBe(500);
  expect(response.body.message).toContain('Token失效');
}
