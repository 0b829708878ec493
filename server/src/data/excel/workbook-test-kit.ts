// Hostile and minimal workbooks for the reader's tests and tests/bench/bad-workbooks.bench.ts.

import { deflateRawSync, constants as zlibConstants } from 'node:zlib';
import * as XLSX from '@e965/xlsx';
import { deflateSync, strToU8, unzipSync } from 'fflate';

/** A small valid .xlsx written by SheetJS (about ten members). */
export function minimalXlsx(): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['姓名'], ['张三']]), 'S');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

/**
 * Filler with no `<row>` in it: `flat` compresses about 1000:1 (a classic bomb), `mixed` about 30:1
 * (under any ratio check, so only a byte count stops it). Deterministic.
 */
function filler(bytes: number, kind: 'flat' | 'mixed'): Uint8Array {
  if (kind === 'flat') return Buffer.alloc(bytes, '<c r="A1"/>');
  const out = Buffer.alloc(bytes, 0x20);
  let seed = 12345;
  for (let i = 0; i < bytes; i++) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    if ((seed >>> 16) % 100 === 0) out[i] = 0x61 + ((seed >>> 8) % 26);
  }
  return out;
}

interface Member {
  name: string;
  /** The member's data as stored: raw deflate (method 8) or plain bytes (method 0). */
  data: Uint8Array;
  method: 0 | 8;
  /** The uncompressed size it declares. */
  claimed: number;
}

/** A zip of the members as given (CRC fields left 0: neither fflate nor SheetJS checks them). */
function packZip(members: readonly Member[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data, method, claimed } of members) {
    const path = Buffer.from(name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(claimed, 22);
    local.writeUInt16LE(path.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(claimed, 24);
    central.writeUInt16LE(path.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, path, Buffer.from(data.buffer, data.byteOffset, data.byteLength));
    centrals.push(central, path);
    offset += 30 + path.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(members.length, 8);
  end.writeUInt16LE(members.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const SHEET_HEAD = strToU8('<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>');
const SHEET_TAIL = strToU8('</sheetData></worksheet>');
const SHEET = 'xl/worksheets/sheet1.xml';

/** A real package whose sheet1.xml is replaced by `sheet` (raw deflate); every member claims 4 KB. */
function lyingPackage(sheet: Uint8Array): Buffer {
  const files = unzipSync(minimalXlsx());
  const members: Member[] = Object.entries(files).map(([name, data]) =>
    name === SHEET
      ? { name, data: sheet, method: 8, claimed: 4096 }
      : { name, data: deflateSync(data), method: 8, claimed: 4096 },
  );
  return packZip(members);
}

/**
 * A zip bomb posing as a workbook: a real package whose sheet1.xml holds `bytes` of filler, every
 * member claiming to inflate to 4 KB (what a declared-size check trusts).
 */
export function lyingZip(bytes: number, kind: 'flat' | 'mixed'): Buffer {
  const sheet = new Uint8Array(SHEET_HEAD.length + bytes + SHEET_TAIL.length);
  sheet.set(SHEET_HEAD);
  sheet.set(filler(bytes, kind), SHEET_HEAD.length);
  sheet.set(SHEET_TAIL, SHEET_HEAD.length + bytes);
  return lyingPackage(deflateSync(sheet, { level: 6 }));
}

/**
 * The bomb of issue 18 at any size: sheet1.xml inflates to `megabytes` MB of filler (`flat` ~500:1, the
 * issue's kind; `mixed` ~30:1, only a byte count stops it), built without ever holding it: one MB deflated
 * once with a full flush (independent and byte-aligned), repeated.
 */
export function hugeLyingZip(megabytes: number, kind: 'flat' | 'mixed' = 'flat'): Buffer {
  const block = deflateRawSync(filler(1024 * 1024, kind), { level: 9, finishFlush: zlibConstants.Z_FULL_FLUSH });
  const head = deflateRawSync(SHEET_HEAD, { finishFlush: zlibConstants.Z_FULL_FLUSH });
  // The final block: fixed Huffman, empty (BFINAL=1, BTYPE=01, end-of-block).
  const stream = Buffer.concat([head, ...Array.from({ length: megabytes }, () => block), Buffer.from([0x03, 0x00])]);
  return lyingPackage(stream);
}
