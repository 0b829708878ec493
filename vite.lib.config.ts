import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type InlineConfig, type Plugin } from 'vite';
import {
  dateOnlyPicker,
  dropRtlCss,
  dropUnusedCustomProperties,
  separateSiderContext,
  sharedIconHelpers,
  sharedTsHelpers,
  terserPass,
  withoutSpecDocs,
} from './scripts/vite-kit-slim.ts';

/**
 * The element kit (dist/elements/). IIFE bundles cannot share chunks, so each is its own build
 * (`scripts/build-elements.mjs` runs them all; `vite build --config vite.lib.config.ts` builds the
 * all-in-one bundle only):
 *   admin-elements.iife.js            all five elements (global `WidgetKit`), React and Arco inside
 *   <tag>.iife.js                     one element each
 *   esm/index.js (+ esm/<tag>.js)     ES modules for bundler users
 *   workbook-reader.js                the import preview's SheetJS parser, fetched on first use
 *   sanitizer.js                      the notice modal's DOMPurify (classic script), fetched on first use
 */

const ROOT = import.meta.dirname;
const WIDGETS = resolve(ROOT, 'src/widgets');
export const ELEMENT_TAGS = ['cron-builder', 'editable-table', 'import-dialog', 'notice-bell', 'user-picker'] as const;

/**
 * The widgets' own `.css` imports, and the Arco style files they import directly, would become a
 * page-level stylesheet; the elements adopt the same CSS into their shadow roots (`?inline`, see
 * styles.generated.ts), so the plain imports are dropped.
 */
function dropWidgetCss(): Plugin {
  return {
    name: 'wk-drop-widget-css',
    enforce: 'pre',
    load(id) {
      if ((id.startsWith(WIDGETS) || id.includes('/@arco-design/web-react/es/')) && id.endsWith('.css')) return '';
      return null;
    },
  };
}

/**
 * In classic-script bundles (which cannot split chunks) `importer`'s `import('<specifier>')` becomes a
 * call of `loader`'s `load`, which fetches a side file next to the kit script instead.
 */
function loadedFromSideFile(importer: string, specifier: string, loader: string, load: string): Plugin {
  const module = resolve(ROOT, 'src/elements/kit', loader);
  return {
    name: `wk-side-file:${specifier}`,
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith(importer)) return null;
      const next = code.replace(`import('${specifier}')`, `__wk_${load}()`);
      if (next === code) this.error(`${importer} no longer imports ${specifier}`);
      return { code: `import { ${load} as __wk_${load} } from '${module}';\n${next}`, map: null };
    },
  };
}

/** The import preview's parser: `workbook-reader.js`, an ES module. */
const externalWorkbookReader = () =>
  loadedFromSideFile('use-workbook-preview.ts', './read-workbook', 'workbook-reader-url.ts', 'loadWorkbookReader');

/**
 * The notice modal's sanitiser (DOMPurify, 11 KB gzip): `sanitizer.js`, a classic script. A static import
 * that would pull DOMPurify back into a bundle fails the build.
 */
const externalNoticeSanitizer = (): Plugin => ({
  ...loadedFromSideFile(
    'load-notice-sanitizer.ts',
    './sanitize-html',
    'notice-sanitizer-url.ts',
    'loadNoticeSanitizerScript',
  ),
  resolveId(source, importer) {
    if (source === 'dompurify') this.error(`${importer} imports DOMPurify: in the kit it belongs in sanitizer.js`);
    return null;
  },
});

/** Every browser the kit supports (constructable stylesheets) has ResizeObserver: Arco's polyfill is dead weight. */
const NATIVE_RESIZE_OBSERVER = resolve(ROOT, 'src/elements/kit/native-resize-observer.ts');

/** The kit's axios: the same API in ~3 KB instead of ~16 KB gzip (see its index.ts); the host keeps axios. */
const AXIOS_LITE = resolve(ROOT, 'src/elements/kit/axios-lite/index.ts');

