import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthLists } from '../../../core/permission/types';
import { formatTagsInput, parseNumberOnBlur, sanitizeNumberInput } from './input-helpers';
import { createTempId, toRowKey } from './row-ids';
import { createThrottleGate, throttleClick } from './throttle';
import { removeConfirmText, toolbarVisibility } from './toolbar';

afterEach(() => vi.useRealTimers());

describe('throttleClick', () => {
  it('drops clicks within 300 ms', () => {
    vi.useFakeTimers();
    const handler = vi.fn();
    const click = throttleClick(handler);
    expect(click('a')).toBe(true);
    vi.advanceTimersByTime(299);
    expect(click('b')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(click('c')).toBe(true);
    expect(handler.mock.calls).toEqual([['a'], ['c']]);
  });

  it('takes another interval and clock', () => {
    let now = 0;
    const gate = createThrottleGate(1500, () => now);
    expect(gate()).toBe(true);
    now = 1499;
    expect(gate()).toBe(false);
    now = 1500;
    expect(gate()).toBe(true);
  });
});

describe('toolbarVisibility', () => {
  const lists: AuthLists = {
    auth: [],
    allAuth: [
      { action: 'order:add', type: '1', status: '1' },
      { action: 'order:batch_delete', type: '1', status: '1' },
      { action: 'line:btn:remove', type: '1', status: '1' },
    ],
  };

  it('shows the default buttons without a prefix', () => {
    expect(toolbarVisibility()).toEqual({ add: true, remove: true, clearSelection: true });
  });

  it('hides add and batch_delete when the prefix list excludes them', () => {
    expect(toolbarVisibility({ authPre: 'order:', lists })).toEqual({
      add: false,
      remove: false,
      clearSelection: true,
    });
    expect(toolbarVisibility({ authPre: 'order:', buttons: ['batch_delete'], lists }).remove).toBe(false);
  });

  it('hides remove for a btn: code and leaves unconfigured codes visible', () => {
    expect(toolbarVisibility({ authPre: 'line', lists })).toEqual({ add: true, remove: false, clearSelection: true });
    expect(toolbarVisibility({ authPre: 'other:', lists })).toEqual({ add: true, remove: true, clearSelection: true });
  });

  it('shows granted codes', () => {
    const granted: AuthLists = { ...lists, auth: [{ action: 'order:add', type: '1' }] };
    expect(toolbarVisibility({ authPre: 'order:', lists: granted }).add).toBe(true);
  });

  it('shows only the listed buttons, and none on a disabled table', () => {
    expect(toolbarVisibility({ buttons: ['add'] })).toEqual({ add: true, remove: false, clearSelection: false });
    expect(toolbarVisibility({ disabled: true })).toEqual({ add: false, remove: false, clearSelection: false });
  });

  it('asks how many rows to delete', () => {
    expect(removeConfirmText(3)).toBe('确定要删除这 3 项吗?');
  });
});

describe('row ids', () => {
  it('cuts keys to 50 characters and has none for empty ids', () => {
    expect(toRowKey('k'.repeat(80))).toBe('k'.repeat(50));
    expect(toRowKey(12)).toBe('12');
    expect(toRowKey('')).toBeUndefined();
    expect(toRowKey(null)).toBeUndefined();
  });

  it('creates unused temporary ids', () => {
    const taken = new Set<string>();
    for (let i = 0; i < 100; i++) taken.add(createTempId(taken));
    expect(taken.size).toBe(100);
    expect([...taken].every((id) => id.startsWith('new_') && id.length <= 50)).toBe(true);
  });
});

describe('input helpers (from core)', () => {
  it('sanitises numbers and reads them on blur', () => {
    expect(sanitizeNumberInput('a-1.2.3')).toBe('-1.23');
    expect(sanitizeNumberInput('1-2')).toBe('12');
    expect(parseNumberOnBlur('-12.50')).toBe(-12.5);
    expect(parseNumberOnBlur('-')).toBe('');
  });

  it('formats tags every 2 characters without user semicolons', () => {
    expect(formatTagsInput('ab;cde')).toBe('ab;cd;e');
    expect(formatTagsInput(';;abcd')).toBe('ab;cd');
  });
});
