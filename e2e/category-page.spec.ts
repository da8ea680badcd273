import { type APIRequestContext, expect, test } from '@playwright/test';
import { ean13CheckDigit } from '@mostrador/shared/validation/ean13';
import { DEMO_CUSTOMER, signInByUi } from './identity-helpers';
import { skipScreenAd } from './screen-ad-helpers';

const ADMIN = { phone: '3300000001', password: 'Admin#2026' } as const;
const BROWSER_BLUE = 'rgb(0, 0, 238)';
const BROWSER_PURPLE = 'rgb(85, 26, 139)';

test.beforeEach(async ({ context }) => {
  await skipScreenAd(context);
});

async function post<T>(request: APIRequestContext, path: string, data: object): Promise<T> {
  const res = await request.post(`/api${path}`, { data });
  if (!res.ok()) throw new Error(`${path}: ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * An ailment of its own with three products: two laboratories sell the very same name (one of
 * them with brand and laboratory alike, "Kener"), and a second presentation of it.
 */
async function categoryWithSharedName(request: APIRequestContext) {
  const stamp = String(Date.now()).slice(-7);
  const { token } = await post<{ token: string }>(request, '/login', { PHONE: ADMIN.phone, PASSWORD: ADMIN.password });
  const categoryName = `Alergias de prueba ${stamp}`;
  const { categories } = await post<{ categories: { ID: string; NAME: string }[] }>(request, '/admin/catalogue/categories/save', {
    token,
    TYPE: 'PADECIMIENTO',
    ID: null,
    NAME: categoryName,
  });
  const id = categories.find((c) => c.NAME === categoryName)!.ID;
  const name = `Loratadina ${stamp} 10 mg 10 tabletas`;
  const otherName = `Loratadina ${stamp} 10 mg 20 tabletas`;
  const save = (n: number, NAME: string, BRAND: string, LABORATORY: string, PRICE: string) => {
    const first12 = `7509${stamp}${n}`;
    return post(request, '/admin/catalogue/products/save', {
      token,
      ORIGINAL_SKU: null,
      product: {
        SKU: `CAT-${stamp}-${n}`,
        BARCODE: `${first12}${ean13CheckDigit(first12)}`,
        NAME,
        BRAND,
        LABORATORY,
        PRESENTATION: 'Caja con tabletas',
        PRICE,
        CATEGORIES: [{ TYPE: 'PADECIMIENTO', ID: id }],
      },
    });
  };
  await save(1, name, 'Kener', 'Kener', '45.00');
  await save(2, name, 'Ultra', 'Laboratorios Ultra', '39.50');
  await save(3, otherName, 'Kener', 'Kener', '70.00');
  // The search index catches up within a second, the category list within the answer cache (5 s).
  await expect
    .poll(async () => (await (await request.get(`/api/catalogue/products?TYPE=PADECIMIENTO&ID=${id}&GROUP=true`)).json()).TOTAL, {
      timeout: 15_000,
    })
    .toBe(2);
  await expect
    .poll(async () => JSON.stringify(await (await request.get('/api/catalogue/categories?TYPE=PADECIMIENTO')).json()), { timeout: 15_000 })
    .toContain(categoryName);
  return { id, categoryName, name, otherName };
}

test(
  'a category page is named after its category and shows a shared name once, with its brands and prices',
  { tag: '@phone' },
  async ({ page, request }) => {
    const { id, categoryName, name, otherName } = await categoryWithSharedName(request);
    await page.goto(`/categories/PADECIMIENTO/${id}`);
    // The server painted the page; a tap before the app has taken it over is lost (decisions 085, 088).
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(categoryName);
    await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toContainText(`InicioPadecimientos${categoryName}`);
    await expect(page.getByText('2 resultados', { exact: true })).toBeVisible();
    const results = page.getByRole('list', { name: 'Productos' });
    await expect(results.getByRole('article')).toHaveCount(2);

    // The shared name is one result led by its cheaper option, with both laboratories to pick from.
    const shared = results.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(shared).toContainText('Ultra · Laboratorios Ultra');
    await expect(shared).toContainText('$39.50');
    await shared.getByText('2 opciones desde $39.50').click();
    const options = shared.getByRole('list', { name: `Marcas y precios de ${name}` });
    await expect(options.getByRole('link')).toHaveText([
      'Ultra · Laboratorios Ultra · $39.50 · sin existencias',
      'Kener · $45.00 · sin existencias',
    ]);
    await expect(results.getByRole('heading', { name: otherName, exact: true })).toBeVisible();
    // Brand and laboratory alike are named once.
    await expect(page.getByText('Kener · Kener')).toHaveCount(0);

    // A brand filter lists products one by one again.
    await page.getByRole('combobox', { name: 'Marca' }).selectOption({ label: 'Kener (2)' });
    await expect(page.getByText('2 productos', { exact: true })).toBeVisible();
    await expect(results.getByRole('article')).toHaveCount(2);
    await expect(results.getByText(/opciones desde/)).toHaveCount(0);

    // The option opens that laboratory's product.
    await page.getByRole('combobox', { name: 'Marca' }).selectOption({ index: 0 });
    await results.getByText('2 opciones desde $39.50').click();
    await results.getByRole('link', { name: 'Kener · $45.00 · sin existencias' }).click();
    await expect(page).toHaveURL(/\/product_view\/CAT-\d+-1$/);
  },
);

test('the "soy tu fan" links on an order take the theme colour, readable, with a focus ring', async ({ page }) => {
  await signInByUi(page, DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
  // The demo customer's delivered order carries the programme's data.
  await page.goto('/order_view/1');
  const programme = page.getByRole('region', { name: 'Soy tu fan' });
  const link = programme.getByRole('link', { name: 'Aviso de privacidad' });
  await expect(link).toBeVisible();
  const look = await link.evaluate((a) => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--mantine-primary-color-filled)';
    document.body.append(probe);
    const primary = getComputedStyle(probe).color;
    probe.remove();
    return { color: getComputedStyle(a).color, primary, underline: getComputedStyle(a).textDecorationLine };
  });
  expect([BROWSER_BLUE, BROWSER_PURPLE]).not.toContain(look.color);
  expect(look.color).toBe(look.primary);
  expect(look.underline).toBe('underline');
  // Demo theme: #0b6e4f on the white card is 6.25:1 (WCAG AA asks 4.5:1 for text).
  expect(look.color).toBe('rgb(11, 110, 79)');

  await link.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  const outline = await link.evaluate((a) => getComputedStyle(a).outlineStyle);
  expect(outline).toBe('solid');
});
