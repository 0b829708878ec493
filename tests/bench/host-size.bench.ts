// `npm run bench -- host-size`: the gzip size of the JavaScript and CSS the admin loads for /user/login and
// for the first dashboard view (/dashboard/analysis: the entry, the signed-in frame and the page, whose
// charts are the kit's SVG ones; ECharts is fetched by the other chart pages only), read from the Vite manifest of the host build (built into dist/bench-host in production mode,
// rebuilt when older than the sources). Budgets of issue 17: the login route at most 250 KB, the dashboard's
// first view at most 400 KB (KB = 1024 bytes, gzip level 6); over either, or ECharts in the login route, and
// the run exits non-zero; so does ECharts in either route.
// Issue 22: 修正数据's sheet (Univer) is a chunk of its own, fetched when the sheet first opens. Printed: its own
// files (the dynamic import of SheetFixModal.tsx and what it loads statically that no other page loads, JS + CSS
// gzip), and what opening it fetches beyond the entry (the same plus chunks shared with other pages); the run exits
// non-zero when the sheet is no longer lazily loaded, when either route loads one of the sheet's own files, or when
// Univer's code is in either route.
// Peer, measured in the same run: a naive single-chunk admin, i.e. Arco's full prebuilt bundle and CSS
// plus React and React DOM, which every page of such a build would load.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = join(import.meta.dirname, '..', '..');
// A directory of its own: the end-to-end run rebuilds dist/host with NODE_ENV=development (React's
// development build), which must never be what is measured.
const outDir = join(root, 'dist', 'bench-host');
const manifestFile = join(outDir, '.vite', 'manifest.json');
const ENTRY = 'index.html';
/**
 * What each route loads besides the entry: its page, and the lazy parts of its first view when the build
 * has them as chunks of their own (a lazily loaded layout and guard, the menu page, the page's charts).
 */
const ROUTES = [
  {
    name: '/user/login',
    budgetKb: 250,
    pages: ['src/host/pages/user/Login.tsx'],
    lazyParts: ['src/host/layouts/UserLayout.tsx'],
  },
  {
    name: '/dashboard/analysis (first view)',
    budgetKb: 400,
    pages: ['src/host/pages/dashboard/Analysis.tsx'],
    lazyParts: ['src/host/layouts/BasicLayout.tsx', 'src/host/app/MenuPage.tsx', 'src/host/app/RequireAuth.tsx'],
  },
];
/** Text only ECharts' code contains (its internal key prefix). */
const ECHARTS_MARKER = '__ec_inner_';
/** The sheet of 修正数据 (issue 22): lazily imported by src/host/features/sheet-fix/index.tsx. */
const SHEET = 'src/host/features/sheet-fix/SheetFixModal.tsx';
/** Text only Univer's code contains (the log prefix of its core's lifecycle service). */
const UNIVER_MARKER = '[LifecycleService]';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Newest modification time under `path` (files and folders, recursively). */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const name of readdirSync(path)) latest = Math.max(latest, newest(join(path, name)));
  return latest;
}

