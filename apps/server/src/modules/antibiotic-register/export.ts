import { PassThrough, Readable } from 'node:stream';
import { dayOnScreen } from '@mostrador/shared/format/date';
import { REGISTER_COLUMNS, antibioticRegisterT as t } from '@mostrador/shared/messages/es-MX-antibiotic-register';
import { csvCell } from '../catalogue-import/index';
import type { RegisterRecord } from './repository';

/** What heads an export: the inspector reads whose register, which branch, which period. */
export interface TitleBlock {
  company: string;
  branch: string;
  from: string;
  to: string;
}

const WHEN = new Intl.DateTimeFormat('es-MX', {
  timeZone: 'America/Mexico_City',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The title block's lines, then the header row. */
export const titleLines = (title: TitleBlock): string[][] => [
  [t('register.title')],
  [t('register.company', { name: title.company })],
  [t('register.branch', { name: title.branch })],
  [t('register.period', { from: dayOnScreen(title.from), to: dayOnScreen(title.to) })],
  [],
  REGISTER_COLUMNS.map((key) => t(key)),
];

/** A row's cells in the columns' order (the date in Mexico City's time). */
export const rowCells = (r: RegisterRecord): (string | number)[] => [
  WHEN.format(r.dispensedAt).replace(',', ''),
  r.orderId,
  r.genericName,
  r.brandName,
  r.presentation,
  r.lot,
  dayOnScreen(r.expiry),
  r.quantity,
  r.doctorName,
  r.cedula,
  r.doctorAddress,
  r.note,
];

const csvLine = (cells: readonly (string | number)[]) => `${cells.map((c) => csvCell(String(c))).join(',')}\r\n`;

/** The CSV as a stream (UTF-8 with BOM for Excel, `,`, CRLF): a year is written batch by batch. */
export function csvStream(title: TitleBlock, batches: AsyncIterable<RegisterRecord[]>): Readable {
  async function* lines() {
    yield `\uFEFF${titleLines(title).map(csvLine).join('')}`;
    for await (const batch of batches) yield batch.map((r) => csvLine(rowCells(r))).join('');
  }
  return Readable.from(lines());
}

/** Column widths in characters, in REGISTER_COLUMNS' order. */
const WIDTHS = [17, 8, 24, 24, 24, 12, 11, 9, 28, 16, 36, 24];

/**
 * The XLSX as a stream (exceljs's streaming writer, decision 072): one sheet, the title block in
 * bold, frozen above the rows. Each row is committed as it is written, so a year (50,000 rows)
 * never sits in memory as cells; inline strings, since almost every text differs.
 */
export function xlsxStream(title: TitleBlock, batches: AsyncIterable<RegisterRecord[]>): Readable {
  const out = new PassThrough();
  void (async () => {
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const head = titleLines(title);
    const sheet = book.addWorksheet('Antibióticos', { views: [{ state: 'frozen', ySplit: head.length }] });
    sheet.columns = WIDTHS.map((width) => ({ width }));
    for (const line of head) {
      const row = sheet.addRow(line);
      row.font = { bold: true };
      row.commit();
    }
    for await (const batch of batches) for (const r of batch) sheet.addRow(rowCells(r)).commit();
    sheet.commit();
    await book.commit();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
