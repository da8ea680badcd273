import { expect, test } from '@playwright/test';
import { randomPhone, registerByApi, signInByUi } from './identity-helpers';

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => sessionStorage.setItem('mostrador-screen-ad-seen', '1'));
});

test('a new order reaches the branch monitor live with its alarm; stocking it updates the customer’s page without a reload', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  // Branch staff: phone and password, then the branch's (demo) Google account.
  await signInByUi(page, '3300000002', 'Sucursal#2026');
  await page.goto('/auth/login_branch');
  await page.getByRole('button', { name: /centro@demo\.mostrador\.mx/ }).click();
  await expect(page).toHaveURL(/\/home_orders$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Pedidos de / })).toBeVisible();
  await page.getByRole('button', { name: 'Encender monitor' }).click();
  const audio = page.getByTestId('monitor-audio');
  await expect(audio).toHaveAttribute('data-last-sound', 'bell');
  // The branch channel connects (the offline banner goes away).
  await expect(page.getByText(/Sin conexión en vivo con la sucursal/)).toHaveCount(0, { timeout: 10_000 });

  // A customer, in another browser, with an order page open.
  const phone = randomPhone();
  await registerByApi(request, phone, 'Monitor-Clave-1', 'Paola Ruiz');
  const post = async <T>(path: string, data: object): Promise<T> => (await (await request.post(`/api${path}`, { data })).json()) as T;
  const { token } = await post<{ token: string }>('/login', { PHONE: phone, PASSWORD: 'Monitor-Clave-1' });
  await post('/customer/addresses/save', { token, ALIAS: 'Casa', CALLE: 'Av. Vallarta', NUMERO_EXTERIOR: '10', COLONIA: 'Americana', CODIGO_POSTAL: '44160', MUNICIPIO: 'Guadalajara', ESTADO: 'Jalisco' });
  const { user_addresses } = await post<{ user_addresses: { ID: number }[] }>('/customer/addresses/list', { token });
  await post('/orders/shoppingCartAddProduct', { token, SKU: 'MED-0016' });

  const started = Date.now();
  const { orderDetails } = await post<{ orderDetails: { ID: number } }>('/orders/shoppingCartFinish', { token, PHONE: phone, ADDRESS_ID: user_addresses[0]!.ID, NOTES: 'Timbre 2' });
  const row = page.getByRole('listitem', { name: `Folio ${orderDetails.ID}` });
  await expect(row).toBeVisible({ timeout: 3_000 });
  const seenAfterMs = Date.now() - started;
  expect(seenAfterMs).toBeLessThan(3_000);
  await expect(row.getByText('Pendiente')).toBeVisible();
  await expect(audio).toHaveAttribute('data-last-sound', 'alarm');
  await expect(page.getByText(/pedidos? pendientes?/).first()).toBeVisible();

  const customer = await browser.newContext();
  await customer.addInitScript(() => sessionStorage.setItem('mostrador-screen-ad-seen', '1'));
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
  await expect(customerPage.getByText(`Tu pedido con folio ${orderDetails.ID} ahora está: Surtiendo`)).toBeVisible();
  await expect(customerPage.getByText('Surtiendo', { exact: true }).filter({ visible: true }).first()).toBeVisible();
  await expect(customerPage.getByText('Ya estamos surtiendo tu pedido').filter({ visible: true }).first()).toBeVisible();
  await customer.close();
});
