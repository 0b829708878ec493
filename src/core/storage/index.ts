import { createExpiringStorage, createMemoryBackend, type StorageBackend } from './expiring-storage';

export * from './expiring-storage';
export * from './keys';

function browserBackend(name: 'localStorage' | 'sessionStorage'): StorageBackend {
  try {
    const backend = (globalThis as Record<string, unknown>)[name] as StorageBackend | undefined;
    if (backend) {
      const probe = '__storage_probe__';
      backend.setItem(probe, '1');
      backend.removeItem(probe);
      return backend;
    }
  } catch {
    // Storage refused (private mode, sandboxed iframe): fall back to memory.
  }
  return createMemoryBackend();
}

/** Persistent store (localStorage, else memory). */
export const local = createExpiringStorage(browserBackend('localStorage'));
/** Per-tab store (sessionStorage, else memory): button permission lists live here. */
export const session = createExpiringStorage(browserBackend('sessionStorage'));
