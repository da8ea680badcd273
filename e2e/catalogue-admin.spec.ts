import { type APIRequestContext, expect, test } from '@playwright/test';
import { ean13CheckDigit } from '@mostrador/shared/validation/ean13';
import { DEMO_CUSTOMER, randomPhone, registerByApi, signInByUi } from './identity-helpers';
import { skipScreenAd } from './screen-ad-helpers';

const ADMIN = { phone: '3300000001', password: 'Admin#2026' } as const;

test.beforeEach(async ({ context }) => {
  await skipScreenAd(context);
});

/** A new person with the CATALOGUE access only (registered, then given it by the demo admin). */
async function catalogueUser(request: APIRequestContext): Promise<{ phone: string; password: string }> {
  const post = async <T>(path: string, data: object): Promise<T> => {
    const res = await request.post(`/api${path}`, { data });
    if (!res.ok()) throw new Error(`${path}: ${await res.text()}`);
    return (await res.json()) as T;
  };
  const person = { phone: randomPhone(), password: 'Catalogo-Clave-1' };
  await registerByApi(request, person.phone, person.password, 'Marta Catálogo');
  const { token } = await post<{ token: string }>('/login', { PHONE: ADMIN.phone, PASSWORD: ADMIN.password });
  const { accounts } = await post<{ accounts: { ID: number }[] }>('/admin/users/search', { token, QUERY: person.phone });
  await post('/admin/users/setAccess', {
    token,
    ACCOUNT_ID: accounts[0]!.ID,
    ACCESS: 'CATALOGUE',
    GRANTED: true,
    REASON: 'Equipo de catálogo',
  });
  return person;
}

test('a catalogue user creates a product with a 3x2; a customer finds it by search and the cart charges 2 of 3', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const person = await catalogueUser(request);
  const stamp = String(Date.now()).slice(-6);
  const name = `Jarabe Tosinol ${stamp}`;
  const sku = `E2E-${stamp}`;
  const first12 = `750777${stamp}`;
  const ean = `${first12}${ean13CheckDigit(first12)}`;

  await signInByUi(page, person.phone, person.password);
  // The left menu links exactly the pages the CATALOGUE access opens (no ADMIN needed).
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  await expect(menu.getByRole('region', { name: 'Administración' }).getByRole('link')).toHaveText([
    'Catálogo',
    'Importar y exportar catálogo',
  ]);
  await expect(menu.getByRole('heading')).toHaveText(['Administración']);
  await menu.getByRole('link', { name: 'Catálogo', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/catalogue$/);
  // The screen's chunks load on first use (cold on a busy machine): more than the default wait.
  await expect(page.getByRole('heading', { level: 1, name: 'Catálogo' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Nuevo producto' }).click();
  await page.getByRole('textbox', { name: 'SKU' }).fill(sku);
  await page.getByRole('textbox', { name: 'Código de barras (EAN-13)' }).fill(ean.slice(0, 12) + ((Number(ean[12]) + 1) % 10));
  await page.getByRole('textbox', { name: 'Nombre' }).fill(name);
  await page.getByRole('textbox', { name: 'Precio (pesos)' }).fill('85.50');
  await page.getByRole('textbox', { name: 'Presentación' }).fill('Frasco 120 ml');
  await page.getByRole('combobox', { name: 'Promoción «soy tu fan»' }).selectOption({ label: 'NxM (ej. 3x2)' });
  await page.getByRole('textbox', { name: 'N', exact: true }).fill('3');
  await page.getByRole('textbox', { name: 'M', exact: true }).fill('2');
  // The preview prices with checkout's own function: 3 units pay 2.
  const preview = page.getByRole('table', { name: 'Lo que cobra el carrito' });
  await expect(preview.getByRole('row').nth(3)).toContainText('$171.00');
  await expect(preview.getByRole('row').nth(6)).toContainText('$342.00');

  // A wrong check digit is refused in Spanish, and nothing is saved.
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(/El dígito verificador del código de barras \d{13} no es correcto/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Código de barras (EAN-13)' }).fill(ean);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(`Producto ${sku} guardado`)).toBeVisible();

  // Stock at the customer's branch, through the grid's inline count.
  await page.getByRole('tab', { name: 'Existencias' }).click();
  await page.getByRole('textbox', { name: 'Buscar por nombre, SKU o código de barras' }).fill(sku);
  const cell = page.getByRole('spinbutton', { name: `${sku} Mostrador Centro` });
  await cell.fill('10');
  await cell.press('Enter');
  await expect(page.getByText(`Existencias de ${sku} en`)).toBeVisible();

  // A customer, on another device, finds it by search and buys 3.
  const context = await browser.newContext();
  await skipScreenAd(context);
  const customer = await context.newPage();
  await signInByUi(customer, DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
  await customer.goto(`/search/${encodeURIComponent('tosinol')}`);
  await customer
    .getByRole('list', { name: 'Productos' })
    .getByRole('link', { name: new RegExp(name) })
    .click();
  await expect(customer.getByRole('heading', { level: 1, name })).toBeVisible();
  for (let i = 0; i < 3; i++) {
    await customer.getByRole('button', { name: 'Agregar al carrito' }).click();
  }
  const cartButton = customer.getByRole('button', { name: /^Carrito, \d+ productos?$/ });
  await cartButton.click();
  const drawer = customer.getByRole('dialog', { name: 'Tu carrito' });
  const line = drawer.getByRole('listitem').filter({ hasText: name });
  await expect(line).toContainText('$171.00');
  await expect(line).toContainText('$85.50');
  await context.close();
});

test('a price typed a thousand times too high is asked about, saved only when confirmed, and kept in the price history', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const person = await catalogueUser(request);
  const stamp = String(Date.now()).slice(-6);
  const sku = `PRC-${stamp}`;
  const first12 = `750778${stamp}`;
  const { token } = (await (await request.post('/api/login', { data: { PHONE: person.phone, PASSWORD: person.password } })).json()) as {
    token: string;
  };
  const created = await request.post('/api/admin/catalogue/products/save', {
    data: {
      token,
      ORIGINAL_SKU: null,
      product: { SKU: sku, BARCODE: `${first12}${ean13CheckDigit(first12)}`, NAME: `Vendas elásticas ${stamp}`, PRICE: '100.00' },
    },
  });
  expect(created.ok()).toBe(true);

  await signInByUi(page, person.phone, person.password);
  await page.goto(`/admin/catalogue?edit=${sku}`);
  const price = page.getByRole('textbox', { name: 'Precio (pesos)' });
  await expect(price).toHaveValue('100.00', { timeout: 20_000 });
  await price.fill('999999999');
  await page.getByRole('button', { name: 'Guardar' }).click();

  const dialog = page.getByRole('dialog', { name: '¿Cambiar el precio?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('$100.00');
  await expect(dialog).toContainText('$999,999,999.00');
  // "Cancelar" has the focus, and Escape leaves the price unsaved.
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await dialog.getByRole('button', { name: 'Sí, cambiar el precio' }).click();
  await expect(page.getByText(`Producto ${sku} guardado`)).toBeVisible();

  await page.goto(`/admin/catalogue?edit=${sku}`);
  const history = page.getByRole('region', { name: 'Historial de precios' });
  const rows = history.getByRole('row');
  await expect(rows).toHaveCount(3, { timeout: 20_000 });
  await expect(rows.nth(1).getByRole('cell')).toHaveText([
    /\d{4}, \d{2}:\d{2}$/,
    '$100.00 → $999,999,999.00',
    'Marta Catálogo',
    'Catálogo',
  ]);
  await expect(rows.nth(2)).toContainText('alta → $100.00');
});
