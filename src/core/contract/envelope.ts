/**
 * The JeecgBoot response envelope as it travels (docs/contract.md "Envelope and status codes"). Real JeecgBoot
 * servers omit `success` on some calls and answer code 0; the reference server always sends all five fields.
 */
export interface ApiEnvelope<T = unknown> {
  success?: boolean;
  message?: string;
  code?: number | string;
  result: T;
  timestamp?: number;
}

/** A page of a generic list as the reference server sends it (JeecgBoot's MyBatis-Plus `IPage`). */
export interface PageResult<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}
