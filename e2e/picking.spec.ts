import { expect, test } from '@playwright/test';
import { openMonitor } from './identity-helpers';
import { antibioticOrder, customerWithCart, startPicking } from './order-helpers';
import { gs1, scan } from './picking-helpers';
import { skipScreenAd } from './screen-ad-helpers';

/** A well-formed EAN-13 of no product in the order (the textbook example of the standard). */
const FOREIGN_EAN = '4006381333931';

test.beforeEach(async ({ context }) => {
  await skipScreenAd(context);
});

test('a scanner picks an order: a wrong product is refused, the right one counted, then it is ready to send', async ({ page, request }) => {
  test.setTimeout(90_000);
  await openMonitor(page);
  const { finish } = await customerWithCart(request, 'Irene Campos');
  const { orderDetails } = await finish();
  const row = page.getByRole('listitem', { name: `Folio ${orderDetails.ID}` });
  await row.getByRole('button', { name: 'Surtir' }).click();
  await row.getByRole('button', { name: 'Surtir y avisar al cliente' }).click();
  await expect(row.getByText('Surtiendo')).toBeVisible();
  await row.getByRole('link', { name: 'Surtir con escáner' }).click();
  await expect(page).toHaveURL(new RegExp(`/picking/${orderDetails.ID}$`));

  // The scan field holds the focus: a scanner's keys and Enter go straight into it.
  const field = page.getByLabel('Escanea un producto');
  await expect(field).toBeFocused();
  const list = page.getByTestId('pick-list');
  const line = page.getByRole('list', { name: 'Líneas del pedido' }).getByRole('listitem').first();
  const barcode = /Código (\d+)/.exec((await line.textContent()) ?? '')?.[1] ?? '';
  expect(barcode).toMatch(/^\d{8,14}$/);
  const [, units] = /: 0 de (\d+)$/.exec((await line.getAttribute('aria-label')) ?? '') ?? [];
  expect(Number(units)).toBeGreaterThan(0);

  await page.keyboard.type(FOREIGN_EAN);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Este producto no es del pedido' })).toBeVisible();
  await expect(list).toHaveAttribute('data-last-sound', 'error');
  await expect(line).toHaveAttribute('aria-label', new RegExp(`: 0 de ${units}$`));

  for (let picked = 1; picked <= Number(units); picked++) {
    await expect(field).toBeFocused();
    // Apart by more than a scanner's key repeat (150 ms), so each is a unit of its own.
    await page.waitForTimeout(200);
    await page.keyboard.type(barcode);
    await page.keyboard.press('Enter');
    await expect(line).toHaveAttribute('aria-label', new RegExp(`: ${picked} de ${units}$`));
  }
  await expect(list).toHaveAttribute('data-last-sound', 'good');
  await expect(page.getByRole('alert').filter({ hasText: 'Este producto no es del pedido' })).toHaveCount(0);
  const ready = page.getByRole('region', { name: 'Listo para enviar' });
  await expect(ready).toBeVisible();

  // The flow goes on from here: "Enviar" sends it on its way.
  await ready.getByRole('button', { name: 'Enviar' }).click();
  await ready.getByRole('button', { name: 'Enviar y avisar al cliente' }).click();
  await expect(page.getByText('Este pedido está «En camino»: solo se surte un pedido «Surtiendo».')).toBeVisible();
});

test('an antibiotic is packed only with lot and expiry: plain EAN-13 and expired unit refused, GS1 code counted', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await openMonitor(page);
  const orderId = await antibioticOrder(request, 'Ramiro Lozano');
  await startPicking(page, orderId);

  const field = page.getByLabel('Escanea un producto');
  await expect(field).toBeFocused();
  const line = page.getByRole('list', { name: 'Líneas del pedido' }).getByRole('listitem').filter({ hasText: 'Amoxicilina' });
  await expect(line).toContainText('Requiere lote y caducidad');
  const barcode = /Código (\d{13})/.exec((await line.textContent()) ?? '')?.[1] ?? '';
  expect(barcode).toMatch(/^\d{13}$/);
  const refusal = page.getByRole('alert');

  await scan(page, barcode);
  await expect(refusal.filter({ hasText: 'necesita lote y caducidad' })).toBeVisible();
  await expect(line).toHaveAttribute('aria-label', /: 0 de 1$/);

  await scan(page, gs1(barcode, new Date(Date.UTC(2020, 0, 31)), 'VIEJO1'));
  await expect(refusal.filter({ hasText: 'caducó el 31/01/2020' })).toBeVisible();
  await expect(line).toHaveAttribute('aria-label', /: 0 de 1$/);

  const now = new Date();
  const expiry = new Date(Date.UTC(now.getUTCFullYear() + 2, now.getUTCMonth(), 15));
  await scan(page, gs1(barcode, expiry, 'L-2417A'));
  await expect(line).toHaveAttribute('aria-label', /: 1 de 1$/);
  const day = `15/${String(expiry.getUTCMonth() + 1).padStart(2, '0')}/${expiry.getUTCFullYear()}`;
  await expect(line.getByText(`Lote L-2417A · cad. ${day} · 1 pz`)).toBeVisible();
  await expect(page.getByTestId('pick-list')).toHaveAttribute('data-last-sound', 'good');
});
