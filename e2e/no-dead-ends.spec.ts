import { expect, test } from '@playwright/test';
import { DEMO_CUSTOMER, lastSmsCode, randomPhone } from './identity-helpers';
import { skipScreenAd } from './screen-ad-helpers';

const SKU = 'MED-0016';
const NAME = 'Ibuprofeno 400 mg 10 tabletas';

test.beforeEach(async ({ page }) => {
  await skipScreenAd(page);
});

test('a signed-out visitor adds a product, signs in and is back on it with the product in the cart', async ({ page, request }) => {
  // The demo customer's cart is shared by both projects: start without this product.
  const login = await request.post('/api/login', {
    data: { PHONE: DEMO_CUSTOMER.phone, PASSWORD: DEMO_CUSTOMER.password, FIREBASE_TOKEN: null },
  });
  const { token } = (await login.json()) as { token: string };
  const cleared = await request.post('/api/orders/shoppingCartUpdateProductUnits', { data: { token, SKU, UNITS: 0 } });
  expect(cleared.ok()).toBe(true);

  await page.goto(`/product_view/${SKU}`);
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.getByLabel('Número celular').fill(DEMO_CUSTOMER.phone);
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_CUSTOMER.password);
  await page.getByRole('button', { name: 'Entrar' }).click();

  await expect(page).toHaveURL(new RegExp(`/product_view/${SKU}$`));
  await expect(page.getByText(`Agregado a tu carrito: ${NAME}`, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /^Carrito, \d+ productos$/ }).click();
  const line = page.getByRole('dialog', { name: 'Tu carrito' }).getByRole('group', { name: `Piezas de ${NAME}` });
  await expect(line.locator('output')).toHaveText('1');
  // Added once: a reload does not add it again.
  await page.reload();
  await page.getByRole('button', { name: /^Carrito, \d+ productos$/ }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Tu carrito' })
      .getByRole('group', { name: `Piezas de ${NAME}` })
      .locator('output'),
  ).toHaveText('1');
});

test('a signed-out visitor adds a product, registers and is back on it with the product in the cart', async ({ page, request }) => {
  const phone = randomPhone();
  await page.goto(`/product_view/${SKU}`);
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.getByRole('link', { name: '¿Aún no tienes cuenta? Regístrate' }).click();
  await page.getByLabel('Nombre completo').fill('Sofía Ramírez');
  await page.getByLabel('Número celular').fill(phone);
  await page.getByLabel('Contraseña', { exact: true }).fill('Girasol-Azul-77');
  await page.getByLabel('Confirma la contraseña').fill('Girasol-Azul-77');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  const modal = page.getByRole('dialog', { name: 'Ingresa el código de confirmación' });
  await modal.getByPlaceholder('Código enviado por SMS').fill(await lastSmsCode(request, phone));
  await modal.getByRole('button', { name: 'Confirmar' }).click();

  await expect(page).toHaveURL(new RegExp(`/product_view/${SKU}$`));
  await expect(page.getByText(`Agregado a tu carrito: ${NAME}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Carrito, 1 productos' })).toBeVisible();
});

test('the not-found page offers a search and the way home', async ({ page }) => {
  await page.goto('/not-found');
  await expect(page.getByRole('heading', { level: 1, name: 'No encontramos esta página' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver al inicio' })).toBeVisible();
  await page.getByRole('searchbox', { name: '¿Qué producto buscas?' }).fill('paracetamol');
  await page.getByRole('search', { name: 'Busca en la tienda' }).getByRole('button', { name: 'Buscar' }).click();
  // The app's own address, or, sent before the app has taken the painted page over (decision 088),
  // the plain form's GET, which the search page reads as well.
  await expect(page).toHaveURL(/\/search(\/paracetamol|\?SEARCH=paracetamol)$/);
  await expect(page.getByRole('heading', { level: 1, name: /paracetamol/i })).toBeVisible();
});
