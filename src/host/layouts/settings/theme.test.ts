// @vitest-environment jsdom
// Message renders through ReactDOM; vitest resolves Arco's CommonJS build, so its adapter too.
import '@arco-design/web-react/lib/_util/react-19-adapter';
import { Message } from '@arco-design/web-react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changePrimaryColor, primaryPalette, THEME_ERROR_TEXT, THEME_LOADING_TEXT } from './theme';

/** The text of the Arco messages on screen. */
const messages = () => [...document.querySelectorAll('.arco-message')].map((node) => node.textContent ?? '');

beforeEach(() => vi.useFakeTimers());

afterEach(() => {
  Message.clear();
  vi.useRealTimers();
  document.body.removeAttribute('style');
});

describe('changePrimaryColor', () => {
  it('shows 正在编译主题！ while it sets the palette', async () => {
    const loading = vi.spyOn(Message, 'loading');
    const changing = changePrimaryColor('#722ED1');
    expect(loading).toHaveBeenCalledWith(expect.objectContaining({ content: THEME_LOADING_TEXT }));
    await vi.advanceTimersByTimeAsync(200);
    await expect(changing).resolves.toBe(true);
    expect(document.body.style.getPropertyValue('--primary-6')).toBe(primaryPalette('#722ED1')[5]);
    expect(messages()).not.toContain(THEME_ERROR_TEXT);
  });

  it('shows Failed to update theme when the palette cannot be applied, and keeps the old colour', async () => {
    document.body.style.setProperty('--primary-6', '24,144,255');
    const changing = changePrimaryColor('no-such-colour');
    await vi.advanceTimersByTimeAsync(200);
    await expect(changing).resolves.toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(messages()).toContain(THEME_ERROR_TEXT);
    expect(document.body.style.getPropertyValue('--primary-6')).toBe('24,144,255');
  });
});
