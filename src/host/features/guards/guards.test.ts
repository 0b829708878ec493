import { afterEach, describe, expect, it, vi } from 'vitest';
import { local, StorageKeys } from '../../../core/storage';
import { isDevtoolsShortcut } from './devtools-keys';
import { GUARDS_OFF, guardSwitches } from './guard-switches';
import { decryptIp, encryptIp, lookupPublicIp, parseIpAnswer } from './ip-lookup';
import { DEVTOOLS_ALERT, hasDevtoolsGap, watchWindowGap } from './window-gap';

const production = { dev: false, mode: 'production', automated: false };
const key = (k: string, mods: Partial<Record<'ctrlKey' | 'shiftKey' | 'altKey' | 'metaKey', boolean>> = {}) => ({
  key: k,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  metaKey: false,
  ...mods,
});

describe('guard switches', () => {
  it('are all off in development, tests and automated browsers, whatever the config says', () => {
    const config = { browserGuards: true, ipLookupUrl: 'https://ip.example.com' };
    expect(guardSwitches(config, { ...production, dev: true })).toEqual(GUARDS_OFF);
    expect(guardSwitches(config, { ...production, mode: 'test' })).toEqual(GUARDS_OFF);
    expect(guardSwitches(config, { ...production, automated: true })).toEqual(GUARDS_OFF);
  });

  it('follow the config in production; the IP lookup needs a URL', () => {
    expect(guardSwitches({ browserGuards: true, ipLookupUrl: '' }, production)).toEqual({
      contextMenu: true,
      devtoolsKeys: true,
      windowGap: true,
      ipLookup: false,
    });
    expect(guardSwitches({ browserGuards: false, ipLookupUrl: 'https://ip.example.com' }, production)).toEqual({
      ...GUARDS_OFF,
      ipLookup: true,
    });
  });
});

describe('devtools shortcuts', () => {
  it('catch F12 and the panel shortcuts, not ordinary typing or copying', () => {
    expect(isDevtoolsShortcut(key('F12'))).toBe(true);
    expect(isDevtoolsShortcut(key('I', { ctrlKey: true, shiftKey: true }))).toBe(true);
    expect(isDevtoolsShortcut(key('j', { metaKey: true, altKey: true }))).toBe(true);
    expect(isDevtoolsShortcut(key('c', { ctrlKey: true }))).toBe(false);
    expect(isDevtoolsShortcut(key('i'))).toBe(false);
  });
});

describe('window gap', () => {
  it('trips beyond 200 px on a desktop-sized window only', () => {
    const maximised = { outerWidth: 1920, innerWidth: 1920, outerHeight: 1040, innerHeight: 940 };
    expect(hasDevtoolsGap(maximised)).toBe(false);
    expect(hasDevtoolsGap({ ...maximised, innerWidth: 1600 })).toBe(true);
    expect(hasDevtoolsGap({ ...maximised, innerHeight: 700 })).toBe(true);
    expect(hasDevtoolsGap({ outerWidth: 700, innerWidth: 400, outerHeight: 800, innerHeight: 800 })).toBe(false);
    expect(hasDevtoolsGap({ outerWidth: 0, innerWidth: 1600, outerHeight: 0, innerHeight: 900 })).toBe(false);
  });

  it('alerts once with the spec text and reloads', () => {
    const alert = vi.fn();
    const reload = vi.fn();
    const listeners: (() => void)[] = [];
    const host = {
      outerWidth: 1920,
      innerWidth: 1920,
      outerHeight: 1040,
      innerHeight: 940,
      addEventListener: (_: 'resize', listener: () => void) => listeners.push(listener),
      removeEventListener: vi.fn(),
      alert,
      location: { reload },
    };
    const stop = watchWindowGap(host);
    expect(alert).not.toHaveBeenCalled();
    host.innerWidth = 1500;
    for (const listener of listeners) listener();
    for (const listener of listeners) listener();
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith(DEVTOOLS_ALERT);
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
    expect(host.removeEventListener).toHaveBeenCalled();
  });
});

describe('public IP lookup', () => {
  afterEach(() => local.remove(StorageKeys.encryptedString));

  it('reads the answers of the usual services', () => {
    expect(parseIpAnswer('{"ip":"203.0.113.7"}')).toBe('203.0.113.7');
    expect(parseIpAnswer('{"status":"success","query":"198.51.100.2"}')).toBe('198.51.100.2');
    expect(parseIpAnswer('var returnCitySN = {"cip": "192.0.2.9", "cid": "440000", "cname": "广东省"};')).toBe(
      '192.0.2.9',
    );
    expect(parseIpAnswer('203.0.113.8\n')).toBe('203.0.113.8');
    expect(parseIpAnswer('2001:db8::1')).toBe('2001:db8::1');
    expect(parseIpAnswer('<html>error</html>')).toBeUndefined();
  });

  it('stores the address encrypted, never in clear', async () => {
    const fetch = vi.fn(async () => new Response('{"ip":"203.0.113.7"}', { status: 200 }));
    const ip = await lookupPublicIp({ url: 'https://ip.example.com', secret: 's3cret', fetch });
    expect(ip).toBe('203.0.113.7');
    expect(fetch).toHaveBeenCalledWith('https://ip.example.com', expect.objectContaining({ credentials: 'omit' }));
    const stored = local.get<string>(StorageKeys.encryptedString) ?? '';
    expect(stored).not.toContain('203.0.113.7');
    expect(decryptIp(stored, 's3cret')).toBe('203.0.113.7');
    expect(encryptIp('203.0.113.7', 's3cret')).not.toBe(stored);
  });

  it('keeps the stored address when the service fails', async () => {
    local.set(StorageKeys.encryptedString, 'before');
    const fetch = vi.fn(async () => {
      throw new TypeError('offline');
    });
    expect(await lookupPublicIp({ url: 'https://ip.example.com', secret: 's', fetch })).toBeUndefined();
    expect(local.get(StorageKeys.encryptedString)).toBe('before');
  });
});
