// `npm run bench -- cron`: nextFireTimes(expr, { count: 10 }) against cron-parser, measured in the same run on the
// expressions both accept (Quartz syntax translated to cron-parser's 6-field form; expressions it cannot express
// are timed for our engine only). Prints average µs per call, the ratio, and how often the two agree.
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

const STARTS = [
  '2027-01-01T00:00:00Z',
  '2027-03-13T22:17:09Z',
  '2027-06-30T23:59:59Z',
  '2027-11-06T18:00:30Z',
  '2028-02-28T12:00:00Z',
].map((iso) => new Date(iso));

function time(calls: [string, Date][], run: (expr: string, from: Date) => unknown, rounds: number): number {
  for (const [expr, from] of calls) run(expr, from); // warm up
  (globalThis as { gc?: () => void }).gc?.();
  const begin = process.hrtime.bigint();
  for (let r = 0; r < rounds; r++) for (const [expr, from] of calls) run(expr, from);
  return Number(process.hrtime.bigint() - begin) / 1000 / (rounds * calls.length);
}

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
  const all = EXPRESSIONS.flatMap((expr) => STARTS.map((from): [string, Date] => [expr, from]));
  const oursCalls = shared.flatMap(([expr]) => STARTS.map((from): [string, Date] => [expr, from]));
  const theirCalls = shared.flatMap(([, other]) => STARTS.map((from): [string, Date] => [other, from]));
  const rounds = 200;
  const oursAll = time(all, (e, f) => ours(e, f, timeZone), rounds);
  const oursShared = time(oursCalls, (e, f) => ours(e, f, timeZone), rounds);
  const oursColdShared = time(oursCalls, (e, f) => oursCold(e, f, timeZone), rounds);
  const theirsShared = time(theirCalls, (e, f) => theirs(e, f, timeZone), 3);
  const ratios = shared
    .map(([expr, other]) => {
      const calls = (e: string) => STARTS.map((from): [string, Date] => [e, from]);
      return (
        time(calls(other), (e, f) => theirs(e, f, timeZone), 2) / time(calls(expr), (e, f) => ours(e, f, timeZone), 50)
      );
    })
    .sort((a, b) => a - b);
  let agree = 0;
  const differ: string[] = [];
  for (const [expr, other] of shared) {
    for (const from of STARTS) {
      if (JSON.stringify(ours(expr, from, timeZone)) === JSON.stringify(theirs(other, from, timeZone))) agree++;
      else if (!differ.includes(expr)) differ.push(expr);
    }
  }
  const total = shared.length * STARTS.length;
  const row = (name: string, us: number) => console.log(`  ${name.padEnd(44)}${us.toFixed(2).padStart(10)} µs/call`);
  console.log(`\nnextFireTimes(count 10), ${label}`);
  row(`ours, all ${EXPRESSIONS.length} expressions`, oursAll);
  row(`ours, the ${shared.length} expressions both accept`, oursShared);
  row('ours, same, parsing on every call (no cache)', oursColdShared);
  row('cron-parser, same', theirsShared);
  console.log(`  ratio cron-parser / ours: ${(theirsShared / oursShared).toFixed(1)}x`);
  console.log(`  ratio cron-parser / ours, no parse cache: ${(theirsShared / oursColdShared).toFixed(1)}x`);
  const median = ratios[Math.floor(ratios.length / 2)] ?? 0;
  console.log(`  ratio per expression: min ${(ratios[0] ?? 0).toFixed(1)}x, median ${median.toFixed(1)}x`);
  console.log(
    `  agreement with cron-parser (information): ${agree}/${total} = ${((agree / total) * 100).toFixed(1)} %` +
      (differ.length ? `; differ on ${differ.join(' | ')}` : ''),
  );
}
