// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ComboChart } from './ComboChart';
import type { ComboSeries } from './types';

/** A ResizeObserver that reports the given size as soon as it observes. */
function observeSize(width: number, height: number) {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe() {
        this.callback([{ contentRect: { width, height } } as ResizeObserverEntry], this as unknown as ResizeObserver);
      }
      disconnect() {}
    },
  );
}

beforeEach(() => observeSize(600, 268));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const series: ComboSeries[] = [
  { name: '订单数', kind: 'bar', values: [7, 13] },
  { name: '新增用户', kind: 'bar', values: [0, 2] },
  { name: '成交额', kind: 'line', axis: 1, smooth: true, values: [4979, 13812.5] },
];

function renderTrend() {
  return render(
    <ComboChart
      label="近7天订单趋势"
      categories={['11-22', '11-23']}
      series={series}
      axisNames={['数量', '金额(元)']}
      integerAxes={[true]}
      categoryName="日期"
      valueFormat={(value, entry) => (entry.axis === 1 ? `¥${value.toLocaleString('zh-CN')}` : String(value))}
    />,
  );
}

const bars = (container: HTMLElement, name: string) => container.querySelectorAll(`rect[data-bar="${name}"]`);

describe('ComboChart', () => {
  it('draws a figure named by its label: bars per category, the line, axis names and ticks', () => {
    const { container } = renderTrend();
    const figure = screen.getByRole('figure', { name: '近7天订单趋势' });
    expect(bars(container, '订单数')).toHaveLength(2);
    expect(bars(container, '新增用户')).toHaveLength(2);
    expect(container.querySelector('g[data-line="成交额"] path')?.getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+L/);
    const texts = [...figure.querySelectorAll('svg text')].map((text) => text.textContent);
    expect(texts).toEqual(expect.arrayContaining(['数量', '金额(元)', '15', '15,000', '11-22', '11-23']));
  });

  it('holds the data in a table for screen readers', () => {
    renderTrend();
    const table = screen.getByRole('table', { name: '近7天订单趋势' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['日期', '订单数', '新增用户', '成交额']);
    expect(within(table).getByRole('row', { name: /11-23/ }).textContent).toBe('11-23132¥13,812.5');
  });

  it('toggles a series from its legend button, rescaling the axis', () => {
    const { container } = renderTrend();
    const orders = screen.getByRole('button', { name: '订单数' });
    expect(orders.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(orders);
    expect(orders.getAttribute('aria-pressed')).toBe('false');
    expect(bars(container, '订单数')).toHaveLength(0);
    expect(screen.queryByText('15')).toBeNull();
    fireEvent.click(orders);
    expect(bars(container, '订单数')).toHaveLength(2);
  });

  it('shows the axis tooltip of the category under the pointer, without hidden series', () => {
    renderTrend();
    const plot = screen.getByRole('slider', { name: '近7天订单趋势' });
    fireEvent.pointerMove(plot, { clientX: 400, clientY: 100 });
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.textContent).toBe('11-23订单数13新增用户2成交额¥13,812.5');
    fireEvent.click(screen.getByRole('button', { name: '新增用户' }));
    expect(screen.getByRole('tooltip').textContent).not.toContain('新增用户');
    fireEvent.pointerLeave(plot);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('moves the highlighted category with the arrow keys and hides it with Escape', () => {
    renderTrend();
    const plot = screen.getByRole('slider', { name: '近7天订单趋势' });
    expect(plot.tabIndex).toBe(0);
    fireEvent.keyDown(plot, { key: 'ArrowRight' });
    expect(screen.getByRole('tooltip').textContent).toContain('11-22订单数7');
    expect(plot.getAttribute('aria-valuetext')).toBe('11-22：订单数 7，新增用户 0，成交额 ¥4,979');
    fireEvent.keyDown(plot, { key: 'ArrowRight' });
    expect(screen.getByRole('tooltip').textContent).toContain('11-23');
    expect(plot.getAttribute('aria-valuenow')).toBe('2');
    fireEvent.keyDown(plot, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('draws nothing until its width is known, but keeps its name and table', () => {
    observeSize(0, 0);
    const { container } = renderTrend();
    expect(container.querySelector('svg')).toBeNull();
    expect(screen.getByRole('figure', { name: '近7天订单趋势' })).toBeTruthy();
    expect(screen.getByRole('table')).toBeTruthy();
  });
});
