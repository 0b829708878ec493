#!/usr/bin/env node
/**
 * `npm test`: every suite, in order, each printing its own output live:
 *   typecheck -> lint -> unit (Vitest) -> elements (@web/test-runner, Chromium) -> e2e (Playwright, Chromium)
 *   -> e2e-jeecg (Playwright: the built admin against the JeecgBoot stand-in of tests/jeecg-standin)
 * A failing stage does not stop the later ones, so the summary is always complete. Counts come from
 * machine-readable reports (Vitest JSON, a JSON reporter of the wtr config, Playwright JSON); typecheck and
 * lint count as one test each. The last line printed is `N passed, N failed[, N skipped]`, and the exit code is
 * non-zero when anything failed.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findPostgres, startPostgres } from './postgres.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = mkdtempSync(join(tmpdir(), 'rental-admin-test-'));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** @typedef {{ passed: number, failed: number, skipped: number, note?: string, failures?: string[] }} Counts */

/** Runs a command with inherited stdio; resolves with its exit code (1 if it died by a signal). */
function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', (error) => {
      console.error(`test: could not start ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Reconciles parsed counts with the exit code: a non-zero exit with no failed test (a file that did not load,
 * a crashed runner, a server that did not start) counts as one failure; so do missing results.
 * @param {Counts | undefined} counts @param {number} code @returns {Counts}
 */
function settle(counts, code) {
  if (!counts) return { passed: 0, failed: 1, skipped: 0, note: `no results (exit code ${code})` };
  if (code !== 0 && counts.failed === 0) return { ...counts, failed: 1, note: `exit code ${code}` };
  return counts;
}

/** Test files under `dir` whose names match `pattern`. */
function findFiles(dir, pattern) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return findFiles(path, pattern);
    return pattern.test(name) ? [path] : [];
  });
}

/** A stage that is a single pass/fail check. */
async function single(script) {
  const code = await run(npm, ['run', '--silent', script]);
  return code === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 };
}

/** Vitest (all unit and server tests, or the given paths), counted from its JSON report. */
async function unit(paths = [], env = {}, report = 'vitest.json') {
  const file = join(reports, report);
  const code = await run(
    npm,
    [
      'run',
      '--silent',
      'test:unit',
      '--',
      ...paths,
      '--passWithNoTests',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
    ],
    env,
  );
  const json = readJson(file);
  // A test file that failed without a failed test (it did not load, or a hook threw) counts as one failure.
  const fileFailures = (json?.testResults ?? []).filter(
    (r) => r.status === 'failed' && !(r.assertionResults ?? []).some((a) => a.status === 'failed'),
  ).length;
  const counts = json && {
    passed: json.numPassedTests,
    failed: json.numFailedTests + fileFailures,
    skipped: json.numPendingTests + json.numTodoTests,
    failures: vitestFailures(json),
  };
  return settle(counts, code);
}

/** `file › test name` of each failed Vitest test, and each file that failed without one. */
function vitestFailures(json) {
  return (json.testResults ?? []).flatMap((file) => {
    const name = file.name.replace(root, '');
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    if (file.status === 'failed' && failed.length === 0) return [`${name} (did not run: ${errorGist(file.message)})`];
    return failed.map((a) => {
      const why = errorGist(a.failureMessages?.[0]);
      return `${name} › ${a.fullName}${why ? ` — ${why}` : ''}`;
    });
  });
}

/** `file:line › title` of each Playwright test whose outcome was unexpected, with its first error line. */
function playwrightFailures(suite, out = []) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'unexpected') continue;
      const error = test.results?.at(-1)?.error?.message;
      out.push(`${spec.file}:${spec.line} › ${spec.title}${error ? ` — ${errorGist(error)}` : ''}`);
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, out);
  return out;
}

/** The first line of an error or, when that line only names the matcher (a diff follows), its first lines. */
function errorGist(text = '') {
  const colourCode = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
  const lines = String(text)
    .replace(colourCode, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  // "expect(received).toEqual(expected)" says nothing by itself: a CI log cut to its tail must still show why.
  const useful = /^(Error: )?expect\(/.test(lines[0] ?? '') ? lines.slice(0, 12).join(' ⏎ ') : (lines[0] ?? '');
  return useful.slice(0, 1200);
}

async function elements() {
  if (findFiles(join(root, 'tests/elements'), /\.test\.tsx?$/).length === 0) {
    console.log('No browser tests in tests/elements yet.');
    return { passed: 0, failed: 0, skipped: 0 };
  }
  const file = join(reports, 'wtr.json');
  const code = await run(npm, ['run', '--silent', 'test:elements'], { WTR_RESULTS_FILE: file });
  return settle(readJson(file), code);
}

/** A Playwright suite: the main one, or another configuration's (`-c`), counted from its JSON report. */
async function e2e(config, report = 'playwright.json') {
  const file = join(reports, report);
  const configArgs = config ? ['-c', config] : [];
  const args = ['run', '--silent', 'test:e2e', '--', ...configArgs, '--pass-with-no-tests', '--reporter=list,json'];
  const code = await run(npm, args, { PLAYWRIGHT_JSON_OUTPUT_NAME: file });
  const json = readJson(file);
  const stats = json?.stats;
  const counts = stats && {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    skipped: stats.skipped,
    failures: playwrightFailures(json),
  };
  return settle(counts, code);
}

/** The server suite again, against a real PostgreSQL server, when its binaries are installed. */
async function serverOnPostgres() {
  if ((await run(process.execPath, [join(root, 'scripts/ensure-postgres.mjs')])) !== 0) {
    return { passed: 0, failed: 1, skipped: 0, note: 'PostgreSQL could not be installed' };
  }
  if (!findPostgres()) {
    console.log('PostgreSQL (initdb, pg_ctl) not installed: the server suite ran on PGlite only.');
    return { passed: 0, failed: 0, skipped: 0, note: 'PostgreSQL not installed' };
  }
  let postgres;
  try {
    postgres = await startPostgres();
  } catch (error) {
    console.error(`could not start PostgreSQL: ${error.message}`);
    return { passed: 0, failed: 1, skipped: 0, note: 'PostgreSQL did not start' };
  }
  try {
    return await unit(['server'], { TEST_DATABASE_URL: postgres.url }, 'vitest-pg.json');
  } finally {
    postgres.stop();
  }
}

const stages = [
  { name: 'typecheck', run: () => single('typecheck') },
  { name: 'lint', run: () => single('lint') },
  { name: 'unit', run: () => unit() },
  { name: 'server-pg', run: serverOnPostgres },
  { name: 'elements', browser: true, run: elements },
  { name: 'e2e', browser: true, run: () => e2e() },
  // The admin against a JeecgBoot-shaped stand-in (stock JeecgBoot mode): its own build and server.
  { name: 'e2e-jeecg', browser: true, run: () => e2e('playwright.jeecg.config.ts', 'playwright-jeecg.json') },
];

const started = Date.now();
const chromiumReady = (await run(process.execPath, [join(root, 'scripts/ensure-chromium.mjs')])) === 0;

/** @type {{ name: string, counts: Counts, seconds: number }[]} */
const results = [];
for (const stage of stages) {
  console.log(`\n━━ ${stage.name} ${'━'.repeat(Math.max(0, 60 - stage.name.length))}`);
  const t0 = Date.now();
  /** @type {Counts} */
  let counts;
  if (stage.browser && !chromiumReady) {
    console.error('Not run: Chromium is missing (see ensure-chromium above).');
    counts = { passed: 0, failed: 1, skipped: 0, note: 'Chromium missing' };
  } else {
    counts = await stage.run();
  }
  results.push({ name: stage.name, counts, seconds: (Date.now() - t0) / 1000 });
}
rmSync(reports, { recursive: true, force: true });

const total = { passed: 0, failed: 0, skipped: 0 };
console.log(`\n━━ summary (${((Date.now() - started) / 1000).toFixed(1)}s) ${'━'.repeat(48)}`);
for (const { name, counts, seconds } of results) {
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
  const status = counts.failed > 0 ? 'FAIL' : 'ok  ';
  const skipped = counts.skipped ? `, ${counts.skipped} skipped` : '';
  const note = counts.note ? `  (${counts.note})` : '';
  console.log(
    `${status} ${name.padEnd(10)} ${counts.passed} passed, ${counts.failed} failed${skipped}  ${seconds.toFixed(1)}s${note}`,
  );
}
// The failed tests by name, last, so that a log cut to its tail still says what failed.
for (const { name, counts } of results) {
  for (const failure of counts.failures ?? []) console.log(`  ✘ ${name}: ${failure}`);
}
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exitCode = total.failed > 0 ? 1 : 0;
