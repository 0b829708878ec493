import { describe, expect, it } from 'vitest';
import { SheetRowScan } from './sheet-row-scan';

const encoder = new TextEncoder();

/** Feeds `xml` in chunks of `size` bytes; the scan and whether it said "exceeded". */
function scan(xml: string, limit: number, size: number): { scan: SheetRowScan; exceeded: boolean } {
  const bytes = encoder.encode(xml);
  const rows = new SheetRowScan(limit);
  let exceeded = false;
  for (let at = 0; at < bytes.length && !exceeded; at += size) exceeded = rows.push(bytes.subarray(at, at + size));
  return { scan: rows, exceeded };
}

const SHEET =
  '<x:worksheet xmlns:x="main"><x:dimension ref="A1:C4"/><x:sheetData>' +
  '<x:row r="1" spans="1:3"><x:c r="A1" t="inlineStr"><x:is><x:t>姓名</x:t></x:is></x:c></x:row>' +
  '<x:row><x:c r="A2"><x:v>1</x:v></x:c></x:row>' +
  '<x:row r="3"/><x:row r="4"\n><x:c r="A4"/></x:row>' +
  '</x:sheetData><x:rowBreaks count="1"><x:brk id="2"/></x:rowBreaks></x:worksheet>';

describe('SheetRowScan', () => {
  it('counts prefixed and unnumbered rows the same wherever the chunks split the XML', () => {
    for (let size = 1; size <= 17; size++) {
      const { scan: rows, exceeded } = scan(SHEET, 4, size);
      expect({ size, rows: rows.rows, exceeded }).toEqual({ size, rows: 4, exceeded: false });
    }
    expect(scan(SHEET, 3, 5).exceeded).toBe(true);
  });

  it('refuses on the rows’ span and on a large declared dimension, but not on a small lying one', () => {
    const sparse = '<worksheet><sheetData><row r="2"/><row r="60"/></sheetData></worksheet>';
    expect(scan(sparse, 58, 7).exceeded).toBe(true);
    expect(scan(sparse, 59, 7).exceeded).toBe(false);
    expect(scan('<worksheet><dimension ref="B3:D200000"/><sheetData>', 50_011, 4).exceeded).toBe(true);
    const lying = `<worksheet><dimension ref="A1"/><sheetData>${'<row/>'.repeat(12)}</sheetData></worksheet>`;
    expect(scan(lying, 10, 3).exceeded).toBe(true);
  });
});
