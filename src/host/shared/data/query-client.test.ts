import { describe, expect, it } from 'vitest';
import { ApiError, markShown } from '../../../core/http';
import { ListCallError } from './data-provider';
import { shouldRetry } from './query-client';

describe('the retry rule of the admin’s queries', () => {
  it('tries an unshown network failure or 5xx once more, and only once', () => {
    expect(shouldRetry(0, new ApiError('timeout of 10000ms exceeded'))).toBe(true);
    expect(shouldRetry(0, new ApiError('Bad Gateway', { status: 502 }))).toBe(true);
    expect(shouldRetry(1, new ApiError('Bad Gateway', { status: 502 }))).toBe(false);
  });

  it('never retries a 4xx, a business refusal, or what the user was already shown', () => {
    expect(shouldRetry(0, new ApiError('Not Found', { status: 404 }))).toBe(false);
    expect(shouldRetry(0, new ApiError('Too Many Requests', { status: 429 }))).toBe(false);
    const envelope = { success: false, code: 500, message: '查询条件不合法', result: null, timestamp: 0 };
    expect(shouldRetry(0, new ApiError('查询条件不合法', { status: 200, code: 500, envelope }))).toBe(false);
    expect(shouldRetry(0, new ListCallError('查询条件不合法', 500))).toBe(false);
    expect(shouldRetry(0, markShown(new ApiError('Bad Gateway', { status: 502 })))).toBe(false);
  });
});
