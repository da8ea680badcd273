import { expect, test, type Page } from '@playwright/test';
import { signInByUi } from './identity-helpers';

// Issue 37: the admin opens /admin/reports from the menu (the demo seeds eight weeks of orders
// and real-visit samples), reads the charts and their data, downloads a table and prints.
const SHOTS = process.env.E2E_SHOTS_DIR;

async function openReports(page: Page) {
  await signInByUi(page, '3300000001', 'Admin#2026');
  await page.goto('/admin/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reportes' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Ventas' })).toBeVisible({ timeout: 15_000 });
}

for (const width of [390, 1280]) {
  test(`reports at ${width} px: totals, charts with their tables, a branch, an export`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openReports(page);
    // The month so far has orders in every branch; each table's chart is drawn.
    await expect(page.locator('#main-content dt', { hasText: 'Ticket promedio' })).toBeVisible();
    const charts = page.getByTestId('report-chart');
    await expect(charts.first().locator('svg')).toBeVisible();
    expect(await charts.count()).toBeGreaterThanOrEqual(10);
    // «Ver datos» shows the same numbers as a table.
    const quality = page.getByRole('region', { name: 'Calidad del surtido por sucursal' });
    await quality.getByRole('button', { name: 'Ver datos' }).click();
    const table = quality.getByRole('table', { name: 'Calidad del surtido por sucursal' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Tasa de surtido (%)' })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(9);
    // One branch: the sales table has only its row.
    await page.getByRole('combobox', { name: 'Sucursal' }).selectOption({ label: 'Mostrador Centro' });
    const sales = page.getByRole('region', { name: 'Ventas por sucursal' });
    await expect(sales.getByRole('table').getByRole('row')).toHaveCount(2);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/reports-${width}.png`, fullPage: true });
    // CSV of the sales table.
    const download = page.waitForEvent('download');
    await sales.getByRole('button', { name: 'Descargar «Ventas por sucursal» como CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/^reporte-salesByBranch-GDL-CENTRO-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  });
}

test('reports print: the sheet with still charts and tables, none of the app around it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openReports(page);
  await page.emulateMedia({ media: 'print' });
  const sheet = page.locator('#print-area').getByRole('article', { name: 'Reportes' });
  await expect(sheet).toBeVisible();
  await expect(sheet.locator('svg').first()).toBeVisible();
  await expect(sheet.getByRole('table', { name: 'Ventas por sucursal' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/reports-print.png`, fullPage: true });
    await page.pdf({ path: `${SHOTS}/reports.pdf`, format: 'A4' });
  }
});
