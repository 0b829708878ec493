// @vitest-environment jsdom
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: `${title}` is a JeecgBoot placeholder template, filled by the cell.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearDictCache } from '../../../core/dict';
import { ok, restoreHttp, serve } from '../../../core/dict/dict-test-kit';
import { col, renderCell } from './cells-test-kit';
import { preloadCellEditors } from './registry';

const colors = [
  { value: 'r', text: '红' },
  { value: 'g', text: '绿' },
  { value: 'b', text: '蓝' },
];

beforeEach(() => clearDictCache());
afterEach(() => {
  cleanup();
  restoreHttp();
});

/** Opens an Arco select and clicks the option with `text`. */
function pick(container: HTMLElement, text: string) {
  const view = container.querySelector('.arco-select-view') as HTMLElement;
  fireEvent.click(view);
  const option = screen.getAllByText(text).find((node) => node.closest('.arco-select-option'));
  if (!option) throw new Error(`no option ${text}`);
  fireEvent.click(option);
}

describe('checkbox cell', () => {
  // As the table does when the pointer first reaches it (a cold first edit is covered by the kit's browser tests).
  beforeAll(preloadCellEditors);
  it('uses the Y/N pair by default and toggles with a commit', () => {
    const { state, onCommit } = renderCell(col('checkbox'), { value: 'N' });
    const box = screen.getByRole('checkbox') as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    expect(state.value).toBe('Y');
    expect(onCommit).toHaveBeenCalledTimes(1);
    fireEvent.click(box);
    expect(state.value).toBe('N');
  });

  it('honours customValue (compared as text) and disabled', () => {
    const column = col('checkbox', { customValue: [1, 0], defaultChecked: true });
    const { state } = renderCell(column, { value: '1', editing: false });
    const box = screen.getByRole('checkbox') as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    expect(state.value).toBe(0);
    cleanup();
    renderCell(column, { value: 1, disabled: true });
    expect((screen.getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
  });
});

describe('radio cell', () => {
  it('shows the option text and picks one value', () => {
    const first = renderCell(col('radio', { options: colors }), { value: 'g', editing: false });
    expect(screen.getByText('绿')).toBeTruthy();
    first.unmount();
    const { state, onCommit } = renderCell(col('radio', { options: colors }), { value: 'g' });
    fireEvent.click(screen.getByText('蓝'));
    expect(state.value).toBe('b');
    expect(onCommit).toHaveBeenCalled();
  });
});

describe('select cells', () => {
  it('select: option value as a string, dictionary options after static ones', async () => {
    const fake = serve(() =>
      ok([
        { value: 1, text: '男' },
        { value: 2, text: '女' },
      ]),
    );
    const column = col('select', { dictCode: 'sex', options: [{ value: '0', text: '未知' }] });
    const { container, state, onCommit } = renderCell(column, { value: '' });
    await waitFor(() => expect(fake.calls).toHaveLength(1));
    expect(fake.calls[0]?.url).toBe('/sys/dict/getDictItems/sex');
    fireEvent.click(container.querySelector('.arco-select-view') as HTMLElement);
    await screen.findByText('女');
    const texts = [...document.querySelectorAll('.arco-select-option')].map((node) => node.textContent);
    expect(texts).toEqual(['未知', '男', '女']);
    fireEvent.click(screen.getByText('女'));
    expect(state.value).toBe('2');
    expect(onCommit).toHaveBeenCalled();
  });

  it('select display shows the text of the value, the value itself when unknown', () => {
    renderCell(col('select', { options: colors }), { value: 'r', editing: false });
    expect(screen.getByText('红')).toBeTruthy();
    cleanup();
    renderCell(col('select', { options: colors }), { value: 'x', editing: false });
    expect(screen.getByText('x')).toBeTruthy();
  });

  it('select-search with allowInput keeps typed text that is no option', async () => {
    const { container, state } = renderCell(col('select-search', { options: colors, allowInput: true }), {
      value: '',
    });
    const input = container.querySelector('input') as HTMLInputElement;
    fireEvent.click(container.querySelector('.arco-select-view') as HTMLElement);
    fireEvent.change(input, { target: { value: '紫' } });
    const created = await screen.findAllByText('紫');
    fireEvent.click(created.find((node) => node.closest('.arco-select-option')) as HTMLElement);
    expect(state.value).toBe('紫');
  });

  it('sel_search filters the options by text', async () => {
    const { container } = renderCell(col('sel_search', { options: colors }), { value: '' });
    fireEvent.click(container.querySelector('.arco-select-view') as HTMLElement);
    fireEvent.change(container.querySelector('input') as HTMLInputElement, { target: { value: '蓝' } });
    await waitFor(() =>
      expect([...document.querySelectorAll('.arco-select-option')].map((node) => node.textContent)).toEqual(['蓝']),
    );
  });

  it('select-multiple: values comma-joined; the display shows one tag and +N', () => {
    const { container, state } = renderCell(col('select-multiple', { options: colors }), { value: 'r' });
    pick(container, '蓝');
    expect(state.value).toBe('r,b');
    cleanup();
    renderCell(col('list_multi', { options: colors }), { value: 'r,g,b', editing: false });
    expect(screen.getByText('红')).toBeTruthy();
    expect(screen.getByText('+2')).toBeTruthy();
    expect(screen.queryByText('绿')).toBeNull();
  });

  it('sel_search: picking a filtered option stores its value and commits', async () => {
    const { container, state, onCommit } = renderCell(col('sel_search', { options: colors }), { value: 'r' });
    fireEvent.click(container.querySelector('.arco-select-view') as HTMLElement);
    fireEvent.change(container.querySelector('input') as HTMLInputElement, { target: { value: '绿' } });
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.arco-select-option')];
      expect(found.map((node) => node.textContent)).toEqual(['绿']);
      return found[0] as HTMLElement;
    });
    fireEvent.click(option);
    expect(state.value).toBe('g');
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it('list_multi: picking and unpicking stores the values comma-joined, in picking order', () => {
    const { container, state } = renderCell(col('list_multi', { options: colors }), { value: '' });
    pick(container, '蓝');
    expect(state.value).toBe('b');
    fireEvent.click(screen.getAllByText('红').find((node) => node.closest('.arco-select-option')) as HTMLElement);
    expect(state.value).toBe('b,r');
    fireEvent.click(screen.getAllByText('蓝').find((node) => node.closest('.arco-select-option')) as HTMLElement);
    expect(state.value).toBe('r');
    fireEvent.click(screen.getAllByText('红').find((node) => node.closest('.arco-select-option')) as HTMLElement);
    expect(state.value).toBe('');
  });

  it('allowSearch makes a plain select searchable; without it typing filters nothing', async () => {
    const searchable = renderCell(col('select', { options: colors, allowSearch: true }), { value: '' });
    expect(searchable.container.querySelector('.arco-select-show-search')).not.toBeNull();
    fireEvent.click(searchable.container.querySelector('.arco-select-view') as HTMLElement);
    fireEvent.change(searchable.container.querySelector('input') as HTMLInputElement, { target: { value: '蓝' } });
    await waitFor(() =>
      expect([...document.querySelectorAll('.arco-select-option')].map((node) => node.textContent)).toEqual(['蓝']),
    );
    cleanup();
    const plain = renderCell(col('select', { options: colors }), { value: '' });
    fireEvent.click(plain.container.querySelector('.arco-select-view') as HTMLElement);
    expect(plain.container.querySelector('.arco-select-show-search')).toBeNull();
    fireEvent.change(plain.container.querySelector('input') as HTMLInputElement, { target: { value: '蓝' } });
    expect([...document.querySelectorAll('.arco-select-option')].map((node) => node.textContent)).toEqual([
      '红',
      '绿',
      '蓝',
    ]);
  });

  it('placeholder: 请选择{title} by default, the column own text with ${title} filled', () => {
    renderCell(col('select', { options: colors }), { value: '' });
    expect(screen.getByPlaceholderText('请选择字段')).toBeTruthy();
    cleanup();
    renderCell(col('select', { options: colors, placeholder: '挑一个${title}' }), { value: '' });
    expect(screen.getByPlaceholderText('挑一个字段')).toBeTruthy();
    cleanup();
    renderCell(col('input', { placeholder: '填写${title}(${key})' }), { value: '' });
    expect(screen.getByPlaceholderText('填写字段(f)')).toBeTruthy();
  });

  it('a disabled select shows text only', () => {
    const { container } = renderCell(col('select', { options: colors }), { value: 'r', disabled: true });
    expect(container.querySelector('.arco-select')).toBeNull();
    expect(within(container).getByText('红')).toBeTruthy();
  });
});
