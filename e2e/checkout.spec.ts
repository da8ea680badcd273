import { expect, test } from '@playwright/test';
import { randomPhone, registerByApi, signInByUi } from './identity-helpers';
import { CUSTOMER_WITH_CART_PASSWORD, customerWithCart } from './order-helpers';
import { skipScreenAd } from './screen-ad-helpers';

test.beforeEach(async ({ page }) => {
  await skipScreenAd(page);
});

test(
  'search with a typo, add to the cart, check out with a new address, find the order and cancel it',
  { tag: '@phone' },
  async ({ page, request }) => {
    test.setTimeout(60_000);
    const phone = randomPhone();
    await registerByApi(request, phone, 'Compra-Clave-1', 'Rosa Medina');
    await signInByUi(page, phone, 'Compra-Clave-1');

    // Search with a typo and open the product.
    const box = page.getByRole('combobox', { name: 'Buscar productos' });
    await box.fill('ibuprofneo');
    await box.press('Enter');
    await page
      .getByRole('list', { name: 'Productos' })
      .getByRole('link', { name: /Ibuprofeno 400 mg 10 tabletas/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ibuprofeno 400 mg 10 tabletas' })).toBeVisible();
    await page.getByRole('button', { name: 'Agregar al carrito' }).click();
    await expect(page.getByRole('button', { name: 'Carrito, 1 productos' })).toBeVisible();
    await expect(page.getByText(/^Ibuprofeno 400 mg 10 tabletas agregado · carrito folio: \d+$/)).toBeVisible();

    // Change units in the drawer, then go to checkout.
    await page.getByRole('button', { name: 'Carrito, 1 productos' }).click();
    const drawer = page.getByRole('dialog', { name: 'Tu carrito' });
    const units = drawer.getByRole('group', { name: 'Piezas de Ibuprofeno 400 mg 10 tabletas' });
    await units.getByRole('button', { name: 'Una pieza más de Ibuprofeno 400 mg 10 tabletas' }).click();
    await expect(units.locator('output')).toHaveText('2');
    await drawer.getByRole('link', { name: 'Terminar compra' }).click();
    await expect(page).toHaveURL(/\/purchase$/);

    // Step 1: the cart; step 2: a new address, embedded (the customer has none yet).
    await expect(page.getByRole('heading', { name: 'Revisa tu carrito' })).toBeVisible();
    await expect(page.getByText('$44.00').last()).toBeVisible();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { name: 'Nueva dirección' })).toBeVisible();
    await page.getByLabel('Nombre de la dirección (Casa, Oficina…)').fill('Casa');
    await page.getByLabel('Calle', { exact: true }).fill('Av. Chapultepec');
    await page.getByLabel('Número exterior').fill('120');
    await page.getByLabel('Colonia').fill('Americana');
    await page.getByLabel('Código postal').fill('44160');
    await page.getByLabel('Municipio o alcaldía').fill('Guadalajara');
    await page.getByLabel('Estado').selectOption('Jalisco');
    await page.getByRole('button', { name: 'Guardar dirección' }).click();
    await expect(page.getByRole('radio', { name: /Casa/ })).toBeChecked();
    await page.getByRole('button', { name: 'Continuar' }).click();

    // Step 3: contact (the account's phone is there); step 4: cash, with change.
    await expect(page.getByLabel('Celular para la entrega')).toHaveValue(/\d/);
    await page.getByLabel('Notas para la sucursal (opcional)').fill('Portón negro');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('radio', { name: /Pago contra entrega/ })).toBeChecked();
    await page.getByLabel('¿Con cuánto pagas? (opcional)').fill('100');
    await expect(page.getByText('Tu cambio: $56.00')).toBeVisible();
    await page.getByRole('button', { name: 'Continuar' }).click();

    // Step 5: confirm.
    await expect(page.getByText('Av. Chapultepec 120, Americana, C.P. 44160, Guadalajara, Jalisco')).toBeVisible();
    await page.getByRole('button', { name: 'Confirmar pedido por $44.00' }).click();
    await expect(page).toHaveURL(/\/order_view\/\d+$/);
    const id = /\/order_view\/(\d+)$/.exec(page.url())?.[1] ?? '';
    // Issue 18: the order's folio replaces the cart's; never two folio toasts at once.
    await expect(page.getByText(`Tu pedido quedó con folio: ${id}`, { exact: true })).toBeVisible();
    await expect(page.locator('[data-part="message"]', { hasText: 'folio:' })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: `Pedido folio ${id}` })).toBeVisible();
    // The cart emptied: the server opened a new one.
    await expect(page.getByRole('button', { name: 'Carrito, 0 productos' })).toBeVisible();

    // The order in the history, cancelled with confirmation.
    await page.goto('/account/orders_history');
    const card = page.getByRole('listitem', { name: `Folio ${id}` });
    await expect(card.getByText('Pendiente')).toBeVisible();
    await card.getByRole('button', { name: 'Cancelar pedido' }).click();
    await page.getByRole('button', { name: 'Sí, cancelar' }).click();
    await expect(page.getByText(`El pedido con folio ${id} fue cancelado`)).toBeVisible();
    await expect(card.getByText('Cancelado por el cliente')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Cancelar pedido' })).toHaveCount(0);
  },
);

test('an open order page follows the order live: cancelled on another device, it changes without a reload', async ({
  page,
  browser,
  request,
}) => {
  const { phone, token, finish } = await customerWithCart(request, 'Tomás Ibarra');
  const { orderDetails } = await finish();

  await signInByUi(page, phone, CUSTOMER_WITH_CART_PASSWORD);
  // The live channel opens after the page has loaded; it ends on a WebSocket.
  const socketOpened = page.waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/'));
  await page.goto(`/order_view/${orderDetails.ID}`);
  await expect(page.getByRole('heading', { level: 1, name: `Pedido folio ${orderDetails.ID}` })).toBeVisible();
  await expect(page.getByText('Pendiente', { exact: true }).filter({ visible: true }).first()).toBeVisible();
  await socketOpened;
  await page.waitForTimeout(300); // login_status answered: the socket is in the customer's room

  // Another device cancels it.
  const other = await browser.newContext();
  await other.request.post('/api/orders/orderCancelByCustomer', { data: { token, ORDER_ID: orderDetails.ID } });
  await other.close();

  await expect(page.getByText(`Tu pedido con folio ${orderDetails.ID} ahora está: Cancelado por el cliente`)).toBeVisible();
  await expect(page.getByText('Cancelado por el cliente', { exact: true }).filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Cancelar pedido/ })).toHaveCount(0);
});
