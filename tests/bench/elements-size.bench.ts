// `npm run bench -- elements-size`: the gzip size of each element-kit bundle (JS with its CSS inlined), against
// the budgets of issue 9: notice-bell.iife.js at most 200 KB (aim 150), admin-elements.iife.js at most 300 KB
// (aim 250). Then what a page downloads through the loader (issue 16): wk-loader.js itself at most 6 KB; a page
// with only <notice-bell> at most 150 KB (the loader, the shared runtime chunks and the bell's module); a page
// with all five at most 250 KB. The files a page imports are found by following the static imports from
// esm/<tag>.js, as the browser does; the parts widgets fetch on first use (lazyPart: modal bodies, cell
// editors, the inline cron builder) are followed too for the "every part opened" column, outside the budget. KB = 1000 bytes, gzip level 9. The kit is built into dist/bench-elements
// (rebuilt when older than the sources). The side files a bundle fetches from its own folder on first use (the
// import preview's workbook-reader.js, the notice modal's sanitizer.js) are printed too, outside the budgets.
// Peer, measured in the same run: the naive embed, i.e. Arco's full prebuilt bundle and CSS plus React and
// React DOM, which a page would otherwise load for any one widget.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = join(import.meta.dirname, '..', '..');
const outDir = join(root, 'dist', 'bench-elements');
const BUDGETS: Record<string, { max: number; aim: number }> = {
  'notice-bell.iife.js': { max: 200, aim: 150 },
  'admin-elements.iife.js': { max: 300, aim: 250 },
};
/** Through the loader: the loader alone, a page with one element, a page with all five. */
const LOADER_BUDGETS = { loader: 6, 'notice-bell': 150, all: 250 } as const;
const TAGS = ['cron-builder', 'editable-table', 'import-dialog', 'notice-bell', 'user-picker'];
const BUNDLES = [
  'admin-elements.iife.js',
  'notice-bell.iife.js',
  'cron-builder.iife.js',
  'editable-table.iife.js',
  'import-dialog.iife.js',
  'user-picker.iife.js',
];
/** Files next to the bundles, fetched the first time they are needed, with when that is. */
const SIDE_FILES = [
  ['workbook-reader.js', 'import-dialog: the first workbook preview'],
  ['sanitizer.js', 'notice-bell: the first notice detail opened'],
] as const;

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const name of readdirSync(path)) latest = Math.max(latest, newest(join(path, name)));
  return latest;
}

