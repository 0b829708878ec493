import { afterEach, describe, expect, it } from 'vitest';
import {
  clientSettings,
  configure,
  DEMO_APP_ID,
  DEMO_SIGN_SECRET,
  defaultConfig,
  getConfig,
  onConfigChange,
  resetConfig,
} from './config';

afterEach(() => {
  resetConfig();
});

describe('config', () => {
  it('defaults to the documented demo values: /jeecg-boot, tenant 0, no IP lookup, guards off, status-0 allows', () => {
    expect(defaultConfig({})).toEqual({
      apiBaseUrl: '/jeecg-boot',
      staticDomain: '/jeecg-boot',
      appId: DEMO_APP_ID,
      signSecret: DEMO_SIGN_SECRET,
      jeecgSignSecret: '',
      defaultTenantId: 0,
      ipLookupUrl: '',
      browserGuards: false,
      authStatusZero: 'allows',
      embedToken: '',
      embedTenantId: '',
    });
  });

  it('reads Vite env variables', () => {
    const config = defaultConfig({
      VITE_API_BASE_URL: 'https://api.example.com/jeecg-boot',
      VITE_STATIC_DOMAIN: 'https://files.example.com',
      VITE_APP_ID: 'a',
      VITE_SIGN_SECRET: 's',
      VITE_JEECG_SIGN_SECRET: 'j',
      VITE_DEFAULT_TENANT_ID: '1000',
      VITE_IP_LOOKUP_URL: 'https://ip.example.com',
      VITE_BROWSER_GUARDS: 'true',
      VITE_AUTH_STATUS_ZERO: 'denies',
    });
    expect(config).toEqual({
      apiBaseUrl: 'https://api.example.com/jeecg-boot',
      staticDomain: 'https://files.example.com',
      appId: 'a',
      signSecret: 's',
      jeecgSignSecret: 'j',
      defaultTenantId: 1000,
      ipLookupUrl: 'https://ip.example.com',
      browserGuards: true,
      authStatusZero: 'denies',
      embedToken: '',
      embedTenantId: '',
    });
  });

  it('static domain follows the API base URL unless set', () => {
    expect(defaultConfig({ VITE_API_BASE_URL: '/api' }).staticDomain).toBe('/api');
  });

  it('a config.js field wins over its build variable, which wins over the default', () => {
    const build = { VITE_API_BASE_URL: '/built', VITE_APP_ID: 'built-app', VITE_JEECG_SIGN_SECRET: 'built-x-sign' };
    const config = defaultConfig(build, { apiBaseUrl: '/run', defaultTenantId: 1000, browserGuards: true });
    expect(config).toMatchObject({
      apiBaseUrl: '/run',
      staticDomain: '/run',
      appId: 'built-app',
      signSecret: DEMO_SIGN_SECRET,
      jeecgSignSecret: 'built-x-sign',
      defaultTenantId: 1000,
      browserGuards: true,
    });
  });

  it('reads every CoreConfig setting from config.js, and the login page settings by their variable names', () => {
    const run = {
      apiBaseUrl: 'https://api.example.com/jeecg-boot',
      staticDomain: 'https://files.example.com',
      appId: 'a',
      signSecret: 's',
      jeecgSignSecret: 'j',
      defaultTenantId: '1000',
      ipLookupUrl: 'https://ip.example.com',
      browserGuards: 'true',
      authStatusZero: 'denies',
      thirdLogin: 'oauth2:企业账号',
      casUrl: 'https://cas.example.com/cas',
    };
    const { embedToken, embedTenantId, ...config } = defaultConfig({}, run);
    expect(config).toEqual({
      ...run,
      defaultTenantId: 1000,
      browserGuards: true,
      thirdLogin: undefined,
      casUrl: undefined,
    });
    expect(clientSettings({ VITE_THIRD_LOGIN: 'github', VITE_CAS_URL: 'https://cas.old' }, run)).toMatchObject({
      thirdLogin: 'oauth2:企业账号',
      casUrl: 'https://cas.example.com/cas',
    });
    expect(clientSettings({ VITE_THIRD_LOGIN: 'github', MODE: 'production', DEV: false }, {})).toEqual({
      thirdLogin: 'github',
    });
  });

  it('a build static domain stays when config.js moves only the API; an empty field means the default', () => {
    const build = { VITE_STATIC_DOMAIN: 'https://files.example.com', VITE_JEECG_SIGN_SECRET: 'x', VITE_APP_ID: 'b' };
    expect(defaultConfig(build, { apiBaseUrl: '/run', jeecgSignSecret: '', appId: '' })).toMatchObject({
      apiBaseUrl: '/run',
      staticDomain: 'https://files.example.com',
      jeecgSignSecret: '',
      appId: DEMO_APP_ID,
    });
  });

  it('ignores a config.js that set nothing or something else than settings', () => {
    expect(defaultConfig({ VITE_APP_ID: 'b' }, undefined).appId).toBe('b');
    expect(defaultConfig({ VITE_APP_ID: 'b' }, null).appId).toBe('b');
    expect(defaultConfig({ VITE_APP_ID: 'b' }, { appId: { nested: true }, apiBaseUrl: null })).toMatchObject({
      appId: 'b',
      apiBaseUrl: '/jeecg-boot',
    });
    expect(defaultConfig({ VITE_APP_ID: 'b' }, { appId: undefined }).appId).toBe('b');
  });

  it('is read from window.__APP_CONFIG__ by default, and reset reads it again', () => {
    const scope = globalThis as { __APP_CONFIG__?: unknown };
    scope.__APP_CONFIG__ = { appId: 'from-config-js', defaultTenantId: 7 };
    try {
      expect(defaultConfig({}).appId).toBe('from-config-js');
      expect(resetConfig().defaultTenantId).toBe(7);
    } finally {
      delete scope.__APP_CONFIG__;
    }
    expect(resetConfig().defaultTenantId).toBe(0);
  });

  it("resolves a relative API base of another origin's config.js against that script, not the page", () => {
    const script = 'https://erp.example.com/config.js';
    const run = { apiBaseUrl: '/jeecg-boot', staticDomain: 'files', appId: 'erp' };
    expect(clientSettings({}, run, script)).toEqual({
      apiBaseUrl: 'https://erp.example.com/jeecg-boot',
      staticDomain: 'https://erp.example.com/files',
      appId: 'erp',
    });
    expect(clientSettings({}, { apiBaseUrl: 'https://api.example.com/x' }, script).apiBaseUrl).toBe(
      'https://api.example.com/x',
    );
    expect(clientSettings({}, run, '').apiBaseUrl).toBe('/jeecg-boot');
  });

  it('configure merges, notifies subscribers, and reset restores defaults', () => {
    const seen: string[] = [];
    const off = onConfigChange((c) => seen.push(c.apiBaseUrl));
    configure({ apiBaseUrl: '/other', defaultTenantId: 3 });
    expect(getConfig().apiBaseUrl).toBe('/other');
    expect(getConfig().defaultTenantId).toBe(3);
    expect(getConfig().appId).toBe(DEMO_APP_ID);
    off();
    configure({ apiBaseUrl: '/again' });
    expect(seen).toEqual(['/other']);
    resetConfig();
    expect(getConfig().apiBaseUrl).toBe('/jeecg-boot');
  });
});
