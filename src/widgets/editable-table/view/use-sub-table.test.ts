// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUB_TABLE_OPEN_FAILED, useSubTable } from './use-sub-table';

function box(top: number, bottom: number): DOMRect {
  return { top, bottom, left: 0, right: 800, width: 800, height: bottom - top, x: 0, y: top, toJSON: () => ({}) };
}

function setup(rowBottom: number) {
  const root = document.createElement('div');
  const scroller = document.createElement('div');
  root.append(scroller);
  document.body.append(root);
  root.getBoundingClientRect = () => box(0, 1000);
  const addRow = (key: string) => {
    const row = document.createElement('div');
    row.dataset.rowKey = key;
    row.getBoundingClientRect = () => box(rowBottom - 61, rowBottom);
    scroller.append(row);
  };
  const error = vi.fn();
  const hook = renderHook(() => useSubTable({ root: { current: root }, scroller: { current: scroller }, error }));
  return { hook, addRow, error, root };
}

describe('useSubTable', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('retries 3 times at 100 ms for a row not drawn yet, then says 打开子表失败', () => {
    const { hook, error } = setup(200);
    act(() => hook.result.current.toggle('missing'));
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(error).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    // The user-visible text of docs/widgets-spec.md §4, spelled out (not only the constant).
    expect(error).toHaveBeenCalledWith('打开子表失败');
    expect(SUB_TABLE_OPEN_FAILED).toBe('打开子表失败');
    expect(hook.result.current.open).toBeNull();
  });

  it('opens once the row appears during the retries', () => {
    const { hook, addRow, error } = setup(200);
    act(() => hook.result.current.toggle('late'));
    addRow('late');
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(hook.result.current.open?.key).toBe('late');
    expect(error).not.toHaveBeenCalled();
  });

  it('opens below with more than 350 px beneath the row, above otherwise; toggles and reopens', () => {
    const low = setup(500);
    low.addRow('a');
    act(() => low.hook.result.current.toggle('a'));
    expect(low.hook.result.current.open).toMatchObject({ key: 'a', below: false });
    document.body.innerHTML = '';

    const high = setup(200);
    high.addRow('a');
    high.addRow('b');
    act(() => high.hook.result.current.toggle('a'));
    expect(high.hook.result.current.open).toMatchObject({ key: 'a', below: true, offset: 200 });
    act(() => high.hook.result.current.toggle('b'));
    expect(high.hook.result.current.open?.key).toBe('b');
    act(() => high.hook.result.current.toggle('b'));
    expect(high.hook.result.current.open).toBeNull();
  });
});