function ensureBuild(): void {
  const marker = join(outDir, 'wk-loader.js');
  const sources = Math.max(
    ...['src', 'vite.lib.config.ts', 'scripts/build-elements.mjs', 'scripts/vite-kit-slim.ts', 'package-lock.json'].map(
      (path) => newest(join(root, path)),
    ),
  );
  if (existsSync(marker) && statSync(marker).mtimeMs >= sources) {
    console.log(`reusing ${relative(root, outDir)} (newer than the sources)`);
    return;
  }
  console.log('building the element kit (scripts/build-elements.mjs)...');
  const build = spawnSync(process.execPath, [join(root, 'scripts/build-elements.mjs'), '--outDir', outDir], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the element kit build failed');
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const gzip = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;
const verdictOf = (size: number, max: number) => `${size <= max * 1000 ? 'within' : 'OVER'} ${max} KB`;

/** A static import or re-export of a sibling module (`import{a as b}from"./x.js"`, `import"./x.js"`); not `import(…)`. */
const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["'`]\.\/([^"'`]+)["'`]/g;

/** A dynamic import of a sibling module (`import("./x.js")`): a part fetched on first use. */
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]\.\/([^"'`]+)["'`]\s*\)/g;
/** The side files' fallback chunks (for bundler users): the kit's pages fetch the side files instead. */
const FALLBACK_CHUNK = /^(read-workbook|sanitize-html)-/;

/**
 * The files of esm/ a browser fetches for `entries` (each entry and what it imports, transitively); with
 * `parts`, also the parts fetched on first use (every modal opened, every kind of cell edited).
 */
function esmFilesOf(entries: string[], parts = false, seen = new Set<string>()): Set<string> {
  for (const file of entries) {
    if (seen.has(file) || FALLBACK_CHUNK.test(file)) continue;
    seen.add(file);
    const code = readFileSync(join(outDir, 'esm', file), 'utf8');
    const imports = [...code.matchAll(STATIC_IMPORT), ...(parts ? code.matchAll(DYNAMIC_IMPORT) : [])];
    esmFilesOf(
      imports.map(([, imported = '']) => imported),
      parts,
      seen,
    );
  }
  return seen;
}

/** What a page downloads through the loader for `tags`: the loader and the ES modules, gzip and raw bytes. */
function throughLoader(tags: string[], parts = false): { gzip: number; raw: number; files: number } {
  const paths = [
    join(outDir, 'wk-loader.js'),
    ...[
      ...esmFilesOf(
        tags.map((tag) => `${tag}.js`),
        parts,
      ),
    ].map((file) => join(outDir, 'esm', file)),
  ];
  return {
    gzip: paths.reduce((sum, path) => sum + gzip(path), 0),
    raw: paths.reduce((sum, path) => sum + statSync(path).size, 0),
    files: paths.length,
  };
}

ensureBuild();
const peerFiles = [
  'node_modules/@arco-design/web-react/dist/arco.min.js',
  'node_modules/@arco-design/web-react/dist/css/arco.min.css',
  'node_modules/react/cjs/react.production.js',
  'node_modules/react-dom/cjs/react-dom.production.js',
  'node_modules/react-dom/cjs/react-dom-client.production.js',
  'node_modules/scheduler/cjs/scheduler.production.js',
].map((path) => join(root, path));
const peer = peerFiles.reduce((sum, path) => sum + gzip(path), 0);

console.log('\nbundle                     gzip        raw          vs peer  budget');
let over = 0;
for (const name of BUNDLES) {
  const path = join(outDir, name);
  const size = gzip(path);
  const budget = BUDGETS[name];
  const verdict = budget ? `${size <= budget.max * 1000 ? 'within' : 'OVER'} ${budget.max} KB (aim ${budget.aim})` : '';
  if (budget && size > budget.max * 1000) over += 1;
  console.log(
    `${name.padEnd(27)}${kb(size).padEnd(12)}${kb(statSync(path).size).padEnd(13)}${(size / peer).toFixed(2)}x    ${verdict}`,
  );
}
const loaderSize = gzip(join(outDir, 'wk-loader.js'));
if (loaderSize > LOADER_BUDGETS.loader * 1000) over += 1;
console.log(
  `${'wk-loader.js'.padEnd(27)}${kb(loaderSize).padEnd(12)}${kb(statSync(join(outDir, 'wk-loader.js')).size).padEnd(13)}${(loaderSize / peer).toFixed(2)}x    ${verdictOf(loaderSize, LOADER_BUDGETS.loader)}`,
);

console.log(`${'peer: naive embed'.padEnd(27)}${kb(peer).padEnd(25)}1.00x`);
console.log('  (peer = Arco full bundle + its CSS + react + react-dom + scheduler, production builds, gzip level 9)');
console.log('\nthrough wk-loader.js: what a page downloads (the loader, the shared chunks and each element module)');
console.log(
  'before any part is opened (default attributes), and after every part (modals, cell editors, inline builder)',
);
console.log(
  'page                       gzip        raw          files  vs peer  every part opened  single-file bundle instead       budget',
);
const pages: [string, string[], string, number | undefined][] = [
  ...TAGS.map((tag): [string, string[], string, number | undefined] => [
    `<${tag}> only`,
    [tag],
    `${tag}.iife.js`,
    tag === 'notice-bell' ? LOADER_BUDGETS['notice-bell'] : undefined,
  ]),
  ['all five', TAGS, 'admin-elements.iife.js', LOADER_BUDGETS.all],
];
for (const [page, tags, single, budget] of pages) {
  const size = throughLoader(tags);
  const opened = throughLoader(tags, true);
  if (budget !== undefined && size.gzip > budget * 1000) over += 1;
  const instead = `${single} ${kb(gzip(join(outDir, single)))}`;
  console.log(
    `${page.padEnd(27)}${kb(size.gzip).padEnd(12)}${kb(size.raw).padEnd(13)}${String(size.files).padEnd(7)}${(size.gzip / peer).toFixed(2)}x    ${`${kb(opened.gzip)} (${opened.files})`.padEnd(19)}${instead.padEnd(33)}${budget === undefined ? '' : verdictOf(size.gzip, budget)}`,
  );
}
const atOnce = esmFilesOf(TAGS.map((tag) => `${tag}.js`));
const chunkLines = (files: string[]) => {
  for (const file of files) {
    const path = join(outDir, 'esm', file);
    console.log(`  ${`esm/${file}`.padEnd(40)}${kb(gzip(path)).padEnd(12)}${kb(statSync(path).size)}`);
  }
};
console.log('shared chunks (in the pages above)');
chunkLines([...atOnce].filter((name) => !TAGS.includes(name.replace(/\.js$/, ''))));
console.log('parts fetched on first use (and the chunks only they import)');
chunkLines(
  [
    ...esmFilesOf(
      TAGS.map((tag) => `${tag}.js`),
      true,
    ),
  ]
    .filter((name) => !atOnce.has(name))
    .sort(),
);

console.log('\nfetched on first use, outside the budgets');
for (const [name, when] of SIDE_FILES) {
  const path = join(outDir, name);
  if (!existsSync(path)) throw new Error(`${name} is missing from ${relative(root, outDir)}`);
  console.log(`${name.padEnd(27)}${kb(gzip(path)).padEnd(12)}${kb(statSync(path).size).padEnd(13)}${when}`);
}
if (over > 0) {
  console.log(`elements-size: ${over} size(s) over budget`);
  process.exit(1);
}
