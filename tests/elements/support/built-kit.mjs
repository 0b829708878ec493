// @ts-check
/**
 * The built element kit for browser tests that load it as a page would (tests/elements/el-loader.test.ts):
 * `scripts/build-elements.mjs --fast` into dist/test-elements/<stamp>, served at `/__built-kit/` from the test
 * page's own origin. <stamp> is the newest modification time of the kit's sources, so a build is reused until
 * a source changes, and runs of the suite side by side never write into a folder another one serves. The build
 * runs before the first test file when the run includes el-loader.test.ts (it takes up to a minute), else on the
 * first request for a kit file.
 */
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';

export const BUILT_KIT_PREFIX = '/__built-kit/';
const SOURCES = [
  'src',
  'vite.lib.config.ts',
  'scripts/build-elements.mjs',
  'scripts/vite-kit-slim.ts',
  'package-lock.json',
];
const TYPES = { '.js': 'text/javascript; charset=utf-8', '.json': 'application/json; charset=utf-8' };
/** A stale build folder older than this is removed when a new one is made. */
const KEEP_MS = 60 * 60 * 1000;

/** @param {string} path @returns {number} */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const name of readdirSync(path)) latest = Math.max(latest, newest(join(path, name)));
  return latest;
}

/** @param {string} rootDir @param {string} outDir */
function build(rootDir, outDir) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/build-elements.mjs', '--fast', '--outDir', outDir], {
      cwd: rootDir,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(undefined) : reject(new Error(`the kit build exited with ${code}`)),
    );
  });
}

/**
 * @param {string} rootDir
 * @returns {{ middleware: import('koa').Middleware, plugin: import('@web/test-runner').TestRunnerPlugin }}
 */
export function builtKit(rootDir) {
  const parent = join(rootDir, 'dist', 'test-elements');
  /** @type {Promise<string> | undefined} */
  let ready;

  const ensure = () => {
    ready ??= (async () => {
      const stamp = String(Math.floor(Math.max(...SOURCES.map((path) => newest(join(rootDir, path))))));
      const dir = join(parent, stamp);
      if (existsSync(join(dir, 'wk-loader.js'))) return dir;
      const scratch = `${dir}.building-${process.pid}`;
      await build(rootDir, scratch);
      try {
        renameSync(scratch, dir);
      } catch {
        // Another run finished the same build first: use it.
        rmSync(scratch, { recursive: true, force: true });
      }
      for (const name of readdirSync(parent)) {
        const old = join(parent, name);
        if (old !== dir && Date.now() - statSync(old).mtimeMs > KEEP_MS) rmSync(old, { recursive: true, force: true });
      }
      return dir;
    })();
    return ready;
  };

  /** @type {import('koa').Middleware} */
  const middleware = async (context, next) => {
    if (!context.path.startsWith(BUILT_KIT_PREFIX)) return next();
    const dir = await ensure();
    const file = normalize(join(dir, context.path.slice(BUILT_KIT_PREFIX.length)));
    if (!file.startsWith(dir + sep) || !existsSync(file) || !statSync(file).isFile()) {
      context.status = 404;
      return;
    }
    context.set('content-type', TYPES[/** @type {'.js'} */ (extname(file))] ?? 'application/octet-stream');
    context.set('cache-control', 'no-store');
    context.body = createReadStream(file);
  };

  return {
    middleware,
    plugin: {
      name: 'built-kit',
      // Awaited (the runner waits for its plugins' serverStart): the build is done before the first test file
      // opens, so no test's or file's timer counts a build that competes with other files for the CPU.
      async serverStart({ config }) {
        const files = [config.files ?? []].flat();
        if (files.some((pattern) => pattern.includes('el-loader') || /[*{]/.test(pattern))) await ensure();
      },
    },
  };
}
