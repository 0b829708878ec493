#!/usr/bin/env node
/**
 * `node scripts/precompress.mjs <dir>...`: writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip,
 * level 9) beside every text file of a build folder, which the reference server sends by content negotiation
 * (`preCompressed` of @fastify/static, server/src/static-site.ts): the files are compressed once, at build
 * time, with the slowest and smallest settings, and never per request. Run after the admin build (npm start,
 * npm run build, the end-to-end server) and at the end of scripts/build-elements.mjs.
 *
 * Only text types worth it (COMPRESSIBLE) of at least MIN_BYTES, and a variant is kept only when it saves at
 * least a tenth. `config.js` at the top of a folder is left alone: the server writes it at startup
 * (server/src/site-config.ts) and a deployer may edit it in place; a sibling compressed here would be served
 * instead of it, stale.
 *
 * Brotli's quality 11 takes about 5 s per MB here; `--fast` (or PRECOMPRESS_FAST=true, the end-to-end build's)
 * uses quality 9 instead: some 25 times faster, about 8 % larger.
 *
 * @example await precompress('dist/host') // { files: 180, raw: 5_300_000, br: 1_100_000, gzip: 1_400_000 }
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export const COMPRESSIBLE = /\.(?:js|mjs|cjs|css|html|json|map|svg|txt|xml|wasm)$/;
export const MIN_BYTES = 256;
/** Files of a folder's top level written or edited after the build (see the module comment). */
export const RUNTIME_FILES = ['config.js'];
/** A variant is written only when it is at most this share of the original. */
const MAX_RATIO = 0.9;
/** zlib runs on libuv's pool of 4 threads: more files in flight only queue there. */
const PARALLEL = 4;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** @param {string} dir @returns {string[]} */
function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : entry.isFile() ? [path] : [];
  });
}

/** @param {string} path @param {Buffer} original @param {Buffer} compressed @returns {number} bytes on the wire */
function writeVariant(path, original, compressed) {
  if (compressed.length > original.length * MAX_RATIO) {
    rmSync(path, { force: true });
    return original.length;
  }
  writeFileSync(path, compressed);
  return compressed.length;
}

/**
 * Compresses every eligible file under `dir` (see the module comment).
 *
 * @param {string} dir
 * @param {{ fast?: boolean }} [options] brotli quality 9 instead of 11
 * @returns {Promise<{ files: number, raw: number, br: number, gzip: number }>} the eligible files, their total
 *   size and what they weigh on the wire with each encoding (the original where a variant was not worth it)
 */
export async function precompress(dir, { fast = process.env.PRECOMPRESS_FAST === 'true' } = {}) {
  const quality = fast ? 9 : constants.BROTLI_MAX_QUALITY;
  const root = resolve(dir);
  const queue = filesUnder(root).filter((path) => {
    const name = relative(root, path);
    return COMPRESSIBLE.test(name) && !RUNTIME_FILES.includes(name) && statSync(path).size >= MIN_BYTES;
  });
  const total = { files: queue.length, raw: 0, br: 0, gzip: 0 };
  const worker = async () => {
    for (let path = queue.pop(); path !== undefined; path = queue.pop()) {
      const original = readFileSync(path);
      const [br, gz] = await Promise.all([
        brotli(original, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: quality,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
          },
        }),
        gzipped(original, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      total.raw += original.length;
      total.br += writeVariant(`${path}.br`, original, br);
      total.gzip += writeVariant(`${path}.gz`, original, gz);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return total;
}

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * `precompress` with one line of report: `[precompress] dist/host: 182 files, 5120.3 KB → br 1010.2 KB, …`.
 *
 * @param {string} dir
 * @param {{ fast?: boolean }} [options]
 */
export async function precompressAndReport(dir, options) {
  const started = Date.now();
  const { files, raw, br, gzip } = await precompress(dir, options);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.info(`[precompress] ${dir}: ${files} files, ${kb(raw)} → br ${kb(br)}, gzip ${kb(gzip)} in ${seconds} s`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const dirs = args.filter((arg) => arg !== '--fast');
  if (dirs.length === 0) {
    console.error('usage: node scripts/precompress.mjs [--fast] <dir>...');
    process.exit(2);
  }
  for (const dir of dirs) await precompressAndReport(dir, args.includes('--fast') ? { fast: true } : {});
}
