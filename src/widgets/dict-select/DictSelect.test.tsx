// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDictCache } from '../../core/dict';
import { ok, refused, restoreHttp, serve, spyNotifier } from '../../core/dict/dict-test-kit';
import { DictSelect, type DictSelectProps } from './DictSelect';
import { DictText } from './DictText';

const sex = [
  { value: '1', text: '男' },
  { value: '2', text: '女' },
];

function Controlled(props: DictSelectProps & { onValue?: (value: string) => void }) {
  const [value, setValue] = useState(props.value);
  return (
    <>
      <DictSelect
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onValue?.(next);
        }}
      />
      <output data-testid="value">{String(value ?? '')}</output>
    </>
  );
}

const shown = () => screen.getByTestId('value').textContent;

beforeEach(() => clearDictCache());
afterEach(() => {
  cleanup();
  restoreHttp();
  vi.useRealTimers();
});

describe('DictSelect modes and value shapes', () => {
  it('radio: loads the dictionary and stores one value', async () => {
    const fake = serve(() => ok(sex));
    render(<Controlled dictCode="sex" mode="radio" />);
    fireEvent.click(await screen.findByText('女'));
    expect(shown()).toBe('2');
    expect(fake.calls[0]?.url).toContain('/sys/dict/getDictItems/sex');
  });

  it('checkbox: stores the values comma-joined and unchecks', async () => {
    serve(() => ok(sex));
    render(<Controlled dictCode="sex" mode="checkbox" value="1" />);
    fireEvent.click(await screen.findByText('女'));
    expect(shown()).toBe('1,2');
    fireEvent.click(screen.getByText('男'));
    expect(shown()).toBe('2');
  });

  it('tag: a click chooses, a second click clears; multiple joins', async () => {
    serve(() => ok(sex));
    const { unmount } = render(<Controlled dictCode="sex" mode="tag" />);
    fireEvent.click(await screen.findByText('男'));
    expect(shown()).toBe('1');
    fireEvent.click(screen.getByText('女'));
    expect(shown()).toBe('2');
    fireEvent.click(screen.getByText('女'));
    expect(shown()).toBe('');
    unmount();
    render(<Controlled dictCode="sex" mode="tag" multiple />);
    fireEvent.click(await screen.findByText('男'));
    fireEvent.click(screen.getByText('女'));
    expect(shown()).toBe('1,2');
  });

  it('select: the table dictionary form is asked for as it is and the label is shown', async () => {
    const fake = serve(() => ok([{ value: 'admin', text: '管理员' }]));
    render(<Controlled dictCode="sys_user,realname,username" value="admin" />);
    expect(await screen.findByText('管理员')).toBeTruthy();
    expect(decodeURIComponent(String(fake.calls[0]?.url))).toContain('sys_user,realname,username');
  });

  it('select with given options and multiple gives comma values', async () => {
    const onValue = vi.fn();
    render(
      <Controlled
        options={sex.map((item) => ({ ...item, title: item.text, label: item.text }))}
        multiple
        value="1"
        onValue={onValue}
      />,
    );
    expect(screen.getByText('男')).toBeTruthy();
    fireEvent.click(screen.getByRole('combobox'));
    fireEvent.click(within(await screen.findByRole('listbox')).getByText('女'));
    expect(onValue).toHaveBeenLastCalledWith('1,2');
  });

  it('a failed dictionary load shows the server message as a warning', async () => {
    const notifier = spyNotifier();
    serve(() => refused('字典表不存在'));
    render(<Controlled dictCode="nope" mode="radio" />);
    await waitFor(() => expect(notifier.warn).toHaveBeenCalledWith('字典表不存在'));
  });
});

