// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ColumnType, EditableColumn } from '../types';
import { col, renderCell } from './cells-test-kit';
import { progressPercent } from './DisplayCells';
import { createLabelBatcher } from './label-batch';
import { cellFor } from './registry';
import { CellServicesProvider } from './services';

afterEach(cleanup);

describe('display cells', () => {
  it('normal shows the value, or its option text', () => {
    renderCell(col('normal'), { value: 42, editing: true });
    expect(screen.getByText('42')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    cleanup();
    renderCell(col('normal', { options: [{ value: '1', text: '启用' }] }), { value: 1 });
    expect(screen.getByText('启用')).toBeTruthy();
  });

  it('hidden draws nothing; slot draws column.render', () => {
    const { container } = renderCell(col('hidden'), { value: 'secret' });
    expect(container.textContent).toBe('');
    cleanup();
    renderCell(
      col('slot', { render: ({ row, rowIndex, value }) => <b>{`${String(row.id)}#${rowIndex}:${String(value)}`}</b> }),
      { value: 'v' },
    );
    expect(screen.getByText('r1#0:v')).toBeTruthy();
  });

  it('progress shows the percentage, clamped to 0-100', () => {
    const { container } = renderCell(col('progress'), { value: '45' });
    expect(container.textContent).toContain('45%');
    expect(progressPercent('130')).toBe(100);
    expect(progressPercent('abc')).toBe(0);
    expect(progressPercent(-5)).toBe(0);
  });

  it('row-number shows the 1-based position; other structural columns are left to the view', () => {
    const Cell = cellFor('row-number');
    const base = {
      column: col('row-number'),
      row: {},
      rowKey: 'r',
      value: undefined,
      editing: false,
      disabled: false,
      onChange: () => undefined,
      onCommit: () => undefined,
      onCancel: () => undefined,
    };
    render(<Cell {...base} rowIndex={4} />);
    expect(screen.getByText('5')).toBeTruthy();
    const Drag = cellFor('row-drag-sort');
    const { container } = render(<Drag {...base} column={col('row-drag-sort')} rowIndex={0} />);
    expect(container.textContent).toBe('');
  });
});

describe('input_pop cell', () => {
  it('edits inline and in a 300x210 textarea popover; closing the popover commits', async () => {
    const { state, onCommit } = renderCell(col('input_pop'), { value: 'short' });
    const inline = screen.getByRole('textbox') as HTMLInputElement;
    fireEvent.change(inline, { target: { value: 'inline' } });
    expect(state.value).toBe('inline');
    fireEvent.click(screen.getByRole('button', { name: '展开编辑' }));
    const area = (await screen.findByLabelText('字段')) as HTMLTextAreaElement;
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.style.width).toBe('300px');
    expect(area.style.height).toBe('210px');
    fireEvent.change(area, { target: { value: 'line 1\nline 2' } });
    expect(state.value).toBe('line 1\nline 2');
    expect(onCommit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '展开编辑' }));
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it('Escape in the popover cancels', async () => {
    const { onCancel } = renderCell(col('input_pop'), { value: '' });
    fireEvent.click(screen.getByRole('button', { name: '展开编辑' }));
    fireEvent.keyDown(await screen.findByLabelText('字段'), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalled();
  });
});

const EVERY_TYPE: ColumnType[] = [
  'row-number',
  'row-checkbox',
  'row-radio',
  'row-expand',
  'row-drag-sort',
  'slot',
  'normal',
  'hidden',
  'input',
  'inputNumber',
  'textarea',
  'input_pop',
  'checkbox',
  'radio',
  'select',
  'select-search',
  'select-multiple',
  'sel_search',
  'sel_search_async',
  'list_multi',
  'date',
  'datetime',
  'upload',
  'file',
  'image',
  'sel_depart',
  'sel_user',
  'popup',
  'progress',
  'tags',
];

describe('registry', () => {
  const quietLabels = () => createLabelBatcher(async () => ({}));
  it.each(EVERY_TYPE)('%s renders as display and as editor, and disabled shows no editor', (type) => {
    const Cell = cellFor(type);
    const column: EditableColumn = { key: 'k', title: 'T', type, options: [{ value: '1', text: '一' }] };
    const props = {
      column,
      row: { id: 'r' },
      rowKey: 'r',
      rowIndex: 0,
      value: '',
      disabled: false,
      onChange: () => undefined,
      onCommit: () => undefined,
      onCancel: () => undefined,
    };
    const wrap = (node: React.ReactNode) => (
      <CellServicesProvider dictLabels={quietLabels()} userLabels={quietLabels()} departLabels={quietLabels()}>
        {node}
      </CellServicesProvider>
    );
    const display = render(wrap(<Cell {...props} editing={false} />));
    expect(display.container.querySelector('input:not([type=checkbox]):not([type=file]), textarea')).toBeNull();
    display.unmount();
    render(wrap(<Cell {...props} editing />));
    cleanup();
    const disabled = render(wrap(<Cell {...props} editing disabled />));
    expect(disabled.container.querySelector('input:not([type=checkbox]):not([type=file]), textarea')).toBeNull();
  });

  it('an unknown type falls back to normal', () => {
    expect(cellFor('nope' as ColumnType)).toBe(cellFor('normal'));
  });
});
