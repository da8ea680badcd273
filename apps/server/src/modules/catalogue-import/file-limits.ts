import {
  IMPORT_MAX_CELL_CHARS,
  IMPORT_MAX_COLUMNS,
  IMPORT_MAX_INFLATED_BYTES,
  IMPORT_MAX_XLSX_INDEX_BYTES,
} from '@mostrador/shared/constants/limits';
import { catalogueImportT } from '@mostrador/shared/messages/es-MX-catalogue-import';
import { AppError } from '../../lib/errors';

/** One row of the file: its line as a spreadsheet numbers it (header = 1) and its cells as text. */
export interface FileRow {
  line: number;
  cells: string[];
}

/** What a file may hold beyond the shared constants: the product rows (configurable, `createCatalogueImport`). */
export interface ReadLimits {
  maxRows: number;
}

const MIB = 1_048_576;
const number = (n: number) => n.toLocaleString('es-MX');

/** Every refusal names its limit, in Spanish; all are the client's doing (400). */
export const refuse = {
  rows: (max: number): never => {
    throw new AppError(catalogueImportT('import.error.tooManyRows', { max: number(max) }), 400);
  },
  columns: (row: number): never => {
    throw new AppError(catalogueImportT('import.error.tooManyColumns', { row: number(row), max: number(IMPORT_MAX_COLUMNS) }), 400);
  },
  /** Without a row when the text is not yet in one (an XLSX's shared strings). */
  cell: (row?: number): never => {
    const max = number(IMPORT_MAX_CELL_CHARS);
    throw new AppError(
      row === undefined
        ? catalogueImportT('import.error.textTooLong', { max })
        : catalogueImportT('import.error.cellTooLong', { row: number(row), max }),
      400,
    );
  },
  inflated: (): never => {
    throw new AppError(catalogueImportT('import.error.inflatedTooLarge', { mib: Math.round(IMPORT_MAX_INFLATED_BYTES / MIB) }), 400);
  },
  /** The parts of an XLSX held in memory while its sheet streams (shared strings, styles, workbook). */
  inflatedIndex: (): never => {
    throw new AppError(catalogueImportT('import.error.xlsxTextsTooLarge', { mib: Math.round(IMPORT_MAX_XLSX_INDEX_BYTES / MIB) }), 400);
  },
};

export const isBlank = (cells: readonly string[]) => cells.every((c) => c.trim() === '');

/**
 * Checks each row as it is read: no more columns or longer cells than allowed, and no more
 * product rows (the header and blank rows not counted) than `maxRows`. Stops at the first row
 * past a limit, so a hostile file costs no more than that row.
 */
export function createRowLimiter({ maxRows }: ReadLimits) {
  let rows = -1;
  return (row: FileRow): FileRow => {
    if (row.cells.length > IMPORT_MAX_COLUMNS) refuse.columns(row.line);
    for (const cell of row.cells) if (cell.length > IMPORT_MAX_CELL_CHARS) refuse.cell(row.line);
    if (rows < 0) rows = 0;
    else if (!isBlank(row.cells) && ++rows > maxRows) refuse.rows(maxRows);
    return row;
  };
}
