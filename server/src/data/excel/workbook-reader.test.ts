import { monitorEventLoopDelay } from 'node:perf_hooks';
import * as XLSX from '@e965/xlsx';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { BizError } from '../../http/envelope';
import { ZIP_LIMITS } from './import-limits';
import { type InflateStats, readWorkbook, readWorkbookOffThread, streamWorkbookOffThread } from './workbook-reader';
import { lyingZip, minimalXlsx } from './workbook-test-kit';
import { xlsxBuffer } from './xlsx-writer';

const TOO_LARGE = new BizError('文件大小不能超过10MB');
const TOO_MANY_ROWS = new BizError('数据行数不能超过50000行');

const stats = (): InflateStats => ({ inflatedBytes: 0 });
const positions = (count: number) =>
  xlsxBuffer(
    { name: '职务', header: ['职务编码', '职务名称', '职级'] },
    Array.from({ length: count }, (_, i) => [`code_${i}`, `职务${i}`, (i % 5) + 1]),
  );
const inflatedSize = (content: Uint8Array) =>
  Object.values(unzipSync(content)).reduce((sum, part) => sum + part.length, 0);

describe('readWorkbook on a zip bomb', () => {
  it('refuses a zip that lies about its sizes once it has really inflated past the cap', () => {
    // ~30:1, under the ratio check: only the byte count stops it.
    const zip = lyingZip(8 * 1024 * 1024, 'mixed');
    const cap = 4 * 1024 * 1024;
    const read = stats();
    expect(() => readWorkbook('bomb.xlsx', zip, { limits: { maxInflatedBytes: cap }, stats: read })).toThrow(TOO_LARGE);
    expect(read.inflatedBytes).toBeGreaterThan(cap);
    expect(read.inflatedBytes).toBeLessThanOrEqual(cap + 66 * 1024);
  });

  it('refuses a highly compressible part after the ratio grace, far below the total cap', () => {
    const zip = lyingZip(32 * 1024 * 1024, 'flat');
    const read = stats();
    expect(() => readWorkbook('bomb.xlsx', zip, { stats: read })).toThrow(TOO_LARGE);
    expect(read.inflatedBytes).toBeLessThanOrEqual(ZIP_LIMITS.ratioGraceBytes + 66 * 1024);
  });

  it('refuses a zip with more members than the limit, and a broken one as corrupt', () => {
    expect(() => readWorkbook('a.xlsx', minimalXlsx(), { limits: { maxEntries: 3 } })).toThrow(TOO_LARGE);
    const broken = minimalXlsx().subarray(0, 200);
    expect(() => readWorkbook('a.xlsx', broken)).toThrow(new BizError('文件已损坏或不是有效的Excel文件'));
  });
});

describe('readWorkbook row limit', () => {
  let big: Buffer;
  beforeAll(async () => {
    big = await positions(200_000);
  });

  it('refuses a 200,000-row sheet while counting its rows, before inflating all of it', () => {
    const read = stats();
    expect(() => readWorkbook('职务.xlsx', big, { stats: read })).toThrow(TOO_MANY_ROWS);
    expect(read.inflatedBytes).toBeGreaterThan(0);
    expect(read.inflatedBytes).toBeLessThan(inflatedSize(big) / 2);
  });

  it('refuses early on a large declared dimension, as SheetJS’s full range did', () => {
    const files = unzipSync(minimalXlsx());
    files['xl/worksheets/sheet1.xml'] = strToU8(
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><dimension ref="A1:C200000"/>' +
        '<sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>a</t></is></c></row></sheetData></worksheet>',
    );
    expect(() => readWorkbook('a.xlsx', Buffer.from(zipSync(files)))).toThrow(TOO_MANY_ROWS);
  });

  it('reads only the first sheet in workbook order: another large sheet is neither counted nor inflated', () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['姓名'], ['张三']]), '导入');
    const filler = Array.from({ length: 60_000 }, (_, i) => [`说明${i}`]);
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(filler), '说明');
    const content = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
    const read = stats();
    expect(readWorkbook('a.xlsx', content, { stats: read }).rows).toEqual([['姓名'], ['张三']]);
    expect(read.inflatedBytes).toBeLessThan(inflatedSize(content) / 4);
    // The same package with the sheets listed the other way round: the large one is now the first.
    const files = unzipSync(content);
    const workbook = strFromU8(files['xl/workbook.xml'] as Uint8Array);
    files['xl/workbook.xml'] = strToU8(workbook.replace(/(<sheet [^>]*\/>)(<sheet [^>]*\/>)/, '$2$1'));
    expect(() => readWorkbook('a.xlsx', Buffer.from(zipSync(files)))).toThrow(TOO_MANY_ROWS);
  });

  it('reads what our own streaming writer wrote (data descriptors, no dimension)', async () => {
    const grid = readWorkbook('职务.xlsx', await positions(3));
    expect(grid).toEqual({
      firstRow: 1,
      rows: [
        ['职务编码', '职务名称', '职级'],
        ['code_0', '职务0', 1],
        ['code_1', '职务1', 2],
        ['code_2', '职务2', 3],
      ],
    });
  });
});

