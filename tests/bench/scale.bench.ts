// The big lists at scale (`npm run bench -- scale`; issue 18): order, overdue, instalment and fund-flow lists
// over HTTP with 1,000,000 orders in one tenant (tenant1's, 1001) and 250,000 in each of four others.
//
// A throw-away PostgreSQL server (scripts/postgres.mjs) is migrated and seeded (base and demo sets, then
// seedScale: set-based, indexes rebuilt after the load, VACUUM ANALYZE); the seed time is printed. The API
// server runs in this process on a real socket; tenant1 is signed in with a token issued as the server tests
// do. Each figure is one GET, repeated BENCH_ROUNDS times (default 20) after two warm-ups, printed as min and
// median against its target:
//   - first page, default sort: 100 ms;
//   - a filter and a sort, for every sort the list allows, both ways (a status or type choice): 150 ms;
//   - "contains" filters on numbers and phones: 150 ms;
//   - page 5000 (or the last page when there are fewer): 300 ms;
//   - an advanced (super) query with three conditions: 500 ms.
// Also printed, without a target: order-list requests per second at 4 connections for 5 s.
// BENCH_SCALE_ORDERS and BENCH_SCALE_OTHER_ORDERS change the sizes; BENCH_SCALE_PGLITE=<orders> adds the
// embedded side (PGlite under a temporary DATA_DIR, that many orders in tenant1's tenant and a quarter as
// many in each of four others: a million rows in PGlite take too long to seed). Exits non-zero when a
// median misses its target.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres } from '../../scripts/postgres.mjs';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { type Db, openPglite, openPostgres } from '../../server/src/db/database';
import { migrate } from '../../server/src/db/migrate';
import { seedBase, seedDemo } from '../../server/src/seed';
import { seedScale } from '../../server/src/seed/scale/seed-scale';
import { signatureHeaders } from '../../server/src/testing/test-server';

const ORDERS = Number(process.env.BENCH_SCALE_ORDERS ?? 1_000_000);
const OTHER_ORDERS = Number(process.env.BENCH_SCALE_OTHER_ORDERS ?? 250_000);
const PGLITE_ORDERS = Number(process.env.BENCH_SCALE_PGLITE ?? 0);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const THROUGHPUT_SECONDS = 5;
const TARGET = { first: 100, filterSort: 150, deep: 300, advanced: 500 } as const;

interface Figure {
  list: string;
  name: string;
  path: string;
  query: Record<string, string>;
  target: number;
}

interface Result extends Figure {
  min: number;
  median: number;
  total: number;
}

const superQuery = (conditions: { field: string; rule: string; val: string }[]) =>
  encodeURIComponent(JSON.stringify(conditions));

interface ListSpec {
  list: string;
  path: string;
  base: Record<string, string>;
  sorts: string[];
  filter: Record<string, string>;
  contains: Record<string, string>[];
  advanced: { field: string; rule: string; val: string }[];
}

/** The lists, each with its route, its default sort, its sorts, a filter for them, and an advanced query. */
const LISTS: ListSpec[] = [
  {
    list: 'orders',
    path: '/business/order/list',
    base: { column: 'createTime', order: 'desc' },
    sorts: ['createTime', 'totalAmount', 'overdueDays', 'riskScore', 'allocationTime'],
    filter: { status: '5' },
    contains: [{ orderNo: '*0001234*' }, { userPhone: '*3721*' }],
    advanced: [
      { field: 'status', rule: 'in', val: '5,9' },
      { field: 'totalAmount', rule: 'ge', val: '1000' },
      { field: 'createTime', rule: 'ge', val: daysAgo(330) },
    ],
  },
  {
    list: 'overdue',
    path: '/business/overdueOrder/list',
    base: { column: 'overdueDays', order: 'desc' },
    sorts: ['overdueDays', 'createTime', 'totalAmount', 'riskScore', 'allocationTime'],
    filter: { orderType: '1' },
    contains: [{ userPhone: '*888*' }],
    advanced: [
      { field: 'status', rule: 'in', val: '5,8,11' },
      { field: 'totalAmount', rule: 'ge', val: '500' },
      { field: 'overdueDays', rule: 'ge', val: '30' },
    ],
  },
  {
    list: 'instalments',
    path: '/business/orderStage/list',
    base: { column: 'dueDate', order: 'asc' },
    sorts: ['dueDate', 'amount', 'overdueDays'],
    filter: { status: '2' },
    contains: [{ orderNo: '*0001234*' }],
    advanced: [
      { field: 'status', rule: 'eq', val: '1' },
      { field: 'amount', rule: 'ge', val: '300' },
      { field: 'dueDate', rule: 'ge', val: daysAgo(180) },
    ],
  },
  {
    list: 'fund flow',
    path: '/shopFundFlow/list',
    base: { column: 'createTime', order: 'desc' },
    sorts: ['createTime', 'amount'],
    filter: { flowType: '1' },
    contains: [{ orderNo: '*0001234*' }],
    advanced: [
      { field: 'flowType', rule: 'eq', val: '1' },
      { field: 'amount', rule: 'ge', val: '1000' },
      { field: 'createTime', rule: 'ge', val: daysAgo(365) },
    ],
  },
];

