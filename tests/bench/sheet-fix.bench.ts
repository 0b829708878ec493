// `npm run bench -- sheet-fix`: 修正数据's sheet (src/host/features/sheet-fix/) over a 10,000-row order workbook
// (10 columns, every 10th row breaking one rule) in real Chromium (/usr/bin/chromium through playwright-core).
// Measured:
// - open: from `new SheetModel(grid, ORDER_IMPORT_COLUMNS, options)` + `mountSheet(...)` until the sheet is on
//   screen: Univer's lifecycle has reached Rendered (its workbench mounted the canvas) and a frame of the canvas
//   shows the cells' text and the failing cells' red fill (read back from the canvas' pixels);
// - edit: 50 edits spread over the sheet (half fix a failing row, half break a good one), each through the
//   facade's `range.setValue()`, which goes through the set-range-values mutation the cell editor emits; what
//   counts is the time `onChecked` reports (re-check of the edited row + repaint of its fills), and the whole
//   `setValue()` call is printed beside it.
// Not in `open`: fetching and running the sheet's lazy chunk and reading the workbook (the page has run its bundle,
// Univer included, before; how long that took from navigation is printed). In it: Univer's workbench waits 300 ms
// after its Ready stage before it mounts the canvas (SingleUnitUIController in @univerjs/ui), on every side alike.
// The page reaches the Univer API that mountSheet creates through `FUniver.newAPI` (what createUniver calls), so
// univer-sheet.ts needs no hook for the bench.
// Peers, in the same run: (a) `univer`: the same cells and sheet settings opened in a plain Univer sheet (no
// model, no rules, no fills, no listener): what our checking adds to opening and to an edit; (b) `naive`: after
// each of the same edits, the whole grid checked again (`new SheetModel` of 10,000 rows), against our one-row
// re-check. Targets of issue 22, checked on the medians: open ≤ 2 s, an edit's re-check < 50 ms; also every edit
// reported, and the sheet's model after the edits equal to a full re-check of the edited grid. Exit code 1 when
// one is missed.
//
// Fair by construction: the sides run interleaved (ours, Univer, naive, ours…, 3 rounds each, BENCH_ROUNDS to
// change), each round in a fresh browser, and the table prints the min and the median of each side. The page
// (sheet-fix.page.ts) is bundled here by Vite in production mode, with the host's plugins (vite.config.ts).
// Chromium runs with the frame-rate limit off, so a frame takes as long as its work.
import { fileURLToPath } from 'node:url';
import { arcoComponentStyles } from '../../scripts/vite-arco-styles.ts';
import { withoutInjectedStyles } from '../../scripts/vite-csp-styles.ts';
import { lazyWidgetBarrels } from '../../scripts/vite-lazy-barrels.ts';
import type { EditResult, OpenResult } from './sheet-fix.page.ts';
import { buildBenchBundle } from './support/bench-bundle.ts';
import { inBenchBrowser, openBenchPage } from './support/bench-page.ts';
import { percentile } from './support/percentile.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ENTRY = fileURLToPath(new URL('./sheet-fix.page.ts', import.meta.url));
const TARGETS = { openMs: 2000, editMs: 50 };
/** Edits per round (spread over the 10,000 rows). */
const EDITS = 50;
/** Rounds per side (BENCH_ROUNDS overrides; the machine's load varies, the medians over rounds are what count). */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS) || 3);

type Kind = 'ours' | 'univer' | 'naive';
const LABELS: Record<Kind, string> = {
  ours: 'SheetModel + mountSheet',
  univer: 'plain Univer          ',
  naive: 'naive full re-check   ',
};

interface Result {
  rows: number;
  /** The page's bundle loaded and run, from the navigation's start. */
  evaluatedMs: number;
  open?: OpenResult;
  edit?: EditResult;
  /** Naive only: `new SheetModel` of the whole grid after each edit. */
  fullMs?: number[];
  naiveInvalid?: number;
  heapMb: number;
}

function bundle(): Promise<{ js: string; css: string }> {
  return buildBenchBundle({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    publicDir: false,
    plugins: [arcoComponentStyles(ROOT), lazyWidgetBarrels(), withoutInjectedStyles()],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      outDir: 'dist/bench-sheet-fix',
      minify: true,
      reportCompressedSize: false,
      chunkSizeWarningLimit: 20_000,
      lib: { entry: ENTRY, formats: ['es'], fileName: 'page' },
      rolldownOptions: {
        output: { codeSplitting: false },
        // Univer's design kit bundles Radix UI, whose modules start with "use client": nothing to say here.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
      },
    },
  });
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
/** One decimal, three below 1 ms (a one-row re-check takes microseconds). */
const round = (ms: number) => (Math.abs(ms) < 1 ? Math.round(ms * 1000) / 1000 : Math.round(ms * 10) / 10);

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
const p95 = (values: readonly number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    95,
  );

