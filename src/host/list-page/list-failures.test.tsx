// @vitest-environment jsdom
// Message and Notification render through Arco's React 19 adapter (the Node build of Arco is lib/).
import '@arco-design/web-react/lib/_util/react-19-adapter';
import { Message, Notification } from '@arco-design/web-react';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { httpClient, resetErrorPresenter, resetNotifier, setNotifier } from '../../core/http';
import { type FakeReply, fakeAdapter } from '../../core/http/http-test-kit';
import { arcoNotifier } from '../app/arco-notifier';
import { dataProvider } from '../shared/data/data-provider';
import { withQueryClient } from '../shared/data/query-test-kit';
import { useListData } from './use-list-data';

// The real request layer and its catalogue, shown with the host's notifier; only the transport is fake.
const transport = httpClient.defaults.adapter;

function answer(reply: FakeReply) {
  httpClient.defaults.adapter = fakeAdapter(() => structuredClone(reply)).adapter;
}

/** Lets the messages finish their enter and exit transitions. */
const settle = (ms: number) => act(() => new Promise((done) => setTimeout(done, ms)));

/** Loads the first page of a list and waits for its answer; returns the list's error state. */
async function loadList(): Promise<string | null> {
  const provider = dataProvider({ resource: '/sys/user' });
  const { result } = renderHook(() => useListData(provider, { pageNo: 1 }, ['/sys/user'], Message.warning), {
    wrapper: withQueryClient(),
  });
  await waitFor(() => expect(result.current.initial).toBe(false));
  await settle(50);
  return result.current.error;
}

beforeEach(() => {
  resetErrorPresenter();
  setNotifier(arcoNotifier);
});

afterEach(async () => {
  httpClient.defaults.adapter = transport;
  resetNotifier();
  Message.clear();
  Notification.clear();
  await settle(600);
});

describe('a failed list request is shown exactly once', () => {
  it('code 8003: the request layer’s 页面过期请刷新页面, and nothing more', async () => {
    answer({ data: { success: false, code: 8003, message: '页面已过期', result: null } });
    expect(await loadList()).toBe('页面已过期');
    expect(screen.getAllByText('页面过期请刷新页面')).toHaveLength(1);
    expect(screen.queryByText('页面已过期')).toBeNull();
  });

  it('code 510: the server’s words, once', async () => {
    answer({ data: { success: false, code: 510, message: '没有权限，请联系管理员分配权限！', result: null } });
    await loadList();
    expect(screen.getAllByText('没有权限，请联系管理员分配权限！')).toHaveLength(1);
  });

  it('HTTP 404: the 系统提示 notification, once', async () => {
    answer({ status: 404, data: {} });
    await loadList();
    expect(screen.getAllByText('很抱歉，资源未找到!')).toHaveLength(1);
  });

  it('a business refusal the request layer did not show: the list shows it, once', async () => {
    answer({ data: { success: false, code: 500, message: '查询条件不合法', result: null } });
    expect(await loadList()).toBe('查询条件不合法');
    expect(screen.getAllByText('查询条件不合法')).toHaveLength(1);
  });
});
