// Bad workbooks stopped early (`npm run bench -- bad-workbooks`; issue 18, point 3).
//
// Two uploads an import must refuse:
// - a lying zip bomb: a real .xlsx package whose sheet1.xml inflates to BENCH_BOMB_MB (default 1536) MB
//   while every member claims 4 KB (about 3 MB on the wire, like the 5.3 MB one);
// - a 200,000-row .xlsx written by our own streaming writer (the limit is 50,000 data rows);
// - for information (no target): a low-ratio lying zip (~30:1, under the ratio check, about 9 MB inflating
//   to 300 MB), the worst case for us: only the 256 MB byte cap stops it, after inflating all of that.
// Ours: readWorkbookOffThread (inflation counted on bytes actually produced, first sheet's rows counted
// as they inflate, all on a reader thread; the thread is started before timing, its cold start is
// printed apart). Peer: the reader as it was (the zip's declared sizes checked, then SheetJS reads the
// file with `sheetRows`), on the main thread. Each measurement runs in a child process of its own (a
// peer inflating 1.5 GB stays out of the others' heap); sides are interleaved, their order alternating
// per round, BENCH_ROUNDS rounds (default 5; the peer BENCH_PEER_ROUNDS, default 1: it takes seconds).
// Printed: time to refuse and the main thread's largest event-loop delay meanwhile (what every other
// request would wait), min and median. Targets on ours' medians: refused within 1 s, delay under 100 ms.
// Exits non-zero when one is missed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import * as XLSX from '@e965/xlsx';
import { unzipSync } from 'fflate';
import {
  HEADER_SCAN_ROWS,
  ImportMessages,
  MAX_IMPORT_ROWS,
  readWorkbookOffThread,
} from '../../server/src/data/excel/workbook-reader';
import { hugeLyingZip, minimalXlsx } from '../../server/src/data/excel/workbook-test-kit';
import { xlsxBuffer } from '../../server/src/data/excel/xlsx-writer';
import { BizError } from '../../server/src/http/envelope';

const SELF = fileURLToPath(import.meta.url);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS) || 5);
const PEER_ROUNDS = Math.max(0, Number(process.env.BENCH_PEER_ROUNDS ?? 1));
const BOMB_MB = Math.max(300, Number(process.env.BENCH_BOMB_MB) || 1536);
const TARGET_MS = 1000;
const TARGET_DELAY_MS = 100;
const SCENARIOS = ['bomb', 'rows', 'dense'] as const;
const TITLES = { bomb: 'lying zip bomb', rows: '200,000 rows', dense: 'low-ratio zip (info)' } as const;

type Side = 'ours' | 'peer';
type Scenario = 'bomb' | 'rows' | 'dense';

interface Measure {
  ms: number;
  maxDelayMs: number;
  message: string;
  inflatedMb?: number;
  coldMs?: number;
}

/** The reader before issue 18: declared sizes checked, then SheetJS inflates and parses everything. */
function declaredSizeRead(content: Buffer): unknown[][] {
  let declared = 0;
  try {
    unzipSync(content, {
      filter(file) {
        declared += file.originalSize;
        return false;
      },
    });
  } catch {
    throw new BizError(ImportMessages.corrupt);
  }
  if (declared > 256 * 1024 * 1024) throw new BizError(ImportMessages.tooLarge);
  let book: XLSX.WorkBook;
  try {
    book = XLSX.read(content, {
      type: 'buffer',
      cellDates: true,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      dense: true,
      sheets: 0,
      sheetRows: MAX_IMPORT_ROWS + HEADER_SCAN_ROWS + 1,
    });
  } catch {
    throw new BizError(ImportMessages.corrupt);
  }
  const sheet = book.Sheets[book.SheetNames[0] as string] as XLSX.WorkSheet;
  const full = sheet['!fullref'] ? XLSX.utils.decode_range(sheet['!fullref']) : null;
  if (full && full.e.r - full.s.r > MAX_IMPORT_ROWS + HEADER_SCAN_ROWS) throw new BizError(ImportMessages.tooManyRows);
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null });
  if (!rows.some((row) => row.some((cell) => cell !== null && cell !== '')))
    throw new BizError(ImportMessages.emptyWorkbook);
  // What importWorkbooks then checked on the (truncated) rows: more data rows than the limit.
  if (rows.length - 1 > MAX_IMPORT_ROWS) throw new BizError(ImportMessages.tooManyRows);
  return rows;
}

/** The child: one refusal, timed, with the main thread's event-loop delay sampled throughout. */
async function child(side: Side, file: string): Promise<void> {
  const content = readFileSync(file);
  const measure: Partial<Measure> = {};
  if (side === 'ours') {
    const cold = performance.now();
    await readWorkbookOffThread('warm.xlsx', minimalXlsx());
    measure.coldMs = performance.now() - cold;
  }
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  // The histogram's first tick only starts its clock: let it tick before the read starts.
  await new Promise((resolve) => setTimeout(resolve, 20));
  const stats = { inflatedBytes: 0 };
  const started = performance.now();
  let message = 'accepted';
  try {
    if (side === 'ours') await readWorkbookOffThread('导入.xlsx', content, { stats });
    else declaredSizeRead(content);
  } catch (error) {
    message = error instanceof Error ? error.message : String(error);
  }
  const ms = performance.now() - started;
  // One more turn, so a delay that ended with the read is recorded.
  await new Promise((resolve) => setTimeout(resolve, 5));
  delay.disable();
  Object.assign(measure, { ms, maxDelayMs: delay.max / 1e6, message });
  if (side === 'ours') measure.inflatedMb = stats.inflatedBytes / 1024 / 1024;
  console.log(`RESULT ${JSON.stringify(measure)}`);
}

