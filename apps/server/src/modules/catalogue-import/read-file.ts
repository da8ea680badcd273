import { isUtf8 } from 'node:buffer';
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { readSheet } from 'read-excel-file/node';
import { importT } from '@mostrador/shared/messages/es-MX-catalogue-import';
import { AppError } from '../../lib/errors';

export type FileFormat = 'csv' | 'xlsx';

/** One data row of the file: its line as a spreadsheet numbers it (header = 1) and its cells as text. */
export interface FileRow {
  line: number;
  cells: string[];
}

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

/** A cell of a spreadsheet as the person sees it: numbers without float noise, yes/no in Spanish. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return importT(value ? 'import.csv.yes' : 'import.csv.no');
  if (typeof value === 'number') {
    if (Number.isInteger(value)) return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 0 });
    const cents = value * 100;
    return Math.abs(cents - Math.round(cents)) < 1e-6 ? (Math.round(cents) / 100).toFixed(2) : String(value);
  }
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value as string);
}

/** Every row of the file, the header first, read as a stream (CSV) or sheet by sheet (XLSX: the first). */
export async function* readRows(file: Buffer, format: FileFormat): AsyncGenerator<FileRow> {
  if (format === 'xlsx') {
    let sheet;
    try {
      sheet = await readSheet(file);
    } catch {
      throw new AppError(importT('import.error.format'), 415);
    }
    for (const [i, row] of sheet.entries()) yield { line: i + 1, cells: row.map(cellText) };
    return;
  }
  // A NUL byte means it is not text at all.
  if (file.includes(0)) throw new AppError(importT('import.error.format'), 415);
  // Streamed with back-pressure: parse(text) would turn the whole file into records before the first is read.
  const encoding = isUtf8(file) ? 'utf-8' : 'windows-1252';
  const parser = Readable.from(csvTextChunks(file, encoding)).pipe(
    parse({ bom: true, delimiter: delimiterOf(file, encoding), relax_column_count: true, skip_empty_lines: false }),
  );
  let line = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) yield { line: ++line, cells: record };
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('CSV_')) throw new AppError(importT('import.error.format'), 415);
    throw error;
  }
}

const isBlank = (cells: readonly string[]) => cells.every((c) => c.trim() === '');

/** The header row and a few data rows, for the mapping screen; and how many data rows there are. */
export async function inspect(file: Buffer, format: FileFormat, sampleSize: number) {
  let headers: string[] | null = null;
  const sample: string[][] = [];
  let total = 0;
  for await (const row of readRows(file, format)) {
    if (headers === null) {
      headers = row.cells.map((c) => c.trim());
      continue;
    }
    if (isBlank(row.cells)) continue;
    total++;
    if (sample.length < sampleSize) sample.push(headers.map((_, i) => row.cells[i] ?? ''));
  }
  if (headers === null || total === 0) throw new AppError(importT('import.error.empty'), 400);
  return { headers, sample, total };
}

/** The data rows (no header, no blank rows), `from` the n-th on (0-based), in batches. */
export async function* dataBatches(file: Buffer, format: FileFormat, size: number, from = 0): AsyncGenerator<FileRow[]> {
  let batch: FileRow[] = [];
  let index = -1;
  let header = true;
  for await (const row of readRows(file, format)) {
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
