import { dirname, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type InlineConfig, type Plugin, type Rolldown } from 'vite';
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
import { lazyWidgetBarrels } from './scripts/vite-lazy-barrels.ts';
import { KIT_TAGS } from './src/elements/loader/tags.ts';

/**
 * The element kit (dist/elements/). IIFE bundles cannot share chunks, so each is its own build
 * (`scripts/build-elements.mjs` runs them all; `vite build --config vite.lib.config.ts` builds the
 * all-in-one bundle only):
 *   admin-elements.iife.js            all five elements (global `WidgetKit`), React and Arco inside
 *   <tag>.iife.js                     one element each
 *   wk-loader.js                      the loader: defines the five tags on first use from esm/ (one React per page)
 *   esm/<tag>.js                      one ES module per element: the element's own code, importing
 *     esm/wk-runtime-<hash>.js          the runtime every element shares (React, ReactDOM, the core, the kit
 *                                       layer, the Arco parts <notice-bell> needs) and, for the other four,
 *     esm/wk-runtime-plus-<hash>.js     the Arco parts and widget code they share
 *   esm/index.js                      all five for bundler users
 *   workbook-reader.js                the import preview's SheetJS parser, fetched on first use
 *   sanitizer.js                      the notice modal's DOMPurify (classic script), fetched on first use
 * A classic bundle starts with a guard (src/elements/loader/kit-script-guard.ts) that decides, before any of
 * its code runs, whether this copy starts a React or leaves its tags to the loader (README "One React per page").
 */

const ROOT = import.meta.dirname;
const WIDGETS = resolve(ROOT, 'src/widgets');
export const ELEMENT_TAGS = KIT_TAGS;

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
 * call of `loader`'s `load`, which fetches a side file next to the kit script instead. In the ES-module
 * build (`bundled`) the import stays as `load`'s fallback: the side file when the loader announced the
 * kit's folder, the module's own chunk when an application bundled the modules.
 */
function loadedFromSideFile(
  importer: string,
  specifier: string,
  loader: string,
  load: string,
  bundled = false,
): Plugin {
  const module = resolve(ROOT, 'src/elements/kit', loader);
  const call = `__wk_${load}(${bundled ? `undefined, () => import('${specifier}')` : ''})`;
  return {
    name: `wk-side-file:${specifier}`,
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith(importer)) return null;
      const next = code.replace(`import('${specifier}')`, call);
      if (next === code) this.error(`${importer} no longer imports ${specifier}`);
      return { code: `import { ${load} as __wk_${load} } from '${module}';\n${next}`, map: null };
    },
  };
}

/**
 * In classic-script bundles a part fetched on first use, `lazyPart(() => import('./Part'), 'Part')`, is the
 * component itself, `inlinePart(Part)`, imported statically: a classic script is one file anyway, so there is
 * nothing to wait for, and an inlined dynamic import would keep each part's module wrapped and whole
 * (measured on the all-in-one bundle: +16 KB gzip inlined, +1.2 KB as static imports behind React.lazy).
 */
