import { expect, test, type WebSocketRoute } from '@playwright/test';
import { openMonitor, signInByUi } from './identity-helpers';
import { customerWithCart } from './order-helpers';
import { skipScreenAd } from './screen-ad-helpers';

test.beforeEach(async ({ context }) => {
  await skipScreenAd(context);
});

test(
  'a new order reaches the branch monitor live with its alarm; stocking it updates the customer’s page without a reload',
  { tag: '@phone' },
  async ({ page, browser, request }) => {
    test.setTimeout(90_000);
    // Branch staff: phone and password, then the branch's (demo) Google account.
    await openMonitor(page);
    await expect(page.getByRole('heading', { level: 1, name: /^Pedidos de / })).toBeVisible();
    await page.getByRole('button', { name: 'Encender monitor' }).click();
    const audio = page.getByTestId('monitor-audio');
    // Turning it on plays the start bell; another journey's order for this branch (the demo has
    // one branch with staff) may ring the alarm right after it.
    await expect(audio).toHaveAttribute('data-last-sound', /^(bell|alarm)$/);

    // A customer, in another browser, with an order page open.
    const { phone, finish } = await customerWithCart(request, 'Paola Ruiz');
    const started = Date.now();
    const { orderDetails } = await finish();
    const row = page.getByRole('listitem', { name: `Folio ${orderDetails.ID}` });
    await expect(row).toBeVisible({ timeout: 3_000 });
    const seenAfterMs = Date.now() - started;
    expect(seenAfterMs).toBeLessThan(3_000);
    await expect(row.getByText('Pendiente')).toBeVisible();
    await expect(audio).toHaveAttribute('data-last-sound', 'alarm');
    // It flashes, card and screen, until someone starts stocking it (issue 32).
    const animationOf = (element: Element, pseudo: string | null) => getComputedStyle(element, pseudo).animationName;
    await expect.poll(() => row.evaluate(animationOf, null)).toMatch(/pending-pulse/);
    await expect.poll(() => page.locator('[data-pending="true"]:has(> header)').evaluate(animationOf, '::before')).toMatch(/page-flash/);
    await expect(page.getByText(/pedidos? pendientes?/).first()).toBeVisible();

    const customer = await browser.newContext();
    await skipScreenAd(customer);
    const customerPage = await customer.newPage();
    await signInByUi(customerPage, phone, 'Monitor-Clave-1');
    const socketOpened = customerPage.waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/'));
    await customerPage.goto(`/order_view/${orderDetails.ID}`);
    await expect(customerPage.getByText('Pendiente', { exact: true }).filter({ visible: true }).first()).toBeVisible();
    await socketOpened;
    await customerPage.waitForTimeout(300);

    // Staff start stocking with a note; the customer is told and the page changes by itself.
    await row.getByRole('button', { name: 'Surtir' }).click();
    await row.getByLabel('Notas para el cliente (opcional)').fill('Ya estamos surtiendo tu pedido');
    await row.getByRole('button', { name: 'Surtir y avisar al cliente' }).click();
    await expect(page.getByText('se ha notificado al cliente')).toBeVisible();
    await expect(row.getByText('Surtiendo')).toBeVisible();
    expect(await row.evaluate(animationOf, null)).toBe('none');
    await expect(customerPage.getByText(`Tu pedido con folio ${orderDetails.ID} ahora está: Surtiendo`)).toBeVisible();
    await expect(customerPage.getByText('Surtiendo', { exact: true }).filter({ visible: true }).first()).toBeVisible();
    await expect(customerPage.getByText('Ya estamos surtiendo tu pedido').filter({ visible: true }).first()).toBeVisible();
    await customer.close();
  },
);

test('a monitor that lost its live channel shows the orders placed meanwhile as soon as it reconnects', async ({ page, request }) => {
  test.setTimeout(90_000);
  // The page's live channel passes through here, so the test can cut it like a dropped network.
  let isOffline = false;
  const open: WebSocketRoute[] = [];
  await page.route('**/socket.io/**', (route) => (isOffline ? route.abort('internetdisconnected') : route.continue()));
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    if (isOffline) return void ws.close();
    const server = ws.connectToServer();
    // Engine.io's "5" ends the upgrade: from then on the channel runs on this socket alone.
    // Cut before it, and the client just stays on long polling and notices nothing for 25 s.
    ws.onMessage((message) => {
      if (message === '5') open.push(ws);
      server.send(message);
    });
  });
  await openMonitor(page);
  await expect.poll(() => open.length, { timeout: 10_000 }).toBeGreaterThan(0);

  isOffline = true;
  for (const ws of open.splice(0)) await ws.close();
  await expect(page.getByText(/Sin conexión en vivo con la sucursal/)).toBeVisible();
  const customer = await customerWithCart(request, 'Rosa Fuentes');
  const { orderDetails } = await customer.finish();
  const row = page.getByRole('listitem', { name: `Folio ${orderDetails.ID}` });
  await page.waitForTimeout(1_500);
  await expect(row).toHaveCount(0);

  isOffline = false;
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/Sin conexión en vivo con la sucursal/)).toHaveCount(0);
  await expect(row.getByText('Pendiente')).toBeVisible();
});

test('staff open an order from the monitor, act on it there, and see the customer’s cancel arrive live', async ({ page, request }) => {
  test.setTimeout(90_000);
  await openMonitor(page);
  const first = await customerWithCart(request, 'Luis Ortega');
  const { orderDetails } = await first.finish();
  const row = page.getByRole('listitem', { name: `Folio ${orderDetails.ID}` });
  await row.getByRole('link', { name: 'Ver detalle' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Pedido folio ${orderDetails.ID}` })).toBeVisible();
  const actions = page.getByLabel('Acciones de sucursal');
  await expect(actions.getByText('Luis Ortega', { exact: false })).toBeVisible();

  // The customer cancels from their side: the open detail follows without a reload.
  const answer = await first.post<{ SQLresponse: { RESPONSE: string }[] }>('/orders/orderCancelByCustomer', {
    token: first.token,
    ORDER_ID: orderDetails.ID,
  });
  expect(answer.SQLresponse[0]?.RESPONSE).toContain(String(orderDetails.ID));
  await expect(page.getByText('Cancelado por el cliente').filter({ visible: true }).first()).toBeVisible({ timeout: 5_000 });
  await expect(actions.getByRole('button', { name: 'Surtir' })).toHaveCount(0);

  // A second order, acted on from its detail: stocking, then on its way.
  const second = await customerWithCart(request, 'Marta Salas');
  const next = (await second.finish()).orderDetails;
  await page.goto(`/order_view/${next.ID}`);
  await actions.getByRole('button', { name: 'Surtir' }).click();
  await actions.getByLabel('Notas para el cliente (opcional)').fill('En preparación');
  await actions.getByRole('button', { name: 'Surtir y avisar al cliente' }).click();
  await expect(page.getByText('se ha notificado al cliente')).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Enviar' })).toBeVisible();
  await expect(page.getByText('En preparación').filter({ visible: true }).first()).toBeVisible();
  await page.getByRole('link', { name: /Monitor de pedidos/ }).click();
  await expect(page.getByRole('listitem', { name: `Folio ${next.ID}` }).getByText('Surtiendo')).toBeVisible();
});
