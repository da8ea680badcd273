import { Readable } from 'node:stream';
import type { Cell } from 'write-excel-file/node';
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

/** The XLSX: one sheet, the title block in bold, the header row frozen below it. */
export async function xlsxBuffer(title: TitleBlock, batches: AsyncIterable<RegisterRecord[]>): Promise<Buffer> {
  const head = titleLines(title);
  const data: Cell[][] = head.map((line) => line.map((value) => ({ value, type: String, fontWeight: 'bold' as const })));
  if (data[4]!.length === 0) data[4] = [null];
  for await (const batch of batches) {
    for (const r of batch) {
      data.push(rowCells(r).map((value) => (typeof value === 'number' ? { value, type: Number } : { value, type: String })));
    }
  }
  const widths = [17, 8, 24, 24, 24, 12, 11, 9, 28, 16, 36, 24];
  const { default: writeXlsxFile } = await import('write-excel-file/node');
  return writeXlsxFile(data, {
    columns: widths.map((width) => ({ width })),
    sheet: 'Antibióticos',
    stickyRowsCount: head.length,
  }).toBuffer();
}
