// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Ellipsis } from './Ellipsis';

afterEach(cleanup);

describe('Ellipsis', () => {
  it('keeps short text whole, without a title', () => {
    render(<Ellipsis value="short" />);
    expect(screen.getByText('short').getAttribute('title')).toBeNull();
  });

  it('cuts at 25 columns by default, wide characters counting two', () => {
    const text = '一二三四五六七八九十一二三四五';
    render(<Ellipsis value={text} />);
    const shown = screen.getByText('一二三四五六七八九十一二...');
    expect(shown.getAttribute('title')).toBe(text);
  });

  it('honours a custom length and shows numbers', () => {
    render(<Ellipsis value={1234567} length={4} />);
    expect(screen.getByText('1234...')).toBeTruthy();
  });

  it('shows nothing for null', () => {
    const { container } = render(<Ellipsis value={null} />);
    expect(container.textContent).toBe('');
  });
});
