import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { createContext, runInContext } from 'node:vm';
import type { ServerConfig } from './config';

const ROOT = resolve(new URL('../..', import.meta.url).pathname);

/**
 * The admin's run-time settings this server decides (`window.__APP_CONFIG__`, field names of the client's
 * `AppConfig` in src/core/config.ts): where its API is and how requests are signed.
 */
export interface ServedSettings {
  apiBaseUrl: string;
  appId: string;
  signSecret: string;
}

/** The settings of `config`: the API under API_PREFIX (`/` when at the root), APP_ID, SIGN_SECRET. */
export function servedSettings(config: Pick<ServerConfig, 'apiPrefix' | 'appId' | 'signSecret'>): ServedSettings {
  return { apiBaseUrl: config.apiPrefix || '/', appId: config.appId, signSecret: config.signSecret };
}

const HEADER = `// Written by the reference server at startup from its settings (API_PREFIX, APP_ID, SIGN_SECRET), so that
// the admin calls this server as it expects. Rewritten at each start as long as nobody edits it: an edited
// copy is left alone (README "Configuration"). Checksum of the lines below: `;

/** The checksum of a written file's settings lines, which tells an edited copy. */
const checksum = (body: string) => createHash('sha256').update(body).digest('hex').slice(0, 16);

/**
 * The `config.js` the server writes for `settings`.
 *
 * @example siteConfigScript({ apiBaseUrl: '/jeecg-boot', appId: 'erp', signSecret: 's' })
 */
export function siteConfigScript(settings: ServedSettings): string {
  const { apiBaseUrl, appId, signSecret } = settings;
  const body = `window.__APP_CONFIG__ = ${JSON.stringify({ apiBaseUrl, appId, signSecret }, null, 2)};\n`;
  return `${HEADER}${checksum(body)}\n${body}`;
}

/** Whether `code` is a copy the server wrote, for any settings, that nobody edited since. */
function writtenByServer(code: string): boolean {
  if (!code.startsWith(HEADER)) return false;
  const end = code.indexOf('\n', HEADER.length);
  return end > 0 && code.slice(HEADER.length, end) === checksum(code.slice(end + 1));
}

/** What a `config.js` sets when a page runs it: `runs` false when it throws (or loops). */
export interface SiteConfigRun {
  runs: boolean;
  /** `window.__APP_CONFIG__` afterwards; undefined when the file sets nothing. */
  value: unknown;
}

/**
 * Runs `code` as a page would (`window`, `self` and `globalThis` are one object) and reads what it set.
 *
 * @example readSiteConfig('window.__APP_CONFIG__ = { appId: "erp" };').value // { appId: 'erp' }
 */
export function readSiteConfig(code: string): SiteConfigRun {
  const context = createContext({});
  try {
    runInContext('var window = globalThis, self = globalThis;', context);
    runInContext(code, context, { timeout: 1000 });
  } catch {
    return { runs: false, value: undefined };
  }
  return { runs: true, value: (context as { __APP_CONFIG__?: unknown }).__APP_CONFIG__ };
}

const FIELDS = ['apiBaseUrl', 'appId', 'signSecret'] as const;

/** The fields of `value` set to something else than `settings` says. */
function disagreements(value: unknown, settings: ServedSettings): string[] {
  if (typeof value !== 'object' || value === null) return [];
  const set = value as Record<string, unknown>;
  return FIELDS.filter((field) => set[field] !== undefined && set[field] !== settings[field]);
}

/** Whether the server may replace `code`: the build's template (public/config.js sets nothing), or its own copy. */
function replaceable(code: string): boolean {
  const { runs, value } = readSiteConfig(code);
  return runs && (value === undefined || writtenByServer(code));
}

export type SiteConfigOutcome =
  /** Written: there was none, the build's template, or the server's own copy for other settings. */
  | { action: 'written'; path: string }
  /** Already what the server would write. */
  | { action: 'unchanged'; path: string }
  /** Edited by hand, so left alone; `differs` names the fields it sets otherwise than the server ('runs' when it throws). */
  | { action: 'kept'; path: string; differs: string[] };

/**
 * Writes `config.js` into the built admin's folder `hostDir` for `settings`, unless someone edited the file
 * there (see `replaceable`). A compressed sibling (`config.js.br`, `.gz`) would be served instead of it, stale,
 * so any is removed.
 *
 * @example writeSiteConfig('dist/host', servedSettings(config)).action // 'written'
 */
export function writeSiteConfig(hostDir: string, settings: ServedSettings): SiteConfigOutcome {
  const path = join(hostDir, 'config.js');
  const wanted = siteConfigScript(settings);
  if (existsSync(path)) {
    const code = readFileSync(path, 'utf8');
    if (code === wanted) return { action: 'unchanged', path };
    if (!replaceable(code)) {
      const run = readSiteConfig(code);
      return { action: 'kept', path, differs: run.runs ? disagreements(run.value, settings) : ['runs'] };
    }
  }
  writeFileSync(path, wanted);
  for (const encoding of ['br', 'gz']) rmSync(`${path}.${encoding}`, { force: true });
  return { action: 'written', path };
}

interface StartupLog {
  info(message: string): void;
  warn(message: string): void;
}

/**
 * At startup when the server serves the built site (SERVE_STATIC, npm start): the admin's `config.js` under
 * SITE_DIST (default `dist`) from `config` (`writeSiteConfig`). Nothing when the admin is not built; a folder
 * the server may not write to is reported, not fatal (the admin then keeps its build's settings).
 *
 * @example prepareSiteConfig(config, app.log)
 */
export function prepareSiteConfig(
  config: ServerConfig,
  log: StartupLog,
  siteDist: string = process.env.SITE_DIST || 'dist',
): SiteConfigOutcome | undefined {
  const hostDir = resolve(ROOT, siteDist, 'host');
  if (!existsSync(join(hostDir, 'index.html'))) return undefined;
  const shown = relative(ROOT, join(hostDir, 'config.js'));
  let outcome: SiteConfigOutcome;
  try {
    outcome = writeSiteConfig(hostDir, servedSettings(config));
  } catch (error) {
    log.warn(`${shown} could not be written (${(error as Error).message}): the admin keeps its build's settings`);
    return undefined;
  }
  if (outcome.action === 'written') log.info(`${shown} written from API_PREFIX, APP_ID and SIGN_SECRET`);
  if (outcome.action === 'kept') {
    const detail =
      outcome.differs.length === 0
        ? 'it sets nothing this server decides otherwise'
        : outcome.differs.includes('runs')
          ? 'it throws when run, so the admin may not start'
          : `its ${outcome.differs.join(', ')} differ from this server's settings, so the admin's calls may be refused`;
    log.warn(`${shown} was edited by hand and is left as it is: ${detail}. Delete it to have the server write it.`);
  }
  return outcome;
}
