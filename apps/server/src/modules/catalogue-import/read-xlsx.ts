import { posix } from 'node:path';
import type { Entry } from 'yauzl';
import {
  IMPORT_MAX_CELL_CHARS,
  IMPORT_MAX_COLUMNS,
  IMPORT_MAX_INFLATED_BYTES,
  IMPORT_MAX_XLSX_INDEX_BYTES,
} from '@mostrador/shared/constants/limits';
import { catalogueImportT } from '@mostrador/shared/messages/es-MX-catalogue-import';
import { refuse, type FileRow } from './file-limits';
import { excelDate, relationships, sharedStrings, styles, unescapeXlsx, workbook, type Book } from './xlsx-book';
import { inflateEntry, openZip, parseXmlStream, XmlFormatError, ZipFormatError, type XmlHandler } from '../../lib/xlsx-parts';

/** The longest tag or text the XML parser may hold: a cell at its limit, every character written as `&#xHHHHH;`. */
const MAX_TOKEN_CHARS = IMPORT_MAX_CELL_CHARS * 10;

/**
 * The parts of one XLSX, inflated on demand and counted as they inflate: all of them against
 * IMPORT_MAX_INFLATED_BYTES, those kept in memory (`index`) also against IMPORT_MAX_XLSX_INDEX_BYTES.
 */
async function partsOf(file: Buffer) {
  const { zip, entries } = await openZip(file);
  let total = IMPORT_MAX_INFLATED_BYTES;
  let index = IMPORT_MAX_XLSX_INDEX_BYTES;
  const entry = (name: string): Entry | undefined => entries.get(name);
  /** `line`: the row being read, for a text too long to hold (none outside the sheet). */
  const stream = (part: Entry, handler: XmlHandler, isIndex: boolean, line: () => number | undefined = () => undefined) =>
    parseXmlStream(
      inflateEntry(zip, part, (bytes) => {
        if ((total -= bytes) < 0) refuse.inflated();
        if (isIndex && (index -= bytes) < 0) refuse.inflatedIndex();
      }),
      handler,
      MAX_TOKEN_CHARS,
      () => refuse.cell(line()),
    );
  const read = async (name: string | undefined, handler: XmlHandler) => {
    const part = name === undefined ? undefined : entry(name);
    if (part) for await (const _ of stream(part, handler, true));
  };
  return { entry, stream, read };
}

const relsOf = (part: string) => posix.join(posix.dirname(part), '_rels', `${posix.basename(part)}.rels`);

/** The first sheet's part and what its cells need from the rest of the file. */
async function openBook(parts: Awaited<ReturnType<typeof partsOf>>): Promise<{ sheet: Entry; book: Book }> {
  const root = relationships('');
  await parts.read('_rels/.rels', root.handler);
  const workbookPath = root.byType.get('officeDocument') ?? 'xl/workbook.xml';
  const info = workbook();
  await parts.read(workbookPath, info.handler);
  const rels = relationships(posix.dirname(workbookPath));
  await parts.read(relsOf(workbookPath), rels.handler);
  const sheet = parts.entry(rels.byId.get(info.found.sheetId) ?? '') ?? parts.entry('xl/worksheets/sheet1.xml');
  if (!sheet) throw new XmlFormatError();
  const book: Book = { sharedStrings: [], dateStyles: [], epoch1904: info.found.epoch1904 };
  await parts.read(rels.byType.get('styles'), styles(book.dateStyles));
  await parts.read(rels.byType.get('sharedStrings'), sharedStrings(book.sharedStrings));
  return { sheet, book };
}

/** A number as a person sees it: integers without float noise or grouping, amounts with two decimals when they have cents. */
export function numberText(value: number): string {
  // String() writes every digit below 1e21; toLocaleString (which would build a formatter per cell) only above.
  if (Number.isInteger(value))
    return Math.abs(value) < 1e21 ? String(value) : value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 0 });
  const cents = value * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6 ? (Math.round(cents) / 100).toFixed(2) : String(value);
}

