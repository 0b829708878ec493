// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, restoreHttp, serve, spyNotifier } from '../../core/dict/dict-test-kit';
import { CategorySelect } from './CategorySelect';
import { TreeSelect, type TreeSelectProps } from './TreeSelect';
import { CONDITION_ERROR_MESSAGE } from './tree-calls';

afterEach(() => {
  cleanup();
  restoreHttp();
});

const base = { dict: 'sys_category', text: 'name', code: 'id', pidField: 'pid', hasChildField: 'has_child' };

function Controlled(props: Omit<TreeSelectProps, 'value' | 'onChange'> & { value?: string }) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <>
      <TreeSelect {...props} value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

function openPopup() {
  fireEvent.click(screen.getByRole('combobox'));
}

function expander(title: string): HTMLElement {
  const row = screen.getByText(title).closest('.arco-tree-node') as HTMLElement;
  return row.querySelector('.arco-tree-node-switcher-icon') as HTMLElement;
}

describe('TreeSelect', () => {
  it('loads roots, loads children on expand, turns an empty node into a leaf and stores the key', async () => {
    const fake = serve((config) => {
      const pid = (config.params as { pid: string }).pid;
      if (pid === '')
        return ok([
          { key: 'g', title: '商品', leaf: false },
          { key: 'e', title: '空', leaf: false },
        ]);
      if (pid === 'g') return ok([{ key: 'g1', title: '手机', leaf: true }]);
      return ok([]);
    });
    render(<Controlled {...base} />);
    openPopup();
    expect(await screen.findByText('商品')).toBeTruthy();
    expect(fake.calls[0]?.url).toContain('/sys/dict/loadTreeData');
    expect(fake.calls[0]?.params).toMatchObject({ pid: '', tableName: 'sys_category', text: 'name', code: 'id' });
    fireEvent.click(expander('商品'));
    fireEvent.click(await screen.findByText('手机'));
    expect(screen.getByTestId('value').textContent).toBe('g1');
    openPopup();
    fireEvent.click(expander('空'));
    await waitFor(() =>
      expect((screen.getByText('空').closest('.arco-tree-node') as HTMLElement).className).toContain(
        'arco-tree-node-is-leaf',
      ),
    );
  });

  it('sends the condition and resolves the label of an initial value', async () => {
    const fake = serve((config) =>
      String(config.url).includes('loadDictItem') ? ok(['手机']) : ok([{ key: 'g', title: '商品', leaf: false }]),
    );
    render(<Controlled {...base} condition='{"status":"1"}' value="g1" />);
    expect(await screen.findByText('手机')).toBeTruthy();
    const treeCall = fake.calls.find((call) => String(call.url).includes('loadTreeData'));
    expect(treeCall?.params).toMatchObject({ condition: '{"status":"1"}' });
  });

  it('refuses a condition that is not a JSON string', async () => {
    const notifier = spyNotifier();
    const fake = serve(() => ok([]));
    render(<Controlled {...base} condition="status=1" />);
    expect(screen.getByText(CONDITION_ERROR_MESSAGE)).toBeTruthy();
    expect(notifier.error).toHaveBeenCalledWith(CONDITION_ERROR_MESSAGE);
    expect(fake.calls).toHaveLength(0);
  });
});

describe('CategorySelect', () => {
  it('loads the roots under pcode and children by pid', async () => {
    const onChange = vi.fn();
    const fake = serve((config) =>
      String(config.url).includes('loadTreeRoot')
        ? ok([{ key: 'c1', title: '数码', isLeaf: false }])
        : ok([{ key: 'c2', title: '相机', isLeaf: true }]),
    );
    render(<CategorySelect pcode="A01" onChange={onChange} />);
    openPopup();
    expect(await screen.findByText('数码')).toBeTruthy();
    expect(fake.calls[0]?.params).toMatchObject({ pcode: 'A01', async: true });
    fireEvent.click(expander('数码'));
    fireEvent.click(await screen.findByText('相机'));
    expect(fake.calls[1]?.url).toContain('/sys/category/loadTreeChildren');
    expect(fake.calls[1]?.params).toMatchObject({ pid: 'c1' });
    expect(onChange).toHaveBeenCalledWith('c2');
  });
});

describe('TreeSelect multiple', () => {
  it('stores checked keys comma-joined', async () => {
    serve(() =>
      ok([
        { key: 'a', title: '甲', leaf: true },
        { key: 'b', title: '乙', leaf: true },
      ]),
    );
    render(<Controlled {...base} multiple />);
    openPopup();
    fireEvent.click(await screen.findByText('甲'));
    fireEvent.click(screen.getByText('乙'));
    expect(screen.getByTestId('value').textContent).toBe('a,b');
  });
});
