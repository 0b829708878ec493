// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { col, renderCell } from './cells-test-kit';

afterEach(cleanup);

describe('inputNumber cell (docs/widgets-spec.md §5)', () => {
  it('keeps only an optional leading minus, digits and one point while typing', () => {
    const { onChange } = renderCell(col('inputNumber'), { value: '' });
    const box = screen.getByRole('textbox') as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'a-1.2.3x' } });
    expect(box.value).toBe('-1.23');
    expect(onChange).toHaveBeenLastCalledWith(-1.23);
    fireEvent.change(box, { target: { value: '5-5' } });
    expect(box.value).toBe('55');
  });

  it('the value is a number, or "" while the text is no number yet', () => {
    const { onChange } = renderCell(col('inputNumber'), { value: 7 });
    const box = screen.getByRole('textbox') as HTMLInputElement;
    fireEvent.change(box, { target: { value: '-' } });
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(box.value).toBe('-');
    fireEvent.change(box, { target: { value: '12.' } });
    expect(onChange).toHaveBeenLastCalledWith(12);
    expect(box.value).toBe('12.');
  });

  it('on blur a valid text becomes a number, anything else empty', () => {
    const first = renderCell(col('inputNumber'), { value: '' });
    const box = screen.getByRole('textbox') as HTMLInputElement;
    fireEvent.change(box, { target: { value: '3.50' } });
    fireEvent.blur(box);
    expect(first.state.value).toBe(3.5);
    expect(box.value).toBe('3.5');
    expect(first.onCommit).toHaveBeenCalledTimes(1);
    fireEvent.change(box, { target: { value: '.' } });
    fireEvent.blur(box);
    expect(first.state.value).toBe('');
    expect(box.value).toBe('');
  });

  it('Enter commits the parsed number; the display shows the value', () => {
    const { onCommit, state } = renderCell(col('inputNumber'), { value: '' });
    const box = screen.getByRole('textbox');
    fireEvent.change(box, { target: { value: '0042' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(state.value).toBe(42);
    expect(onCommit).toHaveBeenCalled();
    cleanup();
    renderCell(col('inputNumber'), { value: 12.5, editing: false });
    expect(screen.getByText('12.5')).toBeTruthy();
  });
});

describe('tags cell (docs/widgets-spec.md §5)', () => {
  it('inserts a separator every 2 characters and strips typed semicolons', () => {
    const { onChange } = renderCell(col('tags'), { value: '' });
    const box = screen.getByRole('textbox') as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'abcde' } });
    expect(onChange).toHaveBeenLastCalledWith('ab;cd;e');
    expect(box.value).toBe('ab;cd;e');
    fireEvent.change(box, { target: { value: 'a;;bc;' } });
    expect(onChange).toHaveBeenLastCalledWith('ab;c');
  });

  it('shows the first tag and +N when not editing', () => {
    renderCell(col('tags'), { value: 'ab;cd;e', editing: false });
    expect(screen.getByText('ab')).toBeTruthy();
    expect(screen.getByText('+2')).toBeTruthy();
  });
});
