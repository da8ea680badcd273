import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_CUSTOMER, lastSmsCode, randomPhone, signInByUi } from './identity-helpers';
import { skipScreenAd } from './screen-ad-helpers';

const ADMIN = { phone: '3300000001', password: 'Admin#2026' } as const;
const BRANCH_NAME = 'Mostrador Centro';

test.beforeEach(async ({ context }) => {
  await skipScreenAd(context);
});

/** Says yes to the back office's confirmation, with a reason when given. */
async function confirmChange(page: Page, reason = ''): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Confirma el cambio' });
  await expect(dialog).toBeVisible();
  if (reason) await dialog.getByRole('textbox').fill(reason);
  await dialog.getByRole('button', { name: 'Sí, aplicar' }).click();
  await expect(dialog).toBeHidden();
}

/** A browser of its own (another person on another device), past the welcome ad. */
async function newPerson(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await skipScreenAd(context);
  return context.newPage();
}

/** The trail filtered by one action lists a row with these words (its sentence, its reason). */
async function expectInTrail(page: Page, action: string, ...words: string[]): Promise<void> {
  await page.goto('/admin/users_management?tab=audit');
  await page.getByLabel('Acción').selectOption({ label: action });
  await page.getByRole('button', { name: 'Filtrar' }).click();
  const trail = page.getByRole('table', { name: 'Registros de la bitácora' });
  const rows = words.reduce((found, text) => found.filter({ hasText: text }), trail.getByRole('row'));
  await expect(rows.first()).toBeVisible();
}

test(
  'an admin invites a phone as branch staff with a branch; the person sets a password by SMS and opens that branch’s monitor',
  { tag: '@phone' },
  async ({ page, browser, request }) => {
    test.setTimeout(90_000);
    const phone = randomPhone();
    const email = `e2e-${phone}@demo.mostrador.mx`;
    await signInByUi(page, ADMIN.phone, ADMIN.password);
    await page.goto('/admin/users_management');
    // The search box has the focus as the screen opens: staff type at once.
    await expect(page.getByLabel('Buscar persona')).toBeFocused();

    await page.getByRole('tab', { name: 'Invitar persona' }).click();
    await page.getByRole('textbox', { name: /^Celular/ }).fill(phone);
    await page.getByRole('textbox', { name: /^Nombre completo/ }).fill('Rocío Valdez');
    await page.getByRole('checkbox', { name: /^Personal de sucursal/ }).check();
    await page.getByRole('button', { name: 'Invitar' }).click();
    await confirmChange(page, 'Nueva en mostrador');
    await expect(page.getByText(/Cuenta creada para Rocío Valdez/)).toBeVisible();

    // The new person's page opens: bind a Google e-mail to a branch.
    await expect(page.getByRole('heading', { level: 2, name: 'Rocío Valdez' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^Personal de sucursal/ })).toBeChecked();
    await page.getByRole('textbox', { name: 'Correo de Google' }).fill(email);
    await page.getByRole('combobox', { name: 'Sucursal' }).selectOption({ label: BRANCH_NAME });
    await page.getByRole('button', { name: 'Asignar' }).click();
    await confirmChange(page);
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    // The history says it as a sentence, the branch by its name.
    await expect(
      page.getByRole('table', { name: 'Historial' }).getByText(`asignó a Rocío Valdez la sucursal ${BRANCH_NAME} con el correo ${email}`),
    ).toBeVisible();

    // The person sets a password through "Olvidé mi contraseña" with the SMS code.
    const person = await newPerson(browser);
    await person.goto('/auth/login');
    await person.getByRole('link', { name: 'Olvidé mi contraseña' }).click();
    await expect(person.getByRole('heading', { level: 1, name: 'Recuperar contraseña' })).toBeVisible();
    await person.getByLabel('Número celular').fill(phone);
    await person.getByLabel('Nueva contraseña').fill('Sucursal-Nueva-7');
    await person.getByLabel('Confirma la contraseña').fill('Sucursal-Nueva-7');
    await person.getByRole('button', { name: 'Enviar código' }).click();
    const modal = person.getByRole('dialog', { name: 'Ingresa el código de confirmación' });
    await expect(modal).toBeVisible();
    await modal.getByPlaceholder('Código enviado por SMS').fill(await lastSmsCode(request, phone));
    await modal.getByRole('button', { name: 'Confirmar' }).click();
    await expect(person.getByText('Listo, ya puedes usar tu nueva contraseña.')).toBeVisible({ timeout: 15_000 });

    // Signed in, the branch sign-in offers the bound e-mail and opens that branch's monitor.
    await person.goto('/auth/login_branch');
    await person.getByRole('button', { name: new RegExp(email.replace(/\./g, '\\.')) }).click();
    await expect(person).toHaveURL(/\/home_orders$/);
    await expect(person.getByRole('heading', { level: 1, name: `Pedidos de ${BRANCH_NAME}` })).toBeVisible();
    await person.context().close();

    await expectInTrail(
      page,
      'Invitó a una persona',
      'Alejandra Ramírez Ochoa invitó a Rocío Valdez con los accesos: Cliente, Personal de sucursal',
    );
    await expectInTrail(page, 'Asignó sucursal', `Alejandra Ramírez Ochoa asignó a Rocío Valdez la sucursal ${BRANCH_NAME}`);
  },
);