type Bench = {
  prepare(): { rows: number };
  openOurs(): Promise<OpenResult>;
  openPlain(): Promise<OpenResult>;
  edit(count: number): Promise<EditResult>;
  naive(count: number): Promise<{ fullMs: number[]; invalidAfter: number }>;
  close(): void;
  evaluatedMs(): number;
};

/** One side, once, in a browser of its own. */
async function measure(files: { js: string; css: string }, kind: Kind): Promise<Result> {
  return inBenchBrowser(async (browser) => {
    const { heap, call } = await openBenchPage<Bench>(browser, files, kind);
    const evaluatedMs = await call((bench) => bench.evaluatedMs());
    const { rows } = await call((bench) => bench.prepare());
    if (kind === 'naive') {
      const { fullMs, invalidAfter } = await call((bench, count) => bench.naive(count), EDITS);
      return { rows, evaluatedMs, fullMs, naiveInvalid: invalidAfter, heapMb: mb(await heap()) };
    }
    const open = kind === 'ours' ? await call((bench) => bench.openOurs()) : await call((bench) => bench.openPlain());
    const heapMb = mb(await heap());
    const edit = await call((bench, count) => bench.edit(count), EDITS);
    await call((bench) => bench.close());
    return { rows, evaluatedMs, open, edit, heapMb };
  });
}

function ratio(ours: number, peer: number): string {
  if (peer === 0) return ours === 0 ? '1.00x' : 'n/a';
  return `${(ours / peer).toFixed(2)}x`;
}

/** Every value seen over the rounds, e.g. `1000` or `999, 1000`. */
function seen<T>(values: readonly T[]): string {
  return [...new Set(values.map(String))].join(', ');
}

function describe(kind: Kind, result: Result): string {
  if (kind === 'naive') {
    const full = result.fullMs ?? [];
    return `full re-check per edit min ${round(Math.min(...full))} / median ${round(median(full))} / p95 ${round(p95(full))} ms`;
  }
  const open = result.open as OpenResult;
  const edit = result.edit as EditResult;
  const edits = kind === 'ours' ? edit.checkMs : edit.callMs;
  return (
    `open ${round(open.openMs)} ms, ${kind === 'ours' ? 'onChecked' : 'setValue()'} per edit ` +
    `min ${round(Math.min(...edits))} / median ${round(median(edits))} / p95 ${round(p95(edits))} ms`
  );
}