function run(side: Side, file: string): Measure {
  const result = spawnSync(process.execPath, ['--import', 'tsx', SELF, side, file], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  const line = result.stdout.split('\n').find((text) => text.startsWith('RESULT '));
  if (!line) throw new Error(`${side} ${file} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  return JSON.parse(line.slice('RESULT '.length)) as Measure;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const figure = (values: readonly number[]) =>
  values.length ? `${Math.min(...values).toFixed(0)} / ${median(values).toFixed(0)}` : 'n/a';

async function main(): Promise<void> {
  const [side, file] = process.argv.slice(2);
  if ((side === 'ours' || side === 'peer') && file) return child(side, file);

  const dir = mkdtempSync(join(tmpdir(), 'bad-workbooks-'));
  try {
    const files: Record<Scenario, string> = {
      bomb: join(dir, 'bomb.xlsx'),
      rows: join(dir, 'rows.xlsx'),
      dense: join(dir, 'dense.xlsx'),
    };
    const bomb = hugeLyingZip(BOMB_MB);
    writeFileSync(files.bomb, bomb);
    const dense = hugeLyingZip(300, 'mixed');
    writeFileSync(files.dense, dense);
    const rows = await xlsxBuffer(
      { name: '职务', header: ['职务编码', '职务名称', '职级'] },
      Array.from({ length: 200_000 }, (_, i) => [`code_${i}`, `职务${i}`, (i % 5) + 1]),
    );
    writeFileSync(files.rows, rows);
    console.log(
      `lying zip: ${(bomb.length / 1024 / 1024).toFixed(1)} MB claiming 4 KB per member, sheet1.xml inflating to ${BOMB_MB} MB; ` +
        `200,000-row file: ${(rows.length / 1024 / 1024).toFixed(1)} MB; ` +
        `low-ratio zip: ${(dense.length / 1024 / 1024).toFixed(1)} MB inflating to 300 MB`,
    );
    console.log(
      `load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}; rounds: ours ${ROUNDS}, peer ${PEER_ROUNDS}`,
    );

    const results: Record<Scenario, Record<Side, Measure[]>> = {
      bomb: { ours: [], peer: [] },
      rows: { ours: [], peer: [] },
      dense: { ours: [], peer: [] },
    };
    for (let round = 0; round < ROUNDS; round++) {
      for (const scenario of SCENARIOS) {
        const order: Side[] = round % 2 === 0 ? ['ours', 'peer'] : ['peer', 'ours'];
        for (const who of order) {
          if (who === 'peer' && round >= PEER_ROUNDS) continue;
          results[scenario][who].push(run(who, files[scenario]));
        }
      }
    }

    const expected: Record<Scenario, string> = {
      bomb: ImportMessages.tooLarge,
      rows: ImportMessages.tooManyRows,
      dense: ImportMessages.tooLarge,
    };
    const misses: string[] = [];
    console.log(
      `\n${'scenario / side'.padEnd(34)} ${'refused in ms'.padStart(15)} ${'max loop delay ms'.padStart(19)}  answer`,
    );
    for (const scenario of SCENARIOS) {
      for (const who of ['ours', 'peer'] as const) {
        const list = results[scenario][who];
        if (list.length === 0) continue;
        const label = `${TITLES[scenario]}, ${who === 'ours' ? 'ours (off-thread)' : 'peer (declared sizes)'}`;
        const extra =
          who === 'ours'
            ? ` (inflated ${median(list.map((m) => m.inflatedMb ?? 0)).toFixed(1)} MB; thread cold start ${figure(list.map((m) => m.coldMs ?? 0))} ms)`
            : '';
        console.log(
          `${label.padEnd(34)} ${figure(list.map((m) => m.ms)).padStart(15)} ${figure(list.map((m) => m.maxDelayMs)).padStart(19)}  ${list[0]?.message}${extra}`,
        );
        if (who !== 'ours') continue;
        if (list.some((m) => m.message !== expected[scenario])) misses.push(`${scenario}: wrong answer`);
        if (scenario === 'dense') continue;
        if (median(list.map((m) => m.ms)) > TARGET_MS) misses.push(`${scenario}: refusal over ${TARGET_MS} ms`);
        if (median(list.map((m) => m.maxDelayMs)) >= TARGET_DELAY_MS)
          misses.push(`${scenario}: event-loop delay ${TARGET_DELAY_MS} ms or more`);
      }
    }
    console.log('(figures: min / median)');
    console.log(
      misses.length === 0
        ? `\nall targets met (ours, medians): refused within ${TARGET_MS} ms, loop delay under ${TARGET_DELAY_MS} ms`
        : `\nmissed: ${misses.join(', ')}`,
    );
    if (misses.length > 0) process.exitCode = 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
