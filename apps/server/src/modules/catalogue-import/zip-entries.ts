import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';

/** An XLSX part as the ZIP's central directory lists it. Its declared inflated size is never trusted, so it is not kept. */
export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localHeader: number;
}

/** The file is not a ZIP we can read. */
export class ZipFormatError extends Error {}

/** More than this is not an XLSX (Excel writes a dozen parts; one per sheet, picture and comment). */
const MAX_ENTRIES = 10_000;
/** Compressed bytes handed to zlib at a time. */
const INPUT_SLICE = 64 * 1024;
/** Inflated bytes zlib hands on at a time: few enough round trips to its thread, little held. */
const OUTPUT_CHUNK = 256 * 1024;
const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END = 0x06064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const U32_MAX = 0xffffffff;

function check(condition: boolean): asserts condition {
  if (!condition) throw new ZipFormatError();
}

function findEnd(zip: Buffer): number {
  // The end record is 22 bytes plus a comment of up to 65,535.
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 65_535); at--)
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  throw new ZipFormatError();
}

function directoryOf(zip: Buffer): { count: number; offset: number } {
  const end = findEnd(zip);
  const count = zip.readUInt16LE(end + 10);
  const offset = zip.readUInt32LE(end + 16);
  if (count !== 0xffff && offset !== U32_MAX) return { count, offset };
  const locator = end - 20;
  check(locator >= 0 && zip.readUInt32LE(locator) === ZIP64_LOCATOR);
  const end64 = Number(zip.readBigUInt64LE(locator + 8));
  check(end64 + 56 <= zip.length && zip.readUInt32LE(end64) === ZIP64_END);
  return { count: Number(zip.readBigUInt64LE(end64 + 32)), offset: Number(zip.readBigUInt64LE(end64 + 48)) };
}

/** ZIP64's extra field holds, in this order, whichever of the sizes and the offset are 0xFFFFFFFF in the entry. */
function zip64Values(extra: Buffer, compressed: number, inflated: number, offset: number) {
  const values = { compressed, offset };
  for (let at = 0; at + 4 <= extra.length; at += 4 + extra.readUInt16LE(at + 2)) {
    if (extra.readUInt16LE(at) !== 0x0001) continue;
    let field = at + 4;
    const next = () => Number(extra.readBigUInt64LE((field += 8) - 8));
    if (inflated === U32_MAX) next();
    if (compressed === U32_MAX) values.compressed = next();
    if (offset === U32_MAX) values.offset = next();
  }
  return values;
}

/** The parts of a ZIP, by name, from its central directory (what every ZIP reader trusts over the local headers). */
export function zipEntries(zip: Buffer): Map<string, ZipEntry> {
  const entries = new Map<string, ZipEntry>();
  try {
    const directory = directoryOf(zip);
    check(directory.count <= MAX_ENTRIES);
    let at = directory.offset;
    for (let i = 0; i < directory.count; i++) {
      check(at + 46 <= zip.length && zip.readUInt32LE(at) === DIRECTORY_ENTRY);
      const [nameLength, extraLength, commentLength] = [zip.readUInt16LE(at + 28), zip.readUInt16LE(at + 30), zip.readUInt16LE(at + 32)];
      const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
      const extra = zip.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength);
      const { compressed, offset } = zip64Values(extra, zip.readUInt32LE(at + 20), zip.readUInt32LE(at + 24), zip.readUInt32LE(at + 42));
      entries.set(name, { name, method: zip.readUInt16LE(at + 10), compressedSize: compressed, localHeader: offset });
      at += 46 + nameLength + extraLength + commentLength;
    }
  } catch (error) {
    if (error instanceof RangeError) throw new ZipFormatError();
    throw error;
  }
  return entries;
}

function compressedData(zip: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localHeader;
  check(at + 30 <= zip.length && zip.readUInt32LE(at) === LOCAL_HEADER);
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  check(start + entry.compressedSize <= zip.length);
  return zip.subarray(start, start + entry.compressedSize);
}

function* slices(data: Buffer): Generator<Buffer> {
  for (let at = 0; at < data.length; at += INPUT_SLICE) yield data.subarray(at, at + INPUT_SLICE);
}

/**
 * An entry's bytes as they inflate, each chunk told to `count` before it is handed on (`count`
 * throws to stop), whatever size the entry declares. Node's zlib inflates off the main thread
 * and, since it respects back-pressure within a write, holds at most a chunk or two of output.
 */
export async function* inflateEntry(zip: Buffer, entry: ZipEntry, count: (bytes: number) => void): AsyncGenerator<Buffer> {
  const data = compressedData(zip, entry);
  if (entry.method === 0) {
    for (const slice of slices(data)) {
      count(slice.length);
      yield slice;
    }
    return;
  }
  check(entry.method === 8);
  const source = Readable.from(slices(data));
  const inflater = createInflateRaw({ chunkSize: OUTPUT_CHUNK });
  source.pipe(inflater);
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      count(chunk.length);
      yield chunk;
    }
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('Z_')) throw new ZipFormatError();
    throw error;
  } finally {
    source.destroy();
    inflater.destroy();
  }
}
