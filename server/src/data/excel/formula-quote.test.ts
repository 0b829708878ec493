import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { cellText, displayCell } from './import-rows';
import { xlsxBuffer } from './xlsx-writer';
import { quoteFormulaText, unquoteFormulaText } from './xlsx-xml';

/** Texts a spreadsheet would turn into formulas once the cell is edited. */
const FORMULAS = ['=1+1', '+1', '-2', '@SUM(A1)', '\tx', '\rx'];

/** The first sheet of a workbook, cell by cell as SheetJS reads them. */
function firstSheet(content: Buffer): XLSX.WorkSheet {
  const book = XLSX.read(content, { type: 'buffer' });
  return book.Sheets[book.SheetNames[0] as string] as XLSX.WorkSheet;
}

function sheetRows(content: Buffer): unknown[][] {
  return XLSX.utils.sheet_to_json<unknown[]>(firstSheet(content), { header: 1, defval: null, raw: true });
}

describe('quoteFormulaText', () => {
  it("puts one ' before formula-like text and leaves other text alone", () => {
    for (const text of FORMULAS) expect(quoteFormulaText(text)).toBe(`'${text}`);
    for (const text of ['', 'abc', '张三', '1+1', "'abc", 'a=b', ' =x']) expect(quoteFormulaText(text)).toBe(text);
  });

  it('round-trips every text through unquoteFormulaText, apostrophes included', () => {
    const texts = [...FORMULAS, "'=1+1", "''-2", "'", "'abc", 'abc', '', "'\t"];
    for (const text of texts) expect(unquoteFormulaText(quoteFormulaText(text))).toBe(text);
    expect(quoteFormulaText("'=1+1")).toBe("''=1+1");
  });
});

describe('written cells', () => {
  it('quotes formula-like text, never numbers, booleans or dates', async () => {
    const row = [...FORMULAS, -2, 0, 3.5, true, '2024-01-02 03:04:05', '普通文本'];
    const sheet = firstSheet(await xlsxBuffer({ name: 'S', header: row.map((_, i) => `列${i}`) }, [row]));
    expect(FORMULAS.map((_, i) => sheet[XLSX.utils.encode_cell({ r: 1, c: i })]?.v)).toEqual(
      FORMULAS.map((text) => `'${text}`),
    );
    const rest = row
      .slice(FORMULAS.length)
      .map((_, i) => sheet[XLSX.utils.encode_cell({ r: 1, c: FORMULAS.length + i })]);
    expect(rest.map((cell) => [cell?.t, cell?.v])).toEqual([
      ['n', -2],
      ['n', 0],
      ['n', 3.5],
      ['b', true],
      ['s', '2024-01-02 03:04:05'],
      ['s', '普通文本'],
    ]);
  });

  it('reads a quoted cell back as the original text, in imports and in error reports', () => {
    const text = { type: 'string', column: 'name' } as Parameters<typeof cellText>[0];
    for (const value of ['=1+1', '+1', '-2', '@SUM(A1)']) {
      expect(cellText(text, `'${value}`)).toBe(value);
      expect(displayCell(`'${value}`)).toBe(value);
    }
    expect(displayCell(-2)).toBe(-2);
    expect(cellText(text, "'plain")).toBe("'plain");
  });
});

describe('exports over HTTP', () => {
  let server: TestServer;
  let dataDir = '';
  let token = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'formula-quote-'));
    server = await createTestServer({ DATA_DIR: dataDir });
    token = await server.tokenFor('tenant1');
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('exports a user named =1+1 as quoted text', async () => {
    const user = await server.db.one<{ username: string; tenant_id: number }>(
      "SELECT username, tenant_id FROM sys_user WHERE username = 'tenant1'",
    );
    await server.db.query("UPDATE sys_user SET realname = '=1+1' WHERE username = 'tenant1'");
    const response = await server.request({ url: '/sys/user/exportXls', token, query: { username: 'tenant1' } });
    expect(response.status).toBe(200);
    const rows = sheetRows(response.raw.rawPayload);
    expect(rows[0]?.slice(0, 2)).toEqual(['登录账号', '真实名称']);
    expect(rows.find((row) => row[0] === user?.username)?.[1]).toBe("'=1+1");
  });

  it('exports formula-like position names quoted, and imports them back as they were', async () => {
    const tag = randomBytes(3).toString('hex');
    const names = [...FORMULAS, "'=already quoted"];
    const codes = names.map((_, i) => `fq-${tag}-${i}`);
    for (const [i, name] of names.entries()) {
      await server.db.query(
        "INSERT INTO sys_position (id, tenant_id, code, name, post_rank) VALUES ($1, 1001, $2, $3, '1')",
        [`fq-${tag}-${i}`, codes[i], name],
      );
    }
    const exported = await server.request({
      url: '/sys/position/exportXls',
      token,
      query: { code: `fq-${tag}-*`, column: 'code', order: 'asc', exportFields: 'code,name' },
    });
    const file = exported.raw.rawPayload;
    const rows = sheetRows(file).slice(1);
    expect(rows.map((row) => row[0])).toEqual(codes);
    expect(rows.map((row) => row[1])).toEqual(names.map((name) => `'${name}`));

    await server.db.query('DELETE FROM sys_position WHERE code LIKE $1', [`fq-${tag}-%`]);
    const boundary = `----fq${tag}`;
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="职务.xlsx"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const imported = await server.request({
      method: 'POST',
      url: '/sys/position/importExcel',
      token,
      body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(imported.body).toMatchObject({ success: true, result: { successCount: names.length } });
    const stored = await server.db.query<{ code: string; name: string }>(
      'SELECT code, name FROM sys_position WHERE code LIKE $1 ORDER BY code',
      [`fq-${tag}-%`],
    );
    // Imported text is trimmed like every form input, so a leading tab or return is not kept.
    expect(stored.map((row) => row.name)).toEqual(names.map((name) => name.trim()));
  });
});
