import { devices, expect, test, type Page } from '@playwright/test';
import { skipScreenAd } from './screen-ad-helpers';

// Issue 36 (decision 073): the public pages arrive rendered and hydrate without a mismatch; without
// JavaScript a product page still says what a customer needs and the search form still works.

test.beforeEach(async ({ page }) => {
  await skipScreenAd(page);
});

/** Console errors and warnings, and uncaught errors, while `page` lives. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

const PAGES = [
  '/',
  '/product_view/MED-0013',
  '/categories/DEPARTAMENTO/medicamentos',
  '/search/paracetamol',
  '/search?SEARCH=ibuprofeno',
  '/branches',
  '/branch/GDL-CENTRO',
  '/about_us',
];

for (const path of PAGES) {
  test(`${path} hydrates what the server painted, with a clean console`, async ({ page }) => {
    const problems = problemsOf(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    // The server's HTML came with the state it was rendered from.
    expect(await response?.text()).toContain('id="ssr-data"');
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
    expect(problems).toEqual([]);
  });
}

test('an unknown product is the not-found screen with a 404, and hydrates at its own address', async ({ page }) => {
  const problems = problemsOf(page);
  const response = await page.goto('/product_view/NO-EXISTE');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'No encontramos esta página' })).toBeVisible();
  await expect(page).toHaveURL(/\/product_view\/NO-EXISTE$/);
  // The browser reports the document's own 404; nothing else.
  expect(problems.filter((p) => !p.includes('status of 404'))).toEqual([]);
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Sucursales' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a product page shows name, picture, price, stock at the branch and a sign-in link; search is a plain GET', async ({ page }) => {
    await page.goto('/product_view/MED-0013');
    await expect(page.getByRole('heading', { level: 1, name: 'Advil 200 mg 20 tabletas' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Advil 200 mg 20 tabletas' })).toBeVisible();
    await expect(page.getByText('$95.00')).toBeVisible();
    await expect(page.getByText(/en tu sucursal, Mostrador Centro/)).toBeVisible();
    await expect(page.getByRole('table').getByRole('row', { name: /Mostrador Andares/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/auth/login');

    await page.getByRole('combobox').fill('paracetamol');
    await page.getByRole('combobox').press('Enter');
    await expect(page).toHaveURL(/\/search\?SEARCH=paracetamol$/);
    await expect(page.getByRole('heading', { level: 1, name: /paracetamol/i })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
  });
});

// Decisions 081 and 087: the server lays the page out for a phone or a desktop by the browser's
// user agent (the results' rows-or-grid and the colours come from CSS); nothing it painted moves.
const SCREENS = [
  { name: 'a phone', use: { ...devices['Pixel 7'] }, dock: false },
  { name: 'a desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } }, dock: true },
];
for (const screen of SCREENS) {
  test(`on ${screen.name}, the category page is laid out by the server as it stays after hydrating`, async ({ browser }) => {
    // One load, its scripts held until the painted page is measured: two loads compared products
    // whose stock the journeys beside this one were changing (a sold-out label is wider).
    const context = await browser.newContext(screen.use);
    const page = await context.newPage();
    await skipScreenAd(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/categories/DEPARTAMENTO/medicamentos', { waitUntil: 'commit' });
    const tiles = page.getByRole('list', { name: 'Productos' }).getByRole('listitem');
    await expect(tiles.nth(1)).toBeVisible();
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).every((link) => link.sheet),
    );
    // The tiles, the options column beside the page (a desktop's) and the header's brand.
    const parts = [tiles.nth(0), tiles.nth(1), page.locator('aside#right-menu'), page.getByRole('banner').getByRole('link').first()];
    const boxes = async () => {
      const found = [];
      for (const part of parts) {
        const box = (await part.count()) ? await part.boundingBox() : null;
        found.push(box && { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) });
      }
      return { boxes: found, tile: await tiles.nth(0).innerText() };
    };
    const painted = await boxes();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    expect(painted.boxes[2] !== null).toBe(screen.dock);
    // A phone's rows, one under the other; a desktop's grid, side by side.
    if (screen.dock) expect(painted.boxes[1]!.x).toBeGreaterThan(painted.boxes[0]!.x);
    else expect(painted.boxes[1]?.x).toBe(painted.boxes[0]?.x);
    release();
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    expect(await boxes()).toEqual(painted);
    await context.close();
  });
}
