import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { expectRefused, userId } from './org-test-kit';

let server: TestServer;
let dataDir = '';
let tenant1 = '';
let shop1 = '';

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'user-excel-'));
  server = await createTestServer({ DATA_DIR: dataDir });
  tenant1 = await server.tokenFor('tenant1');
  shop1 = await server.tokenFor('shop1');
}, 60_000);

afterAll(async () => {
  await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const exportXls = (query: Record<string, string> = {}, token = tenant1) =>
  server.request({ url: '/sys/user/exportXls', token, query });

function sheetRows(payload: Buffer): string[][] {
  const book = XLSX.read(payload);
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  return XLSX.utils.sheet_to_json<string[]>(sheet ?? {}, { header: 1, raw: false });
}

describe('GET /sys/user/exportXls', () => {
  it("writes the caller's users as 用户信息.xlsx with dictionary texts and no password", async () => {
    const response = await exportXls();
    expect(response.status).toBe(200);
    expect(response.raw.headers['content-disposition']).toContain(encodeURIComponent('用户信息'));
    const rows = sheetRows(response.raw.rawPayload);
    expect(rows[0]).toEqual(['登录账号', '真实名称', '性别', '生日', '电话', '电子邮件', '工号', '状态', '创建时间']);
    const usernames = rows.slice(1).map((row) => row[0]);
    expect(usernames).toContain('tenant1');
    expect(usernames).not.toContain('tenant2');
    expect(rows.find((row) => row[0] === 'gaomeiling')?.slice(1, 3)).toEqual(['高美玲', '女']);
    expect(rows.find((row) => row[0] === 'gaomeiling')?.[7]).toBe('冻结');
  });

  it('applies the list filters, or exactly the selected ids', async () => {
    const filtered = sheetRows((await exportXls({ realname: '*王*' })).raw.rawPayload);
    expect(filtered.slice(1).map((row) => row[0])).toEqual(['wanglijuan']);
    const selections = [await userId(server, 'zhangxinyi'), await userId(server, 'tenant2')].join(',');
    const selected = sheetRows((await exportXls({ selections })).raw.rawPayload);
    // tenant2 belongs to another tenant: selecting its id exports nothing of it.
    expect(selected.slice(1).map((row) => row[0])).toEqual(['zhangxinyi']);
  });

  it('needs the user:export permission', async () => {
    expectRefused(await exportXls({}, shop1), '没有权限，请联系管理员分配权限！');
  });
});
