import { expect, type Page, test } from '@playwright/test';
import { openMonitor } from './identity-helpers';
import { antibioticOrder, customerWithCart, startPicking } from './order-helpers';
import { skipScreenAd } from './screen-ad-helpers';

test.beforeEach(async ({ context }) => {
  await skipScreenAd(context);
});

test('«Enviar» waits for the pick list; a sent order comes back to «Surtiendo» from the monitor (decision 064)', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await openMonitor(page);
  const { finish } = await customerWithCart(request, 'Noemí Ibarra');
  const { orderDetails } = await finish();
  const row = page.getByRole('listitem', { name: `Folio ${orderDetails.ID}` });
  await row.getByRole('button', { name: 'Surtir' }).click();
  await row.getByRole('button', { name: 'Surtir y avisar al cliente' }).click();
  await expect(row.getByText('Surtiendo')).toBeVisible();

  // Sent before anything is packed: refused, with the reason and the way to the pick list.
  await row.getByRole('button', { name: 'Enviar' }).click();
  await row.getByRole('button', { name: 'Enviar y avisar al cliente' }).click();
  const refusal = row.getByRole('alert');
  await expect(refusal).toContainText(`Falta 1 producto por surtir en el pedido ${orderDetails.ID}`);
  await refusal.getByRole('link', { name: 'Abrir la lista de surtido' }).click();
  await expect(page).toHaveURL(new RegExp(`/picking/${orderDetails.ID}$`));

  // Packed by hand (a damaged code), then sent.
  const line = page.getByRole('list', { name: 'Líneas del pedido' }).getByRole('listitem').first();
  await line.getByRole('button', { name: 'Contar sin escanear' }).click();
  const reasonDialog = page.getByRole('dialog');
  await reasonDialog.getByLabel('Motivo').fill('Código dañado');
  await reasonDialog.getByRole('button', { name: 'Contar' }).click();
  const ready = page.getByRole('region', { name: 'Listo para enviar' });
  await ready.getByRole('button', { name: 'Enviar' }).click();
  await ready.getByRole('button', { name: 'Enviar y avisar al cliente' }).click();
  await expect(page.getByText('Este pedido está «En camino»: solo se surte un pedido «Surtiendo».')).toBeVisible();

  // Back on the monitor: «Regresar a Surtiendo», by keyboard, asks first with the minutes left.
  await page.getByRole('link', { name: /Monitor de pedidos/ }).click();
  await expect(row.getByText('En camino')).toBeVisible();
  const recall = row.getByRole('button', { name: 'Regresar a Surtiendo' });
  await recall.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: `Regresar el pedido ${orderDetails.ID} a «Surtiendo»` });
  await expect(confirm).toContainText(/Quedan (29|30) min para regresarlo\./);
  await confirm.getByRole('button', { name: 'Sí, regresar a Surtiendo' }).click();
  await expect(page.getByText(`El pedido ${orderDetails.ID} regresó a «Surtiendo»; avisamos al cliente`)).toBeVisible();
  await expect(row.getByText('Surtiendo')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Regresar a Surtiendo' })).toHaveCount(0);
  // The pick list stays as packed: it can leave again at once.
  await expect(row.getByRole('button', { name: 'Enviar' })).toBeVisible();
});

/** Types a GS1 element string (01) GTIN-14, (17) expiry, (10) lot as a scanner does, the separator as Ctrl+]. */
async function scanGs1(page: Page, ean13: string, expiry: Date, lot: string) {
  const yymmdd = [expiry.getUTCFullYear() % 100, expiry.getUTCMonth() + 1, expiry.getUTCDate()]
    .map((n) => String(n).padStart(2, '0'))
    .join('');
  await page.keyboard.type(`010${ean13}17${yymmdd}10${lot}`);
  await page.keyboard.press('Control+BracketRight');
  await page.keyboard.press('Enter');
}

test('the packed ticket prints each line with its lot and expiry (decision 064)', async ({ page, request }) => {
  test.setTimeout(90_000);
  await openMonitor(page);
  const orderId = await antibioticOrder(request, 'Rebeca Nava');
  await startPicking(page, orderId);
  await expect(page.getByLabel('Escanea un producto')).toBeFocused();
  const lines = page.getByRole('list', { name: 'Líneas del pedido' }).getByRole('listitem');
  const antibiotic = lines.filter({ hasText: 'Amoxicilina' });
  const barcode = /Código (\d{13})/.exec((await antibiotic.textContent()) ?? '')?.[1] ?? '';
  const now = new Date();
  const expiry = new Date(Date.UTC(now.getUTCFullYear() + 2, now.getUTCMonth(), 15));
  await scanGs1(page, barcode, expiry, 'L-2417A');
  await expect(antibiotic).toHaveAttribute('aria-label', /: 1 de 1$/);
  const other = lines.filter({ hasNotText: 'Amoxicilina' }).first();
  await other.getByRole('button', { name: 'Contar sin escanear' }).click();
  await page.getByRole('dialog').getByLabel('Motivo').fill('Código dañado');
  await page.getByRole('dialog').getByRole('button', { name: 'Contar' }).click();
  await expect(page.getByRole('region', { name: 'Listo para enviar' })).toBeVisible();

  // On paper only: the ticket lists the lot and expiry taken, the folio and the customer.
  await expect(page.getByRole('button', { name: 'Imprimir ticket de empaque' })).toBeVisible();
  const ticket = page.getByRole('article', { name: `Ticket de empaque del pedido ${orderId}` });
  await expect(ticket).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  const day = `15/${String(expiry.getUTCMonth() + 1).padStart(2, '0')}/${expiry.getUTCFullYear()}`;
  await expect(ticket.getByText(`Lote L-2417A · cad. ${day} · 1 pz`)).toBeVisible();
  await expect(ticket.getByText(`Folio ${orderId}`)).toBeVisible();
  await expect(ticket.getByText('Rebeca Nava', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Escanea un producto')).toBeHidden();
});
