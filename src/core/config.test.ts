import { afterEach, describe, expect, it } from 'vitest';
import {
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
