// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckboxGroup } from './CheckboxGroup';
import { YNSwitch } from './YNSwitch';

afterEach(cleanup);

const options = [
  { label: '读', value: 'r' },
  { label: '写', value: 'w' },
  { label: '删', value: 'd' },
];

function Group({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <CheckboxGroup options={options} value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('CheckboxGroup', () => {
  it('stores a comma list in option order', () => {
    render(<Group initial="d" />);
    fireEvent.click(screen.getByText('读'));
    expect(screen.getByTestId('value').textContent).toBe('r,d');
    fireEvent.click(screen.getByText('读'));
    fireEvent.click(screen.getByText('删'));
    expect(screen.getByTestId('value').textContent).toBe('');
  });
});

describe('YNSwitch', () => {
  it('is on for Y and gives N when turned off, Y when turned on', () => {
    const onChange = vi.fn();
    const { rerender } = render(<YNSwitch value="Y" onChange={onChange} />);
    const toggle = screen.getByRole('switch');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    expect(onChange).toHaveBeenLastCalledWith('N');
    rerender(<YNSwitch value="N" onChange={onChange} />);
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('false');
    fireEvent.click(screen.getByRole('switch'));
    expect(onChange).toHaveBeenLastCalledWith('Y');
  });

  it('takes its own pair of values', () => {
    const onChange = vi.fn();
    render(<YNSwitch value="0" options={['1', '0']} onChange={onChange} />);
    fireEvent.click(screen.getByRole('switch'));
    expect(onChange).toHaveBeenCalledWith('1');
  });
});
