// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { col, renderCell } from './cells-test-kit';
import { columnDefaults } from './column-defaults';
import { preloadCellEditors } from './registry';

afterEach(cleanup);

function clickDay(day: string) {
  const cell = [...document.querySelectorAll('.arco-picker-cell-in-view .arco-picker-date-value')].find(
    (node) => node.textContent === day,
  );
  if (!cell) throw new Error(`no day ${day}`);
  fireEvent.click(cell);
}

describe('date cells', () => {
  // As the table does when the pointer first reaches it (a cold first edit is covered by the kit's browser tests).
  beforeAll(preloadCellEditors);
  it('date: YYYY-MM-DD text; picking a day sets it and closing the panel commits', () => {
    const { container, state, onCommit } = renderCell(col('date'), { value: '2026-03-05' });
    const input = container.querySelector('input') as HTMLInputElement;
    expect(input.value).toBe('2026-03-05');
    fireEvent.click(input);
    clickDay('10');
    expect(state.value).toBe('2026-03-10');
    expect(onCommit).toHaveBeenCalled();
  });

  it('datetime: YYYY-MM-DD HH:mm:ss text, set with 确定', () => {
    const { container, state } = renderCell(col('datetime'), { value: '2026-03-05 08:09:10' });
    const input = container.querySelector('input') as HTMLInputElement;
    expect(input.value).toBe('2026-03-05 08:09:10');
    fireEvent.click(input);
    clickDay('12');
    fireEvent.click(screen.getByText('确定'));
    expect(state.value).toBe('2026-03-12 08:09:10');
  });

  it('display formats any date input; empty shows nothing', () => {
    renderCell(col('datetime'), { value: '2026-03-05T08:09:10', editing: false });
    expect(screen.getByText('2026-03-05 08:09:10')).toBeTruthy();
    cleanup();
    const { container } = renderCell(col('date'), { value: '', editing: false });
    expect(container.textContent).toBe('');
  });

  it('minimum widths (docs/widgets-spec.md §9)', () => {
    expect(columnDefaults('date').minWidth).toBe(135);
    expect(columnDefaults('datetime').minWidth).toBe(190);
    expect(columnDefaults('sel_user').minWidth).toBe(190);
    expect(columnDefaults('sel_depart').minWidth).toBe(190);
    expect(columnDefaults('row-number').width).toBe(60);
    expect(columnDefaults('row-checkbox').width).toBe(40);
    expect(columnDefaults('row-drag-sort', true).width).toBe(60);
    expect(columnDefaults('input').minWidth).toBeUndefined();
  });
});
