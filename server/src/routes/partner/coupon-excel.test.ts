import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { COUPON_EXCEL_COLUMNS } from './coupon-excel';
import { shopId } from './partner-test-kit';

let server: TestServer;
let dataDir = '';
let shop1 = '';

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'coupon-excel-'));
  server = await createTestServer({ DATA_DIR: dataDir });
  shop1 = await server.tokenFor('shop1');
}, 60_000);

afterAll(async () => {
  await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function sheetRows(content: Buffer): unknown[][] {
  const book = XLSX.read(content, { type: 'buffer' });
  const sheet = book.Sheets[book.SheetNames[0] as string] as XLSX.WorkSheet;
  return XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, defval: null });
}

function importRows(rows: unknown[][], token: string) {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), '优惠券模板');
  const content = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  const boundary = `----coupon${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="coupons.xlsx"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return server.request({
    method: 'POST',
    url: '/sys/couponTemplate/importExcel',
    token,
    body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

const HEADER = ['优惠券名称', '优惠券类型', '优惠金额', '使用门槛', '有效期类型', '领取后有效天数', '发放总量'];

describe('coupon template Excel', () => {
  it('exports the filtered list of the caller’s scope with dictionary texts', async () => {
    const response = await server.request({ url: '/sys/couponTemplate/exportXls', token: shop1 });
    expect(response.status).toBe(200);
    const rows = sheetRows(response.raw.rawPayload);
    expect(rows[0]).toEqual(Object.values(COUPON_EXCEL_COLUMNS));
    const names = rows.slice(1).map((row) => row[0]);
    expect(names).toContain('旗舰店满500减30');
    const all = await server.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM bus_coupon_template WHERE shop_id = $1 AND del_flag = 0',
      [await shopId(server, '华东租赁·杭州数码旗舰店')],
    );
    expect(rows.length - 1).toBe(all?.n);
    expect(rows.slice(1).every((row) => typeof row[1] === 'string' && String(row[1]).endsWith('券'))).toBe(true);
  });

  it('imports good rows with the form rules and reports bad ones in an error file', async () => {
    const response = await importRows(
      [HEADER, ['导入满200减20', '满减券', 20, 200, 2, 30, 100], ['导入坏券', '满减券', 50, 10, 2, 30, 100]],
      shop1,
    );
    expect(response.body).toMatchObject({ success: true, code: 201, message: '导入成功,但是有错误数据!' });
    const result = response.body.result as { successCount: number; errorCount: number; fileUrl: string };
    expect(result).toMatchObject({ successCount: 1, errorCount: 1 });
    const row = await server.db.one<{ shop_id: string; coupon_type: number; threshold: string }>(
      "SELECT shop_id, coupon_type, threshold FROM bus_coupon_template WHERE name = '导入满200减20'",
    );
    expect(row).toMatchObject({ shop_id: await shopId(server, '华东租赁·杭州数码旗舰店'), coupon_type: 1 });
    const file = await server.request({ url: result.fileUrl, token: shop1 });
    const errors = sheetRows(file.raw.rawPayload);
    expect(errors[1]?.[0]).toBe('导入坏券');
    expect(String(errors[1]?.at(-1))).toContain('使用门槛必须大于优惠金额');
  });

  it('refuses export to a user without the coupon menu', async () => {
    const agent = await server.tokenFor('agent1');
    const response = await server.request({ url: '/sys/couponTemplate/exportXls', token: agent });
    expect(response.body).toMatchObject({ success: false, code: 510 });
  });
});
