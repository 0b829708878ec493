// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DonutChart } from './DonutChart';

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe() {
        const entry = { contentRect: { width: 600, height: 300 } } as ResizeObserverEntry;
        this.callback([entry], this as unknown as ResizeObserver);
      }
      disconnect() {}
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const items = [
  { name: '待审核', value: 4 },
  { name: '已取消', value: 0 },
  { name: '已完成', value: 6 },
];

const slices = (container: HTMLElement) => [...container.querySelectorAll('path[data-slice]')];

describe('DonutChart', () => {
  it('draws a slice per item above 0 and lists every item in the legend', () => {
    const { container } = render(<DonutChart label="订单状态分布" unit="单" items={items} />);
    expect(screen.getByRole('figure', { name: '订单状态分布' })).toBeTruthy();
    expect(slices(container).map((slice) => slice.getAttribute('data-slice'))).toEqual(['待审核', '已完成']);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['待审核', '已取消', '已完成']);
    const table = screen.getByRole('table', { name: '订单状态分布' });
    expect(within(table).getByRole('row', { name: /待审核/ }).textContent).toBe('待审核4 单40.0%');
  });

  it('shows a slice’s tooltip with the arrow keys, as ECharts’ {b}: {c} 单 ({d}%)', () => {
    render(<DonutChart label="订单状态分布" unit="单" items={items} />);
    const ring = screen.getByRole('slider', { name: '订单状态分布' });
    fireEvent.keyDown(ring, { key: 'ArrowRight' });
    expect(screen.getByRole('tooltip').textContent).toBe('待审核: 4 单 (40.0%)');
    fireEvent.keyDown(ring, { key: 'ArrowRight' });
    expect(screen.getByRole('tooltip').textContent).toBe('已完成: 6 单 (60.0%)');
    expect(ring.getAttribute('aria-valuetext')).toBe('已完成: 6 单 (60.0%)');
    fireEvent.keyDown(ring, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows the tooltip of the slice under the pointer', () => {
    render(<DonutChart label="订单状态分布" unit="单" items={items} />);
    const ring = screen.getByRole('slider', { name: '订单状态分布' });
    // The ring is centred in 600 × 300: 12 o'clock of its middle is the first slice.
    fireEvent.pointerMove(ring, { clientX: 300, clientY: 60 });
    expect(screen.getByRole('tooltip').textContent).toBe('待审核: 4 单 (40.0%)');
    fireEvent.pointerMove(ring, { clientX: 300, clientY: 150 });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('takes a toggled-off item out of the ring and the shares', () => {
    const { container } = render(<DonutChart label="订单状态分布" unit="单" items={items} />);
    fireEvent.click(screen.getByRole('button', { name: '待审核' }));
    expect(screen.getByRole('button', { name: '待审核' }).getAttribute('aria-pressed')).toBe('false');
    expect(slices(container)).toHaveLength(1);
    fireEvent.keyDown(screen.getByRole('slider'), { key: 'ArrowRight' });
    expect(screen.getByRole('tooltip').textContent).toBe('已完成: 6 单 (100.0%)');
  });

  it('draws nothing when the total is 0', () => {
    const { container } = render(<DonutChart label="订单状态分布" items={[{ name: '待审核', value: 0 }]} />);
    expect(container.querySelector('svg')).toBeNull();
    expect(screen.queryByRole('slider')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
