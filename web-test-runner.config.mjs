// @ts-check
/**
 * Browser tests of the element kit: @web/test-runner + mocha in Debian's Chromium (never a downloaded browser).
 *
 * TypeScript/TSX handling: wtr does not compile TS and cannot load React's CommonJS builds, so every test file
 * is bundled on request by Vite (same resolver and JSX transform as the app) into one self-contained ES
 * module, CSS included (injected as <style>). See `viteBundlePlugin` below.
 *
 * Environment:
 *   WTR_RESULTS_FILE  when set, a JSON summary { passed, failed, skipped, failures } is written there (scripts/test.mjs).
 */
import { writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultReporter } from '@web/test-runner';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { build } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';
import { builtKit } from './tests/elements/support/built-kit.mjs';
import { referenceServer } from './tests/elements/support/reference-server.mjs';

const rootDir = fileURLToPath(new URL('.', import.meta.url));
// The reference server starts on the first request a test makes to it (tests that need none pay nothing).
const server = referenceServer(rootDir);
// The built kit (dist/test-elements), for tests that load it as a page would: `/__built-kit/wk-loader.js`.
const kit = builtKit(rootDir);

/** Test files matched by this pattern are served as Vite bundles. */
const TEST_FILE = /^\/tests\/elements\/.+\.test\.tsx?$/;

/**
 * Serves `tests/elements/**\/*.test.ts(x)` as a single ES module built by Vite (React, Arco and the test's own
 * imports inlined; imported CSS injected into document.head). Bundling happens per request, so wtr's watch mode
 * picks up edits to the test file itself.
 * @returns {import('@web/test-runner').TestRunnerPlugin}
 */
function viteBundlePlugin() {
  return {
    name: 'vite-bundle-tests',
    async serve(context) {
      if (!TEST_FILE.test(context.path)) return undefined;
      const entry = fileURLToPath(new URL(`.${context.path}`, `file://${rootDir}/`));
      const result = await build({
        configFile: false,
        root: rootDir,
        logLevel: 'warn',
        publicDir: false,
        plugins: [react()],
        define: { 'process.env.NODE_ENV': JSON.stringify('development') },
        build: {
          write: false,
          // Nothing is written; outDir only anchors the source map's relative paths at the test file's folder,
          // where the browser resolves them.
          outDir: dirname(entry),
          emptyOutDir: false,
          minify: false,
          sourcemap: 'inline',
          reportCompressedSize: false,
          lib: { entry, formats: ['es'], fileName: 'test' },
          rolldownOptions: { output: { codeSplitting: false } },
        },
      });
      const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []));
      const chunk = outputs.find((o) => o.type === 'chunk' && o.isEntry);
      if (chunk?.type !== 'chunk') throw new Error(`Vite produced no entry chunk for ${context.path}`);
      const css = outputs
        .filter((o) => o.type === 'asset' && o.fileName.endsWith('.css'))
        .map((o) => (o.type === 'asset' ? String(o.source) : ''))
        .join('\n');
      const injectCss = css
        ? `{const s=document.createElement('style');s.textContent=${JSON.stringify(css)};document.head.append(s);}\n`
        : '';
      return { body: injectCss + chunk.code, type: 'js' };
    },
  };
}

/**
 * Counts results for scripts/test.mjs. A session that errored before reporting any test (file failed to load,
 * browser crash) counts as one failed test.
 * @returns {import('@web/test-runner').Reporter}
 */
function jsonSummaryReporter() {
  const file = process.env.WTR_RESULTS_FILE;
  /** @param {import('@web/test-runner').TestSuiteResult | undefined} suite */
  function count(suite, totals, where) {
    if (!suite) return totals;
    for (const test of suite.tests) {
      if (test.skipped) totals.skipped += 1;
      else if (test.passed) totals.passed += 1;
      else {
        totals.failed += 1;
        // The error's first line too: CI shows only this summary's tail.
        const why = test.error?.message?.split('\n')[0]?.slice(0, 300);
        totals.failures.push(
          `${where} › ${[suite.name, test.name].filter(Boolean).join(' › ')}${why ? ` — ${why}` : ''}`,
        );
      }
    }
    for (const child of suite.suites) count(child, totals, where);
    return totals;
  }
  return {
    onTestRunFinished({ sessions }) {
      if (!file) return;
      const totals = { passed: 0, failed: 0, skipped: 0, failures: [] };
      for (const session of sessions) {
        const failedBefore = totals.failed;
        const where = session.testFile.replace(rootDir, '');
        count(session.testResults, totals, where);
        if (session.passed === false && totals.failed === failedBefore) {
          totals.failed += 1;
          totals.failures.push(`${where} (${session.errors?.[0]?.message?.split('\n')[0] ?? 'the session failed'})`);
        }
      }
      writeFileSync(file, JSON.stringify(totals));
    },
  };
}

/** @type {import('@web/test-runner').TestRunnerConfig} */
export default {
  rootDir,
  files: ['tests/elements/**/*.test.{ts,tsx}'],
  middleware: [server.middleware, kit.middleware],
  plugins: [viteBundlePlugin(), server.plugin, kit.plugin],
  concurrency: 1,
  testsStartTimeout: 60_000,
  testsFinishTimeout: 120_000,
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS },
    }),
  ],
  // The first test that reaches the reference server waits for it to start and seed.
  testFramework: { config: { timeout: 60_000 } },
  reporters: [defaultReporter(), jsonSummaryReporter()],
};
