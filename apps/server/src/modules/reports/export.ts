import type { Cell } from 'write-excel-file/node';
import { reportsT as t } from '@mostrador/shared/messages/es-MX-reports';
import type { ReportTable } from '@mostrador/shared/schemas/reports';
import { dayOnScreen } from '@mostrador/shared/format/date';
import { csvCell } from '../catalogue-import/index';

/** What heads an export: which table, which branch, which period. */
export interface ExportTitle {
  branch: string;
  from: string;
  to: string;
}

const titleLines = (tbl: ReportTable, title: ExportTitle): string[][] => [
  [tbl.TITLE],
  [t('reports.heading', { branch: title.branch, from: dayOnScreen(title.from), to: dayOnScreen(title.to) })],
  [],
  tbl.COLUMNS.map((c) => c.LABEL),
];

/** Numbers as they are: the formula guard's quote would turn a negative cash difference into text. */
const csvLine = (cells: readonly (string | number | null)[]) =>
  `${cells.map((c) => (typeof c === 'number' ? String(c) : csvCell(c ?? ''))).join(',')}\r\n`;

/** The table as CSV (UTF-8 with BOM for Excel, `,`, CRLF), as the antibiotic register writes it. */
export function csvText(tbl: ReportTable, title: ExportTitle): string {
  return `\uFEFF${[...titleLines(tbl, title), ...tbl.ROWS].map(csvLine).join('')}`;
}

/** The table as XLSX: the title block in bold, numbers as numbers, the header row frozen. */
export async function xlsxBuffer(tbl: ReportTable, title: ExportTitle): Promise<Buffer> {
  const head = titleLines(tbl, title);
  const data: Cell[][] = head.map((line) => line.map((value) => ({ value, type: String, fontWeight: 'bold' as const })));
  if (data[2]!.length === 0) data[2] = [null];
  for (const row of tbl.ROWS)
    data.push(row.map((value) => (value === null ? null : typeof value === 'number' ? { value, type: Number } : { value, type: String })));
  const { default: writeXlsxFile } = await import('write-excel-file/node');
  return writeXlsxFile(data, {
    columns: tbl.COLUMNS.map((c) => ({ width: c.KIND === 'text' ? 28 : 14 })),
    sheet: t('reports.title'),
    stickyRowsCount: head.length,
  }).toBuffer();
}
