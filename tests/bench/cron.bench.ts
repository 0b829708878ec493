// `npm run bench -- cron`: nextFireTimes(expr, { count: 10 }) against cron-parser, measured in the same run on the
// expressions both accept (Quartz syntax translated to cron-parser's 6-field form; expressions it cannot express
// are timed for our engine only). Like is compared with like: our cached engine with a cron-parser expression
// parsed once (reset to each start, then take(10)), and both parsing on every call. The sides are interleaved
// expression by expression over BENCH_ROUNDS rounds (default 5); each figure is printed as min and median over
// the rounds, a ratio is taken on medians. Also prints how often the two agree.
import { CronExpressionParser } from 'cron-parser';
import { compileCron } from '../../src/core/cron/compile';
import { type CronItem, type CronModel, nextFireTimes, parseCron } from '../../src/core/cron/index';
import { currentMaxYear, nextInstant } from '../../src/core/cron/next';
import { zoneFor } from '../../src/core/cron/zone';

const EXPRESSIONS = [
  '0 0 12 * * ?',
  '* * * * * ?',
  '*/5 * * * * ?',
  '0 * * * * ?',
  '0 0/5 * * * ?',
  '0 0/15 9-17 * * ?',
  '0 0 * * * ?',
  '0 0 */2 * * ?',
  '0 30 8,12,18 * * ?',
  '15,45 10-20 1-5 * * ?',
  '0 0 9 ? * MON-FRI',
  '0 0 9 ? * 2,4,6',
  '0 0 18 ? * SAT,SUN',
  '0 0 0 1 * ?',
  '0 0 0 1,15 * ?',
  '0 0 0 1/5 * ?',
  '0 0 0 L * ?',
  '0 15 10 ? * 6L',
  '0 0 12 ? * 2#1',
  '0 0 12 ? * 5#5',
  '0 0 0 1 1 ?',
  '0 0 0 29 2 ?',
  '0 0 12 * JAN-MAR ?',
  '0 0 0 1 */3 ?',
  '0 0 0 31 * ?',
  '5/15 * * * * ?',
  '0 0 6-22/4 * * ?',
  '0 0 12 10-20 * ?',
  '30 59 23 31 12 ?',
  '0 0 0 ? * 1',
  // Quartz-only: cron-parser cannot express these (W, L-n, wrap-around ranges, years, zero steps)
  '0 0 9 LW * ?',
  '0 0 9 L-3 * ?',
  '0 0 9 15W * ?',
  '0 0 9 1W,L * ?',
  '0 0 22-2 * * ?',
  '0 0 0 1 NOV-FEB ?',
  '0 0 12 * * ? 2027-2030',
  '0 0 0 1 1 ? */4',
  '12/0 * * * * ?',
  '0 0 0 30 2 ?',
];

/** cron-parser's form of a Quartz expression, or null when it has no equivalent. */
function toCronParser(expr: string): string | null {
  const m: CronModel = parseCron(expr);
  if (m.year && !(m.year.length === 1 && m.year[0]?.kind === 'all' && !m.year[0].step)) return null;
  const plain = (items: CronItem[]): string | null => {
    const texts: string[] = [];
    for (const it of items) {
      if (it.kind === 'all') texts.push(it.step ? `*/${it.step}` : '*');
      else if (it.kind === 'value') texts.push(it.step ? `${it.value}/${it.step}` : `${it.value}`);
      else if (it.kind === 'range' && it.to >= it.from)
        texts.push(`${it.from}-${it.to}${it.step ? `/${it.step}` : ''}`);
      else return null;
    }
    return texts.join(',');
  };
  const none = (items: CronItem[]) => items.some((it) => it.kind === 'none');
  let dom: string | null = '*';
  if (!none(m.dayOfMonth)) {
    const only = m.dayOfMonth[0];
    dom =
      only?.kind === 'last' && !only.offset && !only.weekday && m.dayOfMonth.length === 1 ? 'L' : plain(m.dayOfMonth);
  }
  let dow: string | null = '*';
  if (!none(m.dayOfWeek)) {
    const only = m.dayOfWeek[0];
    if (only?.kind === 'lastOfMonth') dow = `${only.weekday - 1}L`;
    else if (only?.kind === 'nth') dow = `${only.weekday - 1}#${only.nth}`;
    else {
      const days = weekdays(m.dayOfWeek);
      dow = days ? days.map((d) => d - 1).join(',') : null;
    }
  }
  const parts = [plain(m.second), plain(m.minute), plain(m.hour), dom, plain(m.month), dow];
  return parts.every((p) => p !== null) ? parts.join(' ') : null;
}

