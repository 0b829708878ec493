import type { InternalConfig, Response } from './types';

/**
 * axios's error: `code` names the failure (ECONNABORTED on a timeout, ERR_NETWORK, ERR_BAD_REQUEST for
 * 4xx, ERR_BAD_RESPONSE for 5xx, ERR_CANCELED); `response` is set when the server answered.
 */
export class AxiosError extends Error {
  declare static readonly ECONNABORTED: string;
  declare static readonly ETIMEDOUT: string;
  declare static readonly ERR_NETWORK: string;
  declare static readonly ERR_BAD_REQUEST: string;
  declare static readonly ERR_BAD_RESPONSE: string;
  declare static readonly ERR_CANCELED: string;
  declare static readonly ERR_NOT_SUPPORT: string;

  declare isAxiosError: true;
  declare code?: string;
  declare config?: InternalConfig;
  declare request?: unknown;
  declare response?: Response;
  declare status?: number;

  constructor(message?: string, code?: string | null, config?: InternalConfig, request?: unknown, response?: Response) {
    super(message);
    this.name = 'AxiosError';
    this.isAxiosError = true;
    if (code) this.code = code;
    if (config) this.config = config;
    if (request) this.request = request;
    if (response) {
      this.response = response;
      this.status = response.status;
    }
  }
}

// axios's code constants (AxiosError.ERR_NETWORK === 'ERR_NETWORK').
for (const code of [
  'ECONNABORTED',
  'ETIMEDOUT',
  'ERR_NETWORK',
  'ERR_BAD_REQUEST',
  'ERR_BAD_RESPONSE',
  'ERR_CANCELED',
  'ERR_NOT_SUPPORT',
]) {
  (AxiosError as unknown as Record<string, string>)[code] = code;
}

/** What a request aborted through its `signal` rejects with. */
export class CanceledError extends AxiosError {
  declare __CANCEL__: true;

  constructor(message?: string | null, config?: InternalConfig, request?: unknown) {
    super(message ?? 'canceled', 'ERR_CANCELED', config, request);
    this.name = 'CanceledError';
    this.__CANCEL__ = true;
  }
}

/** @example try { await request() } catch (e) { if (isCancel(e)) return; } */
export function isCancel(value: unknown): boolean {
  return !!(value as { __CANCEL__?: boolean } | null)?.__CANCEL__;
}

export function isAxiosError(value: unknown): value is AxiosError {
  return value !== null && typeof value === 'object' && (value as AxiosError).isAxiosError === true;
}
