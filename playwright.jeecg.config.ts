import { defineConfig } from '@playwright/test';
import { suiteSettings } from './playwright.config';
import { freePort } from './scripts/chromium.mjs';
import { JEECG_DEFAULT_SIGNATURE_SECRET } from './tests/jeecg-standin/jeecg-sign';

/**
 * Stock JeecgBoot mode, end to end: the admin, as a production build (`vite build` into
 * test-results/), against the JeecgBoot stand-in of tests/jeecg-standin (answers written from
 * JeecgBoot 3.x's sources, API under `/jeecg-boot`). The stand-in serves the build and a `config.js`
 * that points it at the API and gives it JeecgBoot's default signature secret. Run by `npm test` after
 * the main e2e suite; alone: `npx playwright test -c playwright.jeecg.config.ts`. Set JEECG_E2E_PORT to
 * choose the port.
 */

process.env.JEECG_E2E_PORT ||= freePort();
const port = Number(process.env.JEECG_E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const site = `test-results/jeecg-site-${port}`;
const clientConfig = { apiBaseUrl: '/jeecg-boot', jeecgSignSecret: JEECG_DEFAULT_SIGNATURE_SECRET, defaultTenantId: 0 };

export default defineConfig({
  testDir: 'tests/e2e-jeecg',
  outputDir: `test-results/jeecg-out-${port}`,
  ...suiteSettings(baseURL),
  webServer: {
    command: `rm -rf ${site} && NODE_ENV=production "${process.execPath}" node_modules/vite/bin/vite.js build --logLevel warn --outDir ${site} && "${process.execPath}" --import tsx tests/jeecg-standin/main.ts`,
    env: {
      STANDIN_PORT: String(port),
      STANDIN_HOST: '127.0.0.1',
      STANDIN_SITE: site,
      STANDIN_CLIENT_CONFIG: JSON.stringify(clientConfig),
    },
    url: `${baseURL}/config.js`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
