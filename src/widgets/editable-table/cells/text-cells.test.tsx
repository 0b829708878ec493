// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { col, renderCell } from './cells-test-kit';

afterEach(cleanup);

describe('input cell', () => {
  it('shows the text compactly when not editing', () => {
    renderCell(col('input'), { value: 'hello', editing: false });
    expect(screen.getByText('hello')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('edits a string value; Enter commits, Escape cancels', () => {
    const { onChange, onCommit, onCancel } = renderCell(col('input'), { value: 'a' });
    const box = screen.getByPlaceholderText('请输入字段');
    fireEvent.change(box, { target: { value: 'abc' } });
    expect(onChange).toHaveBeenLastCalledWith('abc');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onCommit).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('commits on blur and honours disabled', () => {
    const first = renderCell(col('input'), { value: 'a' });
    fireEvent.blur(screen.getByRole('textbox'));
    expect(first.onCommit).toHaveBeenCalled();
    cleanup();
    renderCell(col('input'), { value: 'a', disabled: true });
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('focuses only when asked (autoFocus) or when edit mode turns on', () => {
    renderCell(col('input'), { value: '' });
    expect(document.activeElement).toBe(document.body);
    cleanup();
    renderCell(col('input'), { value: '', autoFocus: true });
    expect(document.activeElement).toBe(screen.getByRole('textbox'));
  });
});

describe('textarea cell', () => {
  it('Enter is a new line, Ctrl+Enter commits', () => {
    const { onChange, onCommit } = renderCell(col('textarea'), { value: '' });
    const box = screen.getByRole('textbox');
    fireEvent.change(box, { target: { value: 'a\nb' } });
    expect(onChange).toHaveBeenLastCalledWith('a\nb');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onCommit).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    expect(onCommit).toHaveBeenCalledTimes(1);
  });
});
