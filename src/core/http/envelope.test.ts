import { describe, expect, it } from 'vitest';
import { ApiError, isSuccess, normalizePage, unwrap } from './envelope';

describe('envelope', () => {
  it('is a success when success is true, or code 0/200 when success is absent', () => {
    expect(isSuccess({ success: true, code: 500, result: 1 })).toBe(true);
    expect(isSuccess({ success: false, code: 200, result: 1 })).toBe(false);
    expect(isSuccess({ code: 0, result: 1 })).toBe(true);
    expect(isSuccess({ code: '200', result: 1 })).toBe(true);
    expect(isSuccess({ code: 500, result: 1 })).toBe(false);
    expect(isSuccess(null)).toBe(false);
  });

  it('unwraps the result or throws the server message', () => {
    expect(unwrap({ success: true, result: { a: 1 } })).toEqual({ a: 1 });
    expect(() => unwrap({ success: false, code: 500, message: '用户名已存在', result: null })).toThrow('用户名已存在');
    let caught: unknown;
    try {
      unwrap({ success: false, code: 510, message: 'm', result: null });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ApiError);
    expect((caught as ApiError).code).toBe(510);
  });

  it('reads both page shapes', () => {
    expect(normalizePage({ records: [1], total: 21, current: 3, size: 10 })).toEqual({
      records: [1],
      total: 21,
      current: 3,
      size: 10,
    });
    expect(normalizePage({ list: [1, 2], total: '2', pageNum: 1, pageSize: 20 })).toEqual({
      records: [1, 2],
      total: 2,
      current: 1,
      size: 20,
    });
    expect(normalizePage(undefined)).toEqual({ records: [], total: 0, current: 1, size: 10 });
  });
});
