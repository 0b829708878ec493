// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, refused, restoreHttp, serve, spyNotifier } from '../../core/dict/dict-test-kit';
import { clearGroupCache, groupRequest, POPUP_CACHE_MS } from './group-cache';
import { PopupField } from './PopupField';
import { POPUP_PICKER_WIDTH } from './PopupPickerModal';

const USERS = Array.from({ length: 12 }, (_, i) => ({
  id: `u${i + 1}`,
  username: `user${i + 1}`,
  realname: `用户${i + 1}`,
  sex: i % 2 === 0 ? 1 : 2,
}));

const COLUMNS = {
  cgRpConfigId: 'rp_users',
  cgRpConfigName: '用户列表',
  columns: [
    { title: '账号', dataIndex: 'username', sorter: true },
    { title: '姓名', dataIndex: 'realname' },
    { title: '性别', dataIndex: 'sex', customRender: 'sex' },
  ],
  dictOptions: {
    sex: [
      { value: '1', text: '男' },
      { value: '2', text: '女' },
    ],
  },
};

const QUERY_INFO = [{ field: 'realname', label: '姓名', view: 'text', mode: 'single' }];

/** The report API over the users above (realname contains, paging). */
function answer(config: InternalAxiosRequestConfig) {
  const url = config.url ?? '';
  if (url.endsWith('/getRpColumns/users')) return ok(COLUMNS);
  if (url.endsWith('/getQueryInfo/rp_users')) return ok(QUERY_INFO);
  if (url.endsWith('/getData/rp_users')) {
    const params = config.params as Record<string, string>;
    const hits = USERS.filter((user) => !params.realname || user.realname.includes(params.realname));
    const start = (Number(params.pageNo) - 1) * Number(params.pageSize);
    return ok({ records: hits.slice(start, start + Number(params.pageSize)), total: hits.length });
  }
  return refused('报表不存在');
}

const dialog = () => screen.getByRole('dialog');
const reportCalls = (fake: ReturnType<typeof serve>, part: string) => fake.calls.filter((c) => c.url.includes(part));

function Form({ multi = false, groupId }: { multi?: boolean; groupId?: string }) {
  const [values, setValues] = useState<Record<string, string>>({});
  return (
    <>
      <PopupField
        label="负责人"
        code="users"
        orgFields="username,realname"
        destFields="owner,ownerName"
        field="ownerName"
        value={values.ownerName ?? ''}
        multi={multi}
        groupId={groupId}
        param={{ status: '1' }}
        onChange={(mapped) => setValues((v) => ({ ...v, ...mapped }))}
      />
      <output aria-label="结果">{JSON.stringify(values)}</output>
    </>
  );
}

async function openPicker() {
  fireEvent.click(screen.getByRole('textbox', { name: '负责人' }));
  await within(await screen.findByRole('dialog')).findByText('用户1');
}

const result = () => JSON.parse(screen.getByRole('status', { name: '结果' }).textContent || '{}');

beforeEach(() => clearGroupCache());
afterEach(() => {
  cleanup();
  restoreHttp();
});

describe('PopupField configuration', () => {
  it('missing fields or code show popup参数未正确配置! and never open', () => {
    const notifier = spyNotifier();
    const fake = serve(answer);
    render(<PopupField label="字段" code="users" orgFields="" destFields="owner" />);
    expect(screen.getByRole('alert').textContent).toBe('popup参数未正确配置!');
    fireEvent.click(screen.getByRole('textbox', { name: '字段' }));
    expect(notifier.error).toHaveBeenCalledWith('popup参数未正确配置!');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.calls).toHaveLength(0);
    cleanup();
    render(<PopupField label="字段" code=" " orgFields="a" destFields="b" />);
    expect(screen.getByRole('alert').textContent).toBe('popup参数未正确配置!');
  });

  it('source and target counts must match', () => {
    render(<PopupField code="users" orgFields="username,realname" destFields="owner" />);
    expect(screen.getByRole('alert').textContent).toBe('popup参数未正确配置,原始值和目标值数量不一致!');
  });
});

