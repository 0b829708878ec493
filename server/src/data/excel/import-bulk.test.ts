import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderImport } from '../../routes/orders/order-entry';
import { positionCrud } from '../../routes/org/positions';
import { createTestServer, type TestResponse, type TestServer } from '../../testing/test-server';
import type { Scope } from '../scope';
import { type ImportOptions, type ImportReport, importWorkbooks } from './import-excel';
import type { ExcelCrud } from './types';

let server: TestServer;
let dataDir = '';

// A trigger of the test: a 'check_violation' (a row's data, reported per row) for one name, an
// unexpected failure (the whole import rolls back) for one code.
const GUARD = `
  CREATE FUNCTION import_test_guard() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF NEW.name = '触发拒绝' THEN RAISE EXCEPTION 'refused' USING ERRCODE = 'check_violation'; END IF;
    IF NEW.code = 'boom_9999' THEN RAISE EXCEPTION 'boom'; END IF;
    RETURN NEW;
  END $$;
  CREATE TRIGGER import_test_guard BEFORE INSERT ON sys_position FOR EACH ROW EXECUTE FUNCTION import_test_guard();`;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'import-bulk-'));
  server = await createTestServer({ DATA_DIR: dataDir });
  await server.db.exec(GUARD);
}, 60_000);

afterAll(async () => {
  await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Tests call `importWorkbooks` without a route: the checks read the scope only. */
const noRequest = { headers: {}, log: { warn() {} } } as unknown as FastifyRequest;

function workbook(rows: unknown[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

async function scopeOfUser(username: string): Promise<Scope> {
  const user = await server.db.one<{ id: string; tenant_id: number; shop_id: string | null; authority: number }>(
    'SELECT id, tenant_id, shop_id, authority FROM sys_user WHERE username = $1',
    [username],
  );
  if (!user) throw new Error(`no user ${username}`);
  const shopId = user.authority === 4 ? user.shop_id : null;
  return { tenantId: user.tenant_id, shopId, channelId: null, userId: user.id, username };
}

/** Rows of `sql` (a table and a WHERE) as they are stored, without the columns each insert draws anew. */
async function stored(sql: string, order: string, drawn: readonly string[]): Promise<Record<string, unknown>[]> {
  const rows = await server.db.query<Record<string, unknown>>(`SELECT * FROM ${sql} ORDER BY ${order}`);
  return rows.map((row) => {
    expect(row.id).toMatch(/^[0-9a-f]{32}$/);
    expect(row.create_time).toBeInstanceOf(Date);
    return Object.fromEntries(
      Object.entries(row).filter(([column]) => !['id', 'create_time', ...drawn].includes(column)),
    );
  });
}

/**
 * The same file imported by the former row-by-row path and by the bulk path, from the same state (the
 * first run's rows are deleted before the second): reports and stored rows side by side.
 */
async function bothPaths(crud: ExcelCrud, scope: Scope, sheets: unknown[][][], table: { sql: string; order: string }) {
  const files = sheets.map((rows, i) => ({ name: `mixed-${i + 1}.xlsx`, content: workbook(rows) }));
  const run = async (mode: ImportOptions['mode'], drawn: readonly string[]) => {
    const report = await importWorkbooks(server.db, crud, scope, noRequest, files, { mode });
    const rowsIn = await stored(table.sql, table.order, drawn);
    await server.db.query(`DELETE FROM ${table.sql}`);
    return { report, rows: rowsIn };
  };
  return { run };
}

const counts = ({ totalCount, successCount, errorCount }: ImportReport) => ({ totalCount, successCount, errorCount });

describe('bulk import against the row-by-row path', () => {
  it('positions: same rows, counts and reasons for a mixed file', async () => {
    const crud = positionCrud(server.ctx);
    const rows = [
      ['职务编码', '职务名称', '职级'],
      ['eq_a', '甲', '专员级'],
      ['eq_b', '乙', null],
      ['accountant', '库中已有', '专员级'],
      ['eq_a', '文件内重复', '4'],
      ['eq_c', '字典外', '董事级'],
      [null, '无编码', '4'],
      ['eq_d', null, '4'],
      ['eq_e', '触发拒绝', '5'],
      ['eq_f', '戊', '5'],
      ['eq_b', '另一种列组合的重复', '5'],
      [' eq_g ', '己', '1'],
      ['eq_h', '触发拒绝', null],
    ];
    const { run } = await bothPaths(crud, await scopeOfUser('tenant1'), [rows], {
      sql: "sys_position WHERE code LIKE 'eq\\_%'",
      order: 'code',
    });
    const oneByOne = await run('rows', []);
    const bulk = await run('bulk', []);
    expect(counts(bulk.report)).toEqual({ totalCount: 12, successCount: 4, errorCount: 8 });
    expect(counts(bulk.report)).toEqual(counts(oneByOne.report));
    expect(bulk.report.errorSheet).toEqual(oneByOne.report.errorSheet);
    expect(bulk.report.errorSheet.rows.map((row) => row.at(-1))).toEqual([
      '第4行：职务编码已存在',
      '第5行：职务编码重复（与已有数据或文件中的其他行相同）',
      '第6行：职级「董事级」不是有效选项',
      '第7行：职务编码不能为空',
      '第8行：职务名称不能为空',
      '第9行：数据不符合要求',
      '第11行：职务编码重复（与已有数据或文件中的其他行相同）',
      '第13行：数据不符合要求',
    ]);
    expect(bulk.rows).toEqual(oneByOne.rows);
    expect(bulk.rows.map((row) => [row.code, row.name, row.post_rank, row.tenant_id, row.create_by])).toEqual([
      ['eq_a', '甲', '4', 1001, 'tenant1'],
      ['eq_b', '乙', null, 1001, 'tenant1'],
      ['eq_f', '戊', '5', 1001, 'tenant1'],
      ['eq_g', '己', '1', 1001, 'tenant1'],
    ]);
  });

  it('positions in several files: a row of a later file repeating an earlier file’s is refused alike', async () => {
    const header = ['职务编码', '职务名称', '职级'];
    const first = [header, ['eqf_a', '甲', '4'], ['eqf_b', '乙', '4']];
    const second = [header, ['eqf_c', '丙', '4'], ['eqf_a', '又一个甲', '4'], ['accountant', '库中已有', '4']];
    const { run } = await bothPaths(positionCrud(server.ctx), await scopeOfUser('tenant1'), [first, second], {
      sql: "sys_position WHERE code LIKE 'eqf\\_%'",
      order: 'code',
    });
    const oneByOne = await run('rows', []);
    const bulk = await run('bulk', []);
    expect(counts(bulk.report)).toEqual({ totalCount: 5, successCount: 3, errorCount: 2 });
    expect(bulk.report.errorSheet).toEqual(oneByOne.report.errorSheet);
    expect(bulk.report.errorSheet.rows.map((row) => row.at(-1))).toEqual([
      'mixed-2.xlsx 第3行：职务编码重复（与已有数据或文件中的其他行相同）',
      'mixed-2.xlsx 第4行：职务编码已存在',
    ]);
    expect(bulk.rows).toEqual(oneByOne.rows);
  });
});

describe('bulk order import against the row-by-row path', () => {
  let hangzhou = '';
  let office = '';
  let rentOnly = '';
  let officeProduct = '';

  beforeAll(async () => {
    const shop = async (name: string) =>
      (await server.db.one<{ id: string }>('SELECT id FROM sys_shop WHERE name = $1', [name]))?.id ?? '';
    const product = async (shopId: string) =>
      (
        await server.db.one<{ product_name: string }>(
          'SELECT product_name FROM bus_product WHERE shop_id = $1 AND del_flag = 0 ORDER BY id LIMIT 1',
          [shopId],
        )
      )?.product_name ?? '';
    hangzhou = '华东租赁·杭州数码旗舰店';
    office = '华东租赁·上海办公设备店';
    rentOnly = await product(await shop(hangzhou));
    officeProduct = await product(await shop(office));
    expect(rentOnly && officeProduct).toBeTruthy();
  });

  const HEADER = [
    '店铺',
    '商品',
    '订单类型',
    '用户姓名',
    '手机号',
    '订单金额',
    '收货人',
    '收货电话',
    '收货地址',
    '备注',
  ];

  it('a tenant user: same orders (owner, audit and every other column), counts and reasons', async () => {
    const rows = [
      HEADER,
      [hangzhou, rentOnly, '租赁订单', '等价甲', '13800001111', 300, null, null, '杭州西湖', '好行'],
      [hangzhou, rentOnly, '1', '等价乙', '13800001112', '99.5', '收货人乙', '13900001111', null, null],
      ['不存在的店', rentOnly, '租赁订单', '等价丙', '13800001113', 10],
      [office, rentOnly, '租赁订单', '等价丁', '13800001114', 10],
      [hangzhou, rentOnly, '租赁订单', '等价戊', '12345', 10],
      [hangzhou, rentOnly, '团购订单', '等价己', '13800001115', 10],
      [hangzhou, rentOnly, '租赁订单', null, '13800001116', 10],
      [hangzhou, rentOnly, '租赁订单', '等价庚', '13800001117', '0'],
      [hangzhou, rentOnly, '购买订单', '等价辛', '13800001118', 10],
      [hangzhou, rentOnly, '租赁订单', '等价壬', '13800001119', 10, null, '123'],
      [office, officeProduct, '购买订单', '等价癸', '13800001120', '12.34'],
      [null, rentOnly, '租赁订单', '等价子', '13800001121', 10],
    ];
    const { run } = await bothPaths(orderImport(server.ctx), await scopeOfUser('tenant1'), [rows], {
      sql: "bus_order WHERE user_name LIKE '等价%'",
      order: 'user_name',
    });
    const oneByOne = await run('rows', ['order_no']);
    const bulk = await run('bulk', ['order_no']);
    expect(counts(bulk.report)).toEqual({ totalCount: 12, successCount: 3, errorCount: 9 });
    expect(counts(bulk.report)).toEqual(counts(oneByOne.report));
    expect(bulk.report.errorSheet).toEqual(oneByOne.report.errorSheet);
    expect(bulk.report.errorSheet.rows.map((row) => row.at(-1))).toEqual([
      '第4行：店铺「不存在的店」不存在',
      `第5行：商品「${rentOnly}」不是店铺「${office}」的商品`,
      '第6行：手机号：请输入正确手机号',
      '第7行：订单类型「团购订单」不是有效选项',
      '第8行：用户姓名不能为空',
      '第9行：订单金额必须大于0',
      `第10行：商品「${rentOnly}」不支持购买`,
      '第11行：收货电话：请输入正确手机号',
      '第13行：请选择店铺',
    ]);
    expect(bulk.rows).toEqual(oneByOne.rows);
    expect(bulk.rows.map((row) => [row.user_name, row.tenant_id, row.status, row.create_by])).toEqual([
      ['等价乙', 1001, 1, 'tenant1'],
      ['等价甲', 1001, 1, 'tenant1'],
      ['等价癸', 1001, 1, 'tenant1'],
    ]);
  });

  it('a shop user: their own shop on every row, whatever the sheet says', async () => {
    const rows = [
      HEADER,
      [null, rentOnly, '租赁订单', '店等价甲', '13800002221', 88],
      [office, rentOnly, '租赁订单', '店等价乙', '13800002222', 88],
      [null, officeProduct, '租赁订单', '店等价丙', '13800002223', 88],
    ];
    const scope = await scopeOfUser('shop1');
    const { run } = await bothPaths(orderImport(server.ctx), scope, [rows], {
      sql: "bus_order WHERE user_name LIKE '店等价%'",
      order: 'user_name',
    });
    const oneByOne = await run('rows', ['order_no']);
    const bulk = await run('bulk', ['order_no']);
    expect(bulk.report.errorSheet).toEqual(oneByOne.report.errorSheet);
    expect(bulk.report.errorSheet.rows.map((row) => row.at(-1))).toEqual([
      `第4行：商品「${officeProduct}」不是店铺「${hangzhou}」的商品`,
    ]);
    expect(bulk.rows).toEqual(oneByOne.rows);
    expect(bulk.rows.map((row) => [row.user_name, row.shop_id])).toEqual([
      ['店等价乙', scope.shopId],
      ['店等价甲', scope.shopId],
    ]);
  });
});

/** importExcel of one generated positions sheet, over the API. */
function importPositions(rows: unknown[][], token: string, headers: Record<string, string> = {}) {
  const boundary = `----bulk${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="positions.xlsx"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    workbook(rows),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return server.request({
    method: 'POST',
    url: '/sys/position/importExcel',
    token,
    body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers },
  });
}

const positionSheet = (prefix: string, count: number, code = (i: number) => `${prefix}_${i}`) => [
  ['职务编码', '职务名称', '职级'],
  ...Array.from({ length: count }, (_, i) => [code(i + 1), `职务${i + 1}`, '专员级']),
];

const positionsLike = async (prefix: string) =>
  (
    await server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM sys_position WHERE code LIKE $1', [
      `${prefix}\\_%`,
    ])
  )?.n ?? 0;

describe('one transaction', () => {
  it('leaves nothing behind when row 9,999 of 10,000 fails for an unexpected reason', async () => {
    const token = await server.tokenFor('tenant1');
    const sheet = positionSheet('big', 10_000, (i) => (i === 9_999 ? 'boom_9999' : `big_${i}`));
    const response = await importPositions(sheet, token);
    expect(response.body.success).toBe(false);
    expect(await positionsLike('big')).toBe(0);
    expect(await positionsLike('boom')).toBe(0);
  });
});

describe('import progress', () => {
  const poll = (id: string, token: string): Promise<TestResponse> =>
    server.request({ url: '/sys/common/importProgress', token, query: { id } });

  it('reports increasing progress of a large import to the importing user only', async () => {
    const token = await server.tokenFor('tenant1');
    const id = randomUUID();
    const total = 12_000;
    let finished = false;
    const posting = importPositions(positionSheet('prog', total), token, { 'x-import-id': id }).finally(() => {
      finished = true;
    });
    const seen: { stage: string; done: number; total: number }[] = [];
    while (!finished) {
      const answer = await poll(id, token);
      if (answer.body.success) seen.push(answer.body.result as (typeof seen)[number]);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect((await posting).body).toMatchObject({ code: 200, message: `文件导入成功！数据行数：${total}` });

    const rank = ['parse', 'check', 'write', 'done'];
    const during = seen.filter((p) => p.stage === 'check' || p.stage === 'write');
    expect(during.length).toBeGreaterThan(0);
    for (const p of during) expect(p).toMatchObject({ total });
    for (const [i, p] of seen.entries()) {
      const before = seen[i - 1];
      if (!before) continue;
      const order = Math.sign(rank.indexOf(p.stage) - rank.indexOf(before.stage)) || Math.sign(p.done - before.done);
      expect(order).toBeGreaterThanOrEqual(0);
    }
    expect((await poll(id, token)).body).toMatchObject({
      success: true,
      result: { stage: 'done', done: total, total },
    });

    for (const other of ['tenant2', 'shop1']) {
      const refused = await poll(id, await server.tokenFor(other));
      expect(refused.body).toMatchObject({ success: false, message: '导入进度不存在或已过期' });
    }
    expect((await poll('not a valid id', token)).body.success).toBe(false);
  }, 60_000);
});