function ensureBuild(): void {
  const sources = Math.max(
    ...['src', 'index.html', 'vite.config.ts', 'package-lock.json'].map((path) => newest(join(root, path))),
  );
  if (existsSync(manifestFile) && statSync(manifestFile).mtimeMs >= sources) {
    console.log(`reusing ${relative(root, outDir)} (newer than the sources)`);
    return;
  }
  console.log('building the host (vite build)...');
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  const build = spawnSync(
    process.execPath,
    [vite, 'build', '--mode', 'production', '--outDir', outDir, '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (build.status !== 0) throw new Error('vite build failed');
  if (!existsSync(manifestFile))
    throw new Error(`no manifest at ${manifestFile}: enable build.manifest in vite.config.ts`);
}

/** Every JS and CSS file loaded with `keys`: the chunks, their static imports (recursively) and their CSS. */
function filesOf(manifest: Manifest, keys: string[]): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk for ${key}`);
    if (chunk.file.endsWith('.css')) css.add(chunk.file);
    else js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { js, css };
}

const gzipSize = (bytes: Buffer) => gzipSync(bytes).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verdictOf = (bytes: number, budgetKb: number) => `${bytes <= budgetKb * 1024 ? 'within' : 'OVER'} ${budgetKb} KB`;

interface Measure {
  raw: number;
  gzip: number;
}

function measure(paths: Iterable<string>): Measure {
  let raw = 0;
  let gzip = 0;
  for (const path of paths) {
    const bytes = readFileSync(path);
    raw += bytes.length;
    gzip += gzipSize(bytes);
  }
  return { raw, gzip };
}

ensureBuild();
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
const inDist = (files: Set<string>) => [...files].map((file) => join(outDir, file));

const peerFiles = [
  'node_modules/@arco-design/web-react/dist/arco.min.js',
  'node_modules/@arco-design/web-react/dist/css/arco.min.css',
  'node_modules/react/cjs/react.production.js',
  'node_modules/react-dom/cjs/react-dom.production.js',
  'node_modules/react-dom/cjs/react-dom-client.production.js',
  'node_modules/scheduler/cjs/scheduler.production.js',
].map((path) => join(root, path));
const peer = measure(peerFiles);

const routeKeys = (route: (typeof ROUTES)[number]) => [
  ENTRY,
  ...route.pages,
  ...route.lazyParts.filter((key) => manifest[key]),
];
/** The JS files holding ECharts' code among `files`. */
const echartsFiles = (files: Set<string>) =>
  inDist(files).filter((path) => readFileSync(path, 'utf8').includes(ECHARTS_MARKER));
/** The JS files holding Univer's code among `files`. */
const univerFiles = (files: Set<string>) =>
  inDist(files).filter((path) => readFileSync(path, 'utf8').includes(UNIVER_MARKER));

console.log(
  '\nroute                               JS gzip     CSS gzip    total gzip   (raw)       files  vs peer  budget',
);
const verdicts: { name: string; total: number; budgetKb: number }[] = [];
const routesWithCharts: string[] = [];
for (const route of ROUTES) {
  const { js, css } = filesOf(manifest, routeKeys(route));
  const jsSize = measure(inDist(js));
  const cssSize = measure(inDist(css));
  const total = jsSize.gzip + cssSize.gzip;
  const charts = echartsFiles(js);
  if (charts.length > 0) routesWithCharts.push(route.name);
  verdicts.push({ name: route.name, total, budgetKb: route.budgetKb });
  console.log(
    `${route.name.padEnd(36)}${kb(jsSize.gzip).padEnd(12)}${kb(cssSize.gzip).padEnd(12)}${kb(total).padEnd(13)}` +
      `${kb(jsSize.raw + cssSize.raw).padEnd(12)}${String(js.size + css.size).padEnd(7)}${(total / peer.gzip).toFixed(2)}x    ` +
      verdictOf(total, route.budgetKb),
  );
  if (charts.length > 0) {
    const chartSize = measure(charts);
    console.log(
      `${'  of which ECharts'.padEnd(36)}${kb(chartSize.gzip).padEnd(24)}${''.padEnd(13)}${kb(chartSize.raw).padEnd(12)}` +
        `${String(charts.length).padEnd(7)}(${charts.map((path) => relative(outDir, path)).join(', ')})`,
    );
  }
}
console.log(
  `${'peer: naive single chunk'.padEnd(36)}${''.padEnd(24)}${kb(peer.gzip).padEnd(13)}${kb(peer.raw).padEnd(12)}` +
    `${String(peerFiles.length).padEnd(7)}1.00x`,
);
console.log('  (peer = Arco full bundle + its CSS + react + react-dom + scheduler, production builds, gzip level 6)');

const counted = new Set(ROUTES.flatMap((route) => route.lazyParts));
const lazy = Object.entries(manifest).filter(
  ([key, chunk]) => chunk.isDynamicEntry && /^src\/host\/(layouts|app)\//.test(key) && !counted.has(key),
);
if (lazy.length > 0) {
  const extra = measure(lazy.map(([, chunk]) => join(outDir, chunk.file)));
  console.log(`  not counted: ${lazy.length} lazy layout chunk(s), ${kb(extra.gzip)} gzip, loaded on demand`);
}

// The sheet of 修正数据: its own files are those of its closure that nothing else loads, i.e. no other entry, lazy
// page or dynamically imported chunk (the import dialog's workbook reader is one) holds in its closure; a closure
// holding the sheet's chunk itself does not count (that page would load the sheet), nor what the sheet alone
// imports dynamically.
const sheetChunk = manifest[SHEET];
const sheetProblems: string[] = [];
if (!sheetChunk) throw new Error(`the manifest has no chunk for ${SHEET}: the sheet is no longer a chunk of its own`);
if (!sheetChunk.isDynamicEntry) sheetProblems.push(`${SHEET} is not imported dynamically`);
const sheetAll = filesOf(manifest, [SHEET]);
const sheetLazyKeys = new Set(sheetChunk.dynamicImports ?? []);
const roots = new Set<string>();
for (const [key, chunk] of Object.entries(manifest)) {
  if (chunk.isEntry || chunk.isDynamicEntry) roots.add(key);
  for (const imported of key === SHEET ? [] : (chunk.dynamicImports ?? [])) roots.add(imported);
}
const otherFiles = new Set<string>();
for (const key of roots) {
  if (key === SHEET || sheetLazyKeys.has(key) || !manifest[key]) continue;
  const { js, css } = filesOf(manifest, [key]);
  if (js.has(sheetChunk.file)) continue;
  for (const file of [...js, ...css]) otherFiles.add(file);
}
const entryFiles = filesOf(manifest, [ENTRY]);
const sheetOwn = {
  js: new Set([...sheetAll.js].filter((file) => !otherFiles.has(file))),
  css: new Set([...sheetAll.css].filter((file) => !otherFiles.has(file))),
};
const sheetOnOpen = {
  js: new Set([...sheetAll.js].filter((file) => !entryFiles.js.has(file))),
  css: new Set([...sheetAll.css].filter((file) => !entryFiles.css.has(file))),
};
const sheetLine = (label: string, files: { js: Set<string>; css: Set<string> }, note: string) => {
  const jsSize = measure(inDist(files.js));
  const cssSize = measure(inDist(files.css));
  console.log(
    `${label.padEnd(36)}${kb(jsSize.gzip).padEnd(12)}${kb(cssSize.gzip).padEnd(12)}${kb(jsSize.gzip + cssSize.gzip).padEnd(13)}` +
      `${kb(jsSize.raw + cssSize.raw).padEnd(12)}${String(files.js.size + files.css.size).padEnd(7)}${note}`,
  );
  return jsSize.gzip + cssSize.gzip;
};
const sheetOwnTotal = sheetLine('sheet-fix: its own chunks', sheetOwn, 'lazy (SheetFixModal.tsx + what only it loads)');
sheetLine('  loaded on opening, beyond entry', sheetOnOpen, 'its own + chunks shared with other pages');
const sheetLazy = [...sheetLazyKeys].flatMap((key) => (manifest[key] ? [manifest[key].file] : []));
if (sheetLazy.length > 0) {
  console.log(
    `  not counted: ${sheetLazy.length} chunk(s) the sheet imports dynamically, ${kb(measure(sheetLazy.map((file) => join(outDir, file))).gzip)} gzip, loaded on demand`,
  );
}
const routesWithSheet: string[] = [];
for (const route of ROUTES) {
  const { js, css } = filesOf(manifest, routeKeys(route));
  const shared = [...js, ...css].filter((file) => sheetOwn.js.has(file) || sheetOwn.css.has(file));
  if (shared.length > 0) sheetProblems.push(`${route.name} loads the sheet's ${shared.join(', ')}`);
  const univer = univerFiles(js);
  if (univer.length > 0) {
    sheetProblems.push(
      `${route.name} holds Univer's code (${univer.map((path) => relative(outDir, path)).join(', ')})`,
    );
  }
  if (shared.length > 0 || univer.length > 0) routesWithSheet.push(route.name);
}

// Where each route's bytes go: the first thing to look at when it grows.
for (const route of ROUTES) {
  const { js, css } = filesOf(manifest, routeKeys(route));
  const largest = [...js, ...css]
    .map((file) => ({ file, gzip: gzipSize(readFileSync(join(outDir, file))) }))
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, 6);
  console.log(`\nlargest files of ${route.name} (gzip):`);
  for (const { file, gzip } of largest) console.log(`  ${kb(gzip).padStart(9)}  ${file}`);
}

console.log('');
for (const { name, total, budgetKb } of verdicts)
  console.log(`${name}: ${kb(total)} gzip, ${verdictOf(total, budgetKb)}`);
console.log(
  `ECharts in these routes: ${routesWithCharts.length ? `${routesWithCharts.join(', ')} (it must not be)` : 'none'}`,
);
console.log(
  `修正数据 sheet: ${kb(sheetOwnTotal)} gzip in ${sheetOwn.js.size + sheetOwn.css.size} file(s) of its own (${[...sheetOwn.js, ...sheetOwn.css].join(', ')}); ` +
    `in these routes: ${routesWithSheet.length ? `${routesWithSheet.join(', ')} (it must not be)` : 'none'}`,
);
for (const problem of sheetProblems) console.log(`  ${problem}`);
const over = verdicts.filter(({ total, budgetKb }) => total > budgetKb * 1024).length + routesWithCharts.length;
if (over > 0) console.log(`host-size: ${over} size(s) over budget`);
if (sheetProblems.length > 0) console.log(`host-size: ${sheetProblems.length} problem(s) with the sheet's chunk`);
if (over > 0 || sheetProblems.length > 0) process.exit(1);
