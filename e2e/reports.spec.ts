import AxeBuilder from '@axe-core/playwright';
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

/** Serious and critical violations on the page as it is, one line each (rule, element, help). */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}) ${n.target.join(' ')}: ${n.failureSummary ?? v.help}`));
}

/** Issue 37's last figures (decision 078): the demo's couriers and pickup orders, drawn and as tables. */
async function expectCouriersAndPickup(page: Page) {
  const couriers = page.getByRole('region', { name: 'Entregas por repartidor', exact: true });
  await expect(couriers.getByTestId('report-chart').locator('svg')).toBeVisible();
  await couriers.getByRole('button', { name: 'Ver datos' }).click();
  const courierTable = couriers.getByRole('table', { name: 'Entregas por repartidor' });
  await expect(courierTable.getByRole('columnheader', { name: 'Días sin entregar efectivo' })).toBeVisible();
  // The demo branch's courier, named as people management shows them.
  await expect(courierTable.getByRole('cell', { name: 'Raúl Medina Cortés' })).toBeVisible();
  const pickup = page.getByRole('region', { name: 'Pedidos para recoger que nadie recogió', exact: true });
  await pickup.getByRole('button', { name: 'Ver datos' }).click();
  const pickupTable = pickup.getByRole('table', { name: 'Pedidos para recoger que nadie recogió' });
  await expect(pickupTable.getByRole('columnheader', { name: 'No recogidos (cancelados)' })).toBeVisible();
  await expect(pickupTable.getByRole('row')).toHaveCount(2);
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
    const quality = page.getByRole('region', { name: 'Calidad del surtido por sucursal', exact: true });
    await quality.getByRole('button', { name: 'Ver datos' }).click();
    const table = quality.getByRole('table', { name: 'Calidad del surtido por sucursal' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Tasa de surtido (%)' })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(9);
    // One branch: the sales table has only its row.
    await page.getByRole('combobox', { name: 'Sucursal' }).selectOption({ label: 'Mostrador Centro' });
    const sales = page.getByRole('region', { name: 'Ventas por sucursal', exact: true });
    await expect(sales.getByRole('table').getByRole('row')).toHaveCount(2);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/reports-${width}.png`, fullPage: true });
    await expectCouriersAndPickup(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/reports-couriers-${width}.png`, fullPage: true });
    // axe as the house reads it (axe.spec.ts): no serious or critical violation, the new tables open.
    expect(await seriousViolations(page)).toEqual([]);
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
