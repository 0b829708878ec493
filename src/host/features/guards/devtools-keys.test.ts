// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { blockDevtoolsInput } from './devtools-keys';
import { GUARDS_OFF } from './guard-switches';
import { installBrowserGuards } from './use-browser-guards';

/** Dispatches a right-click on the page; true when the guard swallowed it. */
function rightClickBlocked(): boolean {
  const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true, button: 2 });
  document.body.dispatchEvent(event);
  return event.defaultPrevented;
}

/** Dispatches a key press on the page; true when the guard swallowed it. */
function keyBlocked(key: string, modifiers: KeyboardEventInit = {}): boolean {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...modifiers });
  document.body.dispatchEvent(event);
  return event.defaultPrevented;
}

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe('blockDevtoolsInput', () => {
  it('blocks right-click and F12 (and the panel shortcuts) when enabled, not ordinary keys', () => {
    stops.push(blockDevtoolsInput(window, { contextMenu: true, devtoolsKeys: true }));
    expect(rightClickBlocked()).toBe(true);
    expect(keyBlocked('F12')).toBe(true);
    expect(keyBlocked('I', { ctrlKey: true, shiftKey: true })).toBe(true);
    expect(keyBlocked('a')).toBe(false);
    expect(keyBlocked('c', { ctrlKey: true })).toBe(false);
  });

  it('leaves right-click and F12 alone when disabled, and after the undo', () => {
    stops.push(blockDevtoolsInput(window, { contextMenu: false, devtoolsKeys: false }));
    expect(rightClickBlocked()).toBe(false);
    expect(keyBlocked('F12')).toBe(false);

    const undo = blockDevtoolsInput(window, { contextMenu: true, devtoolsKeys: true });
    expect(rightClickBlocked()).toBe(true);
    undo();
    expect(rightClickBlocked()).toBe(false);
    expect(keyBlocked('F12')).toBe(false);
  });

  it('switches each guard on its own', () => {
    stops.push(blockDevtoolsInput(window, { contextMenu: true, devtoolsKeys: false }));
    expect(rightClickBlocked()).toBe(true);
    expect(keyBlocked('F12')).toBe(false);
  });
});

describe('installBrowserGuards', () => {
  it('installs nothing when the switches are off (development, tests)', () => {
    stops.push(installBrowserGuards(GUARDS_OFF));
    expect(rightClickBlocked()).toBe(false);
    expect(keyBlocked('F12')).toBe(false);
  });

  it('blocks right-click and F12 when the config turns them on', () => {
    stops.push(installBrowserGuards({ ...GUARDS_OFF, contextMenu: true, devtoolsKeys: true }));
    expect(rightClickBlocked()).toBe(true);
    expect(keyBlocked('F12')).toBe(true);
  });
});
