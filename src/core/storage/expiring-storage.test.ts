import { afterEach, describe, expect, it, vi } from 'vitest';
import { createExpiringStorage, createMemoryBackend } from './expiring-storage';
import { StorageKeys, StorageTtl } from './keys';

afterEach(() => vi.useRealTimers());

describe('expiring storage', () => {
  it('keeps a value until its lifetime ends, then reads it as absent and removes it', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const backend = createMemoryBackend();
    const store = createExpiringStorage(backend);
    store.set(StorageKeys.accessToken, 'tok', StorageTtl.week);
    vi.advanceTimersByTime(StorageTtl.week - 1);
    expect(store.get('Access-Token')).toBe('tok');
    vi.advanceTimersByTime(1);
    expect(store.get('Access-Token')).toBeNull();
    expect(backend.length).toBe(0);
  });

  it('uses the spec lifetimes: 7 days = 604800000 ms, CAS 1 day', () => {
    expect(StorageTtl.week).toBe(604800000);
    expect(StorageTtl.casLogin).toBe(86400000);
  });

  it('keeps entries without a lifetime forever', () => {
    vi.useFakeTimers();
    const store = createExpiringStorage(createMemoryBackend());
    store.set('k', { a: 1 });
    vi.advanceTimersByTime(10 * StorageTtl.week);
    expect(store.get('k')).toEqual({ a: 1 });
  });

  it('reads corrupt or foreign entries as absent', () => {
    const backend = createMemoryBackend();
    const store = createExpiringStorage(backend);
    backend.setItem('pro__bad', '{not json');
    backend.setItem('pro__foreign', '"plain string"');
    backend.setItem('pro__novalue', '{"expire":null}');
    expect(store.get('bad')).toBeNull();
    expect(store.get('foreign')).toBeNull();
    expect(store.get('novalue')).toBeNull();
  });

  it('clears only its own namespace', () => {
    const backend = createMemoryBackend();
    backend.setItem('other', 'x');
    const store = createExpiringStorage(backend);
    store.set('a', 1);
    store.set('b', 2);
    store.clear();
    expect(store.get('a')).toBeNull();
    expect(backend.getItem('other')).toBe('x');
  });

  it('names the spec keys in one place', () => {
    expect(StorageKeys.accessToken).toBe('Access-Token');
    expect(Object.keys(StorageKeys)).toEqual(
      expect.arrayContaining([
        'accessToken',
        'tenantId',
        'userInfo',
        'tenantModel',
        'loginUsername',
        'encryptedString',
        'userButtonAuth',
        'sysButtonAuth',
        'dictCache',
        'layoutSettings',
      ]),
    );
  });
});
