// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DetailList } from './DetailList';

afterEach(cleanup);

const items = [
  { label: '姓名', value: '张三' },
  { label: '备注', value: '很长', span: 9 },
];

describe('DetailList', () => {
  it('shows the title, terms and values', () => {
    render(<DetailList title="基本信息" items={items} />);
    expect(screen.getByText('基本信息')).toBeTruthy();
    expect(screen.getByText('姓名')).toBeTruthy();
    expect(screen.getByText('张三')).toBeTruthy();
  });

  it('clamps columns to at most 4 and spans to the column count', () => {
    const { container } = render(<DetailList items={items} columns={6} />);
    const list = container.querySelector('dl') as HTMLElement;
    expect(list.dataset.columns).toBe('4');
    expect(list.style.gridTemplateColumns).toBe('repeat(4, minmax(0, 1fr))');
    expect((screen.getByText('很长').parentElement as HTMLElement).style.gridColumn).toBe('span 4');
  });

  it('keeps at least one column', () => {
    const { container } = render(<DetailList items={items} columns={0} />);
    expect((container.querySelector('dl') as HTMLElement).dataset.columns).toBe('1');
  });
});
