import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldDef } from '../data/entity';
import { exportBatches } from '../data/excel/export-rows';
import { repository } from '../data/repository';
import type { Scope } from '../data/scope';
import { createTestServer, type TestResponse, type TestServer } from '../testing/test-server';
import { POSITION_ENTITY } from './org/entities';

let server: TestServer;
let dataDir = '';
let tenant1 = '';
let tenant2 = '';
let shop1 = '';

const HEADER = ['职务编码', '职务名称', '职级'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'crud-excel-'));
  server = await createTestServer({ DATA_DIR: dataDir });
  tenant1 = await server.tokenFor('tenant1');
  tenant2 = await server.tokenFor('tenant2');
  shop1 = await server.tokenFor('shop1');
}, 60_000);

afterAll(async () => {
  await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A workbook of one sheet, as SheetJS writes it (xlsx or BIFF8 xls). */
function workbook(rows: unknown[][], bookType: 'xlsx' | 'xls' = 'xlsx'): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), '职务');
  return XLSX.write(book, { type: 'buffer', bookType }) as Buffer;
}

/** The first sheet of an .xlsx answer as rows of cells. */
function sheetRows(content: Buffer): unknown[][] {
  const book = XLSX.read(content, { type: 'buffer' });
  const sheet = book.Sheets[book.SheetNames[0] as string] as XLSX.WorkSheet;
  return XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, defval: null });
}

interface Part {
  name: string;
  content: Buffer;
  field?: string;
}