async function main(): Promise<void> {
  const files = await bundle();
  console.log(`page bundle: ${mb(files.js.length)} MB JS, ${mb(files.css.length)} MB CSS (minified, not gzipped)`);
  const results: Record<Kind, Result[]> = { ours: [], univer: [], naive: [] };
  // Interleaved (ours, Univer, naive, ours…), each in a fresh browser: a load that comes and goes on the
  // machine falls on every side alike, and the medians over the rounds are what the targets are checked on.
  for (let turn = 1; turn <= ROUNDS; turn++) {
    for (const kind of ['ours', 'univer', 'naive'] as const) {
      const result = await measure(files, kind);
      results[kind].push(result);
      console.log(`round ${turn}/${ROUNDS} ${LABELS[kind]}: ${describe(kind, result)}`);
    }
  }
  const ours = results.ours;
  const univer = results.univer;
  const naive = results.naive;
  const openOf = (r: Result) => r.open as OpenResult;
  const editOf = (r: Result) => r.edit as EditResult;

  type Row = [string, string, string, string, string, string, string, string];
  /** A timed metric: min and median over the rounds of each side, the ratio of the medians. */
  const timed = (
    label: string,
    mine: (r: Result) => number,
    peer?: { name: string; list: Result[]; metric: (r: Result) => number },
    target = '',
  ): Row => {
    const a = ours.map(mine);
    const b = peer ? peer.list.map(peer.metric) : [];
    return [
      label,
      `${round(Math.min(...a))}`,
      `${round(median(a))}`,
      peer?.name ?? '',
      peer ? `${round(Math.min(...b))}` : '',
      peer ? `${round(median(b))}` : '',
      peer ? ratio(median(a), median(b)) : '',
      target,
    ];
  };
  /** A count (the same every round unless something is off): the values seen. */
  const counted = (
    label: string,
    mine: (r: Result) => unknown,
    target = '',
    peer?: { name: string; list: Result[]; metric: (r: Result) => unknown },
  ): Row => [
    label,
    seen(ours.map(mine)),
    '',
    peer?.name ?? '',
    peer ? seen(peer.list.map(peer.metric)) : '',
    '',
    '',
    target,
  ];
  const plain = (metric: (r: Result) => number) => ({ name: 'Univer', list: univer, metric });
  const full = (metric: (r: Result) => number) => ({ name: 'naive', list: naive, metric });
  const rows: Row[] = [
    ['metric', 'ours min', 'ours median', 'peer', 'peer min', 'peer median', 'ratio', 'target'],
    timed(
      'open: until painted (ms)',
      (r) => openOf(r).openMs,
      plain((r) => openOf(r).openMs),
      `≤ ${TARGETS.openMs}`,
    ),
    timed(
      '  before it: page bundle loaded and run (ms)',
      (r) => r.evaluatedMs,
      plain((r) => r.evaluatedMs),
    ),
    timed('  new SheetModel, 10,000 rows (ms)', (r) => openOf(r).modelMs),
    timed(
      '  mountSheet() call / createUniver+createWorkbook (ms)',
      (r) => openOf(r).mountMs,
      plain((r) => openOf(r).mountMs),
    ),
    timed(
      '  lifecycle Rendered reached (ms)',
      (r) => openOf(r).renderedMs,
      plain((r) => openOf(r).renderedMs),
    ),
    counted('  failing cells red on the first screen', (r) => openOf(r).fillShown, 'true'),
    counted('  rows with a problem at open', (r) => openOf(r).invalidRows, `${(ours[0]?.rows ?? 0) / 10}`),
    timed(
      `edit: re-check + repaint, median of ${EDITS} (ms)`,
      (r) => median(editOf(r).checkMs),
      full((r) => median(r.fullMs ?? [])),
      `< ${TARGETS.editMs}`,
    ),
    timed(
      `edit: re-check + repaint, p95 of ${EDITS} (ms)`,
      (r) => p95(editOf(r).checkMs),
      full((r) => p95(r.fullMs ?? [])),
    ),
    timed(
      `edit: re-check + repaint, fastest (ms)`,
      (r) => Math.min(...editOf(r).checkMs),
      full((r) => Math.min(...(r.fullMs ?? []))),
    ),
    timed(
      '  of which the re-check alone: setCell, mean (ms)',
      (r) => editOf(r).setCellMs,
      full((r) => median(r.fullMs ?? [])),
    ),
    timed(
      '  whole setValue() call, median (ms)',
      (r) => median(editOf(r).callMs),
      plain((r) => median(editOf(r).callMs)),
    ),
    timed(
      '  whole setValue() call, p95 (ms)',
      (r) => p95(editOf(r).callMs),
      plain((r) => p95(editOf(r).callMs)),
    ),
    counted('  edits reported by onChecked', (r) => `${editOf(r).reported} of ${EDITS}`, `${EDITS} of ${EDITS}`),
    counted(
      '  failing rows before → after the edits',
      (r) => `${editOf(r).invalidBefore} → ${editOf(r).invalidAfter}`,
      '',
      { name: 'naive', list: naive, metric: (r) => `→ ${r.naiveInvalid}` },
    ),
    counted('  model after the edits = full re-check', (r) => editOf(r).consistent, 'true'),
    timed(
      'JS heap after open (MB)',
      (r) => r.heapMb,
      plain((r) => r.heapMb),
    ),
  ];
  console.log(
    `\n${ROUNDS} rounds per side, interleaved, each in a fresh browser; ${ours[0]?.rows ?? 0} rows × 10 columns; ` +
      `${EDITS} edits per round spread over the sheet, min and median taken over the rounds`,
  );
  const widths = (rows[0] as Row).map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length)));
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  '));
  const medianOf = (metric: (r: Result) => number) => median(ours.map(metric));
  const misses = [
    medianOf((r) => openOf(r).openMs) > TARGETS.openMs && 'open',
    medianOf((r) => median(editOf(r).checkMs)) >= TARGETS.editMs && 'edit re-check',
    ours.some((r) => editOf(r).reported !== EDITS) && 'edits not reported by onChecked',
    ours.some((r) => !editOf(r).consistent) &&
      `model after the edits differs from a full re-check (${seen(ours.map((r) => editOf(r).mismatch))})`,
    ours.some((r) => !openOf(r).fillShown) && 'failing cells not painted red',
  ].filter(Boolean);
  console.log(misses.length === 0 ? '\nall targets met (on the medians)' : `\nmissed: ${misses.join(', ')}`);
  if (misses.length > 0) process.exitCode = 1;
}

await main();
