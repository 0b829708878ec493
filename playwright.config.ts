import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, freePort } from './scripts/chromium.mjs';

/**
 * End-to-end tests in Debian's Chromium (never a browser downloaded by Playwright).
 *
 * The host is built and served, with the API, by the reference server on a free port, on a fresh
 * PGlite data directory seeded with the demo data (accounts of the README). The port is picked once, in the runner
 * process, and handed to the workers through the environment (workers re-read this file). Set E2E_PORT to
 * choose it yourself.
 */
process.env.E2E_PORT ||= freePort();
// The demo pages served again from two other origins, as a partner's portal is: the server's CORS_ORIGINS
// allows the first and not the second.
process.env.E2E_PARTNER_PORT ||= freePort();
process.env.E2E_STRANGER_PORT ||= freePort();
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const partnerOrigin = `http://127.0.0.1:${process.env.E2E_PARTNER_PORT}`;
const strangerOrigin = `http://127.0.0.1:${process.env.E2E_STRANGER_PORT}`;
const vite = `"${process.execPath}" node_modules/vite/bin/vite.js`;
const dataDir = `test-results/e2e-data-${port}`;
const siteDist = `test-results/e2e-site-${port}`;

/**
 * What the e2e suites share: one worker in Debian's Chromium, no retries, traces of failures.
 *
 * @example defineConfig({ testDir: 'tests/e2e-jeecg', ...suiteSettings(baseURL), webServer })
 */
export function suiteSettings(baseURL: string): PlaywrightTestConfig {
  return {
    fullyParallel: false,
    workers: 1,
    forbidOnly: Boolean(process.env.CI),
    retries: 0,
    timeout: 30_000,
    reporter: 'list',
    use: {
      baseURL,
      browserName: 'chromium',
      headless: true,
      launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
      trace: 'retain-on-failure',
    },
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/e2e-out-${port}`,
  ...suiteSettings(baseURL),
  webServer: [
    {
      command: `rm -rf ${dataDir} ${siteDist} && NODE_ENV=production ${vite} build --logLevel warn --outDir ${siteDist}/host && "${process.execPath}" scripts/precompress.mjs ${siteDist}/host && NODE_ENV=production "${process.execPath}" scripts/build-elements.mjs --outDir ${siteDist}/elements && "${process.execPath}" --import tsx server/src/main.ts`,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SERVE_STATIC: 'true',
        SITE_DIST: siteDist,
        JOBS_ENABLED: 'false',
        NODE_ENV: 'development',
        CORS_ORIGINS: partnerOrigin,
        // Both builds precompressed as in production, with brotli's quicker quality (scripts/precompress.mjs).
        PRECOMPRESS_FAST: 'true',
      },
      url: baseURL,
      reuseExistingServer: false,
      timeout: 300_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `"${process.execPath}" --import tsx scripts/serve-demo.mjs`,
      // The partner's pages send their own strict CSP, which lets in the product's origin only.
      env: {
        DEMO_PORTS: `${process.env.E2E_PARTNER_PORT},${process.env.E2E_STRANGER_PORT}`,
        DEMO_PRODUCT_ORIGIN: baseURL,
      },
      url: `${strangerOrigin}/partner-portal.html`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