function inlineLazyParts(): Plugin {
  const LAZY = /\blazyPart\(\s*\(\)\s*=>\s*import\(\s*'(\.{1,2}\/[^']+)'\s*\)\s*,\s*'(\w+)'\s*\)/g;
  const partModule = resolve(ROOT, 'src/widgets/lazy-part/lazy-part.ts');
  return {
    name: 'wk-inline-lazy-parts',
    enforce: 'pre',
    transform(code, id) {
      const own = id.startsWith(resolve(ROOT, 'src')) && !id.startsWith(dirname(partModule)) && /\.tsx?$/.test(id);
      if (!own || !code.includes('lazyPart(')) return null;
      const parts: string[] = [];
      const next = code.replace(LAZY, (_match, specifier: string, name: string) => {
        parts.push(`import { ${name} as __wk_part${parts.length} } from '${specifier}';`);
        return `__wk_inlinePart(__wk_part${parts.length - 1})`;
      });
      if (parts.length === 0) return null;
      if (/\blazyPart\(/.test(next.replace(/^\s*(\*|\/\/).*$/gm, ''))) {
        this.error(
          `${id}: a lazyPart call the classic bundles cannot inline (write it as lazyPart(() => import('./Part'), 'Part'))`,
        );
      }
      const header = `import { inlinePart as __wk_inlinePart } from '${partModule}';\n${parts.join('\n')}\n`;
      return { code: header + next, map: null };
    },
  };
}

/** The import preview's parser: `workbook-reader.js`, an ES module. */
const externalWorkbookReader = (bundled = false) =>
  loadedFromSideFile(
    'use-workbook-preview.ts',
    './read-workbook',
    'workbook-reader-url.ts',
    'loadWorkbookReader',
    bundled,
  );

/**
 * The notice modal's sanitiser (DOMPurify, 11 KB gzip): `sanitizer.js`, a classic script. Any import of
 * DOMPurify but the ES-module build's fallback chunk's (sanitize-html.ts) fails the build.
 */
const externalNoticeSanitizer = (bundled = false): Plugin => ({
  ...loadedFromSideFile(
    'load-notice-sanitizer.ts',
    './sanitize-html',
    'notice-sanitizer-url.ts',
    'loadNoticeSanitizerScript',
    bundled,
  ),
  resolveId(source, importer) {
    if (source === 'dompurify' && !(bundled && importer?.endsWith('/sanitize-html.ts'))) {
      this.error(`${importer} imports DOMPurify: in the kit it belongs in sanitizer.js`);
    }
    return null;
  },
});

/**
 * The kit takes no `VITE_*` variable of its build: one kit build serves every product, and a page configures it
 * with the product's config.js, `WidgetKitConfig` or `WidgetKit.configure()` (README "Configuration (one per
 * page)"). src/core/config.ts's build settings are left empty, which also keeps Vite's `import.meta.env`
 * object out of the bundles.
 */
function withoutBuildEnv(): Plugin {
  const config = resolve(ROOT, 'src/core/config.ts');
  return {
    name: 'wk-without-build-env',
    enforce: 'pre',
    transform(code, id) {
      if (id !== config) return null;
      const next = code.replace('import.meta.env ?? {}', '{}');
      if (next === code) this.error('src/core/config.ts no longer reads `import.meta.env ?? {}`');
      return { code: next, map: null };
    },
  };
}

/** Every browser the kit supports (constructable stylesheets) has ResizeObserver: Arco's polyfill is dead weight. */
const NATIVE_RESIZE_OBSERVER = resolve(ROOT, 'src/elements/kit/native-resize-observer.ts');

/** The kit's axios: the same API in ~3 KB instead of ~16 KB gzip (see its index.ts); the host keeps axios. */
const AXIOS_LITE = resolve(ROOT, 'src/elements/kit/axios-lite/index.ts');

function base(plugins: Plugin[]): InlineConfig {
  return {
    resolve: {
      alias: [
        { find: 'resize-observer-polyfill', replacement: NATIVE_RESIZE_OBSERVER },
        { find: /^axios$/, replacement: AXIOS_LITE },
        // Arco's lodash functions (merge, isEqualWith, get, throttle…) from lodash-es, the same code as ES
        // modules: no CommonJS wrappers, shared helpers hoisted once.
        { find: /^lodash\/(\w+)(\.js)?$/, replacement: 'lodash-es/$1.js' },
      ],
    },
    configFile: false,
    root: ROOT,
    mode: 'production',
    plugins: [
      dropWidgetCss(),
      withoutBuildEnv(),
      lazyWidgetBarrels(),
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
    // __ELEMENT_KIT__: what only the admin host uses stays out of the kit (e.g. the import's sheet fixing).
    define: { 'process.env.NODE_ENV': JSON.stringify('production'), __ELEMENT_KIT__: 'true' },
    publicDir: false,
    logLevel: 'warn',
  };
}

/** The bundles with a size budget (issue 9), which get terser's second pass. */
const BUDGETED = new Set(['admin-elements', 'notice-bell']);

/**
 * The guards (src/elements/loader): the all-in-one bundle decides at once (`guardKitScript`); a single-element
 * bundle first waits for the end of the page's parsing to see its neighbours (`guardSingleKitScript`).
 */
const GUARDS = {
  all: { entry: resolve(ROOT, 'src/elements/loader/kit-script-guard.ts'), call: 'guardKitScript' },
  single: { entry: resolve(ROOT, 'src/elements/loader/single-kit-script-guard.ts'), call: 'guardSingleKitScript' },
} as const;
type GuardKind = keyof typeof GUARDS;
const guardCode = new Map<GuardKind, Promise<string>>();

/** A guard as classic-script code defining `__wkGuard.<call>` (built once per kind). */
function kitScriptGuardCode(kind: GuardKind): Promise<string> {
  let code = guardCode.get(kind);
  if (code) return code;
  code = build({
    configFile: false,
    root: ROOT,
    mode: 'production',
    publicDir: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      target: 'es2020',
      reportCompressedSize: false,
      lib: { entry: GUARDS[kind].entry, formats: ['iife'], name: '__wkGuard' },
      rolldownOptions: { output: { generatedCode: { symbols: false } } },
    },
  }).then((result) => {
    const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []));
    const chunk = outputs.find((output) => output.type === 'chunk');
    if (chunk?.type !== 'chunk') throw new Error('the kit script guard did not build');
    return chunk.code;
  });
  guardCode.set(kind, code);
  return code;
}

