// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearDictCache } from '../../../core/dict';
import { ok, refused, restoreHttp, serve, spyNotifier } from '../../../core/dict/dict-test-kit';
import type { FakeReply } from '../../../core/http/http-test-kit';
import { AsyncSearchCell } from './AsyncSearchCell';
import { col, renderCell } from './cells-test-kit';
import { preloadCellEditors } from './registry';
import { CellServicesProvider, defaultCellServices } from './services';

const column = col('sel_search_async', { dictCode: 'sys_user,realname,username' });

function deferred() {
  let resolve!: (reply: FakeReply) => void;
  const promise = new Promise<FakeReply>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const optionTexts = () => [...document.querySelectorAll('.arco-select-option')].map((node) => node.textContent);

beforeEach(() => clearDictCache());
afterEach(() => {
  cleanup();
  restoreHttp();
});

describe('sel_search_async cell', () => {
  // As the table does when the pointer first reaches it (a cold first edit is covered by the kit's browser tests).
  beforeAll(preloadCellEditors);
  it('searches the server 300 ms after typing and drops answers to older keywords', async () => {
    const answers = new Map<string, ReturnType<typeof deferred>>();
    const fake = serve((config) => {
      const keyword = String(config.params?.keyword ?? '');
      const answer = deferred();
      answers.set(keyword, answer);
      return answer.promise;
    });
    const services = { dictLabels: defaultCellServices().dictLabels };
    const { container, state } = renderCell(column, { value: '', services });
    const input = container.querySelector('input') as HTMLInputElement;
    fireEvent.click(container.querySelector('.arco-select-view') as HTMLElement);
    // Opening searches with an empty keyword once.
    await waitFor(() => expect(fake.calls).toHaveLength(1), { timeout: 1000 });
    fireEvent.change(input, { target: { value: '张' } });
    await waitFor(() => expect(fake.calls).toHaveLength(2), { timeout: 1000 });
    expect(fake.calls[1]?.url).toBe('/sys/dict/loadDict/sys_user,realname,username');
    expect(fake.calls[1]?.params.keyword).toBe('张');
    fireEvent.change(input, { target: { value: '李' } });
    // Nothing goes out within the quiet time.
    await new Promise((r) => setTimeout(r, 150));
    expect(fake.calls).toHaveLength(2);
    await waitFor(() => expect(fake.calls).toHaveLength(3), { timeout: 1000 });
    await act(async () => answers.get('李')?.resolve(ok([{ value: 'lisi', text: '李四' }])));
    await waitFor(() => expect(optionTexts()).toEqual(['李四']));
    // The older answer arrives late: dropped.
    await act(async () => answers.get('张')?.resolve(ok([{ value: 'zhangsan', text: '张三' }])));
    await act(async () => answers.get('')?.resolve(ok([{ value: 'admin', text: '管理员' }])));
    expect(optionTexts()).toEqual(['李四']);
    fireEvent.click(document.querySelector('.arco-select-option') as HTMLElement);
    expect(state.value).toBe('lisi');
  });

  it("shows the server's message when the search fails", async () => {
    const notifier = spyNotifier();
    serve(() => refused('字典表不存在'));
    const { container } = renderCell(column, { value: '' });
    fireEvent.click(container.querySelector('.arco-select-view') as HTMLElement);
    await screen.findByText('字典表不存在', undefined, { timeout: 1000 });
    expect(notifier.warn).toHaveBeenCalledWith('字典表不存在');
  });

  it('shows 没有查询到任何数据 for an empty answer', async () => {
    serve(() => ok([]));
    const { container } = renderCell(column, { value: '' });
    fireEvent.click(container.querySelector('.arco-select-view') as HTMLElement);
    await screen.findByText('没有查询到任何数据', undefined, { timeout: 1000 });
  });

  it('resolves the labels of every visible cell in one loadDictItem call', async () => {
    const fake = serve(() => ok(['管理员', 'jeecg']));
    const services = { dictLabels: defaultCellServices().dictLabels };
    const props = {
      column,
      row: {},
      rowIndex: 0,
      editing: false,
      disabled: false,
      onChange: () => undefined,
      onCommit: () => undefined,
      onCancel: () => undefined,
    };
    render(
      <CellServicesProvider {...services}>
        <AsyncSearchCell {...props} rowKey="a" value="admin" />
        <AsyncSearchCell {...props} rowKey="b" value="jeecg" />
      </CellServicesProvider>,
    );
    await screen.findByText('管理员');
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]?.url).toBe('/sys/dict/loadDictItem/sys_user,realname,username');
    expect(fake.calls[0]?.params.key).toBe('admin,jeecg');
  });
});
