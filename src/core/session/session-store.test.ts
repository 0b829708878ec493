import { afterEach, describe, expect, it, vi } from 'vitest';
import { createExpiringStorage, createMemoryBackend, StorageKeys, StorageTtl } from '../storage';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('session store', () => {
  it('starts from what local storage holds', async () => {
    const backend = createMemoryBackend();
    const seed = createExpiringStorage(backend);
    seed.set(StorageKeys.accessToken, 'tok-1', StorageTtl.week);
    seed.set(StorageKeys.userInfo, { id: 'u1', username: 'zhangsan' }, StorageTtl.week);
    seed.set(StorageKeys.welcomeText, '上午好，张三，欢迎回来', StorageTtl.week);
    seed.set(StorageKeys.tenantName, '演示租户', StorageTtl.week);
    seed.set(StorageKeys.tenantModel, 1, StorageTtl.week);
    vi.stubGlobal('localStorage', backend);
    vi.resetModules();

    const { sessionStore } = await import('./session-store');
    expect(sessionStore.getState()).toEqual({
      token: 'tok-1',
      userInfo: { id: 'u1', username: 'zhangsan' },
      welcome: '上午好，张三，欢迎回来',
      tenantName: '演示租户',
      tenantModel: 1,
      departs: [],
    });
  });

  it('starts logged out with the default tenant model 2 on empty storage', async () => {
    vi.stubGlobal('localStorage', createMemoryBackend());
    vi.resetModules();
    const { sessionStore } = await import('./session-store');
    expect(sessionStore.getState()).toMatchObject({ token: null, userInfo: null, welcome: '', tenantModel: 2 });
  });

  it('re-reads storage on demand, keeping the loaded departments', async () => {
    vi.stubGlobal('localStorage', createMemoryBackend());
    vi.resetModules();
    const { sessionStore, reloadSessionFromStorage } = await import('./session-store');
    const { local } = await import('../storage');
    sessionStore.setState({ departs: [{ id: 'd1', orgCode: 'A01', departName: '总部' }] });
    local.set(StorageKeys.accessToken, 'from-other-tab', StorageTtl.week);
    const state = reloadSessionFromStorage();
    expect(state.token).toBe('from-other-tab');
    expect(state.departs).toHaveLength(1);
  });
});
