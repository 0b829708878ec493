import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityDef } from '../../data/entity';
import { type ExtraWhere, repository } from '../../data/repository';
import type { Scope } from '../../data/scope';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { FUND_FLOW_ENTITY } from '../finance/entities';
import { EXEMPTION_VIEW_ENTITY, ORDER_VIEW_ENTITY, STAGE_VIEW_ENTITY } from './entities';

/**
 * The big lists' statements against the planner (190_list_indexes.sql): for each allowed sort, both
 * ways, a page's ids (first page and a later one) are read in the order of its index (no Sort node)
 * from the view's own table alone; so is a filtered count, while an unfiltered total comes from the
 * per-owner counts. Sequential scans, bitmap scans and sorts are priced out, so the small demo data
 * set plans as a big one.
 */

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

interface Statement {
  text: string;
  params: unknown[];
}

let server: TestServer;
const scopes: Record<'tenant1' | 'shop1' | 'agent1', Scope> = {} as never;

beforeAll(async () => {
  server = await createTestServer();
  for (const username of ['tenant1', 'shop1', 'agent1'] as const) {
    const row = await server.db.one<{
      id: string;
      tenant_id: number;
      shop_id: string | null;
      channel_id: string | null;
    }>('SELECT id, tenant_id, shop_id, channel_id FROM sys_user WHERE username = $1', [username]);
    if (!row) throw new Error(`no demo user ${username}`);
    scopes[username] = {
      tenantId: row.tenant_id,
      shopId: username === 'shop1' ? row.shop_id : null,
      channelId: username === 'agent1' ? row.channel_id : null,
      userId: row.id,
      username,
    };
  }
  for (const table of ['bus_order', 'bus_order_stage', 'bus_shop_fund_flow'])
    await server.db.exec(`VACUUM ANALYZE ${table}`);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

function flatten(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(flatten)];
}

async function plan(statement: Statement): Promise<PlanNode[]> {
  return server.db.transaction(async (tx) => {
    await tx.query('SET LOCAL enable_seqscan = off');
    await tx.query('SET LOCAL enable_bitmapscan = off');
    await tx.query('SET LOCAL enable_sort = off');
    const rows = await tx.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${statement.text}`, statement.params);
    const raw = rows[0]?.['QUERY PLAN'];
    const json = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
    return flatten((json[0] as { Plan: PlanNode }).Plan);
  });
}

/** The index scans of `table` in a plan. */
function indexesOn(nodes: PlanNode[], table: string): string[] {
  return nodes.filter((node) => node['Relation Name'] === table).map((node) => node['Index Name'] ?? node['Node Type']);
}

function relations(nodes: PlanNode[]): string[] {
  return [...new Set(nodes.flatMap((node) => (node['Relation Name'] ? [node['Relation Name']] : [])))].sort();
}

interface ListCase {
  entity: EntityDef;
  table: string;
  scope: keyof typeof scopes;
  extra?: ExtraWhere;
  query: Record<string, string>;
  index: string;
}

/** A page's ids (first and later pages) read in `index` order from `table` alone; the count too, or the counts table. */
async function expectIndexed({ entity, table, scope, extra, query, index }: ListCase): Promise<PlanNode[]> {
  const repo = repository(server.db, entity);
  const first = repo.listStatements(scopes[scope], { ...query, pageNo: '1' }, extra);
  const later = repo.listStatements(scopes[scope], { ...query, pageNo: '3' }, extra);
  let laterPlan: PlanNode[] = [];
  for (const statements of [first, later]) {
    if (!statements.ids) throw new Error('a page is read by ids');
    laterPlan = await plan(statements.ids);
    expect(laterPlan.map((node) => node['Node Type'])).not.toContain('Sort');
    expect(indexesOn(laterPlan, table)).toEqual([index]);
    expect(relations(laterPlan)).toEqual([table]);
  }
  // An unfiltered total comes from the per-owner counts; any other count reads the table alone.
  const filtered = Object.keys(query).some((key) => key !== 'column' && key !== 'order') || extra;
  const counted = entity.counted && !filtered ? 'sys_list_count' : table;
  expect(relations(await plan(later.count))).toEqual([counted]);
  return laterPlan;
}

/** Every sort the entity allows, both ways, with the index that serves it (`<prefix>_<column>[_desc]_idx`). */
function sortCases(entity: EntityDef, prefix: string): [string, Record<string, string>, string][] {
  return Object.entries(entity.fields)
    .filter(([, def]) => def.sort)
    .flatMap(([name, def]) =>
      (['asc', 'desc'] as const).map((order): [string, Record<string, string>, string] => [
        `${name} ${order}`,
        { column: name, order },
        `${prefix}_${def.column}${order === 'desc' && !def.notNull ? '_desc' : ''}_idx`,
      ]),
    );
}

describe('order list', () => {
  it('shows a Sort node where no index serves the order (the check itself works)', async () => {
    const userName = ORDER_VIEW_ENTITY.fields.userName;
    if (!userName) throw new Error('no userName field');
    const entity = {
      ...ORDER_VIEW_ENTITY,
      fields: { ...ORDER_VIEW_ENTITY.fields, userName: { ...userName, sort: true } },
    };
    const statements = repository(server.db, entity).listStatements(scopes.tenant1, { column: 'userName' });
    if (!statements.ids) throw new Error('a page is read by ids');
    expect((await plan(statements.ids)).map((node) => node['Node Type'])).toContain('Sort');
  });

  it.each(sortCases(ORDER_VIEW_ENTITY, 'bus_order_list'))('sorts by %s from an index', async (_, query, index) => {
    await expectIndexed({ entity: ORDER_VIEW_ENTITY, table: 'bus_order', scope: 'tenant1', query, index });
  });

  it.each([
    ['the default sort', {}, 'bus_order_list_create_time_idx'],
    ["JeecgBoot's createTime desc", { column: 'createTime', order: 'desc' }, 'bus_order_list_create_time_idx'],
    ['a status choice and a sort', { status: '5', column: 'totalAmount' }, 'bus_order_list_total_amount_idx'],
  ])('reads the ids of %s from the index alone', async (_, query, index) => {
    const nodes = await expectIndexed({
      entity: ORDER_VIEW_ENTITY,
      table: 'bus_order',
      scope: 'tenant1',
      query,
      index,
    });
    expect(nodes.find((node) => node['Relation Name'] === 'bus_order')?.['Node Type']).toBe('Index Only Scan');
  });

  it.each([
    ['a status filter', { status: '5', column: 'totalAmount', order: 'desc' }, 'bus_order_list_total_amount_idx'],
    [
      'a createTime range',
      { createTime_begin: '2026-01-01', column: 'riskScore', order: 'desc' },
      'bus_order_list_risk_score_desc_idx',
    ],
  ])('keeps the sort index and counts the table alone with %s', async (_, query, index) => {
    await expectIndexed({ entity: ORDER_VIEW_ENTITY, table: 'bus_order', scope: 'tenant1', query, index });
  });

  it('gives shop users and channel partners their own index for the default sort', async () => {
    const base = { entity: ORDER_VIEW_ENTITY, table: 'bus_order', query: {} };
    await expectIndexed({ ...base, scope: 'shop1', index: 'bus_order_list_shop_idx' });
    await expectIndexed({ ...base, scope: 'agent1', index: 'bus_order_list_channel_idx' });
  });

  it('reads the rent and purchase lists from the order-type index', async () => {
    const extra = { sql: ['order_type = $1'], params: [1] };
    await expectIndexed({
      entity: ORDER_VIEW_ENTITY,
      table: 'bus_order',
      scope: 'tenant1',
      extra,
      query: {},
      index: 'bus_order_list_type_idx',
    });
  });

  it.each([
    ['overdueDays desc (its default)', { column: 'overdueDays', order: 'desc' }, 'bus_order_overdue_days_idx'],
    ['createTime desc', { column: 'createTime', order: 'desc' }, 'bus_order_overdue_create_time_idx'],
  ])('reads the overdue list by %s from a partial index', async (_, query, index) => {
    const extra = { sql: ['overdue_flag = 1'], params: [] };
    await expectIndexed({ entity: ORDER_VIEW_ENTITY, table: 'bus_order', scope: 'tenant1', extra, query, index });
  });
});

describe('instalment list', () => {
  it.each(sortCases(STAGE_VIEW_ENTITY, 'bus_order_stage_list'))(
    'sorts by %s from an index',
    async (_, query, index) => {
      await expectIndexed({ entity: STAGE_VIEW_ENTITY, table: 'bus_order_stage', scope: 'tenant1', query, index });
    },
  );

  it('reads the default sort (due date) and a shop user’s from an index', async () => {
    const base = { entity: STAGE_VIEW_ENTITY, table: 'bus_order_stage', query: {} };
    await expectIndexed({ ...base, scope: 'tenant1', index: 'bus_order_stage_list_due_date_idx' });
    await expectIndexed({ ...base, scope: 'shop1', index: 'bus_order_stage_list_shop_idx' });
  });

  it.each([
    ['dueDate', 'bus_order_stage_overdue_due_date_idx'],
    ['amount', 'bus_order_stage_overdue_amount_idx'],
    ['overdueDays', 'bus_order_stage_overdue_days_idx'],
  ])('reads the overdue instalments (status 2) by %s from a partial index', async (column, index) => {
    for (const order of ['asc', 'desc']) {
      const query = { status: '2', column, order };
      await expectIndexed({ entity: STAGE_VIEW_ENTITY, table: 'bus_order_stage', scope: 'tenant1', query, index });
    }
  });

  it.each([
    ['asc', 'bus_order_stage_waived_time_idx'],
    ['desc', 'bus_order_stage_waived_time_desc_idx'],
  ])('reads the exemption list by waiveTime %s from a partial index', async (order, index) => {
    await expectIndexed({
      entity: EXEMPTION_VIEW_ENTITY,
      table: 'bus_order_stage',
      scope: 'tenant1',
      extra: { sql: ['waived_amount > 0'], params: [] },
      query: { column: 'waiveTime', order },
      index,
    });
  });
});

describe('fund-flow list', () => {
  it.each(sortCases(FUND_FLOW_ENTITY, 'bus_shop_fund_flow_list'))(
    'sorts by %s from an index',
    async (_, query, index) => {
      await expectIndexed({ entity: FUND_FLOW_ENTITY, table: 'bus_shop_fund_flow', scope: 'tenant1', query, index });
    },
  );

  it('reads a shop user’s flow from the shop index', async () => {
    await expectIndexed({
      entity: FUND_FLOW_ENTITY,
      table: 'bus_shop_fund_flow',
      scope: 'shop1',
      query: {},
      index: 'bus_shop_fund_flow_list_shop_idx',
    });
  });
});
