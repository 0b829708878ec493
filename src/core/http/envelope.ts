import type { ApiEnvelope } from '../contract';
import { markShown, wasShown } from './shown';

export type { ApiEnvelope };

/**
 * A request that failed: HTTP status (when there was a response), envelope code and the message shown.
 * It counts as shown (`wasShown`) when the request layer showed it, or when its envelope was shown.
 */
export class ApiError extends Error {
  readonly status: number | undefined;
  readonly code: number | string | undefined;
  readonly envelope: ApiEnvelope | undefined;

  constructor(
    message: string,
    options: { status?: number; code?: number | string; envelope?: ApiEnvelope; shown?: boolean } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.envelope = options.envelope;
    if (options.shown || wasShown(options.envelope)) markShown(this);
  }
}

/**
 * Success as both back ends mean it: `success === true`, or, when `success` is absent,
 * code 0 or 200 (JeecgBoot answers code 0 on many calls).
 *
 * @example isSuccess({ code: 0, result: [] }) // true
 */
export function isSuccess(envelope: Partial<ApiEnvelope> | null | undefined): boolean {
  if (!envelope || typeof envelope !== 'object') return false;
  if (typeof envelope.success === 'boolean') return envelope.success;
  const code = Number(envelope.code);
  return code === 0 || code === 200;
}

/**
 * The envelope's `result`, or an `ApiError` carrying the server's message.
 *
 * @example const page = unwrap(await getAction<Page<User>>('/sys/user/list'));
 */
export function unwrap<T>(envelope: ApiEnvelope<T>): T {
  if (isSuccess(envelope)) return envelope.result;
  throw new ApiError(envelope?.message || '操作失败', { code: envelope?.code, envelope });
}

export function isEnvelope(value: unknown): value is ApiEnvelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    ('success' in value || 'code' in value) &&
    ('result' in value || 'message' in value)
  );
}

/** A page of rows in our normalised shape. */
export interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}

/**
 * Reads both paged shapes of the spec: current|pageNum, records|list, size|pageSize, total.
 *
 * @example normalizePage({ list: [a], pageNum: 2, pageSize: 10, total: 11 }).current // 2
 */
export function normalizePage<T>(raw: unknown): Page<T> {
  const page = (raw ?? {}) as Record<string, unknown>;
  const records = (Array.isArray(page.records) ? page.records : Array.isArray(page.list) ? page.list : []) as T[];
  const number = (...values: unknown[]) => {
    for (const value of values) {
      const n = Number(value);
      if (value !== undefined && value !== null && value !== '' && Number.isFinite(n)) return n;
    }
    return undefined;
  };
  return {
    records,
    total: number(page.total) ?? records.length,
    current: number(page.current, page.pageNum) ?? 1,
    size: number(page.size, page.pageSize) ?? 10,
  };
}
