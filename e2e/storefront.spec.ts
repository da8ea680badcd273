import { expect, test, type APIRequestContext } from '@playwright/test';
import { lastSmsCode, randomPhone } from './identity-helpers';
import { skipScreenAd } from './screen-ad-helpers';

test.beforeEach(async ({ page }) => {
  await skipScreenAd(page);
});

/** The name of the first home promotion the company's default branch has pieces of, as the API tells it. */
async function promotionInStock(request: APIRequestContext): Promise<string> {
  const { promotions } = (await (await request.get('/api/catalogue/home')).json()) as { promotions: { SKU: string; NAME: string }[] };
  const { company } = (await (await request.post('/api/company/companyInfo', { data: {} })).json()) as {
    company: { DEFAULT_BRANCH: string };
  };
  const skus = promotions.map((p) => p.SKU).join(',');
  const { UNITS } = (await (await request.get(`/api/catalogue/stock?BRANCH=${company.DEFAULT_BRANCH}&SKUS=${skus}`)).json()) as {
    UNITS: Record<string, number>;
  };
  const found = promotions.find((p) => (UNITS[p.SKU] ?? 0) > 0);
  if (!found) throw new Error('no home promotion in stock at the default branch');
  return found.NAME;
}

test(
  'the home shows promotions and departments; a visitor adds from it, registers, and finds the product in the cart',
  { tag: '@phone' },
  async ({ page, request }) => {
    // A promotion the visitor's branch (the company's) has: a sold-out one says so instead of adding.
    const name = await promotionInStock(request);
    await page.goto('/');
    const promotions = page.getByRole('region', { name: 'Soy tu fan: promociones' });
    const tile = promotions.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(tile.getByText(/^\$\d/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Departamentos' }).getByRole('link', { name: 'Dermocosmética' })).toBeVisible();

    await tile.getByRole('button', { name: `Agregar ${name} al carrito` }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await page.getByRole('link', { name: '¿Aún no tienes cuenta? Regístrate' }).click();
    const phone = randomPhone();
    await page.getByLabel('Nombre completo').fill('Lucía Herrera');
    await page.getByLabel('Número celular').fill(phone);
    await page.getByLabel('Contraseña', { exact: true }).fill('Nopal-Verde-2026');
    await page.getByLabel('Confirma la contraseña').fill('Nopal-Verde-2026');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    const modal = page.getByRole('dialog', { name: 'Ingresa el código de confirmación' });
    await modal.getByPlaceholder('Código enviado por SMS').fill(await lastSmsCode(request, phone));
    await modal.getByRole('button', { name: 'Confirmar' }).click();

    // Back on the home, with the product added once and named.
    await expect(page).toHaveURL(/\/(home)?$/);
    await expect(page.getByText(`Agregado a tu carrito: ${name}`, { exact: true })).toBeVisible();
    // On the tile, "Agregar" became the units stepper.
    await expect(promotions.getByRole('group', { name: `Piezas de ${name}` }).locator('output')).toHaveText('1');
    await page.getByRole('button', { name: 'Carrito, 1 productos' }).click();
    await expect(
      page
        .getByRole('dialog', { name: 'Tu carrito' })
        .getByRole('group', { name: `Piezas de ${name}` })
        .locator('output'),
    ).toHaveText('1');
  },
);

test('a search with a typo says what it searched: "¿Quisiste decir …?"; one result per name', async ({ page }) => {
  await page.goto('/search/paracetmol');
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados para «paracetmol»' })).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: '¿Quisiste decir' });
  await expect(notice).toContainText('¿Quisiste decir paracetamol?');
  const names = await page.getByRole('list', { name: 'Productos' }).getByRole('heading').allTextContents();
  expect(names.length).toBeGreaterThan(3);
  expect(new Set(names).size).toBe(names.length);
  await notice.getByRole('link', { name: 'paracetamol' }).click();
  await expect(page).toHaveURL(/\/search\/paracetamol$/);
  await expect(page.getByRole('status').filter({ hasText: '¿Quisiste decir' })).toHaveCount(0);
});

test('home/:SEARCH shows that search under the banners; a category page is named, with its breadcrumb and filters', async ({ page }) => {
  await page.goto('/home/omeprazol');
  const results = page.getByRole('region', { name: 'Resultados para «omeprazol»' });
  await expect(results.getByRole('heading', { name: /^Omeprazol/ }).first()).toBeVisible();

  await page.goto('/categories/DEPARTAMENTO/dermocosmetica');
  await expect(page.getByRole('heading', { level: 1, name: 'Dermocosmética' })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' });
  await expect(crumbs).toContainText('Departamentos');
  // Grouped by name like the search (decision 045): the count is of results, not products.
  await expect(page.getByText(/^\d+ resultados$/)).toBeVisible();
  const brand = page.getByRole('combobox', { name: 'Marca' });
  const firstBrand = (await brand.locator('option').nth(1).textContent())!.replace(/ \(\d+\)$/, '');
  await brand.selectOption(firstBrand);
  await expect(page.getByRole('list', { name: 'Productos' }).getByRole('article').first()).toContainText(firstBrand);
});
