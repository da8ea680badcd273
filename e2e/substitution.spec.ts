import { expect, test } from '@playwright/test';
import { openMonitor, signInByUi } from './identity-helpers';
import { CUSTOMER_WITH_CART_PASSWORD, customerWithCart, startPicking } from './order-helpers';
import { skipScreenAd } from './screen-ad-helpers';

const MISSING = 'Paracetamol 750 mg 10 tabletas';

test.beforeEach(async ({ context }) => {
  await skipScreenAd(context);
});

test('a missing line: the branch offers a substitute, the customer accepts it in their own browser, both see it live', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await openMonitor(page);
  const { phone, token, post, finish } = await customerWithCart(request, 'Sofía Arriaga');
  // «No disponible» sets the branch's stock of the line to 0: a product no other journey orders,
  // so the journeys running beside this one keep theirs.
  const { products } = (await (await request.get(`/api/catalogue/products?q=${encodeURIComponent(MISSING)}`)).json()) as {
    products: { SKU: string; NAME: string }[];
  };
  await post('/orders/shoppingCartAddProduct', { token, SKU: products.find((p) => p.NAME === MISSING)!.SKU });
  const { orderDetails } = await finish();
  const id = orderDetails.ID;
  const row = page.getByRole('listitem', { name: `Folio ${id}` });
  await startPicking(page, id);

  // The customer, in a browser of their own, has the order open before anything is missing.
  const customerContext = await browser.newContext();
  await skipScreenAd(customerContext);
  const customer = await customerContext.newPage();
  await signInByUi(customer, phone, CUSTOMER_WITH_CART_PASSWORD);
  await customer.goto(`/order_view/${id}`);
  await expect(customer.getByRole('heading', { name: `Pedido folio ${id}` })).toBeVisible();
  const total = customer.locator('dl').filter({ hasText: 'Subtotal' }).first().locator('dd').last();
  const totalBefore = (await total.textContent()) ?? '';
  expect(totalBefore).toMatch(/^\$/);

  const lines = page.getByRole('list', { name: 'Líneas del pedido' }).getByRole('listitem');
  const line = lines.filter({ hasText: MISSING });
  await line.getByRole('button', { name: 'No disponible' }).click();
  await page.getByLabel('Motivo').fill('no está en anaquel');
  await page.getByRole('button', { name: 'Marcar no disponible' }).click();
  await line.getByRole('button', { name: 'Ofrecer sustituto' }).click();
  const dialog = page.getByRole('dialog');
  const first = dialog.getByRole('option').first();
  const substitute = ((await first.locator('strong').textContent()) ?? '').trim();
  expect(substitute).not.toBe('');
  await first.click();
  await dialog.getByRole('button', { name: 'Ofrecer al cliente' }).click();
  await expect(page.getByText(new RegExp(`Esperando respuesta del cliente: ${substitute}`))).toBeVisible();
  await expect(page.getByRole('region', { name: 'Listo para enviar' })).toHaveCount(0);
  // SHOT-PICK

  // The monitor's row says the order waits for the customer.
  await page.getByRole('link', { name: 'Monitor de pedidos' }).click();
  await expect(row.getByRole('status')).toHaveText('Esperando respuesta del cliente');
  // SHOT-MONITOR

  // Live on the customer's page: the question, answered with one tap.
  const question = customer.getByRole('region', { name: 'Falta un producto en la sucursal' });
  await expect(question.getByText(substitute)).toBeVisible();
  await expect(question.getByRole('timer')).toContainText('Responde en');
  await question.getByRole('button', { name: 'Aceptar sustituto' }).click();
  await expect(question.getByText(new RegExp(`por ${substitute}\\.$`))).toBeVisible();
  await expect(total).not.toHaveText(totalBefore);

  // Live on the monitor: the answer, the substitute now to be picked.
  await expect(row.getByRole('status')).toHaveText(/^\d+ de \d+ líneas surtidas$/);
  // …and «Para surtir hoy» counts the substitute still to pull.
  await expect(page.getByRole('region', { name: 'Para surtir hoy' })).toContainText(substitute);
  // SHOT-ANSWERED
  await row.getByRole('link', { name: 'Surtir con escáner' }).click();

  // On the pick list: the line is now the substitute, to be picked like any other.
  await expect(page.getByText(/^Sustituye a /)).toBeVisible();
  await expect(lines.filter({ hasText: /Sustituye a / })).toHaveAttribute('aria-label', new RegExp(`^${substitute}: 0 de \\d+$`));
  await customerContext.close();
});