function base(plugins: Plugin[]): InlineConfig {
  return {
    resolve: { alias: { 'resize-observer-polyfill': NATIVE_RESIZE_OBSERVER, axios: AXIOS_LITE } },
    configFile: false,
    root: ROOT,
    mode: 'production',
    plugins: [
      dropWidgetCss(),
      // Size only (issue 9's budgets): see scripts/vite-kit-slim.ts.
      sharedTsHelpers(),
      sharedIconHelpers(),
      dropRtlCss(),
      separateSiderContext(ROOT),
      dateOnlyPicker(resolve(ROOT, 'src')),
      withoutSpecDocs(resolve(ROOT, 'src/elements')),
      dropUnusedCustomProperties(),
      ...plugins,
      react(),
    ],
    // Library mode leaves `process.env.NODE_ENV` alone; React's CommonJS entries read it at run time.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    publicDir: false,
    logLevel: 'warn',
  };
}

/** One classic-script bundle: `entry` under src/elements/entries, written as `<name>.iife.js`. */
/** The bundles with a size budget (issue 9), which get terser's second pass. */
const BUDGETED = new Set(['admin-elements', 'notice-bell']);

export function iifeBuild(name: string, outDir: string): InlineConfig {
  return {
    ...base([externalWorkbookReader(), externalNoticeSanitizer(), ...(BUDGETED.has(name) ? [terserPass()] : [])]),
    build: {
      outDir,
      emptyOutDir: false,
      minify: true,
      target: 'es2020',
      chunkSizeWarningLimit: 3000,
      reportCompressedSize: false,
      // src/core/config.ts reads `import.meta.env` when built by Vite; a classic script has none (defaults apply).
      rolldownOptions: { checks: { emptyImportMeta: false, bundlerTimings: false } },
      lib: {
        entry: resolve(ROOT, `src/elements/entries/${name}.ts`),
        formats: ['iife'],
        // The entry publishes window.WidgetKit itself (the first kit script on a page keeps it).
        name: '__wkBundle',
        fileName: () => `${name}.iife.js`,
      },
    },
  };
}

/** The ES-module build: index plus one entry per element, shared chunks, the parser as its own chunk. */
export function esmBuild(outDir: string): InlineConfig {
  return {
    ...base([]),
    build: {
      outDir: `${outDir}/esm`,
      emptyOutDir: true,
      minify: true,
      target: 'es2020',
      chunkSizeWarningLimit: 3000,
      reportCompressedSize: false,
      lib: {
        entry: {
          index: resolve(ROOT, 'src/elements/index.ts'),
          ...Object.fromEntries(ELEMENT_TAGS.map((tag) => [tag, resolve(ROOT, `src/elements/entries/${tag}.ts`)])),
        },
        formats: ['es'],
        fileName: (_format, entry) => `${entry}.js`,
      },
    },
  };
}

/** A file the kit script fetches from its own folder on first use: one entry, no chunks. */
function sideFileBuild(outDir: string, entry: string, fileName: string, format: 'es' | 'iife'): InlineConfig {
  return {
    ...base([]),
    build: {
      outDir,
      emptyOutDir: false,
      minify: true,
      target: 'es2020',
      reportCompressedSize: false,
      // Lib mode leaves whitespace in ES output for later bundlers; a side file goes straight to browsers.
      rolldownOptions: { output: { minify: true } },
      lib: {
        entry: resolve(ROOT, entry),
        formats: [format],
        // An IIFE needs a global name; the side scripts register themselves and leave it unused.
        ...(format === 'iife' ? { name: '__wkSideFile' } : {}),
        fileName: () => fileName,
      },
    },
  };
}

/** The import preview's parser as a standalone ES module. */
export const workbookReaderBuild = (outDir: string) =>
  sideFileBuild(outDir, 'src/widgets/import-dialog/read-workbook.ts', 'workbook-reader.js', 'es');

/** The notice modal's sanitiser as a classic script that registers itself (src/elements/kit/notice-sanitizer-url.ts). */
export const sanitizerBuild = (outDir: string) =>
  sideFileBuild(outDir, 'src/elements/kit/notice-sanitizer-script.ts', 'sanitizer.js', 'iife');

export default defineConfig(iifeBuild('admin-elements', 'dist/elements'));
