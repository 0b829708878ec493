// @vitest-environment jsdom
// Message renders through Arco's React 19 adapter (the Node build of Arco is lib/).
import '@arco-design/web-react/lib/_util/react-19-adapter';
import { Message } from '@arco-design/web-react';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, markShown } from '../../core/http';
import { failureText } from './failure-text';
import { showFailure } from './show-failure';

/** Lets the messages finish their enter and exit transitions. */
const settle = (ms: number) => act(() => new Promise((done) => setTimeout(done, ms)));

afterEach(async () => {
  Message.clear();
  await settle(600);
});

describe('showFailure', () => {
  it('shows an error the request layer did not show, once, in its own words', async () => {
    showFailure(new ApiError('用户名已存在'));
    expect(await screen.findByText('用户名已存在')).toBeTruthy();
    await settle(50);
    expect(screen.getAllByText('用户名已存在')).toHaveLength(1);
  });

  it('says the fallback when the error has no message, 操作失败 when there is none', async () => {
    showFailure(new Error(''), '部门切换失败');
    showFailure('refused');
    expect(await screen.findByText('部门切换失败')).toBeTruthy();
    expect(await screen.findByText('操作失败')).toBeTruthy();
  });

  it('never shows an error the request layer already showed', async () => {
    showFailure(markShown(new ApiError('页面过期请刷新页面', { code: 8003 })));
    await settle(50);
    expect(screen.queryByText('页面过期请刷新页面')).toBeNull();
  });
});

describe('failureText', () => {
  it('is null for a shown error, else the message or the fallback', () => {
    expect(failureText(markShown(new ApiError('很抱歉，资源未找到!', { status: 404 })))).toBeNull();
    expect(failureText(new ApiError('验证码发送太频繁'), '验证码发送失败')).toBe('验证码发送太频繁');
    expect(failureText(undefined, '验证码发送失败')).toBe('验证码发送失败');
  });
});
