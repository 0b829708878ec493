import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_APP_ID, DEMO_SIGN_SECRET } from '../../src/core/contract';
import { ConfigError, DEMO_ADMIN_PASSWORD, loadConfig } from './config';
import { startupConfig } from './startup';

const PRODUCTION = {
  NODE_ENV: 'production',
  ADMIN_PASSWORD: 'Harbor2026x',
  TOKEN_SECRET: 'a-token-secret-of-the-operator',
  SIGN_SECRET: 'a-sign-secret-of-the-operator',
  APP_ID: 'operator-app',
};

function refusal(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

/** Everything written to the console or the standard streams while `fn` runs. */
function output(fn: () => void): string {
  const written: unknown[] = [];
  const keep = (...args: unknown[]) => {
    written.push(...args);
    return true;
  };
  const spies = [
    ...(['log', 'info', 'warn', 'error', 'debug'] as const).map((name) =>
      vi.spyOn(console, name).mockImplementation(keep),
    ),
    vi.spyOn(process.stdout, 'write').mockImplementation(keep),
    vi.spyOn(process.stderr, 'write').mockImplementation(keep),
  ];
  try {
    fn();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return written.map(String).join('\n');
}

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('production mode', () => {
  it('starts with an admin password, its own secrets and no demo data', () => {
    const config = loadConfig({ ...PRODUCTION, DEMO: 'true' });
    expect(config).toMatchObject({
      production: true,
      demo: false,
      adminPassword: 'Harbor2026x',
      tokenSecret: PRODUCTION.TOKEN_SECRET,
      signSecret: PRODUCTION.SIGN_SECRET,
      appId: PRODUCTION.APP_ID,
    });
  });

  it('refuses to start without ADMIN_PASSWORD', () => {
    const { ADMIN_PASSWORD: _, ...rest } = PRODUCTION;
    expect(refusal(rest)).toBe('ADMIN_PASSWORD must be set when NODE_ENV=production');
    expect(refusal({ ...rest, ADMIN_PASSWORD: '' })).toBe('ADMIN_PASSWORD must be set when NODE_ENV=production');
  });

  it.each(['Short1a', 'onlyletters', '1234567890', '        '])('refuses the weak ADMIN_PASSWORD %j', (weak) => {
    expect(refusal({ ...PRODUCTION, ADMIN_PASSWORD: weak })).toBe(
      'ADMIN_PASSWORD must have at least 8 characters with a letter and a digit',
    );
  });

  it.each(['TOKEN_SECRET', 'SIGN_SECRET', 'APP_ID'] as const)('refuses to start without %s', (name) => {
    const { [name]: _, ...rest } = PRODUCTION;
    expect(refusal(rest)).toBe(`${name} must be set when NODE_ENV=production`);
  });

  it('refuses CORS_ORIGINS=* and takes exact origins', () => {
    expect(refusal({ ...PRODUCTION, CORS_ORIGINS: '*' })).toBe(
      'CORS_ORIGINS=* is not allowed when NODE_ENV=production: list the exact origins',
    );
    expect(refusal({ ...PRODUCTION, CORS_ORIGINS: ' * ' })).toMatch(/^CORS_ORIGINS=\* is not allowed/);
    expect(loadConfig({ ...PRODUCTION, CORS_ORIGINS: 'https://portal.partner.com' }).corsOrigins).toEqual([
      'https://portal.partner.com',
    ]);
  });

  it('never takes the demo defaults, and generates no token secret file', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'config-prod-'));
    folders.push(dataDir);
    const config = startupConfig({ ...PRODUCTION, DATA_DIR: dataDir });
    expect(config.adminPassword).not.toBe(DEMO_ADMIN_PASSWORD);
    expect(config.signSecret).not.toBe(DEMO_SIGN_SECRET);
    expect(config.appId).not.toBe(DEMO_APP_ID);
    const { TOKEN_SECRET: _, ...noSecret } = PRODUCTION;
    expect(() => startupConfig({ ...noSecret, DATA_DIR: dataDir })).toThrow(ConfigError);
    expect(() => statSync(join(dataDir, '.token-secret'))).toThrow();
  });
});

describe('demo mode', () => {
  it('takes the documented defaults: demo passwords and secrets, 2 h idle expiry, /jeecg-boot', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      production: false,
      demo: true,
      adminPassword: DEMO_ADMIN_PASSWORD,
      appId: DEMO_APP_ID,
      signSecret: DEMO_SIGN_SECRET,
      apiPrefix: '/jeecg-boot',
      tokenIdleMs: 2 * 60 * 60 * 1000,
    });
    expect(loadConfig({ TOKEN_IDLE_MINUTES: '30' }).tokenIdleMs).toBe(30 * 60 * 1000);
    expect(loadConfig({ DEMO: 'false' }).demo).toBe(false);
  });

  it('reads CORS_ORIGINS: none by default, exact origins, * outside production, bad entries refused', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: ' , ' }).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: 'https://Partner.Example.com:443, http://127.0.0.1:5174' }).corsOrigins).toEqual([
      'https://partner.example.com',
      'http://127.0.0.1:5174',
    ]);
    expect(loadConfig({ CORS_ORIGINS: '*' }).corsOrigins).toEqual(['*']);
    for (const bad of ['partner.example.com', 'https://partner.example.com/portal', 'https://a.com/', 'ftp://a.com']) {
      expect(refusal({ CORS_ORIGINS: bad })).toBe(
        `CORS_ORIGINS: "${bad}" is not an origin (scheme://host[:port], no path)`,
      );
    }
    expect(refusal({ CORS_ORIGINS: '*,https://a.com' })).toBe('CORS_ORIGINS: * cannot be combined with other origins');
  });

  it('normalises API_PREFIX', () => {
    expect(loadConfig({ API_PREFIX: 'api/v2/' }).apiPrefix).toBe('/api/v2');
    expect(loadConfig({ API_PREFIX: '/' }).apiPrefix).toBe('');
  });

  it('generates a token secret once, keeps it private under DATA_DIR and never prints it', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'config-demo-'));
    folders.push(dataDir);
    let first = '';
    let second = '';
    let inMemory = '';
    const printed = output(() => {
      first = startupConfig({ DATA_DIR: dataDir }).tokenSecret;
      second = startupConfig({ DATA_DIR: dataDir }).tokenSecret;
      inMemory = loadConfig({}).tokenSecret;
    });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(second).toBe(first);
    expect(readFileSync(join(dataDir, '.token-secret'), 'utf8')).toBe(first);
    expect(statSync(join(dataDir, '.token-secret')).mode & 0o777).toBe(0o600);
    expect(inMemory).toMatch(/^[0-9a-f]{64}$/);
    expect(inMemory).not.toBe(first);
    expect(printed).not.toContain(first);
    expect(printed).not.toContain(inMemory);
    expect(printed).toBe('');
  });
});
