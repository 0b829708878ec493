import { execFile } from 'node:child_process';
import { createReadStream, existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { createContext, runInContext } from 'node:vm';
import type { Page } from '@playwright/test';
import { DEMO_APP_ID, DEMO_SIGN_SECRET } from '../../src/core/config';
import { jeecgSign, signHeaders } from '../../src/core/http/signing';
import { API_PREFIX } from './support/api';
import { DEMO_PASSWORD } from './support/login';
import { expect, test } from './support/test';

/**
 * The three configuration levels of README "Configuration", on the requests a real browser sends: a build's
 * VITE_* settings reach the built admin; a config.js beside index.html overrides them at run time; npm start
 * writes that file from the server's settings; the element kit honours the product's config.js on a partner page.
 *
 * The admin is built here with non-default settings into its own folder and served by a small static server.
 * Its API calls are recorded as sent, then passed on to the reference server re-signed with the server's own
 * settings, so that the login page and a signed-in page run for real.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const BUILD_DIR = join(ROOT, `test-results/runtime-config-${process.env.E2E_PORT ?? 'local'}`);
const BUILD = {
  apiBaseUrl: '/probe-prefix',
  appId: 'probe-app',
  signSecret: 'probe-sign-secret',
  jeecgSignSecret: 'probe-x-sign-secret',
  defaultTenantId: 4242,
};
const RUN_TIME = {
  apiBaseUrl: '/runtime-prefix',
  appId: 'runtime-app',
  signSecret: 'runtime-sign-secret',
  jeecgSignSecret: 'runtime-x-sign-secret',
  defaultTenantId: 5151,
};
type Settings = typeof BUILD;

/** A request to the API as the browser sent it, before re-signing. */
interface SentCall {
  url: URL;
  headers: Record<string, string>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** Serves `dir` as a plain web server would; any other path (the API's) is a 404. */
function serveFolder(dir: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://site').pathname));
    const file = join(dir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dir + sep) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

/** What a `config.js` sets on `window.__APP_CONFIG__`. */
function appConfigOf(code: string): unknown {
  const context = createContext({});
  runInContext('var window = globalThis;', context);
  runInContext(code, context);
  return JSON.parse(JSON.stringify((context as { __APP_CONFIG__?: unknown }).__APP_CONFIG__ ?? null));
}

/**
 * Records the API calls the page sends under any first path segment ending in `-prefix` or `jeecg-boot`,
 * and answers them from the reference server (baseURL), re-signed for it.
 */
async function relayApi(page: Page, site: string, apiOrigin: string): Promise<SentCall[]> {
  const calls: SentCall[] = [];
  await page.route(
    (url) => url.origin === site && /^\/(?:[\w-]+-prefix|jeecg-boot)\//.test(url.pathname),
    async (route) => {
      const request = route.request();
      const url = new URL(request.url());
      const headers = await request.allHeaders();
      calls.push({ url, headers });
      const { host: _host, ...forwarded } = headers;
      const response = await route.fetch({
        url: `${apiOrigin}${API_PREFIX}${url.pathname.replace(/^\/[^/]+/, '')}${url.search}`,
        headers: { ...forwarded, ...signHeaders(DEMO_APP_ID, DEMO_SIGN_SECRET) },
      });
      await route.fulfill({ response });
    },
  );
  return calls;
}

/** Every call went to `settings.apiBaseUrl` on the site, signed by its app id and secret. */
function expectSignedBy(calls: SentCall[], settings: Settings): void {
  expect(calls.length).toBeGreaterThan(0);
  for (const { url, headers } of calls) {
    expect(url.pathname.startsWith(`${settings.apiBaseUrl}/`), url.pathname).toBe(true);
    expect(headers.appids).toBe(settings.appId);
    expect(headers.signs).toBe(signHeaders(settings.appId, settings.signSecret, Number(headers.timestamps)).signs);
  }
}

/**
 * Signs in as tenant1 and opens the new-ticket form, whose shop list is a table dictionary: not among the
 * dictionaries the login answer brings, so asked with JeecgBoot's X-Sign.
 */
async function signInAndOpenDictionaryForm(page: Page, site: string): Promise<void> {
  await page.getByPlaceholder('账户').fill('tenant1');
  await page.getByPlaceholder('密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/#\/dashboard\/analysis$/);
  await page.goto(`${site}/#/merchant/merchantTicket`);
  await page.getByRole('button', { name: '新增' }).click();
}

/** Opens the login page; its first calls went to `settings.apiBaseUrl`, signed by it, for its default tenant. */
async function expectLoginPageSends(page: Page, site: string, settings: Settings): Promise<SentCall[]> {
  const calls = await relayApi(page, site, String(test.info().project.use.baseURL));
  await page.goto(`${site}/#/user/login`);
  await expect(page.getByPlaceholder('账户')).toBeVisible();
  await expect.poll(() => calls.some((call) => call.url.pathname.endsWith('/sys/thirdLogin/providers'))).toBe(true);
  expectSignedBy(calls, settings);
  for (const { headers } of calls) {
    expect(headers['tenant-id']).toBe(String(settings.defaultTenantId));
    expect(headers['x-tenant-id']).toBe(String(settings.defaultTenantId));
  }
  return calls;
}

/** Once signed in, a dictionary call carries X-Sign by `settings.jeecgSignSecret`, and every call `settings`. */
async function expectSignedInSends(page: Page, site: string, settings: Settings, calls: SentCall[]): Promise<void> {
  await signInAndOpenDictionaryForm(page, site);
  const signedCall = () => calls.find((call) => call.headers['x-sign'] !== undefined);
  await expect.poll(() => signedCall()?.url.pathname ?? null).toContain('/sys/dict/');
  const dictionary = signedCall() as SentCall;
  const path = dictionary.url.pathname.slice(settings.apiBaseUrl.length) + dictionary.url.search;
  expect(dictionary.headers['x-sign']).toBe(jeecgSign(path, undefined, settings.jeecgSignSecret));
  expectSignedBy(calls, settings);
  // Calls still being relayed when the page closes are dropped quietly.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
}

test.describe('the built admin', () => {
  test.describe.configure({ mode: 'serial' });
  let server: Server;
  let site = '';

  test.beforeAll(async () => {
    // One production build (some 10-60 s here) with every setting away from its default: the VITE_* variables,
    // and the sign secret through the server's own variable, which vite.config.ts hands to the client.
    test.setTimeout(300_000);
    rmSync(BUILD_DIR, { recursive: true, force: true });
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
    for (const name of Object.keys(env)) if (/^VITE_|^(API_PREFIX|APP_ID|SIGN_SECRET)$/.test(name)) delete env[name];
    Object.assign(env, {
      VITE_API_BASE_URL: BUILD.apiBaseUrl,
      VITE_APP_ID: BUILD.appId,
      SIGN_SECRET: BUILD.signSecret,
      VITE_JEECG_SIGN_SECRET: BUILD.jeecgSignSecret,
      VITE_DEFAULT_TENANT_ID: String(BUILD.defaultTenantId),
    });
    const vite = join(ROOT, 'node_modules/vite/bin/vite.js');
    await promisify(execFile)(process.execPath, [vite, 'build', '--logLevel', 'error', '--outDir', BUILD_DIR], {
      cwd: ROOT,
      env,
    });
    server = await serveFolder(BUILD_DIR);
    site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  test.afterAll(async () => {
    await new Promise((done) => server?.close(done));
    rmSync(BUILD_DIR, { recursive: true, force: true });
  });

  test('sends the settings it was built with; its config.js is the template and sets nothing', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const configJs = page.waitForResponse((response) => response.url() === `${site}/config.js`);
    const calls = await expectLoginPageSends(page, site, BUILD);
    expect((await configJs).status()).toBe(200);
    expect(appConfigOf(readFileSync(join(BUILD_DIR, 'config.js'), 'utf8'))).toBeNull();
    expect(errors).toEqual([]);
    await expectSignedInSends(page, site, BUILD, calls);
  });

  test('a config.js beside index.html overrides them at run time, without a rebuild', async ({ page }) => {
    writeFileSync(join(BUILD_DIR, 'config.js'), `window.__APP_CONFIG__ = ${JSON.stringify(RUN_TIME)};\n`);
    const calls = await expectLoginPageSends(page, site, RUN_TIME);
    await expectSignedInSends(page, site, RUN_TIME, calls);
  });
});

test('npm start writes config.js from the server settings, and the admin it serves reads it', async ({
  page,
  request,
}) => {
  const response = await request.get('/config.js');
  expect(response.status()).toBe(200);
  const code = await response.text();
  expect(code).toMatch(/^\/\/ Written by the reference server at startup/);
  const expected = { apiBaseUrl: API_PREFIX, appId: DEMO_APP_ID, signSecret: DEMO_SIGN_SECRET };
  expect(appConfigOf(code)).toEqual(expected);
  await page.goto('/#/user/login');
  expect(await page.evaluate(() => (window as { __APP_CONFIG__?: unknown }).__APP_CONFIG__)).toEqual(expected);
});

test.describe('the element kit on a partner page', () => {
  /** The product's config.js, as its operator would set it. */
  const PRODUCT = {
    apiBaseUrl: '/jeecg-boot',
    appId: 'product-app',
    signSecret: 'product-secret',
    defaultTenantId: 6161,
  };
  let partner: Server;
  let partnerPage = '';

  test.beforeAll(async () => {
    // The partner's own web server, on another origin than the product's: it serves the page being tested.
    partner = createServer((_request, response) =>
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(partnerPage),
    );
    await new Promise<void>((done) => partner.listen(0, '127.0.0.1', done));
  });

  test.afterAll(async () => {
    await new Promise((done) => partner?.close(done));
  });

  /**
   * A partner page loading the product's config.js, then the kit, with scripts of its own before and after
   * the kit. Resolves with the first API call the kit sends (answered here, as an empty success).
   */
  async function openPartnerPage(page: Page, { before = '', after = '' }): Promise<SentCall> {
    const product = String(test.info().project.use.baseURL);
    await page.route(`${product}/config.js`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: `window.__APP_CONFIG__ = ${JSON.stringify(PRODUCT)};` }),
    );
    const calls: SentCall[] = [];
    await page.route(
      (url) => url.pathname.includes('/jeecg-boot/'),
      async (route) => {
        calls.push({ url: new URL(route.request().url()), headers: await route.request().allHeaders() });
        await route.fulfill({
          headers: { 'access-control-allow-origin': '*' },
          json: { success: true, code: 200, message: '', result: { records: [], total: 0 } },
        });
      },
    );
    partnerPage = `<!doctype html><script src="${product}/config.js"></script><script>${before}</script>
      <script src="${product}/elements/admin-elements.iife.js"></script>
      <script>${after}</script><notice-bell></notice-bell>`;
    await page.goto(`http://127.0.0.1:${(partner.address() as AddressInfo).port}/portal.html`);
    await expect.poll(() => calls.length).toBeGreaterThan(0);
    return calls[0] as SentCall;
  }

  test("calls the product's API as its config.js says, a relative base resolved against the product", async ({
    page,
  }) => {
    const product = String(test.info().project.use.baseURL);
    const { url, headers } = await openPartnerPage(page, { after: "WidgetKit.configure({ token: 'partner-token' });" });
    expect(url.origin).toBe(new URL(product).origin);
    expect(url.pathname.startsWith('/jeecg-boot/')).toBe(true);
    expect(headers.appids).toBe(PRODUCT.appId);
    expect(headers.signs).toBe(signHeaders(PRODUCT.appId, PRODUCT.signSecret, Number(headers.timestamps)).signs);
    expect(headers['tenant-id']).toBe(String(PRODUCT.defaultTenantId));
  });

  test('WidgetKitConfig wins over config.js, and configure() over both', async ({ page }) => {
    const before = "window.WidgetKitConfig = { token: 'partner-token', appId: 'kit-config-app', tenantId: 7171 };";
    const viaGlobal = await openPartnerPage(page, { before });
    expect([viaGlobal.headers.appids, viaGlobal.headers['tenant-id']]).toEqual(['kit-config-app', '7171']);
    const viaCall = await openPartnerPage(page, { before, after: "WidgetKit.configure({ appId: 'configure-app' });" });
    expect([viaCall.headers.appids, viaCall.headers['tenant-id']]).toEqual(['configure-app', '7171']);
  });
});