/** Quartz weekdays (1-7) of plain items, expanded the Quartz way. */
function weekdays(items: CronItem[]): number[] | null {
  const set = new Set<number>();
  for (const it of items) {
    if (it.kind !== 'all' && it.kind !== 'value' && it.kind !== 'range') return null;
    const [from, to] =
      it.kind === 'all' ? [1, 7] : it.kind === 'value' ? [it.value, it.step ? 7 : it.value] : [it.from, it.to];
    if (to < from) return null;
    for (let d = from; d <= to; d += it.step || 1) set.add(d);
  }
  return [...set].sort();
}

function ours(expr: string, from: Date, timeZone?: string): number[] {
  return nextFireTimes(expr, { from, count: 10, timeZone }).map((d) => d.getTime());
}

/** The same search without the compiled-expression cache: parse and compile on every call. */
function oursCold(expr: string, from: Date, timeZone?: string): number[] {
  const cron = compileCron(parseCron(expr), currentMaxYear());
  const zone = zoneFor(timeZone);
  const times: number[] = [];
  let start = Math.floor(from.getTime() / 1000) * 1000 + 1000;
  while (times.length < 10) {
    const next = nextInstant(cron, zone, start);
    if (next === null) break;
    times.push(next);
    start = next + 1000;
  }
  return times;
}

function theirs(expr: string, from: Date, timeZone?: string): number[] {
  const options = timeZone ? { currentDate: from, tz: timeZone } : { currentDate: from };
  return CronExpressionParser.parse(expr, options)
    .take(10)
    .map((d) => d.getTime());
}

type Parsed = ReturnType<typeof CronExpressionParser.parse>;
const parsedOnce = new Map<string, Parsed>();

/** cron-parser's counterpart of our cache: the expression parsed once (per zone), reset to each start. */
function theirsCached(expr: string, from: Date, timeZone?: string): number[] {
  const id = `${timeZone ?? ''}\u0000${expr}`;
  let parsed = parsedOnce.get(id);
  if (!parsed) {
    parsed = CronExpressionParser.parse(expr, timeZone ? { currentDate: from, tz: timeZone } : { currentDate: from });
    parsedOnce.set(id, parsed);
  }
  parsed.reset(from);
  return parsed.take(10).map((d) => d.getTime());
}

const STARTS = [
  '2027-01-01T00:00:00Z',
  '2027-03-13T22:17:09Z',
  '2027-06-30T23:59:59Z',
  '2027-11-06T18:00:30Z',
  '2028-02-28T12:00:00Z',
].map((iso) => new Date(iso));

const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS) || 5);
/** Each timed block repeats its calls until it has run this long (the same rule for every side). */
const BLOCK_MS = 2;

type Run = (expr: string, from: Date) => unknown;

