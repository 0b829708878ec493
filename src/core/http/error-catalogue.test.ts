import { describe, expect, it } from 'vitest';
import { classifyError, Messages, mentionsInvalidToken } from './error-catalogue';

describe('error catalogue (docs/business-spec.md §8, docs/widgets-spec.md §8)', () => {
  it('code 8003 warns 页面过期请刷新页面', () => {
    expect(classifyError({ status: 200, code: 8003, message: 'x' })).toEqual({
      kind: 'warn',
      message: '页面过期请刷新页面',
    });
  });

  it('HTTP 401 shows 未授权，请重新登录 then logs out and reloads after 1.5 s', () => {
    expect(classifyError({ status: 401, message: 'Token失效，请重新登录!' })).toEqual({
      kind: 'logout-reload',
      message: '未授权，请重新登录',
      title: '系统提示',
      reloadDelayMs: 1500,
    });
  });

  it('HTTP 403, 404, 504 show their texts under 系统提示', () => {
    expect(classifyError({ status: 403 })).toEqual({ kind: 'error', message: '拒绝访问', title: '系统提示' });
    expect(classifyError({ status: 404 })).toEqual({
      kind: 'error',
      message: '很抱歉，资源未找到!',
      title: '系统提示',
    });
    expect(classifyError({ status: 504 })).toEqual({ kind: 'error', message: '网络超时', title: '系统提示' });
  });

  it('HTTP 500 with Token失效 opens the relogin dialog', () => {
    expect(classifyError({ status: 500, code: 500, message: 'Token失效，请重新登录!' })).toEqual({
      kind: 'relogin-dialog',
      title: '登录已过期',
      message: '很抱歉，登录已过期，请重新登录',
      okText: '重新登录',
    });
  });

  it('other statuses show the server message titled 系统提示', () => {
    expect(classifyError({ status: 500, code: 500, message: '数据库繁忙' })).toEqual({
      kind: 'error',
      message: '数据库繁忙',
      title: '系统提示',
    });
    expect(classifyError({ status: 502, message: '网关错误' })).toMatchObject({
      message: '网关错误',
      title: '系统提示',
    });
    expect(classifyError({ status: 400 })).toMatchObject({ kind: 'error', message: Messages.unknownError });
  });

  it('code 510 warns with the server message', () => {
    expect(classifyError({ status: 200, code: 510, message: '没有权限，请联系管理员分配权限！' })).toEqual({
      kind: 'warn',
      message: '没有权限，请联系管理员分配权限！',
    });
  });

  it('a client timeout is 网络超时; no response at all is a network failure', () => {
    expect(classifyError({ clientCode: 'ECONNABORTED' }).message).toBe('网络超时');
    expect(classifyError({ clientCode: 'ERR_NETWORK' }).message).toBe(Messages.networkDown);
  });

  it('recognises invalid-token messages', () => {
    expect(mentionsInvalidToken('Token失效，请重新登录!')).toBe(true);
    expect(mentionsInvalidToken('token expired')).toBe(true);
    expect(mentionsInvalidToken('保存失败')).toBe(false);
    expect(mentionsInvalidToken(undefined)).toBe(false);
  });
});