describe('PopupPickerModal', () => {
  it('opens 1200 wide with the report title, columns, dictionary texts and paging; params go as self_*', async () => {
    const fake = serve(answer);
    render(<Form />);
    await openPicker();
    expect(dialog().style.width).toBe(`${POPUP_PICKER_WIDTH}px`);
    expect(within(dialog()).getByText('用户列表')).toBeTruthy();
    expect(within(dialog()).getByText('账号')).toBeTruthy();
    expect(within(dialog()).getAllByText('女').length).toBeGreaterThan(0);
    expect(within(dialog()).getByText('共 12 条')).toBeTruthy();
    expect(dialog().querySelectorAll('tbody tr')).toHaveLength(10);
    expect(reportCalls(fake, '/getData/rp_users')[0]?.params).toMatchObject({
      self_status: '1',
      pageNo: 1,
      pageSize: 10,
    });
    fireEvent.click(within(dialog()).getByText('2', { selector: '.arco-pagination-item' }));
    await within(dialog()).findByText('用户11');
    expect(reportCalls(fake, '/getData/rp_users').at(-1)?.params).toMatchObject({ pageNo: 2, pageSize: 10 });
  });

  it('the query form searches from page 1; 重置 clears it', async () => {
    const fake = serve(answer);
    render(<Form />);
    await openPicker();
    fireEvent.change(within(dialog()).getByRole('textbox', { name: '请输入姓名' }), { target: { value: '用户1' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: /查\s*询/ }));
    await within(dialog()).findByText('共 4 条');
    expect(reportCalls(fake, '/getData/rp_users').at(-1)?.params).toMatchObject({ realname: '用户1', pageNo: 1 });
    fireEvent.click(within(dialog()).getByRole('button', { name: /重\s*置/ }));
    await within(dialog()).findByText('共 12 条');
    expect(reportCalls(fake, '/getData/rp_users').at(-1)?.params).not.toHaveProperty('realname');
  });

  it('single choice: confirm needs one record; the mapped fields come back and the input shows its field', async () => {
    const notifier = spyNotifier();
    serve(answer);
    render(<Form />);
    await openPicker();
    fireEvent.click(within(dialog()).getByRole('button', { name: /确\s*定/ }));
    expect(notifier.warn).toHaveBeenCalledWith('请选择一条记录');
    fireEvent.click(within(dialog()).getByText('用户2'));
    fireEvent.click(within(dialog()).getByText('用户3'));
    expect(within(dialog()).getByText('已选择 1 项')).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(result()).toEqual({ owner: 'user3', ownerName: '用户3' });
    expect((screen.getByRole('textbox', { name: '负责人' }) as HTMLInputElement).value).toBe('用户3');
  });

  it('multiple choice keeps records across pages, clears with 清空, joins values with commas', async () => {
    serve(answer);
    render(<Form multi />);
    await openPicker();
    fireEvent.click(within(dialog()).getByText('用户1'));
    fireEvent.click(within(dialog()).getByText('2', { selector: '.arco-pagination-item' }));
    fireEvent.click(await within(dialog()).findByText('用户12'));
    expect(within(dialog()).getByText('已选择 2 项')).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: '清空' }));
    expect(within(dialog()).getByText('已选择 0 项')).toBeTruthy();
    fireEvent.click(within(dialog()).getByText('用户11'));
    fireEvent.click(within(dialog()).getByText('用户12'));
    fireEvent.click(within(dialog()).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(result()).toEqual({ owner: 'user11,user12', ownerName: '用户11,用户12' }));
  });

  it("a click on a row's own checkbox selects it once", async () => {
    serve(answer);
    render(<Form multi />);
    await openPicker();
    const row = within(dialog()).getByText('用户1').closest('tr') as HTMLElement;
    fireEvent.click(row.querySelector('.arco-checkbox input') as HTMLElement);
    expect(within(dialog()).getByText('已选择 1 项')).toBeTruthy();
  });

  it('a sortable header asks the server for asc, then desc, then unsorted', async () => {
    const fake = serve(answer);
    render(<Form />);
    await openPicker();
    const header = within(dialog()).getByRole('columnheader', { name: '账号' });
    const sortButton = within(header).getByRole('button', { name: '账号' });
    const lastParams = () => reportCalls(fake, '/getData/rp_users').at(-1)?.params;
    fireEvent.click(sortButton);
    await waitFor(() => expect(lastParams()).toMatchObject({ column: 'username', order: 'asc' }));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(sortButton);
    await waitFor(() => expect(lastParams()).toMatchObject({ column: 'username', order: 'desc' }));
    fireEvent.click(sortButton);
    await waitFor(() => expect(lastParams()).not.toHaveProperty('order'));
    expect(lastParams()).not.toHaveProperty('column');
  });

  it('with a group id the report definition is asked once per 30 s; without one, at every opening', async () => {
    const fake = serve(answer);
    render(<Form groupId="g1" />);
    await openPicker();
    fireEvent.click(within(dialog()).getByRole('button', { name: /关\s*闭/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await openPicker();
    expect(reportCalls(fake, '/getRpColumns/')).toHaveLength(1);
    expect(reportCalls(fake, '/getQueryInfo/')).toHaveLength(1);
    expect(reportCalls(fake, '/getData/')).toHaveLength(1);
    cleanup();

    render(<Form />);
    await openPicker();
    fireEvent.click(within(dialog()).getByRole('button', { name: /关\s*闭/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await openPicker();
    expect(reportCalls(fake, '/getRpColumns/')).toHaveLength(3);
  });

  it('a failing report shows the server message', async () => {
    spyNotifier();
    serve(() => refused('报表不存在'));
    render(<PopupField label="负责人" code="nothing" orgFields="a" destFields="b" />);
    fireEvent.click(screen.getByRole('textbox', { name: '负责人' }));
    expect(await within(await screen.findByRole('dialog')).findByText('报表不存在')).toBeTruthy();
  });
});

describe('groupRequest', () => {
  it('reuses an answer for 30 s per key, forgets failures, and never caches without a key', async () => {
    const load = vi.fn(async () => 'answer');
    await groupRequest('k', load, 0);
    await groupRequest('k', load, POPUP_CACHE_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await groupRequest('k', load, POPUP_CACHE_MS);
    expect(load).toHaveBeenCalledTimes(2);
    await groupRequest(undefined, load);
    await groupRequest(undefined, load);
    expect(load).toHaveBeenCalledTimes(4);

    const failing = vi.fn(async () => {
      throw new Error('boom');
    });
    await expect(groupRequest('f', failing, 0)).rejects.toThrow('boom');
    await expect(groupRequest('f', failing, 1)).rejects.toThrow('boom');
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