function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

async function seed(db: Db, orders: number, others: number): Promise<string> {
  const started = performance.now();
  await migrate(db);
  await seedBase(db, { adminPassword: 'Admin@2026' });
  await seedDemo(db, { demoPassword: 'Demo@2026' });
  const demo = (performance.now() - started) / 1000;
  let lastLog = 0;
  const report = await seedScale(db, {
    orders,
    tenant: 'tenant1',
    tenants: 4,
    tenantOrders: others,
    log: (line) => {
      if (performance.now() - lastLog < 30_000 && line.startsWith('slice')) return;
      lastLog = performance.now();
      console.log(`  ${line}`);
    },
  });
  const { insert, indexes, vacuum } = report.seconds;
  const rows = Object.entries(report.rows).map(([table, n]) => `${table} ${n.toLocaleString('en')}`);
  return [
    `seed: ${demo.toFixed(1)}s migrate + demo; seedScale ${(insert + indexes + vacuum).toFixed(1)}s`,
    `(${insert.toFixed(1)}s insert, ${indexes.toFixed(1)}s indexes, ${vacuum.toFixed(1)}s vacuum analyze)`,
    `\n  rows: ${rows.join(', ')}`,
  ].join(' ');
}

/** The API server on a real socket, signed in as tenant1. */
async function serve(db: Db) {
  const dataDir = mkdtempSync(join(tmpdir(), 'scale-bench-'));
  const config = loadConfig({ NODE_ENV: 'test', TOKEN_SECRET: 'bench-secret', DATA_DIR: dataDir });
  const { app, ctx } = await buildApp({ config, db });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const user = await db.one<{ id: string; tenant_id: number }>(
    "SELECT id, tenant_id FROM sys_user WHERE username = 'tenant1'",
  );
  const token = await ctx.tokens.issue(user?.id ?? '', user?.tenant_id ?? 1001);
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${config.apiPrefix}`;
  return {
    async get(path: string, query: Record<string, string>): Promise<{ ms: number; total: number }> {
      const search = Object.entries(query)
        .map(([key, value]) => `${key}=${key === 'superQueryParams' ? value : encodeURIComponent(value)}`)
        .join('&');
      const started = performance.now();
      const response = await fetch(`${base}${path}?${search}`, {
        headers: { ...signatureHeaders(config), 'x-access-token': token },
      });
      const body = (await response.json()) as { success: boolean; message: string; result: { total: number } };
      const ms = performance.now() - started;
      if (!body.success) throw new Error(`${path}?${search}: ${body.message}`);
      return { ms, total: body.result.total };
    },
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Server = Awaited<ReturnType<typeof serve>>;

async function figures(server: Server): Promise<Figure[]> {
  const out: Figure[] = [];
  for (const spec of LISTS) {
    const page = { pageNo: '1', pageSize: '10' };
    const at = (name: string, query: Record<string, string>, target: number) =>
      out.push({ list: spec.list, name, path: spec.path, query: { ...page, ...query }, target });
    at(`first page, ${spec.base.column} ${spec.base.order}`, spec.base, TARGET.first);
    const [filterKey, filterValue] = Object.entries(spec.filter)[0] as [string, string];
    for (const column of spec.sorts) {
      for (const order of ['desc', 'asc']) {
        at(`${filterKey}=${filterValue}, ${column} ${order}`, { ...spec.filter, column, order }, TARGET.filterSort);
      }
    }
    for (const contains of spec.contains) {
      const [key, value] = Object.entries(contains)[0] as [string, string];
      at(`${key}=${value}`, { ...spec.base, ...contains }, TARGET.filterSort);
    }
    const { total } = await server.get(spec.path, { ...page, ...spec.base });
    const deep = Math.max(1, Math.min(5000, Math.ceil(total / 10)));
    at(`page ${deep}`, { ...spec.base, pageNo: String(deep) }, TARGET.deep);
    at(
      `advanced: ${spec.advanced.map((c) => `${c.field} ${c.rule} ${c.val}`).join(' and ')}`,
      { ...spec.base, superQueryParams: superQuery(spec.advanced), superQueryMatchType: 'and' },
      TARGET.advanced,
    );
  }
  return out;
}

async function measure(server: Server, figure: Figure): Promise<Result> {
  let total = 0;
  for (let i = 0; i < 2; i += 1) total = (await server.get(figure.path, figure.query)).total;
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) times.push((await server.get(figure.path, figure.query)).ms);
  return { ...figure, min: Math.min(...times), median: median(times), total };
}

/** Order-list requests per second at 4 connections (first pages with a filter and a sort). */
async function throughput(server: Server): Promise<number> {
  const until = performance.now() + THROUGHPUT_SECONDS * 1000;
  let done = 0;
  const worker = async (n: number) => {
    const sorts = ['createTime', 'totalAmount', 'riskScore'];
    for (let i = n; performance.now() < until; i += 1) {
      await server.get('/business/order/list', { pageSize: '10', status: '5', column: sorts[i % 3] as string });
      done += 1;
    }
  };
  await Promise.all([0, 1, 2, 3].map(worker));
  return done / THROUGHPUT_SECONDS;
}

function print(side: string, results: Result[], rps: number): number {
  const misses = results.filter((r) => r.median > r.target);
  console.log(`\n${side}: ${ROUNDS} rounds per figure, ms (load average ${loadavg()[0]?.toFixed(2)})`);
  console.log(
    `${'list'.padEnd(12)}${'figure'.padEnd(64)}${'target'.padStart(7)}${'min'.padStart(8)}${'median'.padStart(8)}  total`,
  );
  for (const r of results) {
    const flag = r.median > r.target ? '  MISS' : '';
    console.log(
      `${r.list.padEnd(12)}${r.name.slice(0, 62).padEnd(64)}${String(r.target).padStart(7)}${r.min.toFixed(1).padStart(8)}${r.median.toFixed(1).padStart(8)}  ${r.total.toLocaleString('en')}${flag}`,
    );
  }
  console.log(`order list: ${rps.toFixed(1)} requests/s at 4 connections (first pages, status filter and a sort)`);
  console.log(
    misses.length ? `${side}: ${misses.length} median(s) over target` : `${side}: every median within target`,
  );
  return misses.length;
}

async function side(name: string, db: Db, orders: number, others: number): Promise<number> {
  console.log(
    `\n== ${name}: ${orders.toLocaleString('en')} orders in tenant1's tenant, 4 × ${others.toLocaleString('en')} in others`,
  );
  console.log(await seed(db, orders, others));
  const server = await serve(db);
  try {
    const results: Result[] = [];
    for (const figure of await figures(server)) results.push(await measure(server, figure));
    return print(name, results, await throughput(server));
  } finally {
    await server.close();
  }
}

async function main(): Promise<void> {
  let misses = 0;
  const postgres = await startPostgres();
  try {
    const db = await openPostgres(postgres.url);
    try {
      misses += await side('PostgreSQL', db, ORDERS, OTHER_ORDERS);
    } finally {
      await db.close();
    }
  } finally {
    postgres.stop();
  }
  if (PGLITE_ORDERS > 0) {
    const dir = mkdtempSync(join(tmpdir(), 'scale-bench-pglite-'));
    const db = await openPglite(dir);
    try {
      misses += await side('PGlite', db, PGLITE_ORDERS, Math.round(PGLITE_ORDERS / 4));
    } finally {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  process.exitCode = misses > 0 ? 1 : 0;
}

await main();
