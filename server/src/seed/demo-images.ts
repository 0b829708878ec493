import { deflateSync } from 'node:zlib';
import type { Db } from '../db/database';
import { UploadExistsError, type UploadStorage, uploadKeyOf } from '../storage';

/** Demo image columns: shop logos and licences, product main images and galleries. */
const IMAGE_QUERIES = [
  "SELECT logo AS paths FROM sys_shop WHERE logo LIKE 'demo/%'",
  "SELECT license_img AS paths FROM bus_shop_additional WHERE license_img LIKE 'demo/%'",
  "SELECT main_image AS paths FROM bus_product WHERE main_image LIKE 'demo/%'",
  "SELECT images AS paths FROM bus_product WHERE images LIKE 'demo/%'",
];
const SIZE = 160;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A small PNG: a soft vertical gradient in a colour taken from `seed`, so each demo picture differs.
 * (Browsers decode images by their signature, so a `.jpg` path may hold these bytes.)
 */
export function placeholderPng(seed: string): Buffer {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  const base = [96 + (hash % 120), 96 + ((hash >>> 8) % 120), 96 + ((hash >>> 16) % 120)];
  const rows: Buffer[] = [];
  for (let y = 0; y < SIZE; y++) {
    const row = Buffer.alloc(1 + SIZE * 3);
    const light = Math.round((y / SIZE) * 80);
    for (let x = 0; x < SIZE; x++) {
      for (let c = 0; c < 3; c++) row[1 + x * 3 + c] = Math.min(255, (base[c] as number) + light);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Stores a placeholder picture for every demo image path the seed data names and the upload store
 * lacks, so demo pages show pictures instead of failed image requests. Instances starting together
 * on one bucket may race: a picture another one stored first is simply skipped.
 *
 * @example await writeDemoImages(db, createUploadStorage(config))
 */
export async function writeDemoImages(db: Db, uploads: UploadStorage): Promise<number> {
  const paths = new Set<string>();
  for (const sql of IMAGE_QUERIES) {
    for (const row of await db.query<{ paths: string | null }>(sql)) {
      for (const path of String(row.paths ?? '').split(',')) {
        if (/^demo\/[\w./-]+$/.test(path) && uploadKeyOf(path) !== null) paths.add(path);
      }
    }
  }
  let written = 0;
  for (const path of paths) {
    if (await uploads.exists(path)) continue;
    try {
      await uploads.put(path, placeholderPng(path), 'image/png');
      written += 1;
    } catch (error) {
      if (!(error instanceof UploadExistsError)) throw error;
    }
  }
  return written;
}
