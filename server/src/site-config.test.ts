import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/core/config';
import { loadConfig } from './config';
import { prepareSiteConfig, readSiteConfig, servedSettings, writeSiteConfig } from './site-config';

/**
 * `npm start` writes the built admin's config.js from the server's settings (README "Configuration"); what
 * the admin reads from it (src/core/config.ts) must be what the server expects.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const TEMPLATE = readFileSync(join(ROOT, 'public/config.js'), 'utf8');
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A built admin as `vite build` leaves it: index.html and the template config.js. */
function builtSite(): string {
  const dist = mkdtempSync(join(tmpdir(), 'site-config-'));
  folders.push(dist);
  mkdirSync(join(dist, 'host'));
  writeFileSync(join(dist, 'host/index.html'), '<!doctype html>');
  writeFileSync(join(dist, 'host/config.js'), TEMPLATE);
  return dist;
}

const serverConfig = (env: Record<string, string> = {}) =>
  loadConfig({ API_PREFIX: '/erp-api', APP_ID: 'erp-app', SIGN_SECRET: 'erp-secret', NODE_ENV: 'test', ...env });

const logs = () => {
  const lines: string[] = [];
  return {
    lines,
    log: { info: (line: string) => lines.push(line), warn: (line: string) => lines.push(`warn ${line}`) },
  };
};

/** What the admin's core configuration is once the file at `path` ran, with no build variables. */
function adminReads(path: string) {
  const { value } = readSiteConfig(readFileSync(path, 'utf8'));
  const { apiBaseUrl, appId, signSecret } = defaultConfig({}, value);
  return { apiBaseUrl, appId, signSecret };
}

describe('config.js at startup', () => {
  it('the build template sets nothing, so the build settings apply', () => {
    expect(readSiteConfig(TEMPLATE)).toEqual({ runs: true, value: undefined });
  });

  it('replaces the build template with the server settings, which the admin then reads', () => {
    const dist = builtSite();
    const { lines, log } = logs();
    const outcome = prepareSiteConfig(serverConfig(), log, relative(ROOT, dist));
    expect(outcome?.action).toBe('written');
    expect(adminReads(join(dist, 'host/config.js'))).toEqual({
      apiBaseUrl: '/erp-api',
      appId: 'erp-app',
      signSecret: 'erp-secret',
    });
    expect(lines).toEqual([
      `${relative(ROOT, join(dist, 'host/config.js'))} written from API_PREFIX, APP_ID and SIGN_SECRET`,
    ]);
  });

  it('rewrites its own copy when the settings change, and leaves it untouched when they do not', () => {
    const dist = builtSite();
    const host = join(dist, 'host');
    writeSiteConfig(host, servedSettings(serverConfig()));
    writeFileSync(join(host, 'config.js.gz'), 'stale');
    expect(writeSiteConfig(host, servedSettings(serverConfig({ API_PREFIX: '/' }))).action).toBe('written');
    expect(adminReads(join(host, 'config.js')).apiBaseUrl).toBe('/');
    expect(existsSync(join(host, 'config.js.gz'))).toBe(false);
    expect(writeSiteConfig(host, servedSettings(serverConfig({ API_PREFIX: '/' }))).action).toBe('unchanged');
  });

  it('keeps a file edited by hand and warns about the settings it contradicts', () => {
    const dist = builtSite();
    const host = join(dist, 'host');
    writeSiteConfig(host, servedSettings(serverConfig()));
    const edited = readFileSync(join(host, 'config.js'), 'utf8').replace('"erp-app"', '"other-app"');
    writeFileSync(join(host, 'config.js'), edited);
    const { lines, log } = logs();
    expect(prepareSiteConfig(serverConfig(), log, relative(ROOT, dist))).toMatchObject({
      action: 'kept',
      differs: ['appId'],
    });
    expect(readFileSync(join(host, 'config.js'), 'utf8')).toBe(edited);
    expect(lines).toEqual([expect.stringMatching(/^warn .*config\.js was edited by hand .*its appId differ/)]);
  });

  it('keeps an operator file that only adds settings of its own, such as the tenant', () => {
    const dist = builtSite();
    const own = "window.__APP_CONFIG__ = { defaultTenantId: 1000, apiBaseUrl: '/erp-api' };\n";
    writeFileSync(join(dist, 'host/config.js'), own);
    expect(writeSiteConfig(join(dist, 'host'), servedSettings(serverConfig()))).toMatchObject({
      action: 'kept',
      differs: [],
    });
    expect(readFileSync(join(dist, 'host/config.js'), 'utf8')).toBe(own);
  });

  it('keeps an edited template, even with its comments left in place', () => {
    const dist = builtSite();
    const edited = TEMPLATE.replace('// window.__APP_CONFIG__ = {', 'window.__APP_CONFIG__ = {').replace('// };', '};');
    writeFileSync(join(dist, 'host/config.js'), edited);
    expect(writeSiteConfig(join(dist, 'host'), servedSettings(serverConfig())).action).toBe('kept');
  });

  it('writes nothing when the admin is not built', () => {
    const dist = mkdtempSync(join(tmpdir(), 'site-config-'));
    folders.push(dist);
    expect(prepareSiteConfig(serverConfig(), logs().log, relative(ROOT, dist))).toBeUndefined();
    expect(existsSync(join(dist, 'host'))).toBe(false);
  });
});
