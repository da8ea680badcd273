import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInByUi } from './identity-helpers';
import { skipScreenAd } from './screen-ad-helpers';

const ADMIN = { phone: '3300000001', password: 'Admin#2026' } as const;

/** A valid EAN-13 for a Mexican product (750…), check digit included. */
function ean13(item: number): string {
  const first12 = `7509876${String(item).padStart(5, '0')}`;
  const sum = [...first12].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return first12 + ((10 - (sum % 10)) % 10);
}

test.beforeEach(async ({ page }) => {
  await skipScreenAd(page);
});

test('the catalogue team uploads a CSV, sees the dry run’s problems, fixes the file, applies it and the storefront finds the product', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const n = Math.floor(Math.random() * 90_000) + 1_000;
  const sku = `E2E-${n}`;
  const good = ean13(n);
  const badDigit = good.slice(0, 12) + String((Number(good[12]) + 1) % 10);
  const header = 'SKU;Código de barras;Nombre;Precio;Departamentos;Existencia GDL-CENTRO';
  const broken = `\uFEFF${header}\r\n${sku};${badDigit};Quetzalina Plus ${n} jarabe;doce pesos;medicamentos;-2\r\n`;
  const fixed = `\uFEFF${header}\r\n${sku};${good};Quetzalina Plus ${n} jarabe;64.90;medicamentos;15\r\n`;

  await signInByUi(page, ADMIN.phone, ADMIN.password);
  await page.goto('/admin/catalogue_import');
  await expect(page.getByRole('heading', { level: 1, name: 'Importar y exportar catálogo' })).toBeVisible();

  // Excel's "CSV UTF-8": BOM and semicolons. The columns are guessed from the headers.
  await page.getByLabel('Archivo CSV o XLSX').setInputFiles({ name: 'erp.csv', mimeType: 'text/csv', buffer: Buffer.from(broken) });
  await page.getByRole('button', { name: 'Subir y asignar columnas' }).click();
  await expect(page.getByRole('heading', { name: 'Columnas de «erp.csv» (1 filas)' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Dato de la columna Código de barras' })).toHaveValue('EAN');
  await expect(page.getByRole('combobox', { name: 'Dato de la columna Existencia GDL-CENTRO' })).toHaveValue('STOCK:GDL-CENTRO');

  await page.getByRole('button', { name: 'Revisar (simulación)' }).click();
  await expect(page.getByRole('heading', { name: '3 problemas: no se cambió nada' })).toBeVisible();
  const problems = page.getByRole('table').last();
  await expect(problems.getByRole('row').filter({ hasText: 'Código de barras' })).toContainText(
    'El dígito verificador del código de barras no es válido',
  );
  await expect(problems.getByRole('row').filter({ hasText: 'Precio' })).toContainText('El precio «doce pesos» no es un número en pesos');
  await expect(problems.getByRole('row').filter({ hasText: 'Existencia GDL-CENTRO' })).toContainText('La existencia no puede ser negativa');
  // Nothing was written: the storefront does not know the product.
  expect(((await (await page.request.get(`/api/catalogue/products?q=${sku}`)).json()) as { TOTAL: number }).TOTAL).toBe(0);

  // The fixed file passes and applies with a progress bar.
  await page
    .getByLabel('Archivo CSV o XLSX')
    .setInputFiles({ name: 'erp-corregido.csv', mimeType: 'text/csv', buffer: Buffer.from(fixed) });
  await page.getByRole('button', { name: 'Subir y asignar columnas' }).click();
  await expect(page.getByRole('heading', { name: 'Columnas de «erp-corregido.csv» (1 filas)' })).toBeVisible();
  await page.getByRole('button', { name: 'Revisar (simulación)' }).click();
  await expect(page.getByText('Sin problemas. Al aplicar: 1 productos nuevos')).toBeVisible();
  await page.getByRole('button', { name: 'Aplicar importación' }).click();
  await expect(page.getByRole('progressbar', { name: 'Avance de la importación' })).toBeVisible();
  await expect(page.getByText('Importación aplicada: 1 productos nuevos, 0 con cambios y 1 existencias cambiadas.')).toBeVisible();

  // A customer's search finds it once the index catches up (about a second).
  await page.goto(`/search/quetzalina%20plus%20${n}`);
  await expect(page.getByRole('list', { name: 'Productos' }).getByRole('link').first()).toContainText(`Quetzalina Plus ${n} jarabe`, {
    timeout: 10_000,
  });
});

test('the catalogue team downloads the template, which passes the dry run as it is, and sees a price and a stock before → after', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInByUi(page, ADMIN.phone, ADMIN.password);
  await page.goto('/admin/catalogue_import');

  // The CSV template: the import's exact headers, the open branches by name.
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar plantilla CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toBe('plantilla-catalogo.csv');
  const header = readFileSync(await csv.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n')[0]!;
  expect(header).toMatch(
    /^SKU,Código de barras,Nombre,.*,Precio,Requiere receta,Activo,Requiere lote y caducidad,Días mínimos de vida,Grupo \(I–VI\),Antibiótico,Categorías,Existencia Mostrador Centro,/,
  );

  // The Excel template, uploaded as downloaded: every column recognised, no problem.
  const xlsxDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar plantilla Excel' }).click();
  const xlsx = await xlsxDownload;
  expect(xlsx.suggestedFilename()).toBe('plantilla-catalogo.xlsx');
  await page.getByLabel('Archivo CSV o XLSX').setInputFiles(await xlsx.path());
  await page.getByRole('button', { name: 'Subir y asignar columnas' }).click();
  await expect(page.getByRole('heading', { name: /Columnas de «.*» \(2 filas\)/ })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Dato de la columna Existencia Mostrador Centro' })).toHaveValue('STOCK:GDL-CENTRO');
  await expect(page.getByRole('combobox', { name: 'Dato de la columna Categorías' })).toHaveValue('CATEGORIES');
  await page.getByRole('button', { name: 'Revisar (simulación)' }).click();
  await expect(page.getByText('Sin problemas. Al aplicar: 2 productos nuevos')).toBeVisible();
  await expect(page.getByRole('table').last().getByRole('row').filter({ hasText: 'EJEMPLO-1' })).toContainText('Nuevo');

  // A product of the demo catalogue at a new price and stock: the dry run shows each before → after.
  const found = (await (await page.request.get('/api/catalogue/products?q=paracetamol')).json()) as {
    products: { SKU: string; PRICE: number }[];
  };
  const product = found.products[0]!;
  const money = (n: number) => new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' }).format(n);
  const edited = `SKU;Precio;Existencia Centro\r\n${product.SKU};${(product.PRICE + 1).toFixed(2)};987\r\n`;
  await page.getByLabel('Archivo CSV o XLSX').setInputFiles({ name: 'precios.csv', mimeType: 'text/csv', buffer: Buffer.from(edited) });
  await page.getByRole('button', { name: 'Subir y asignar columnas' }).click();
  await expect(page.getByRole('heading', { name: 'Columnas de «precios.csv» (1 filas)' })).toBeVisible();
  await page.getByRole('button', { name: 'Revisar (simulación)' }).click();
  const row = page.getByRole('table').last().getByRole('row').filter({ hasText: product.SKU });
  await expect(row).toContainText('Con cambios');
  await expect(row).toContainText(`Precio: ${money(product.PRICE)} → ${money(product.PRICE + 1)}`);
  await expect(row).toContainText(/Existencia Mostrador Centro \(GDL-CENTRO\): \d+ → 987/);
});
