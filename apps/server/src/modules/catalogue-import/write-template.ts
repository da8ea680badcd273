import type { Cell } from 'write-excel-file/node';
import { branchColumnWords } from '@mostrador/shared/catalogue-import/branch-columns';
import { ALL_CATEGORIES, CATEGORY_SEPARATOR, PRODUCT_FIELDS, targetLabel } from '@mostrador/shared/catalogue-import/columns';
import { normalizeHeader } from '@mostrador/shared/catalogue-import/normalize-header';
import { catalogueImportT as t } from '@mostrador/shared/messages/es-MX-catalogue-import';
import { makeEan13 } from '@mostrador/shared/validation/ean13';
import type { Lookups } from './check-rows';
import { csvCell } from './export-csv';

export type TemplateFormat = 'CSV' | 'XLSX';

/** The catalogue's categories as bulk.lookups() reads them. */
type CategoryRow = { type: string; id: string; name: string; active: boolean };

/** Example barcodes: 750 (Mexico) + this company code, checked free before use. */
const EXAMPLE_COMPANY = 9999;
const EXAMPLE_SKUS = ['EJEMPLO-1', 'EJEMPLO-2'] as const;

/** A barcode for each example SKU that the dry run accepts: its own if it exists, else a free one. */
function exampleBarcodes(lookups: Lookups): string[] {
  const taken = new Set(lookups.skuByBarcode.keys());
  let n = 0;
  return EXAMPLE_SKUS.map((sku) => {
    const own = [...lookups.skuByBarcode].find(([, owner]) => owner.toLowerCase() === sku.toLowerCase())?.[0];
    if (own) return own;
    let ean = makeEan13(EXAMPLE_COMPANY, ++n);
    while (taken.has(ean)) ean = makeEan13(EXAMPLE_COMPANY, ++n);
    taken.add(ean);
    return ean;
  });
}

/** The first open category of a TYPE (by name) whose name alone says which category it is. */
function exampleCategory(type: string, categories: readonly CategoryRow[], lookups: Lookups): string | null {
  const fits = categories
    .filter((c) => c.type === type && c.active && !c.name.includes(CATEGORY_SEPARATOR))
    .filter((c) => lookups.anyCategory.get(normalizeHeader(c.name))?.length === 1)
    .sort((a, b) => a.name.localeCompare(b.name, 'es-MX'));
  return fits[0]?.name ?? null;
}

type Value = string | number;

/**
 * The import's template: the exact headers it reads (every product field, "Categorías", and one
 * "Existencia <nombre de sucursal>" per open branch) and two inactive example rows that pass the
 * dry run as they are (their barcodes and categories are checked against the catalogue).
 */
export function templateRows(lookups: Lookups, categories: readonly CategoryRow[]): Value[][] {
  const open = lookups.branchList.filter((b) => b.active);
  const header = [
    ...PRODUCT_FIELDS.map((field) => targetLabel(field)),
    targetLabel(ALL_CATEGORIES),
    ...open.map((b) => t('import.field.STOCK', { branch: branchColumnWords(b, lookups.branchList) })),
  ];
  const [ean1, ean2] = exampleBarcodes(lookups);
  const department = exampleCategory('DEPARTAMENTO', categories, lookups);
  const ailment = exampleCategory('PADECIMIENTO', categories, lookups);
  const sku = (i: number) => lookups.skuByLower.get(EXAMPLE_SKUS[i]!.toLowerCase()) ?? EXAMPLE_SKUS[i]!;
  const yes = t('import.csv.yes');
  const no = t('import.csv.no');
  const first: Value[] = [
    ...[sku(0), ean1!, t('import.template.name1'), t('import.template.description1'), t('import.template.brand1')],
    ...[
      t('import.template.laboratory1'),
      t('import.template.ingredient1'),
      t('import.template.presentation1'),
      45.5,
      no,
      no,
      no,
      0,
      '',
      no,
    ],
    [department, ailment].filter((c) => c !== null).join(CATEGORY_SEPARATOR),
    ...open.map(() => 10),
  ];
  const second: Value[] = [
    sku(1),
    ean2!,
    t('import.template.name2'),
    '',
    '',
    '',
    '',
    '',
    129,
    yes,
    no,
    yes,
    30,
    // Issue 34: a group IV antibiotic (the prescription the row already requires).
    'IV',
    yes,
    department ?? '',
    ...open.map(() => ''),
  ];
  return [header, first, second];
}

/** A CSV cell's text: prices with their two decimals. */
const csvText = (value: Value, field: string | undefined) =>
  field === 'PRICE' && typeof value === 'number' ? value.toFixed(2) : String(value);

/** The template as CSV (UTF-8 with BOM, `,`, CRLF, like the export) or XLSX (numbers as numbers, the header row frozen). */
export async function writeTemplate(format: TemplateFormat, rows: Value[][]): Promise<Buffer> {
  const fields: string[] = [...PRODUCT_FIELDS];
  if (format === 'CSV') {
    const lines = rows.map((row) => row.map((value, i) => csvCell(csvText(value, fields[i]))).join(','));
    return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
  }
  const data: Cell[][] = rows.map((row, r) =>
    row.map((value, i) =>
      typeof value === 'number'
        ? { value, type: Number, format: fields[i] === 'PRICE' ? '0.00' : '0' }
        : { value, type: String, fontWeight: r === 0 ? 'bold' : undefined },
    ),
  );
  const columns = rows[0]!.map((label) => ({ width: Math.max(12, String(label).length + 2) }));
  // Loaded when a template is asked for, not at every start of the server.
  const { default: writeXlsxFile } = await import('write-excel-file/node');
  return writeXlsxFile(data, { columns, sheet: 'Catálogo', stickyRowsCount: 1 }).toBuffer();
}
