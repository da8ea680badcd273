import { type Browser, expect, type Page, test } from '@playwright/test';
import { openMonitor, signInByUi } from './identity-helpers';
import { CUSTOMER_WITH_CART_PASSWORD, customerWithCart } from './order-helpers';
import { fakeCamera, showToCamera } from './camera-helpers';
import { skipScreenAd } from './screen-ad-helpers';

// Issue 35: pickup at a branch, on a phone, with the code typed and with the QR read by the camera.
test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ context }) => {
  await skipScreenAd(context);
  await fakeCamera(context);
});

/** A customer's order to collect at Centro (through the API) and their own page open in another phone. */
async function pickupOrderWithCustomerPage(browser: Browser, request: Parameters<typeof customerWithCart>[0], name: string) {
  const { phone, token, post } = await customerWithCart(request, name);
  const { orderDetails } = await post<{ orderDetails: { ID: number; FULFILMENT: string } }>('/orders/shoppingCartFinish', {
    token,
    PHONE: phone,
    FULFILMENT: 'PICKUP',
    PICKUP_BRANCH: 'GDL-CENTRO',
  });
  expect(orderDetails.FULFILMENT).toBe('PICKUP');
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await skipScreenAd(context);
  const customer = await context.newPage();
  await signInByUi(customer, phone, CUSTOMER_WITH_CART_PASSWORD);
  await customer.goto(`/order_view/${orderDetails.ID}`);
  await expect(
    customer
      .getByText(/^Recoges en /)
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
  return { id: orderDetails.ID, customer };
}

/** Staff: «Surtir», pack the line by hand on the pick list, back to the monitor, «Listo para recoger». */
async function makeReady(page: Page, id: number) {
  const row = page.getByRole('listitem', { name: `Folio ${id}` });
  await row.getByRole('button', { name: 'Surtir' }).click();
  await row.getByRole('button', { name: 'Surtir y avisar al cliente' }).click();
  await row.getByRole('link', { name: 'Surtir con escáner' }).click();
  const line = page.getByRole('list', { name: 'Líneas del pedido' }).getByRole('listitem').first();
  await line.getByRole('button', { name: 'Contar sin escanear' }).click();
  const reasonDialog = page.getByRole('dialog');
  await reasonDialog.getByLabel('Motivo').fill('Código dañado');
  await reasonDialog.getByRole('button', { name: 'Contar' }).click();
  await page.goto('/home_orders');
  // A pickup order never offers «Enviar».
  await expect(row.getByRole('button', { name: 'Enviar', exact: true })).toHaveCount(0);
  await row.getByRole('button', { name: 'Listo para recoger' }).click();
  await row.getByRole('button', { name: 'Listo para recoger y avisar al cliente' }).click();
  await expect(row.getByText('Listo para recoger', { exact: true })).toBeVisible();
  return row;
}

test('pickup with the code typed: the customer’s page shows it live, a wrong code is refused, then «Entregado»', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await openMonitor(page);
  const { id, customer } = await pickupOrderWithCustomerPage(browser, request, 'Rosa Pickup');
  const row = await makeReady(page, id);

  // The customer's open page moves by itself: the code and its QR appear.
  const code = (await customer.getByTestId('pickup-code').textContent({ timeout: 15_000 }))?.replace(/\s/g, '') ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await expect(customer.getByRole('img', { name: `Código QR para recoger el pedido ${id}` })).toBeVisible();
  // Staff never see it.
  await expect(row.getByText(code)).toHaveCount(0);

  const field = row.getByLabel('Código de recogida o QR');
  await field.fill(code === '000000' ? '000001' : '000000');
  await row.getByRole('button', { name: 'Entregar pedido' }).click();
  await expect(row.getByRole('alert')).toContainText('El código de recogida no es correcto. Quedan 4 intentos.');
  await field.fill(code);
  await field.press('Enter');
  await expect(page.getByText(`Pedido ${id} entregado en mostrador`)).toBeVisible();
  await expect(row.getByText('Entregado', { exact: true })).toBeVisible();
  // The customer's page moves again by itself: the code goes, the status reads «Entregado».
  await expect(customer.getByTestId('pickup-code')).toHaveCount(0, { timeout: 15_000 });
  await expect(customer.getByText('Entregado', { exact: true }).filter({ visible: true }).first()).toBeVisible();
  await customer.context().close();
});

test('pickup with the QR: the counter’s camera reads the customer’s QR and hands the order over', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  await openMonitor(page);
  const { id, customer } = await pickupOrderWithCustomerPage(browser, request, 'Iván Pickup');
  const row = await makeReady(page, id);
  const code = (await customer.getByTestId('pickup-code').textContent({ timeout: 15_000 }))?.replace(/\s/g, '') ?? '';
  expect(code).toMatch(/^\d{6}$/);
  // What the customer's QR says, as the camera's reader gives it.
  await showToCamera(page, `MOSTRADOR-RECOGER:${id}:${code}`);
  await row.getByRole('button', { name: 'Escanear QR' }).click();
  await expect(page.getByText(`Pedido ${id} entregado en mostrador`)).toBeVisible();
  await expect(row.getByText('Entregado', { exact: true })).toBeVisible();
  await customer.context().close();
});
