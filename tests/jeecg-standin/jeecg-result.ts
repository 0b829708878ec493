/**
 * JeecgBoot's answer shapes (org.jeecg.common.api.vo.Result and the Spring pieces around it), for the
 * stand-in. A `new Result()` starts as success true, message "", code 0: handlers that only call
 * `setSuccess(true)` / `setResult(...)` answer with code 0, while `Result.ok(...)` / `success(...)`
 * answer with code 200. Both kinds are kept as JeecgBoot sends them.
 */

export interface JeecgResult<T = unknown> {
  success: boolean;
  message: string;
  code: number;
  result: T | null;
  timestamp: number;
}

/** `new Result<>(); result.setSuccess(true); result.setResult(value)`: code 0. */
export function bare<T>(result: T): JeecgResult<T> {
  return { success: true, message: '', code: 0, result, timestamp: Date.now() };
}

/** `Result.OK(data)` / `result.success(message)`: code 200. */
export function ok<T>(result: T, message = ''): JeecgResult<T> {
  return { success: true, message, code: 200, result, timestamp: Date.now() };
}

/** `Result.ok("text")`: the text is both the message and the result. */
export function okText(text: string): JeecgResult<string> {
  return ok(text, text);
}

/** `Result.error(message)` / `error500` (HTTP 200), or `Result.error(code, message)`. */
export function error(message: string, code = 500): JeecgResult<null> {
  return { success: false, message, code, result: null, timestamp: Date.now() };
}

/** JeecgBoot's IPage as Jackson writes it (MyBatis-Plus Page). */
export interface JeecgPage<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  orders: unknown[];
  optimizeCountSql: boolean;
  searchCount: boolean;
  maxLimit: null;
  countId: null;
  pages: number;
}

/** One page of `rows` for `pageNo`/`pageSize` (JeecgBoot's defaults 1 and 10). */
export function page<T>(rows: readonly T[], pageNo: unknown, pageSize: unknown): JeecgPage<T> {
  const size = Math.max(1, Number(pageSize) || 10);
  const current = Math.max(1, Number(pageNo) || 1);
  return {
    records: rows.slice((current - 1) * size, current * size),
    total: rows.length,
    size,
    current,
    orders: [],
    optimizeCountSql: true,
    searchCount: true,
    maxLimit: null,
    countId: null,
    pages: Math.ceil(rows.length / size),
  };
}

/**
 * Spring Boot's error body for an exception that escaped to the container: how JeecgBoot before 3.0
 * answered an expired token (its JwtFilter threw `AuthenticationException("Token失效，请重新登录")`): HTTP 500.
 */
export function springError(status: number, message: string, path: string) {
  return {
    timestamp: new Date().toISOString(),
    status,
    error: status === 500 ? 'Internal Server Error' : 'Error',
    message,
    path,
  };
}
