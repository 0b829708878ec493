#!/usr/bin/env node
/**
 * `npm run build:lib`: the element kit into dist/elements (or `--outDir <dir>`): regenerates the
 * per-element style lists and the Custom Elements Manifest from the sources, then builds the all-in-one
 * IIFE, one IIFE per element, the ES modules (chunked by what each element's IIFE holds), the loader
 * `wk-loader.js` (told which chunks each element module imports), and the side files fetched on first use:
 * the workbook reader and the notice sanitiser (vite.lib.config.ts); last, the `.br`/`.gz` siblings the server
 * sends by content negotiation (scripts/precompress.mjs). `--fast` skips terser's second pass and brotli's
 * slowest quality (same behaviour, a few KB larger: the browser tests' build).
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { precompressAndReport } from './precompress.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = process.argv.indexOf('--outDir');
const outDir = resolve(root, at > 0 ? process.argv[at + 1] : 'dist/elements');
const options = { fast: process.argv.includes('--fast') };

// Always a production build: under NODE_ENV=development (the end-to-end server's environment) the React
// plugin would emit jsxDEV calls that React's production build does not have.
process.env.NODE_ENV = 'production';
register();
const { writeGeneratedStyles } = await import('../src/elements/build/generate-styles.ts');
const { manifestJson } = await import('../src/elements/build/generate-manifest.ts');
const { build } = await import('vite');
const lib = await import('../vite.lib.config.ts');

const written = writeGeneratedStyles(root);
if (written.length > 0) console.info(`[elements] styles regenerated: ${written.length} file(s)`);
const manifest = manifestJson();
const manifestFile = resolve(root, 'custom-elements.json');
if (!existsSync(manifestFile) || readFileSync(manifestFile, 'utf8') !== manifest) writeFileSync(manifestFile, manifest);

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const started = Date.now();
/** Per element, the modules its IIFE holds: the ES-module build shares a module between the elements using it. */
const usage = {};
for (const name of ['admin-elements', ...lib.ELEMENT_TAGS]) {
  const result = await build(lib.iifeBuild(name, outDir, options));
  if (name !== 'admin-elements') usage[name] = lib.moduleIdsOf(result);
}
const eager = lib.eagerModulesOf(await build(lib.eagerUsageBuild()));
const esm = await build(lib.esmBuild(outDir, usage, eager));
await build(lib.loaderBuild(outDir, lib.elementChunksOf(esm)));
await build(lib.workbookReaderBuild(outDir));
await build(lib.sanitizerBuild(outDir));
copyFileSync(resolve(root, 'custom-elements.json'), resolve(outDir, 'custom-elements.json'));
copyFileSync(resolve(root, 'src/elements/types/elements.d.ts'), resolve(outDir, 'elements.d.ts'));
await precompressAndReport(outDir, options.fast ? { fast: true } : {});
console.info(`[elements] built into ${outDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