/** Average µs per call of `run` over the starts, repeated until the block lasts BLOCK_MS (after one warm-up pass). */
function time(expr: string, run: Run): number {
  for (const from of STARTS) run(expr, from);
  let calls = 0;
  const begin = process.hrtime.bigint();
  let elapsed = 0n;
  do {
    for (const from of STARTS) run(expr, from);
    calls += STARTS.length;
    elapsed = process.hrtime.bigint() - begin;
  } while (elapsed < BigInt(BLOCK_MS * 1_000_000));
  return Number(elapsed) / 1000 / calls;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / (values.length || 1);

type Side = 'oursCached' | 'oursCold' | 'theirsCached' | 'theirsCold';

for (const timeZone of [undefined, 'America/New_York']) {
  const label = timeZone ?? `system zone (${Intl.DateTimeFormat().resolvedOptions().timeZone})`;
  const shared: [string, string][] = [];
  for (const expr of EXPRESSIONS) {
    const other = toCronParser(expr);
    if (!other) continue;
    try {
      theirs(other, STARTS[0] as Date, timeZone);
      shared.push([expr, other]);
    } catch {
      // cron-parser rejects it: not compared
    }
  }
  const runs: Record<Side, Run> = {
    oursCached: (e, f) => ours(e, f, timeZone),
    oursCold: (e, f) => oursCold(e, f, timeZone),
    theirsCached: (e, f) => theirsCached(e, f, timeZone),
    theirsCold: (e, f) => theirs(e, f, timeZone),
  };
  // µs per call of each expression, per side, per round: [side][expr] -> one value per round.
  const perExpression: Record<Side, Map<string, number[]>> = {
    oursCached: new Map(),
    oursCold: new Map(),
    theirsCached: new Map(),
    theirsCold: new Map(),
  };
  const record = (side: Side, expr: string, us: number) => {
    const list = perExpression[side].get(expr) ?? [];
    list.push(us);
    perExpression[side].set(expr, list);
  };
  for (let round = 0; round < ROUNDS; round++) {
    (globalThis as { gc?: () => void }).gc?.();
    for (const expr of EXPRESSIONS) {
      const other = shared.find(([mine]) => mine === expr)?.[1];
      // Alternate which side goes first, so neither always runs on the other's warm caches.
      const order: Side[] =
        round % 2 === 0
          ? ['oursCached', 'theirsCached', 'oursCold', 'theirsCold']
          : ['theirsCold', 'oursCold', 'theirsCached', 'oursCached'];
      for (const side of order) {
        const theirSide = side.startsWith('theirs');
        if (theirSide && !other) continue;
        record(side, expr, time(theirSide ? (other as string) : expr, runs[side]));
      }
    }
  }
  /** µs per call over a set of expressions, one value per round (the mean over the expressions). */
  const perRound = (side: Side, exprs: readonly string[]) =>
    Array.from({ length: ROUNDS }, (_, round) =>
      mean(exprs.map((expr) => perExpression[side].get(expr)?.[round] ?? 0)),
    );
  const sharedExprs = shared.map(([expr]) => expr);
  const figures = {
    oursAll: perRound('oursCached', EXPRESSIONS),
    oursAllCold: perRound('oursCold', EXPRESSIONS),
    oursCached: perRound('oursCached', sharedExprs),
    theirsCached: perRound('theirsCached', sharedExprs),
    oursCold: perRound('oursCold', sharedExprs),
    theirsCold: perRound('theirsCold', sharedExprs),
  };
  /** cron-parser / ours per expression, on the medians over the rounds of each. */
  const ratios = (mine: Side, other: Side) =>
    sharedExprs
      .map((expr) => median(perExpression[other].get(expr) ?? []) / median(perExpression[mine].get(expr) ?? [0]))
      .sort((a, b) => a - b);
  let agree = 0;
  const differ: string[] = [];
  for (const [expr, other] of shared) {
    for (const from of STARTS) {
      const mine = JSON.stringify(ours(expr, from, timeZone));
      const their = JSON.stringify(theirs(other, from, timeZone));
      // The cached side must answer what the uncached one does, or the cached comparison means nothing.
      if (JSON.stringify(theirsCached(other, from, timeZone)) !== their) {
        throw new Error(`cron-parser parsed once disagrees with itself parsed anew on ${other}`);
      }
      if (mine === their) agree++;
      else if (!differ.includes(expr)) differ.push(expr);
    }
  }
  const total = shared.length * STARTS.length;
  const cell = (value: number) => value.toFixed(2).padStart(10);
  const row = (name: string, values: readonly number[]) =>
    console.log(`  ${name.padEnd(58)}${cell(Math.min(...values))}${cell(median(values))}`);
  const ratioLine = (name: string, mine: Side, other: Side, theirsPerRound: number[], oursPerRound: number[]) => {
    const each = ratios(mine, other);
    const middle = median(each);
    console.log(
      `  ratio cron-parser / ours, ${name}: ${(median(theirsPerRound) / median(oursPerRound)).toFixed(1)}x overall;` +
        ` per expression min ${(each[0] ?? 0).toFixed(1)}x, median ${middle.toFixed(1)}x`,
    );
  };
  console.log(`\nnextFireTimes(count 10), ${label}: µs per call, ${ROUNDS} rounds interleaved`);
  console.log(`  ${''.padEnd(58)}${'min'.padStart(10)}${'median'.padStart(10)}`);
  row(`ours, all ${EXPRESSIONS.length} expressions, cached`, figures.oursAll);
  row(`ours, all ${EXPRESSIONS.length} expressions, parsing on every call`, figures.oursAllCold);
  row(`ours, the ${shared.length} expressions both accept, cached`, figures.oursCached);
  row('cron-parser, same, parsed once (reset, take 10)', figures.theirsCached);
  row(`ours, the ${shared.length} expressions, parsing on every call`, figures.oursCold);
  row('cron-parser, same, parsing on every call', figures.theirsCold);
  ratioLine('both cached', 'oursCached', 'theirsCached', figures.theirsCached, figures.oursCached);
  ratioLine('both parsing on every call', 'oursCold', 'theirsCold', figures.theirsCold, figures.oursCold);
  console.log(
    `  agreement with cron-parser (information): ${agree}/${total} = ${((agree / total) * 100).toFixed(1)} %` +
      (differ.length ? `; differ on ${differ.join(' | ')}` : ''),
  );
}