/**
 * Wraps a classic bundle's code in a function the guard calls: nothing of the bundle, React included, runs
 * until the guard decides this copy is the one to define `tags`.
 */
function kitScriptGuard(tags: readonly string[]): Plugin {
  const kind: GuardKind = tags.length === KIT_TAGS.length ? 'all' : 'single';
  return {
    name: 'wk-kit-script-guard',
    async generateBundle(_options, bundle) {
      const guard = await kitScriptGuardCode(kind);
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        // The guard after the bundle's text: gzip finds most of its words there (a few hundred bytes less).
        output.code = `(function(){var run=function(){\n${output.code}\n};\n${guard};__wkGuard.${GUARDS[kind].call}(${JSON.stringify(tags)},run)})();\n`;
      }
    },
  };
}

/** The tags a classic bundle defines. */
const tagsOf = (name: string): readonly string[] => (name === 'admin-elements' ? KIT_TAGS : [name]);

export interface KitBuildOptions {
  /** Skip terser's second pass (sizes only; the browser tests build the kit this way). */
  fast?: boolean;
}

/** One classic-script bundle: `entry` under src/elements/entries, written as `<name>.iife.js`. */
export function iifeBuild(name: string, outDir: string, { fast = false }: KitBuildOptions = {}): InlineConfig {
  return {
    ...base([
      externalWorkbookReader(),
      externalNoticeSanitizer(),
      inlineLazyParts(),
      // Three passes: ~0.35 KB gzip less on the all-in-one bundle than two, about what the guard adds.
      ...(BUDGETED.has(name) && !fast ? [terserPass(3)] : []),
      // After terser, which would move it back to the front.
      kitScriptGuard(tagsOf(name)),
    ]),
    build: {
      outDir,
      emptyOutDir: false,
      minify: true,
      target: 'es2020',
      chunkSizeWarningLimit: 3000,
      reportCompressedSize: false,
      // A classic script has no `import.meta` (src/core/config.ts's is taken out: withoutBuildEnv).
      rolldownOptions: {
        checks: { emptyImportMeta: false, bundlerTimings: false },
        // One file: the parts the ES modules fetch on first use (`lazyPart`) are inside.
        output: { codeSplitting: false },
      },
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

/** Per element, the ids of the modules its classic bundle holds (after tree-shaking): what it really uses. */
export type ElementUsage = Readonly<Record<string, readonly string[]>>;

/** The module ids of a build's output chunks (the classic bundles: one). */
export function moduleIdsOf(result: Awaited<ReturnType<typeof build>>): string[] {
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []));
  return outputs.flatMap((output) => (output.type === 'chunk' ? output.moduleIds : []));
}

/**
 * Per element, the modules its page needs before any part is opened: the ES-module build without chunk
 * groups (`eagerUsageBuild`) puts the parts widgets fetch on first use (`lazyPart`: modal bodies) in chunks
 * of their own; what the element's entry imports statically, directly or not, is what it needs at once.
 */
export function eagerUsageBuild(): InlineConfig {
  return {
    ...base([externalWorkbookReader(true), externalNoticeSanitizer(true)]),
    build: {
      write: false,
      minify: false,
      target: 'es2020',
      reportCompressedSize: false,
      rolldownOptions: { checks: { bundlerTimings: false }, preserveEntrySignatures: 'allow-extension' },
      lib: {
        entry: Object.fromEntries(ELEMENT_TAGS.map((tag) => [tag, resolve(ROOT, `src/elements/entries/${tag}.ts`)])),
        formats: ['es'],
        fileName: (_format, entry) => `${entry}.js`,
      },
    },
  };
}

/** The module ids each element's entry chunk needs statically (directly or through other chunks). */
export function eagerModulesOf(result: Awaited<ReturnType<typeof build>>): ElementUsage {
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []));
  const chunks = new Map(
    outputs.flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output] as const] : [])),
  );
  const modulesFrom = (file: string, seen: Set<string>): string[] => {
    if (seen.has(file)) return [];
    seen.add(file);
    const chunk = chunks.get(file);
    return chunk ? [...chunk.moduleIds, ...chunk.imports.flatMap((imported) => modulesFrom(imported, seen))] : [];
  };
  return Object.fromEntries(ELEMENT_TAGS.map((tag) => [tag, modulesFrom(`${tag}.js`, new Set())]));
}

