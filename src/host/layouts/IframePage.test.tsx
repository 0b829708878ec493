// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UNSAFE_URL_MESSAGE } from '../../core/url';
import { IframePage } from './IframePage';

afterEach(cleanup);

describe('IframePage', () => {
  it('shows an ordinary address in the frame', () => {
    render(<IframePage url="https://help.example.com/guide" title="帮助" />);
    expect(screen.getByTitle('帮助').getAttribute('src')).toBe('https://help.example.com/guide');
  });

  it('never loads a script address in the frame and says why', async () => {
    const { container } = render(<IframePage url={' JavaScript:alert(document.cookie)'} title="帮助" />);
    expect(container.querySelector('iframe')).toBeNull();
    // Arco's Result is fetched on first use (features/result): the first import is slow under the test runner.
    expect(await screen.findByText(UNSAFE_URL_MESSAGE, undefined, { timeout: 15_000 })).toBeTruthy();
  });
});