/** A cell's text by its type (`t`): shared string, inline string, formula text, boolean, error, date, or number. */
function cellText(book: Book, type: string, style: number, raw: string): string {
  switch (type) {
    case 's':
      return book.sharedStrings[Number(raw)] ?? '';
    case 'inlineStr':
      return unescapeXlsx(raw);
    case 'str':
    case 'e':
      return raw;
    case 'b':
      return catalogueImportT(raw.trim() === '1' || raw.trim() === 'true' ? 'import.csv.yes' : 'import.csv.no');
    case 'd':
      return raw.slice(0, 10);
  }
  const value = raw.trim() === '' ? NaN : Number(raw);
  if (Number.isNaN(value)) return raw;
  return book.dateStyles[style] ? excelDate(value, book.epoch1904) : numberText(value);
}

/** "BC12" → 54 (0-based column of its letters), or -1. */
function columnOf(reference: string | undefined): number {
  const letters = /^([A-Z]{1,3})[0-9]/.exec(reference ?? '')?.[1];
  if (!letters) return -1;
  let n = 0;
  for (const c of letters) n = n * 26 + c.charCodeAt(0) - 64;
  return n - 1;
}

/** A sheet part's handler: finished rows with any value go to `out`, numbered as the sheet numbers them. */
function sheetRows(book: Book, out: FileRow[]): XmlHandler & { line: () => number } {
  let line = 0;
  let cells: string[] = [];
  let column = -1;
  const cell = { type: '', style: 0, text: [] as string[], reading: false, length: 0 };
  return {
    line: () => Math.max(line, 1),
    open(name, attributes) {
      if (name === 'row') {
        const r = Number(attributes().r);
        line = Number.isInteger(r) && r > line ? r : line + 1;
        [cells, column] = [[], -1];
      } else if (name === 'c') {
        const { r, t, s } = attributes();
        const at = columnOf(r);
        column = at > column ? at : column + 1;
        Object.assign(cell, { type: t ?? 'n', style: Number(s ?? 0), text: [], reading: false, length: 0 });
      } else if (name === 'v' || (name === 't' && cell.type === 'inlineStr')) cell.reading = true;
    },
    text(value) {
      if (!cell.reading) return;
      if ((cell.length += value.length) > MAX_TOKEN_CHARS) refuse.cell(line);
      cell.text.push(value);
    },
    close(name) {
      if (name === 'v' || name === 't') cell.reading = false;
      else if (name === 'c') {
        const text = cell.text.length === 0 ? '' : cellText(book, cell.type, cell.style, cell.text.join(''));
        if (text === '') return;
        if (column >= IMPORT_MAX_COLUMNS) refuse.columns(line);
        if (text.length > IMPORT_MAX_CELL_CHARS) refuse.cell(line);
        while (cells.length < column) cells.push('');
        cells[column] = text;
      } else if (name === 'row' && cells.length > 0) out.push({ line, cells });
    },
  };
}

/**
 * The rows of an XLSX's first sheet that have any value, read as a stream: the sheet part is
 * inflated and parsed a chunk at a time and its rows handed on as they finish. Empty rows are
 * left out (a formatted but empty row 1,048,576 costs nothing); line numbers are the sheet's.
 */
export async function* readXlsxRows(file: Buffer): AsyncGenerator<FileRow> {
  const parts = await partsOf(file);
  const { sheet, book } = await openBook(parts);
  const finished: FileRow[] = [];
  const handler = sheetRows(book, finished);
  for await (const _ of parts.stream(sheet, handler, false, handler.line)) {
    yield* finished;
    finished.length = 0;
  }
  yield* finished;
}

/** The file is not an XLSX we can read (as opposed to one past a limit). */
export const isXlsxFormatError = (error: unknown) => error instanceof ZipFormatError || error instanceof XmlFormatError;
