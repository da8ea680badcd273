/**
 * What a barcode scanner reads on a medicine box (issue 33): a plain EAN-13, or a GS1 element
 * string (GS1 DataMatrix, GS1-128, GS1 QR) carrying the GTIN with lot, expiry and serial. Runs on
 * the server and in the browser; no dependencies (decision 060 says why it is not an npm parser).
 */
import { isValidEan13 } from '../validation/ean13';
import { gs1Date } from './gs1-date';

/** The group separator (ASCII 29) a scanner sends for FNC1 after a variable-length field. */
export const GS = '\u001d';

export interface Gs1Read {
  /** The GTIN as 14 digits ("0" + EAN-13 for a plain barcode). */
  gtin: string;
  /** The EAN-13 products are stored with; null when the GTIN is a case (indicator 1–9) or other length. */
  ean13: string | null;
  /** AI (10), as printed. */
  lot: string | null;
  /** AI (17) as 'YYYY-MM-DD' (DD = 00 read as the month's last day). */
  expiry: string | null;
  /** AI (21). */
  serial: string | null;
}

/** Why a code cannot be read: its words are in es-MX-picking.ts (`pick.unreadable.<reason>`). */
export type Gs1Failure = 'empty' | 'format' | 'checkDigit' | 'unknownAi' | 'date' | 'noGtin';
export type Gs1Result = { ok: true; read: Gs1Read } | { ok: false; reason: Gs1Failure };

/** Fixed-length AIs (data length), and variable ones (maximum length), of the General Specifications. */
const FIXED: Readonly<Record<string, number>> = {
  '00': 18,
  '01': 14,
  '02': 14,
  '11': 6,
  '12': 6,
  '13': 6,
  '15': 6,
  '16': 6,
  '17': 6,
  '20': 2,
};
const VARIABLE: Readonly<Record<string, number>> = { '10': 20, '21': 20, '22': 20, '30': 8, '37': 8, '240': 30, '241': 30, '250': 30 };
const DATE_AIS = new Set(['11', '12', '13', '15', '16', '17']);

/** A symbology identifier a scanner may put first: ]d2 DataMatrix, ]C1 GS1-128, ]Q3 QR, ]e0 DataBar, ]E0 EAN… */
const SYMBOLOGY_PREFIX = /^\][A-Za-z][0-9A-Za-z]/;

/** Reads one scan. `referenceYear` places a two-digit year in its century (the GS1 rule). */
export function parseGs1(raw: string, referenceYear: number = new Date().getUTCFullYear()): Gs1Result {
  const text = raw
    .trim()
    .replace(SYMBOLOGY_PREFIX, '')
    .replace(new RegExp(`^${GS}+`), '');
  if (text === '') return { ok: false, reason: 'empty' };
  if (/^\d{13}$/.test(text)) {
    return isValidEan13(text) ? { ok: true, read: plain(`0${text}`) } : { ok: false, reason: 'checkDigit' };
  }
  const fields = text.startsWith('(') ? readParenthesised(text) : readElementString(text);
  if (typeof fields === 'string') return { ok: false, reason: fields };
  return fromFields(fields, referenceYear);
}

function plain(gtin: string): Gs1Read {
  return { gtin, ean13: gtinToEan13(gtin), lot: null, expiry: null, serial: null };
}

/** A GTIN-14 with indicator 0 is the EAN-13 after it; its check digit stays the same. */
export function gtinToEan13(gtin14: string): string | null {
  return /^0\d{13}$/.test(gtin14) ? gtin14.slice(1) : null;
}

/** The GS1 check digit over the 13 digits before it: weights 3, 1, 3… from the right. */
function isValidGtin14(gtin: string): boolean {
  if (!/^\d{14}$/.test(gtin)) return false;
  let sum = 0;
  for (let i = 0; i < 13; i++) sum += Number(gtin[i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10 === Number(gtin[13]);
}

/** "(01)07501234567893(17)271231(10)L-42": the human-readable form under a barcode. */
function readParenthesised(text: string): Map<string, string> | Gs1Failure {
  const fields = new Map<string, string>();
  const pattern = /\((\d{2,4})\)([^(]*)/gy;
  let match: RegExpExecArray | null;
  let end = 0;
  while ((match = pattern.exec(text)) !== null) {
    const [, ai = '', value = ''] = match;
    const clean = value.replace(new RegExp(GS, 'g'), '');
    const fixed = FIXED[ai];
    if (fixed === undefined && VARIABLE[ai] === undefined) return 'unknownAi';
    if (fixed !== undefined ? clean.length !== fixed : clean.length === 0 || clean.length > (VARIABLE[ai] ?? 0)) return 'format';
    fields.set(ai, clean);
    end = pattern.lastIndex;
  }
  return end === text.length ? fields : 'format';
}

/** "0107501234567893172712311OL-42<GS>21X9": fixed fields run on; a variable one ends at GS or the end. */
function readElementString(text: string): Map<string, string> | Gs1Failure {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const ai = [2, 3].map((n) => text.slice(at, at + n)).find((code) => FIXED[code] !== undefined || VARIABLE[code] !== undefined);
    if (ai === undefined) return /^\d{2}/.test(text.slice(at)) ? 'unknownAi' : 'format';
    at += ai.length;
    const fixed = FIXED[ai];
    if (fixed !== undefined) {
      const value = text.slice(at, at + fixed);
      if (value.length !== fixed) return 'format';
      fields.set(ai, value);
      at += fixed;
      if (text[at] === GS) at += 1;
      continue;
    }
    const stop = text.indexOf(GS, at);
    const value = text.slice(at, stop === -1 ? text.length : stop);
    if (value.length === 0 || value.length > (VARIABLE[ai] ?? 0)) return 'format';
    fields.set(ai, value);
    at = stop === -1 ? text.length : stop + 1;
  }
  return fields;
}

function fromFields(fields: Map<string, string>, referenceYear: number): Gs1Result {
  const gtin = fields.get('01') ?? fields.get('02');
  if (gtin === undefined) return { ok: false, reason: 'noGtin' };
  if (!isValidGtin14(gtin)) return { ok: false, reason: 'checkDigit' };
  for (const ai of DATE_AIS) {
    const value = fields.get(ai);
    if (value !== undefined && gs1Date(value, referenceYear) === null) return { ok: false, reason: 'date' };
  }
  const expiry = fields.get('17');
  return {
    ok: true,
    read: {
      gtin,
      ean13: gtinToEan13(gtin),
      lot: fields.get('10') ?? null,
      expiry: expiry === undefined ? null : gs1Date(expiry, referenceYear),
      serial: fields.get('21') ?? null,
    },
  };
}
