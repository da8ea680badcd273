import { expect, test } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('mostrador-screen-ad-seen', '1'));
});

test('search tolerates a typo, suggests while typing and opens a product with its availability', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Buscar productos' });
  await box.fill('ibupro');
  const option = page.getByRole('option', { name: 'Ibuprofeno 400 mg 10 tabletas' });
  await expect(option).toBeVisible();
  await option.click();
  await expect(page).toHaveURL(/\/product_view\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Ibuprofeno 400 mg 10 tabletas' })).toBeVisible();
  await expect(page.getByText(/^Disponible en \d+ de \d+ sucursales$/)).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Mostrador Centro' })).toBeVisible();

  await box.fill('paracetmol');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\/paracetmol$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados para «paracetmol»' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Productos' }).getByRole('link').first()).toContainText(/paracetamol/i);
});

test('a search with no hit says so and offers the closest names', async ({ page }) => {
  await page.goto('/search/tempraa%20forte%20xl');
  await expect(page.getByText('No encontramos productos')).toBeVisible();
  await page.getByRole('link', { name: 'Tempra 500 mg 20 tabletas' }).click();
  await expect(page).toHaveURL(/\/search\/Tempra%20500%20mg%2020%20tabletas$/);
  await expect(page.getByRole('list', { name: 'Productos' }).getByRole('link').first()).toContainText('Tempra 500 mg 20 tabletas');
});

test('a prescription product says so clearly', async ({ page, request }) => {
  const { products } = (await (await request.get('/api/catalogue/products?PRESCRIPTION=true&PAGE_SIZE=1')).json()) as { products: { SKU: string; NAME: string }[] };
  await page.goto(`/product_view/${products[0]!.SKU}`);
  await expect(page.getByRole('note')).toContainText('requiere receta médica');
});