/**
 * The ES-module build's chunks, from which elements use each module (`usage`, what each classic bundle
 * holds) and need it at once (`eager`):
 *   wk-runtime       used by <notice-bell> and another element: React, ReactDOM, the core, the kit layer,
 *                    the Arco parts the bell needs; every element imports it, so a page has one React
 *   wk-runtime-plus  used by two or more of the other four: the rest of the shared Arco and widget code
 *   <tag>            used by that element only: its entry chunk, esm/<tag>.js
 * Modules no element needs at once (the parts fetched on first use and what only they use, the side files'
 * fallback chunks, index.js) are split automatically, into chunks a page fetches when a part is opened.
 */
function elementChunkGroups(usage: ElementUsage, eager: ElementUsage): Rolldown.CodeSplittingGroup[] {
  const usersIn = (of: ElementUsage) => {
    const users = new Map<string, Set<string>>();
    for (const [tag, ids] of Object.entries(of)) {
      for (const id of ids) {
        const set = users.get(id) ?? new Set<string>();
        set.add(tag);
        users.set(id, set);
      }
    }
    return users;
  };
  const all = usersIn(usage);
  const atOnce = usersIn(eager);
  const usersOf = (id: string) => (atOnce.has(id) ? (all.get(id) ?? new Set<string>()) : new Set<string>());
  return [
    {
      name: 'wk-runtime',
      priority: 30,
      test: (id) => usersOf(id).has('notice-bell') && usersOf(id).size >= 2,
    },
    {
      name: 'wk-runtime-plus',
      priority: 20,
      test: (id) => !usersOf(id).has('notice-bell') && usersOf(id).size >= 2,
    },
    ...ELEMENT_TAGS.map((tag) => ({
      name: tag,
      priority: 10,
      test: (id: string) => usersOf(id).size === 1 && usersOf(id).has(tag),
    })),
  ];
}

/**
 * The ES-module build: one module per element (`esm/<tag>.js`, what wk-loader.js imports) over shared
 * runtime chunks (`elementChunkGroups`), and `esm/index.js` defining all five for bundler users. Served
 * straight to browsers, so minified like the classic bundles. The side files are fetched like the
 * classic bundles' when the loader announced the kit's folder, else the modules' own fallback chunks.
 */
export function esmBuild(outDir: string, usage: ElementUsage, eager: ElementUsage): InlineConfig {
  return {
    // No terser pass: measured, it takes a minute here and saves under 2 KB gzip over all the chunks.
    ...base([externalWorkbookReader(true), externalNoticeSanitizer(true)]),
    build: {
      outDir: `${outDir}/esm`,
      emptyOutDir: true,
      minify: true,
      target: 'es2020',
      chunkSizeWarningLimit: 3000,
      reportCompressedSize: false,
      rolldownOptions: {
        checks: { bundlerTimings: false },
        // An element's entry chunk holds the element's code itself (index.js imports it from there).
        preserveEntrySignatures: 'allow-extension',
        output: { minify: true, codeSplitting: { groups: elementChunkGroups(usage, eager) } },
      },
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

/** Per element module of the ES-module build, the chunks it imports statically (directly or not). */
export function elementChunksOf(result: Awaited<ReturnType<typeof build>>): Record<string, string[]> {
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []));
  const chunks = new Map(
    outputs.flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output] as const] : [])),
  );
  const closure = (file: string, seen = new Set<string>()): Set<string> => {
    for (const imported of chunks.get(file)?.imports ?? []) {
      if (!seen.has(imported)) {
        seen.add(imported);
        closure(imported, seen);
      }
    }
    return seen;
  };
  return Object.fromEntries(ELEMENT_TAGS.map((tag) => [tag, [...closure(`${tag}.js`)].sort()]));
}

/**
 * `wk-loader.js`: the classic script that defines the five tags on first use from `esm/`
 * (src/elements/loader/wk-loader.ts). `chunks` (elementChunksOf) lets it preload an element's runtime
 * chunks together with the element's module.
 */
export function loaderBuild(outDir: string, chunks: Record<string, string[]>): InlineConfig {
  return {
    configFile: false,
    root: ROOT,
    mode: 'production',
    publicDir: false,
    logLevel: 'warn',
    define: { __WK_LOADER_CHUNKS__: JSON.stringify(chunks) },
    build: {
      outDir,
      emptyOutDir: false,
      minify: true,
      target: 'es2020',
      reportCompressedSize: false,
      lib: {
        entry: resolve(ROOT, 'src/elements/loader/wk-loader.ts'),
        formats: ['iife'],
        // It publishes window.WidgetKit itself and leaves this name unused.
        name: '__wkLoader',
        fileName: () => 'wk-loader.js',
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