function multipart(parts: Part[], fields: Record<string, string> = {}) {
  const boundary = `----excel${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'files[]'}"; filename="${part.name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      part.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function importFiles(parts: Part[], token = tenant1, fields: Record<string, string> = {}): Promise<TestResponse> {
  const { body, headers } = multipart(parts, fields);
  return server.request({ method: 'POST', url: '/sys/position/importExcel', token, body, headers });
}

function exportXls(query: Record<string, string | number> = {}, token = tenant1): Promise<TestResponse> {
  return server.request({ url: '/sys/position/exportXls', token, query });
}

const positionCount = async (tenantId: number) =>
  (await server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM sys_position WHERE tenant_id = $1', [tenantId]))
    ?.n ?? 0;

const positionOf = (tenantId: number, code: string) =>
  server.db.one<Record<string, unknown>>('SELECT * FROM sys_position WHERE tenant_id = $1 AND code = $2', [
    tenantId,
    code,
  ]);

function expectRefused(response: TestResponse, message: string): void {
  expect(response.status).toBe(200);
  expect(response.body).toMatchObject({ success: false, code: 500, message });
}

describe('exportXls', () => {
  it('streams the tenant’s rows as 职务.xlsx with titles and dictionary texts, never another tenant’s', async () => {
    await server.db.query(
      `INSERT INTO sys_position (id, tenant_id, code, name, post_rank) VALUES ('xl-other-tenant', 1002, 'only_1002', '华南专属', '1')`,
    );
    const response = await exportXls();
    expect(response.status).toBe(200);
    expect(response.raw.headers['content-type']).toBe(XLSX_TYPE);
    expect(response.raw.headers['content-disposition']).toBe(
      `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent('职务')}.xlsx`,
    );
    const rows = sheetRows(response.raw.rawPayload);
    expect(rows[0]).toEqual(HEADER);
    const expected = await server.db.query<{ code: string }>('SELECT code FROM sys_position WHERE tenant_id = 1001');
    expect(rows.slice(1).map((row) => row[0])).toHaveLength(expected.length);
    expect(rows.slice(1).map((row) => row[0])).toEqual(expect.arrayContaining(expected.map((row) => row.code)));
    expect(rows).toContainEqual(['general_manager', '总经理', '总监级']);
    expect(rows).toContainEqual(['assistant', '行政助理', '助理级']);
    expect(rows.flat()).not.toContain('only_1002');
  });

  it('applies the list’s filters, super query and sort; exportFields picks columns', async () => {
    const filtered = sheetRows((await exportXls({ name: '*经理*', column: 'code', order: 'asc' })).raw.rawPayload);
    expect(filtered.slice(1)).toEqual([
      ['finance_manager', '财务经理', '经理级'],
      ['general_manager', '总经理', '总监级'],
      ['ops_manager', '运营经理', '经理级'],
    ]);
    const superQuery = encodeURIComponent(
      JSON.stringify([{ field: 'postRank', rule: 'eq', val: '3', type: 'string' }]),
    );
    const byRank = sheetRows(
      (await exportXls({ superQueryParams: superQuery, column: 'name', order: 'desc', exportFields: 'code,postRank' }))
        .raw.rawPayload,
    );
    expect(byRank[0]).toEqual(['职务编码', '职级']);
    expect(byRank.slice(1).map((row) => row[1])).toEqual(['主管级', '主管级']);
    expect(new Set(byRank.slice(1).map((row) => row[0]))).toEqual(new Set(['cs_supervisor', 'store_manager']));
  });

  it('exports exactly the selected ids of the caller’s tenant', async () => {
    const mine = await server.db.query<{ id: string }>(
      "SELECT id FROM sys_position WHERE tenant_id = 1001 AND code IN ('accountant', 'assistant')",
    );
    const selections = [...mine.map((row) => row.id), 'xl-other-tenant', "' OR 1=1 --"].join(',');
    const rows = sheetRows((await exportXls({ selections, name: '*不匹配*' })).raw.rawPayload);
    expect(
      rows
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual(['accountant', 'assistant']);
  });

  it('refuses a bad sort or super query as JSON before any file byte; injection in values matches nothing', async () => {
    const bad = await exportXls({ column: 'name;DROP TABLE sys_position' });
    expect(bad.raw.headers['content-type']).toMatch(/application\/json/);
    expectRefused(bad, '不支持的排序字段：name;DROP TABLE sys_position');
    const badField = encodeURIComponent(JSON.stringify([{ field: 'code) OR (1=1', rule: 'eq', val: 'x' }]));
    expectRefused(await exportXls({ superQueryParams: badField }), '不支持的查询字段：code) OR (1=1');
    const injected = sheetRows((await exportXls({ name: "' OR 1=1 --" })).raw.rawPayload);
    expect(injected).toEqual([HEADER]);
    expect(await positionCount(1001)).toBeGreaterThan(10);
  });

  it('needs the export permission', async () => {
    const response = await exportXls({}, shop1);
    expect(response.body).toMatchObject({ success: false, code: 510 });
  });

  it('reads page after page by keyset in exactly the list’s order (ties, nulls, both directions)', async () => {
    const scope: Scope = { tenantId: 1002, shopId: null, channelId: null, userId: 'u', username: 'tenant2' };
    for (let i = 0; i < 9; i++) {
      await server.db.query(
        `INSERT INTO sys_position (id, tenant_id, code, name, post_rank) VALUES ($1, 1002, $2, $3, $4)`,
        [`xl-keyset-${i}`, `keyset_${i}`, `键集${i % 3}`, i % 4 === 0 ? null : String(i % 3)],
      );
    }
    const columns = ['code', 'postRank'].map((field) => ({ field, def: POSITION_ENTITY.fields[field] as FieldDef }));
    const repo = repository(server.db, POSITION_ENTITY);
    for (const query of [
      { column: 'postRank', order: 'asc' },
      { column: 'postRank', order: 'desc' },
      { column: 'name', order: 'asc' },
      { column: 'createTime', order: 'desc' },
      {},
    ]) {
      const listed = (await repo.list(scope, { ...query, pageSize: 1000 })).records.map((row) => row.code);
      const exported: unknown[] = [];
      for await (const batch of exportBatches(server.db, POSITION_ENTITY, scope, query, columns, 4)) {
        expect(batch.length).toBeLessThanOrEqual(4);
        exported.push(...batch.map((row) => row[0]));
      }
      expect(exported, JSON.stringify(query)).toEqual(listed);
    }
  });
});

describe('importExcel', () => {
  it('imports a good .xlsx in the importer’s tenant, dictionary columns by text or code', async () => {
    const before = await positionCount(1002);
    const file = workbook([
      ['职务编码', '职务名称', '职级', '租户ID', 'tenantId'],
      ['xl_buyer', '采购专员', '专员级', 1002, 1002],
      ['xl_lead', ' 采购主管 ', '3', 1002, 1002],
      [],
      ['xl_intern', '实习生', null, 1002, 1002],
    ]);
    const response = await importFiles([{ name: '职务导入.xlsx', content: file }]);
    expect(response.body).toMatchObject({ success: true, code: 200, message: '文件导入成功！数据行数：3' });
    expect(await positionOf(1001, 'xl_buyer')).toMatchObject({
      name: '采购专员',
      post_rank: '4',
      create_by: 'tenant1',
    });
    expect(await positionOf(1001, 'xl_lead')).toMatchObject({ name: '采购主管', post_rank: '3' });
    expect(await positionOf(1001, 'xl_intern')).toMatchObject({ post_rank: null });
    expect(await positionCount(1002)).toBe(before);
  });

  it('answers 201 for a partly bad file: good rows in, bad rows in a downloadable report with reasons', async () => {
    const before = await positionCount(1001);
    const long = 'x'.repeat(101);
    const file = workbook([
      ['导入模板：职务'],
      ['请勿修改表头'],
      ['职务编码', '职务名称', '职级', '备注'],
      ['xl_ok_1', '质检专员', '专员级', '好行'],
      [null, '无编码', '专员级', '缺编码'],
      ['xl_bad_rank', '董事', '董事级', '字典外'],
      ['accountant', '重复会计', '专员级', '库中已有'],
      ['xl_twice', '第一次', '4', '文件内重复'],
      ['xl_twice', '第二次', '4', '文件内重复'],
      [long, '超长编码', '4', '超长'],
      ['xl_ok_2', "'; DROP TABLE sys_position; --", '5', '注入文本'],
    ]);
    const response = await importFiles([{ name: 'positions.xlsx', content: file, field: 'file' }]);
    expect(response.body).toMatchObject({ success: true, code: 201, message: '导入成功,但是有错误数据!' });
    const result = response.body.result as Record<string, unknown>;
    expect(result).toMatchObject({
      totalCount: 8,
      successCount: 3,
      errorCount: 5,
      msg: '总上传行数：8，已导入行数：3，错误行数：5',
      fileName: '职务导入错误数据.xlsx',
    });
    expect(await positionCount(1001)).toBe(before + 3);
    expect(await positionOf(1001, 'xl_ok_2')).toMatchObject({ name: "'; DROP TABLE sys_position; --" });
    expect(await positionOf(1001, 'xl_twice')).toMatchObject({ name: '第一次' });
    expect(await positionOf(1001, 'xl_bad_rank')).toBeUndefined();
    expect((await positionOf(1001, 'accountant'))?.name).toBe('会计');

    const fileUrl = String(result.fileUrl);
    expect(fileUrl).toMatch(/^\/sys\/position\/importErrorFile\?key=[0-9a-f]{32}$/);
    const download = await server.request({ url: fileUrl, token: tenant1 });
    expect(download.status).toBe(200);
    expect(download.raw.headers['content-type']).toBe(XLSX_TYPE);
    expect(sheetRows(download.raw.rawPayload)).toEqual([
      [...HEADER, '错误原因'],
      [null, '无编码', '专员级', '第5行：职务编码不能为空'],
      ['xl_bad_rank', '董事', '董事级', '第6行：职级「董事级」不是有效选项'],
      ['accountant', '重复会计', '专员级', '第7行：职务编码已存在'],
      ['xl_twice', '第二次', '4', '第9行：职务编码重复（与已有数据或文件中的其他行相同）'],
      [long, '超长编码', '4', '第10行：职务编码不能超过100个字符'],
    ]);

    // Only the importer, in the importer's tenant, can fetch it.
    const other = await server.request({ url: fileUrl, token: tenant2 });
    expectRefused(other, '文件不存在或已过期');
    expect(other.raw.headers['content-type']).toMatch(/application\/json/);
    expect((await server.request({ url: fileUrl })).status).toBe(401);
    expectRefused(
      await server.request({
        url: '/sys/position/importErrorFile',
        token: tenant1,
        query: { key: '../../etc/passwd' },
      }),
      '文件不存在或已过期',
    );
  });

  it('a fixed error report imports again (错误原因 is ignored)', async () => {
    const file = workbook([
      [...HEADER, '错误原因'],
      ['xl_fixed', '修正后', '董事级', '第6行：职级「董事级」不是有效选项'],
    ]);
    const bad = await importFiles([{ name: 'fix.xlsx', content: file }]);
    expect(bad.body.code).toBe(201);
    const fixed = workbook([
      [...HEADER, '错误原因'],
      ['xl_fixed', '修正后', '总监级', '第6行：职级「董事级」不是有效选项'],
    ]);
    expect((await importFiles([{ name: 'fix.xlsx', content: fixed }])).body.message).toBe('文件导入成功！数据行数：1');
    expect(await positionOf(1001, 'xl_fixed')).toMatchObject({ post_rank: '1' });
  });

  it('reads a .xls (BIFF8) file', async () => {
    const file = workbook(
      [
        ['职务编码', '职务名称', '职级'],
        ['xl_xls_1', '仓储专员', '专员级'],
        ['xl_xls_2', '仓储主管', 3],
      ],
      'xls',
    );
    expect(file.subarray(0, 4).toString('hex')).toBe('d0cf11e0');
    const response = await importFiles([{ name: '职务.xls', content: file }]);
    expect(response.body).toMatchObject({ code: 200, message: '文件导入成功！数据行数：2' });
    expect(await positionOf(1001, 'xl_xls_2')).toMatchObject({ name: '仓储主管', post_rank: '3' });
  });

  it('imports every file of the request in one go', async () => {
    const a = workbook([HEADER, ['xl_multi_a', '多文件甲', '4']]);
    const b = workbook([HEADER, ['xl_multi_b', '多文件乙', '4']], 'xls');
    const response = await importFiles([
      { name: 'a.xlsx', content: a },
      { name: 'b.xls', content: b },
    ]);
    expect(response.body.message).toBe('文件导入成功！数据行数：2');
    expect(await positionOf(1001, 'xl_multi_b')).toBeDefined();
  });

  it('refuses unreadable workbooks with a clear message and inserts nothing', async () => {
    const before = await positionCount(1001);
    const header = workbook([HEADER]);
    const empty = (() => {
      const book = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([]), '空');
      return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    })();
    const encrypted = (() => {
      const container = XLSX.CFB.utils.cfb_new();
      XLSX.CFB.utils.cfb_add(container, '/EncryptionInfo', Buffer.from([4, 0, 4, 0, 0x40, 0, 0, 0]));
      XLSX.CFB.utils.cfb_add(container, '/EncryptedPackage', randomBytes(4096));
      return Buffer.from(XLSX.CFB.write(container, { type: 'buffer' }) as Uint8Array);
    })();
    const good = workbook([HEADER, ['xl_never', '不应导入', '4']]);
    const cases: [Part[], string][] = [
      [[{ name: 'a.xlsx', content: header }], '文件中只有表头，没有数据行'],
      [[{ name: 'a.xlsx', content: empty }], '文件中没有任何数据'],
      [[{ name: 'a.xlsx', content: Buffer.alloc(0) }], '文件内容为空'],
      [[{ name: 'a.xlsx', content: encrypted }], '文件已加密，请取消密码保护后再导入'],
      [[{ name: 'a.xlsx', content: randomBytes(2048) }], '文件已损坏或不是有效的Excel文件'],
      [[{ name: 'a.xlsx', content: good.subarray(0, good.length - 200) }], '文件已损坏或不是有效的Excel文件'],
      [[{ name: 'a.xls', content: Buffer.from('职务编码,职务名称\nx,y\n') }], '文件已损坏或不是有效的Excel文件'],
      [[{ name: 'a.csv', content: good }], '文件格式不正确，请上传.xls或.xlsx格式的Excel文件'],
      [
        [
          {
            name: 'a.xlsx',
            content: workbook([
              ['编码', '名称'],
              ['x', 'y'],
            ]),
          },
        ],
        '未找到表头，请使用导出的文件作为模板（表头：职务编码、职务名称、职级）',
      ],
      [
        [
          {
            name: 'a.xlsx',
            content: workbook([
              ['职务名称', '职级'],
              ['x', '4'],
            ]),
          },
        ],
        '缺少必填列：职务编码',
      ],
      [[{ name: 'a.xlsx', content: Buffer.alloc(10 * 1024 * 1024 + 1, 1) }], '文件大小不能超过10MB'],
      // A bad file among good ones refuses the whole request.
      [
        [
          { name: 'good.xlsx', content: good },
          { name: 'bad.xlsx', content: randomBytes(100) },
        ],
        '文件已损坏或不是有效的Excel文件',
      ],
      [Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.xlsx`, content: good })), '一次最多导入5个文件'],
      [[], '请选择要导入的文件'],
    ];
    for (const [parts, message] of cases)
      expectRefused(await importFiles(parts, tenant1, { isSingleTableImport: 'x' }), message);
    expectRefused(
      await server.request({ method: 'POST', url: '/sys/position/importExcel', token: tenant1, body: { a: 1 } }),
      '请选择要导入的文件',
    );
    expect(await positionCount(1001)).toBe(before);
  });

  it('refuses a workbook over 50,000 data rows', async () => {
    const rows: unknown[][] = [HEADER];
    for (let i = 0; i <= 50_000; i++) rows.push([`xl_big_${i}`, '批量', '4']);
    const before = await positionCount(1001);
    expectRefused(await importFiles([{ name: 'big.xlsx', content: workbook(rows) }]), '数据行数不能超过50000行');
    expect(await positionCount(1001)).toBe(before);
  }, 30_000);

  it('needs the import permission', async () => {
    const response = await importFiles(
      [{ name: 'a.xlsx', content: workbook([HEADER, ['xl_shop', '店铺', '4']]) }],
      shop1,
    );
    expect(response.body).toMatchObject({ success: false, code: 510 });
    expect(await positionOf(1001, 'xl_shop')).toBeUndefined();
  });
});
