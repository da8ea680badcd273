import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openMonitor, signInByUi } from './identity-helpers';
import { customerWithCart } from './order-helpers';
import { skipScreenAd } from './screen-ad-helpers';

/** The demo courier of the demo branch (apps/server/src/seed/demo-accounts.ts, decision 075). */
const COURIER = { phone: '3300000004', password: 'Reparto#2026' };

test.beforeEach(async ({ context }) => {
  await skipScreenAd(context);
});

/** The demo branch's staff through the API: session, then a branch token from the demo Google stand-in. */
async function branchStaff(request: APIRequestContext) {
  const post = async <T>(path: string, data: object): Promise<T> => (await (await request.post(`/api${path}`, { data })).json()) as T;
  const { token } = await post<{ token: string }>('/login', { PHONE: '3300000002', PASSWORD: 'Sucursal#2026' });
  const { id_token } = await post<{ id_token: string }>('/dev/idp/token', { email: 'centro@demo.mostrador.mx' });
  const { branchToken } = await post<{ branchToken: string }>('/login/google', { token, google_token: id_token });
  return { token, branchToken, post };
}

/** A cash order paid with $500, placed and packed by the branch (every line counted by hand), ready for a courier. */
async function packedCashOrder(request: APIRequestContext): Promise<{ id: number; total: number }> {
  const { phone, token, post } = await customerWithCart(request, 'Lucía Barragán');
  const { user_addresses } = await post<{ user_addresses: { ID: number }[] }>('/customer/addresses/list', { token });
  const { orderDetails } = await post<{ orderDetails: { ID: number; TOTAL: number } }>('/orders/shoppingCartFinish', {
    token,
    PHONE: phone,
    ADDRESS_ID: user_addresses[0]!.ID,
    NOTES: 'Portón verde',
    PAYMENT: 'EFECTIVO',
    CASH_AMOUNT: 500,
  });
  const staff = await branchStaff(request);
  const as = { token: staff.token, branchToken: staff.branchToken, ORDER_ID: orderDetails.ID };
  await staff.post('/orders/orderStartStocking', as);
  const list = await staff.post<{ lines: { SKU: string; UNITS: number; PICKED: number }[] }>('/orders/pickList', as);
  for (const line of list.lines) await staff.post('/orders/pickConfirmLine', { ...as, SKU: line.SKU, REASON: 'Código dañado' });
  return { id: orderDetails.ID, total: orderDetails.TOTAL };
}

/** A few strokes across the signature box, as a finger would draw. */
async function sign(page: Page) {
  const box = (await page.getByRole('img', { name: 'Firma de quien recibió' }).boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (const [dx, dy] of [
    [60, -30],
    [120, 30],
    [180, -20],
    [240, 25],
  ] as const)
    await page.mouse.move(box.x + dx, box.y + box.height / 2 + dy, { steps: 4 });
  await page.mouse.up();
}

const pesos = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a courier takes a packed order, delivers it with signature and cash; the branch closes the day (decision 075)', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(90_000);
    const order = await packedCashOrder(request);
    await signInByUi(page, COURIER.phone, COURIER.password);
    await page.goto('/courier');
    await expect(page.getByRole('heading', { name: 'Reparto', level: 1 })).toBeVisible();
    const available = page.getByRole('region', { name: /Listos para tomar/ });
    const card = available.getByRole('listitem', { name: `Folio ${order.id}` });
    await expect(card).toContainText(`Cobrar ${pesos(order.total)} en efectivo`);
    await expect(card).toContainText(`Llevar cambio: ${pesos(500 - order.total)} (paga con $500.00)`);
    await expect(card.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/52\d{10}$/);
    await expect(card.getByRole('link', { name: 'Abrir mapa' })).toHaveAttribute(
      'href',
      /google\.com\/maps\/search\/\?api=1&query=Av\.%20Vallarta/,
    );
    await card.getByRole('button', { name: 'Tomar pedido' }).click();
    await expect(page.getByText(`Tomaste el pedido ${order.id}`)).toBeVisible();

    const mine = page.getByRole('region', { name: /Mis entregas/ }).getByRole('listitem', { name: `Folio ${order.id}` });
    await mine.getByRole('button', { name: 'Salir a entregar' }).click();
    await expect(mine.getByText('En camino')).toBeVisible();
    await mine.getByRole('button', { name: 'Entregado', exact: true }).click();

    // The proof: confirm stays off until the receiver is named and the signature drawn.
    const confirm = page.getByRole('button', { name: 'Confirmar entrega' });
    await page.getByLabel('¿Quién recibió?').fill('Lucía Barragán');
    await expect(page.getByLabel('Efectivo cobrado')).toHaveValue(String(order.total));
    await expect(confirm).toBeDisabled();
    await sign(page);
    await expect(confirm).toBeEnabled();
    await page.screenshot({ path: test.info().outputPath('deliver-form-390.png'), fullPage: true });
    await confirm.click();
    await expect(page.getByText(`Pedido ${order.id} entregado`)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Hoy: 1 entregados/ })).toContainText(pesos(order.total));
    await page.screenshot({ path: test.info().outputPath('courier-390.png'), fullPage: true });

    // The branch's end of day: expected against handed in, confirmed once, the difference kept in sight.
    const staffContext = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      locale: 'es-MX',
      timezoneId: 'America/Mexico_City',
    });
    await skipScreenAd(staffContext);
    const staff = await staffContext.newPage();
    await openMonitor(staff);
    await staff.screenshot({ path: test.info().outputPath('monitor-1280.png') });
    await staff.getByRole('link', { name: 'Cierre de reparto' }).click();
    const row = staff.getByRole('row', { name: /Raúl Medina Cortés/ });
    await expect(row.getByRole('cell').nth(0)).toHaveText('1');
    await expect(row.getByRole('cell').nth(2)).toHaveText(pesos(order.total));
    await row.getByLabel(/^Entregó/).fill(String(order.total - 10));
    await row.getByLabel(/^Nota/).fill('Faltaron 10 pesos');
    await row.getByRole('button', { name: 'Confirmar' }).click();
    await expect(staff.getByText('Entrega de efectivo de Raúl Medina Cortés confirmada')).toBeVisible();
    await expect(row.getByRole('cell').last()).toHaveText('-$10.00');
    await expect(row).toContainText('Faltaron 10 pesos');
    await staff.screenshot({ path: test.info().outputPath('courier-day-1280.png'), fullPage: true });
    await staffContext.close();
  });
});

test('the courier page is its own small page: a customer who opens it lands on the store, a visitor too', async ({ page }) => {
  await page.goto('/courier');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('#home-title')).toBeVisible();
  await signInByUi(page, '3311112222', 'Cliente#2026');
  await page.goto('/courier');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('#home-title')).toBeVisible();
});
