import { isUtf8 } from 'node:buffer';
import { pipeline, Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { IMPORT_MAX_CELL_CHARS, IMPORT_MAX_COLUMNS } from '@mostrador/shared/constants/limits';
import { catalogueImportT } from '@mostrador/shared/messages/es-MX-catalogue-import';
import { AppError } from '../../lib/errors';
import { createRowLimiter, isBlank, refuse, type FileRow, type ReadLimits } from './file-limits';
import { isXlsxFormatError, readXlsxRows } from './read-xlsx';

export type FileFormat = 'csv' | 'xlsx';
export type { FileRow, ReadLimits };

/** Told by the content, never by the name: an XLSX is a ZIP ("PK\x03\x04"); anything else is read as CSV. */
export const formatOf = (file: Buffer): FileFormat => (file.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])) ? 'xlsx' : 'csv');

const CHUNK_BYTES = 64 * 1024;

/**
 * The text of a CSV in slices: UTF-8 (with or without Excel's BOM), else Windows-1252 (Excel's
 * plain "CSV" on a Spanish Windows). Decoded a slice at a time, so the parser never holds the
 * whole file as text or as records (decision 046).
 */
function* csvTextChunks(file: Buffer, encoding: string): Generator<string> {
  const decoder = new TextDecoder(encoding);
  for (let at = 0; at < file.length; at += CHUNK_BYTES) {
    const text = decoder.decode(file.subarray(at, at + CHUNK_BYTES), { stream: true });
    if (text !== '') yield text;
  }
  const rest = decoder.decode();
  if (rest !== '') yield rest;
}

/** `;` (Excel in Spanish), tab or `,`: whichever the header line has most of, outside quotes. */
function delimiterOf(file: Buffer, encoding: string): string {
  const start = new TextDecoder(encoding).decode(file.subarray(0, CHUNK_BYTES));
  const firstLine = (start.split(/\r?\n/, 1)[0] ?? '').replace(/"[^"]*"/g, '');
  const counts = [';', '\t', ','].map((d) => ({ d, n: firstLine.split(d).length - 1 }));
  return counts.reduce((best, c) => (c.n > best.n ? c : best), { d: ',', n: 0 }).d;
}

/**
 * Counts, outside quotes, each record's separators and each field's characters before the parser
 * builds anything: a line of a million commas or one field of 30 MB is refused at the limit.
 * A quoted field may double its quotes, hence twice the cell limit (the exact check follows).
 */
function* guardCsv(chunks: Iterable<string>, delimiter: string): Generator<string> {
  const separator = delimiter.charCodeAt(0);
  const maxRaw = IMPORT_MAX_CELL_CHARS * 2 + 2;
  let [record, fields, chars, quoted] = [1, 1, 0, false];
  for (const text of chunks) {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 0x22) quoted = !quoted;
      else if (!quoted && c === 0x0a) {
        [record, fields, chars] = [record + 1, 1, 0];
        continue;
      } else if (!quoted && c === separator) {
        if (++fields > IMPORT_MAX_COLUMNS) refuse.columns(record);
        chars = 0;
        continue;
      }
      if (++chars > maxRaw) refuse.cell(record);
    }
    yield text;
  }
}

/** The records of a CSV, streamed with back-pressure: parse(text) would turn the whole file into records before the first is read. */
async function* readCsvRows(file: Buffer): AsyncGenerator<FileRow> {
  // A NUL byte means it is not text at all.
  if (file.includes(0)) throw new AppError(catalogueImportT('import.error.format'), 415);
  const encoding = isUtf8(file) ? 'utf-8' : 'windows-1252';
  const delimiter = delimiterOf(file, encoding);
  const parser = parse({ bom: true, delimiter, relax_column_count: true, skip_empty_lines: false });
  // pipeline, not pipe: a refusal of the guard must reach the parser (and this loop) as its error.
  pipeline(Readable.from(guardCsv(csvTextChunks(file, encoding), delimiter)), parser, () => undefined);
  let line = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) yield { line: ++line, cells: record };
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('CSV_')) throw new AppError(catalogueImportT('import.error.format'), 415);
    throw error;
  } finally {
    parser.destroy();
  }
}

/**
 * Every row of the file, the header first, read as a stream (CSV: records; XLSX: the first
 * sheet's rows with any value), each checked against the limits as it comes (file-limits.ts).
 */
export async function* readRows(file: Buffer, format: FileFormat, limits: ReadLimits): AsyncGenerator<FileRow> {
  const limit = createRowLimiter(limits);
  if (format === 'csv') {
    for await (const row of readCsvRows(file)) yield limit(row);
    return;
  }
  try {
    for await (const row of readXlsxRows(file)) yield limit(row);
  } catch (error) {
    if (isXlsxFormatError(error) || error instanceof RangeError) throw new AppError(catalogueImportT('import.error.format'), 415);
    throw error;
  }
}

/** The header row and a few data rows, for the mapping screen; and how many data rows there are. */
export async function inspect(file: Buffer, format: FileFormat, sampleSize: number, limits: ReadLimits) {
  let headers: string[] | null = null;
  const sample: string[][] = [];
  let total = 0;
  for await (const row of readRows(file, format, limits)) {
    if (headers === null) {
      headers = row.cells.map((c) => c.trim());
      continue;
    }
    if (isBlank(row.cells)) continue;
    total++;
    if (sample.length < sampleSize) sample.push(headers.map((_, i) => row.cells[i] ?? ''));
  }
  if (headers === null || total === 0) throw new AppError(catalogueImportT('import.error.empty'), 400);
  return { headers, sample, total };
}

/** The data rows (no header, no blank rows), `from` the n-th on (0-based), in batches. */
export async function* dataBatches(
  file: Buffer,
  format: FileFormat,
  size: number,
  limits: ReadLimits,
  from = 0,
): AsyncGenerator<FileRow[]> {
  let batch: FileRow[] = [];
  let index = -1;
  let header = true;
  for await (const row of readRows(file, format, limits)) {
    if (header) {
      header = false;
      continue;
    }
    if (isBlank(row.cells)) continue;
    if (++index < from) continue;
    batch.push(row);
    if (batch.length === size) {
      // Let requests waiting on this process run between batches (the checks are synchronous work).
      await new Promise((resolve) => setImmediate(resolve));
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}
