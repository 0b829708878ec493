/** One member of a zip, as its central directory and local header place it. */
export interface ZipEntry {
  name: string;
  /** 0: stored, 8: deflated (anything else is refused by the reader). */
  method: number;
  /** General-purpose flags; bit 0 means the member is encrypted. */
  flags: number;
  /** First byte of the member's data, just after its local header. */
  dataStart: number;
  /** Where its data ends at the latest: the declared compressed size, clipped to the file. */
  dataEnd: number;
  /** What it claims to inflate to: believed only to refuse early, never to allow. */
  declaredSize: number;
}

/** The bytes are not a zip we can read (truncated, inconsistent offsets, missing signatures). */
export class ZipFormatError extends Error {}

/** The central directory declares more members than the caller accepts. */
export class ZipTooManyEntriesError extends Error {}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const latin1 = new TextDecoder('latin1');
const utf8 = new TextDecoder('utf-8');

function view(content: Uint8Array): DataView {
  return new DataView(content.buffer, content.byteOffset, content.byteLength);
}

function need(content: Uint8Array, at: number, length: number): void {
  if (at < 0 || at + length > content.length) throw new ZipFormatError('zip structure out of bounds');
}

function u64(data: DataView, at: number): number {
  return data.getUint32(at, true) + data.getUint32(at + 4, true) * 2 ** 32;
}

/** Where the central directory starts and how many members it declares (zip64 aware). */
function directory(content: Uint8Array, data: DataView): { count: number; offset: number } {
  const last = content.length - 22;
  const first = Math.max(0, last - 0xffff);
  let eocd = -1;
  for (let at = last; at >= first; at--) {
    if (data.getUint32(at, true) === EOCD) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) throw new ZipFormatError('no end of central directory');
  let count = data.getUint16(eocd + 10, true);
  let offset = data.getUint32(eocd + 16, true);
  if ((count === 0xffff || offset === 0xffffffff) && eocd >= 20 && data.getUint32(eocd - 20, true) === ZIP64_LOCATOR) {
    const at = u64(data, eocd - 12);
    need(content, at, 56);
    if (data.getUint32(at, true) !== ZIP64_EOCD) throw new ZipFormatError('bad zip64 directory');
    count = u64(data, at + 32);
    offset = u64(data, at + 48);
  }
  return { count, offset };
}

/** Zip64 values of a central record: each present only when its 32-bit field is saturated. */
function zip64Fields(
  data: DataView,
  start: number,
  end: number,
  fields: { uncompressed: boolean; compressed: boolean; offset: boolean },
) {
  const found: { uncompressedSize?: number; compressedSize?: number; localOffset?: number } = {};
  for (let at = start; at + 4 <= end; ) {
    const id = data.getUint16(at, true);
    const length = data.getUint16(at + 2, true);
    if (id === 0x0001) {
      let cursor = at + 4;
      const take = () => {
        if (cursor + 8 > at + 4 + length) throw new ZipFormatError('short zip64 field');
        const value = u64(data, cursor);
        cursor += 8;
        return value;
      };
      if (fields.uncompressed) found.uncompressedSize = take();
      if (fields.compressed) found.compressedSize = take();
      if (fields.offset) found.localOffset = take();
      return found;
    }
    at += 4 + length;
  }
  return found;
}

/**
 * The members of a zip, read from its central directory (as SheetJS and Excel read it), in directory
 * order. Sizes are not trusted for anything but where a member's data ends at the latest (and a refusal
 * when they claim too much): what a member inflates to is only known by inflating it. More than `maxEntries` members is refused before any is read.
 *
 * @example zipEntries(buffer, 4096).map((entry) => entry.name) // ['[Content_Types].xml', ...]
 */
export function zipEntries(content: Uint8Array, maxEntries: number): ZipEntry[] {
  if (content.length < 22) throw new ZipFormatError('too short for a zip');
  const data = view(content);
  const { count, offset } = directory(content, data);
  if (count > maxEntries) throw new ZipTooManyEntriesError(`${count} entries`);
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    need(content, at, 46);
    if (data.getUint32(at, true) !== CENTRAL) throw new ZipFormatError('bad central directory record');
    const flags = data.getUint16(at + 8, true);
    const method = data.getUint16(at + 10, true);
    let compressedSize = data.getUint32(at + 20, true);
    let uncompressedSize = data.getUint32(at + 24, true);
    const nameLength = data.getUint16(at + 28, true);
    const extraLength = data.getUint16(at + 30, true);
    const commentLength = data.getUint16(at + 32, true);
    let localOffset = data.getUint32(at + 42, true);
    need(content, at + 46, nameLength + extraLength + commentLength);
    const nameBytes = content.subarray(at + 46, at + 46 + nameLength);
    const name = (flags & 0x800 ? utf8 : latin1).decode(nameBytes);
    const saturated = {
      uncompressed: uncompressedSize === 0xffffffff,
      compressed: compressedSize === 0xffffffff,
      offset: localOffset === 0xffffffff,
    };
    if (saturated.uncompressed || saturated.compressed || saturated.offset) {
      const extraStart = at + 46 + nameLength;
      const wide = zip64Fields(data, extraStart, extraStart + extraLength, saturated);
      uncompressedSize = wide.uncompressedSize ?? uncompressedSize;
      compressedSize = wide.compressedSize ?? compressedSize;
      localOffset = wide.localOffset ?? localOffset;
    }
    need(content, localOffset, 30);
    if (data.getUint32(localOffset, true) !== LOCAL) throw new ZipFormatError('bad local header');
    const dataStart =
      localOffset + 30 + data.getUint16(localOffset + 26, true) + data.getUint16(localOffset + 28, true);
    if (dataStart > content.length) throw new ZipFormatError('member data out of bounds');
    const dataEnd = Math.min(content.length, dataStart + compressedSize);
    entries.push({ name, method, flags, dataStart, dataEnd, declaredSize: uncompressedSize });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