test('Enter right after typing a phone opens that person, not the first row of the list before it', async ({ page }) => {
  await signInByUi(page, ADMIN.phone, ADMIN.password);
  await page.goto('/admin/users_management');
  const search = page.getByLabel('Buscar persona');
  await expect(search).toBeFocused();
  await search.fill('Jorge Luis');
  await expect(page).toHaveURL(/q=Jorge/);
  await expect(page.locator('#account-results tbody tr').first()).toContainText('Jorge Luis Hernández');
  // A pause after the first digits searches them; then a person's typing speed, and Enter
  // before the search for the whole phone could answer (issue 30).
  await search.fill('331');
  await expect(page).toHaveURL(/q=331(&|$)/);
  await search.pressSequentially('1112222', { delay: 60 });
  await search.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'María Fernanda López' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Jorge Luis Hernández' })).toHaveCount(0);
});

/** A pending order of the demo customer, placed through the API. */
async function pendingOrderOfDemoCustomer(request: APIRequestContext): Promise<number> {
  const post = async <T>(path: string, data: object): Promise<T> => {
    const res = await request.post(`/api${path}`, { data });
    if (!res.ok()) throw new Error(`${path}: ${await res.text()}`);
    return (await res.json()) as T;
  };
  const { token } = await post<{ token: string }>('/login', { PHONE: DEMO_CUSTOMER.phone, PASSWORD: DEMO_CUSTOMER.password });
  const { user_addresses } = await post<{ user_addresses: { ID: number }[] }>('/customer/addresses/list', { token });
  await post('/orders/shoppingCartAddProduct', { token, SKU: 'MED-0016' });
  const { orderDetails } = await post<{ orderDetails: { ID: number } }>('/orders/shoppingCartFinish', {
    token,
    PHONE: DEMO_CUSTOMER.phone,
    ADDRESS_ID: user_addresses[0]!.ID,
    NOTES: '',
  });
  return orderDetails.ID;
}

test(
  'support finds the customer by folio and cancels a pending order with a reason; the customer’s open page shows it live',
  { tag: '@phone' },
  async ({ page, browser, request }) => {
    test.setTimeout(90_000);
    const folio = await pendingOrderOfDemoCustomer(request);

    // The customer, on another device, has the order open.
    const customer = await newPerson(browser);
    await signInByUi(customer, DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
    // Live: the order page's channel is up before support acts (socket.io's namespace answer "40…",
    // or the answer to its WebSocket upgrade probe when it starts on HTTP).
    let isLive = false;
    customer.on('websocket', (ws) => ws.on('framereceived', (frame) => void (isLive ||= /^(40|3probe)/.test(String(frame.payload)))));
    await customer.goto(`/order_view/${folio}`);
    await expect(customer.getByText('Pendiente', { exact: true }).filter({ visible: true }).first()).toBeVisible();
    await expect.poll(() => isLive).toBe(true);

    await signInByUi(page, ADMIN.phone, ADMIN.password);
    await page.goto('/customer_support');
    await page.getByLabel('Buscar cliente').fill(String(folio));
    await page.keyboard.press('Enter');
    // One match opens at once.
    await expect(page.getByRole('heading', { level: 2, name: 'María Fernanda López' })).toBeVisible();
    const order = page.getByRole('listitem', { name: `Folio ${folio}` });
    await order.getByRole('button', { name: 'Cancelar pedido' }).click();

    // The reason is required, checked on screen before anything is sent.
    const dialog = page.getByRole('dialog', { name: 'Confirma el cambio' });
    await dialog.getByRole('textbox').fill('no');
    await dialog.getByRole('button', { name: 'Sí, aplicar' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Escribe el motivo (al menos 5 caracteres)');
    await confirmChange(page, 'El cliente llamó para cancelar');
    await expect(page.getByText(`Canceló un pedido por el cliente · folio ${folio}`)).toBeVisible();
    await expect(order.getByText('Cancelado por el cliente').first()).toBeVisible();
    await expect(order.getByRole('button', { name: 'Cancelar pedido' })).toHaveCount(0);

    await expect(customer.getByText('Cancelado por el cliente').filter({ visible: true }).first()).toBeVisible({ timeout: 5_000 });
    await customer.context().close();

    // The order's whole page opens from support, read-only, and leads back to the customer.
    await order.getByRole('link', { name: new RegExp(`^Folio ${folio} ·`) }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Pedido folio ${folio}` })).toBeVisible();
    await expect(page.getByRole('button', { name: /Cancelar pedido/ })).toHaveCount(0);
    await page.getByRole('link', { name: 'Atención a clientes' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'María Fernanda López' })).toBeVisible();

    await expectInTrail(
      page,
      'Canceló un pedido por el cliente',
      `Alejandra Ramírez Ochoa canceló a nombre de María Fernanda López el pedido con folio ${folio}`,
      'El cliente llamó para cancelar',
    );
  },
);
