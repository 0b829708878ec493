import type { ApiEnvelope } from '../../../src/core/contract';

/** The JeecgBoot envelope, in JeecgBoot's key order. Ours: all fields always sent, `success` and `code` agree. */
export interface Envelope<T = unknown> extends Required<ApiEnvelope<T>> {
  code: number;
}

export function ok<T>(result: T, message = '操作成功！'): Envelope<T> {
  return { success: true, message, code: 200, result, timestamp: Date.now() };
}

export function fail(message: string, code = 500, result: unknown = null): Envelope {
  return { success: false, message, code, result, timestamp: Date.now() };
}

/**
 * A refusal meant for people: HTTP 200 (unless `httpStatus` says otherwise) with `success: false`.
 * Thrown anywhere below a route; the error handler turns it into the envelope.
 */
export class BizError extends Error {
  constructor(
    message: string,
    readonly code = 500,
    readonly httpStatus = 200,
  ) {
    super(message);
    this.name = 'BizError';
  }
}

export const NO_PERMISSION_MESSAGE = '没有权限，请联系管理员分配权限！';
export const TOKEN_INVALID_MESSAGE = 'Token失效，请重新登录!';