describe('readWorkbookOffThread', () => {
  it('gives the same grid as readWorkbook, Dates included', async () => {
    const book = XLSX.utils.book_new();
    const when = new Date(Date.UTC(2024, 0, 2));
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet(
        [
          ['姓名', '日期'],
          ['张三', when],
        ],
        { cellDates: true },
      ),
      'S',
    );
    const content = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const grid = await readWorkbookOffThread('a.xlsx', content);
    expect(grid).toEqual(readWorkbook('a.xlsx', content));
    expect(grid.rows[1]?.[1]).toBeInstanceOf(Date);
  });

  it('refuses with a BizError carrying the same message, and reports what was inflated', async () => {
    const read = stats();
    const refused = readWorkbookOffThread('bomb.xlsx', lyingZip(8 * 1024 * 1024, 'mixed'), {
      limits: { maxInflatedBytes: 2 * 1024 * 1024 },
      stats: read,
    });
    await expect(refused).rejects.toBeInstanceOf(BizError);
    await expect(refused).rejects.toThrow(TOO_LARGE);
    expect(read.inflatedBytes).toBeGreaterThan(2 * 1024 * 1024);
    await expect(readWorkbookOffThread('a.txt', Buffer.from('x'))).rejects.toThrow(
      new BizError('文件格式不正确，请上传.xls或.xlsx格式的Excel文件'),
    );
  });

  it('keeps the event loop turning while a large workbook is read', async () => {
    const content = await positions(40_000);
    await readWorkbookOffThread('warm.xlsx', minimalXlsx()); // the thread is up: time the read alone
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const started = performance.now();
    const grid = await readWorkbookOffThread('职务.xlsx', content);
    const duration = performance.now() - started;
    delay.disable();
    expect(grid.rows).toHaveLength(40_001);
    const maxDelayMs = delay.max / 1e6;
    expect(maxDelayMs).toBeLessThan(duration / 4);
  });
});

describe('streamWorkbookOffThread', () => {
  it('reads at most two batches ahead of its caller, and a cancelled read frees the thread', async () => {
    const content = await positions(20_000);
    const stream = streamWorkbookOffThread('职务.xlsx', content);
    const first = await stream.next();
    expect(first?.firstRow).toBe(1);
    expect(first?.rows[0]).toEqual(['职务编码', '职务名称', '职级']);
    expect(stream.sheetRows).toBe(20_001);
    // The thread could read the whole sheet meanwhile; it stops once two batches wait.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stream.buffered).toBeLessThanOrEqual(2);
    const second = await stream.next();
    expect(second?.firstRow).toBe(1 + (first?.rows.length ?? 0));
    stream.cancel();
    await expect(stream.next()).resolves.toBeNull();
    // The thread took the cancel and is free for the next read.
    const grid = await readWorkbookOffThread('职务.xlsx', await positions(3));
    expect(grid.rows).toHaveLength(4);
  });
});