describe('DictSelect remote search', () => {
  it('waits 300 ms after the last key, sends the keyword, offers the answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fake = serve((config) =>
      ok([{ value: 'u1', text: `张三-${(config.params as { keyword: string }).keyword}` }]),
    );
    render(<Controlled dictCode="sys_user,realname,id" remoteSearch />);
    const input = screen.getByRole('combobox').querySelector('input') as HTMLInputElement;
    fireEvent.click(screen.getByRole('combobox'));
    fireEvent.change(input, { target: { value: '张' } });
    await act(async () => vi.advanceTimersByTime(100));
    fireEvent.change(input, { target: { value: '张三' } });
    await act(async () => vi.advanceTimersByTime(250));
    expect(fake.calls.map((call) => call.params)).toEqual([]);
    await act(async () => vi.advanceTimersByTime(60));
    await waitFor(() => expect(fake.calls).toHaveLength(1));
    expect(fake.calls[0]?.params).toMatchObject({ keyword: '张三' });
    fireEvent.click(await screen.findByRole('option', { name: '张三-张三' }));
    expect(shown()).toBe('u1');
  });

  it('a failed search shows the server message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const notifier = spyNotifier();
    serve(() => refused('查询失败:表不存在'));
    render(<Controlled dictCode="bad,name,id" remoteSearch />);
    const input = screen.getByRole('combobox').querySelector('input') as HTMLInputElement;
    fireEvent.click(screen.getByRole('combobox'));
    fireEvent.change(input, { target: { value: 'x' } });
    await act(async () => vi.advanceTimersByTime(301));
    await waitFor(() => expect(notifier.warn).toHaveBeenCalledWith('查询失败:表不存在'));
  });
});

describe('DictSelect remote labels', () => {
  it('labels an initial value through /sys/dict/loadDictItem without searching', async () => {
    const fake = serve(() => ok(['管理员']));
    render(<Controlled dictCode="sys_user,realname,username" remoteSearch value="admin" />);
    expect(await screen.findByText('管理员')).toBeTruthy();
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]?.url).toContain('/sys/dict/loadDictItem/');
    expect(fake.calls[0]?.params).toMatchObject({ key: 'admin' });
  });

  it('keeps the label of a picked option after a search that no longer finds it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve((config) =>
      (config.params as { keyword: string }).keyword === '张'
        ? ok([{ value: 'u1', text: '张三' }])
        : ok([{ value: 'u2', text: '李四' }]),
    );
    render(<Controlled dictCode="sys_user,realname,id" remoteSearch multiple />);
    const input = screen.getByRole('combobox').querySelector('input') as HTMLInputElement;
    fireEvent.click(screen.getByRole('combobox'));
    fireEvent.change(input, { target: { value: '张' } });
    await act(async () => vi.advanceTimersByTime(310));
    const option = await screen.findByRole('option', { name: /张\s*三/ });
    fireEvent.click(option.querySelector('.arco-select-option') as HTMLElement);
    expect(shown()).toBe('u1');
    fireEvent.change(input, { target: { value: '李' } });
    await act(async () => vi.advanceTimersByTime(310));
    expect(await screen.findByRole('option', { name: /李\s*四/ })).toBeTruthy();
    const tag = screen.getByRole('combobox').querySelector('.arco-select-tag') as HTMLElement;
    expect(tag.textContent).toBe('张三');
  });
});

describe('DictText', () => {
  it('shows labels of comma values in value order, unknown values as themselves', async () => {
    serve(() => ok(sex));
    render(<DictText dictCode="sex" value="2,1,9" />);
    expect(await screen.findByText('女,男,9')).toBeTruthy();
  });

  it('byKeys asks /sys/dict/loadDictItem for just these keys', async () => {
    const fake = serve(() => ok(['管理员', '测试']));
    render(<DictText dictCode="sys_user,realname,username" value="admin,jeecg" byKeys />);
    expect(await screen.findByText('管理员,测试')).toBeTruthy();
    expect(fake.calls[0]?.url).toContain('/sys/dict/loadDictItem/');
    expect(fake.calls[0]?.params).toMatchObject({ key: 'admin,jeecg' });
  });
});
