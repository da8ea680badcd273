import { posix } from 'node:path';
import type { XmlHandler } from '../../lib/xlsx-parts';

/**
 * What a sheet's cells need from the rest of an XLSX (ECMA-376 part 1, §18): the first sheet's
 * part, the shared strings, which styles are dates and the date system. Each is read by a
 * handler of `lib/xlsx-parts.ts` (saxes).
 */
export interface Book {
  sharedStrings: string[];
  dateStyles: boolean[];
  epoch1904: boolean;
}

/** A relationships part: target by ID and by type (its last segment: "officeDocument", "styles"…), resolved against `base`. */
export function relationships(base: string) {
  const byId = new Map<string, string>();
  const byType = new Map<string, string>();
  const handler: XmlHandler = {
    open(name, attributes) {
      if (name !== 'Relationship') return;
      const { Id, Type, Target, TargetMode } = attributes();
      if (!Target || TargetMode === 'External') return;
      const path = Target.startsWith('/') ? Target.slice(1) : posix.normalize(posix.join(base, Target));
      if (Id) byId.set(Id, path);
      const type = Type?.slice(Type.lastIndexOf('/') + 1);
      if (type && !byType.has(type)) byType.set(type, path);
    },
    close: () => undefined,
    text: () => undefined,
  };
  return { handler, byId, byType };
}

/** The workbook part: the first sheet's relationship ID and the date system. */
export function workbook() {
  const found = { sheetId: '', epoch1904: false };
  const handler: XmlHandler = {
    open(name, attributes) {
      if (name === 'workbookPr') found.epoch1904 = ['1', 'true'].includes(attributes().date1904 ?? '');
      if (name !== 'sheet' || found.sheetId !== '') return;
      const attrs = attributes();
      found.sheetId = Object.entries(attrs).find(([key]) => key.endsWith(':id'))?.[1] ?? '';
    },
    close: () => undefined,
    text: () => undefined,
  };
  return { handler, found };
}

/** Excel's built-in number formats that show a date or a time. */
const BUILT_IN_DATES = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58,
]);

/** A format code shows a date when, outside quoted text, escapes and [colour/condition] sections, it has d, m, y, h or s. */
export const isDateFormat = (code: string): boolean =>
  /[dmyhs]/i.test(code.replace(/"[^"]*"|\\.|\[[^\]]*\]/g, '').replace(/General/gi, ''));

/** The styles part: for every cell style (`s`), whether it shows a date. */
export function styles(dateStyles: boolean[]) {
  const custom = new Map<number, boolean>();
  let inCellStyles = false;
  const handler: XmlHandler = {
    open(name, attributes) {
      if (name === 'numFmt') {
        const { numFmtId, formatCode } = attributes();
        custom.set(Number(numFmtId), isDateFormat(formatCode ?? ''));
      } else if (name === 'cellXfs') inCellStyles = true;
      else if (name === 'xf' && inCellStyles) {
        const id = Number(attributes().numFmtId ?? 0);
        dateStyles.push(custom.get(id) ?? BUILT_IN_DATES.has(id));
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellStyles = false;
    },
    text: () => undefined,
  };
  return handler;
}

/** Excel writes characters XML cannot hold as `_xHHHH_`. */
export const unescapeXlsx = (text: string) =>
  text.includes('_x') ? text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) : text;

/**
 * The shared strings part: each `<si>`'s text (its runs joined; phonetic guides left out). Its
 * size is bounded by the inflated bytes of the part; a string longer than a cell may be is
 * refused where a cell uses it, with its row.
 */
export function sharedStrings(strings: string[]) {
  let current: string | null = null;
  let inText = false;
  let phonetic = false;
  const handler: XmlHandler = {
    open(name, _attributes, selfClosing) {
      if (name === 'si') current = '';
      else if (name === 'rPh') phonetic = true;
      else if (name === 't' && !phonetic && !selfClosing) inText = true;
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic = false;
      else if (name === 'si' && current !== null) {
        strings.push(unescapeXlsx(current));
        current = null;
      }
    },
    text(value) {
      if (inText && current !== null) current += value;
    },
  };
  return handler;
}

const DAY_MS = 86_400_000;
const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);

/** An Excel serial date as YYYY-MM-DD (the 1900 system counts a 29 February 1900 that never was: its epoch absorbs it). */
export function excelDate(serial: number, epoch1904: boolean): string {
  const ms = (epoch1904 ? EPOCH_1904 : EPOCH_1900) + Math.round(serial * DAY_MS);
  return Number.isFinite(ms) && Math.abs(ms) < 8.64e15 ? new Date(ms).toISOString().slice(0, 10) : String(serial);
}
