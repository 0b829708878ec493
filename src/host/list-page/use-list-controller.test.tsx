// @vitest-environment jsdom
// The list controller without a look: its messages and its delete question go to an injected feedback, and
// ListBase hands the controller to the components below it. Only the transport is fake.
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { httpClient, resetErrorPresenter, resetNotifier, setNotifier } from '../../core/http';
import { type FakeAdapter, type FakeReply, fakeAdapter } from '../../core/http/http-test-kit';
import { withQueryClient } from '../shared/data/query-test-kit';
import { ListBase, useListContext } from './ListBase';
import type { ListFeedback, ListQuestion } from './list-feedback';
import { ListMessages } from './messages';
import type { ListPageConfig } from './types';
import { useListController } from './use-list-controller';

const transport = httpClient.defaults.adapter;
const ROWS = [
  { id: 'p1', name: '店长' },
  { id: 'p2', name: '店员' },
];
const config: ListPageConfig = {
  title: '职务',
  url: { list: '/sys/position/list', delete: '/sys/position/delete', deleteBatch: '/sys/position/deleteBatch' },
  columns: [{ title: '名称', dataIndex: 'name' }],
};

/** Answers the list with ROWS and a delete as `onDelete` says; records every request. */
function serve(onDelete: () => FakeReply): FakeAdapter {
  const fake = fakeAdapter((request) =>
    structuredClone(
      request.url?.includes('delete')
        ? onDelete()
        : { data: { success: true, code: 200, result: { records: ROWS, total: 2 } } },
    ),
  );
  httpClient.defaults.adapter = fake.adapter;
  return fake;
}

/** A feedback that records what the list said and asked. */
function recorder(): ListFeedback & { said: string[]; asked: ListQuestion[] } {
  const said: string[] = [];
  const asked: ListQuestion[] = [];
  return {
    said,
    asked,
    success: (text) => said.push(`success: ${text}`),
    warning: (text) => said.push(`warning: ${text}`),
    error: (text) => said.push(`error: ${text}`),
    confirm: (question) => asked.push(question),
  };
}

/** A router and a fresh query cache per rendered hook. */
function inRouter({ children }: { children: ReactNode }) {
  const Queries = withQueryClient();
  return (
    <MemoryRouter>
      <Queries>{children}</Queries>
    </MemoryRouter>
  );
}

beforeEach(() => {
  resetErrorPresenter();
  // The request layer's own messages are not this test's subject: a notifier that shows nothing.
  setNotifier({
    warn: () => undefined,
    error: () => undefined,
    success: () => undefined,
    reloginDialog: () => undefined,
  });
});

afterEach(() => {
  httpClient.defaults.adapter = transport;
  resetNotifier();
});

describe('useListController with an injected feedback', () => {
  it('asks before a batch delete, deletes on yes, and says so; nothing selected is a warning', async () => {
    const fake = serve(() => ({ data: { success: true, code: 200, message: '批量删除成功!', result: null } }));
    const feedback = recorder();
    const { result } = renderHook(() => useListController(config, feedback), { wrapper: inRouter });
    await waitFor(() => expect(result.current.data.rows).toHaveLength(2));

    act(() => result.current.removeSelected());
    expect(feedback.said).toEqual([`warning: ${ListMessages.selectOne}`]);

    act(() => result.current.selectRows(['p1', 'p2'], ROWS));
    act(() => result.current.removeSelected());
    expect(feedback.asked).toEqual([
      { title: ListMessages.deleteTitle, content: ListMessages.deleteMany(2), onOk: expect.any(Function) },
    ]);
    expect(fake.calls.some((call) => call.url.includes('deleteBatch'))).toBe(false);
    await act(async () => feedback.asked[0]?.onOk());
    expect(fake.calls.filter((call) => call.url.includes('deleteBatch'))).toEqual([
      expect.objectContaining({ method: 'delete', params: { ids: 'p1,p2' } }),
    ]);
    expect(feedback.said.at(-1)).toBe('success: 批量删除成功!');
  });

  it("a refused delete: the server's words once; one the request layer showed (8003): nothing more", async () => {
    serve(() => ({ data: { success: false, code: 500, message: '该职务下仍有用户，不能删除', result: null } }));
    const feedback = recorder();
    const { result } = renderHook(() => useListController(config, feedback), { wrapper: inRouter });
    await waitFor(() => expect(result.current.data.rows).toHaveLength(2));
    await act(() => result.current.remove(ROWS[0] as never));
    expect(feedback.said).toEqual(['warning: 该职务下仍有用户，不能删除']);

    serve(() => ({ data: { success: false, code: 8003, message: 'sign invalid', result: null } }));
    await act(() => result.current.remove(ROWS[0] as never));
    expect(feedback.said).toEqual(['warning: 该职务下仍有用户，不能删除']);
  });

  it('needs a feedback: given, or from ListFeedbackContext', () => {
    serve(() => ({}));
    expect(() => renderHook(() => useListController(config), { wrapper: inRouter })).toThrow(/ListFeedback/);
  });
});

describe('ListBase', () => {
  function RowCount() {
    const { data } = useListContext();
    return <p>{`共 ${data.total} 条`}</p>;
  }

  it('hands its controller to the components below it', async () => {
    serve(() => ({}));
    render(
      <ListBase config={config} feedback={recorder()}>
        <RowCount />
      </ListBase>,
      { wrapper: inRouter },
    );
    expect(await screen.findByText('共 2 条')).toBeTruthy();
  });

  it('useListContext outside a ListBase says so', () => {
    expect(() => renderHook(() => useListContext())).toThrow(/inside <ListBase>/);
  });
});
