import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { formatMoney } from '@mostrador/shared/format/money';
import { makeEan13 } from '@mostrador/shared/validation/ean13';

const BRANCH = 'GDL-CENTRO';
const SCAN_HINT = 'Pasa el código de barras del producto por el lector';
/** A valid EAN-13 the demo catalogue does not have (company code 9999 is not one of its laboratories). */
const UNKNOWN_EAN = makeEan13(9999, 99999);

interface Product {
  SKU: string;
  NAME: string;
  PRICE: number;
  BARCODE: string;
  REQUIRES_PRESCRIPTION: boolean;
  AVAILABILITY: { BRANCH: string; UNITS: number }[];
}

/** A prescription product of the demo catalogue with pieces at the branch, as the API tells it. */
async function prescriptionProductInStock(request: APIRequestContext): Promise<Product & { units: number }> {
  const list = (await (await request.get('/api/catalogue/products?PRESCRIPTION=true&PAGE_SIZE=60')).json()) as {
    products: { SKU: string }[];
  };
  for (const { SKU } of list.products) {
    const { product } = (await (await request.get(`/api/catalogue/products/${SKU}`)).json()) as { product: Product };
    const units = product.AVAILABILITY.find((a) => a.BRANCH === BRANCH)?.UNITS ?? 0;
    if (units > 1) return { ...product, units };
  }
  throw new Error(`no prescription product in stock at ${BRANCH}`);
}

/**
 * What a USB scanner does: the digits in one fast burst, then Enter, with nothing focused. The
 * burst is dispatched in the page in one go: Playwright's keyboard sends one key per round trip,
 * and a busy machine stretched 14 of them past the reader's 1.5 s, so a "scan" read as a person
 * typing and was ignored (seen with two workers).
 */
async function scan(page: Page, code: string): Promise<void> {
  await page.evaluate(
    (keys) => {
      for (const key of keys) document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    },
    [...code, 'Enter'],
  );
}

async function openChecker(page: Page): Promise<void> {
  await page.goto(`/advertising_view/${BRANCH}`);
  await expect(page.getByText(SCAN_HINT)).toBeVisible();
}

test('the price checker shows a scanned product in large type and returns to the ads after 10 s', async ({ page, request }) => {
  const product = await prescriptionProductInStock(request);
  await page.clock.install();
  await openChecker(page);
  await expect(page.getByRole('timer', { name: 'Hora' })).toBeVisible();

  await scan(page, product.BARCODE);
  const name = page.getByRole('heading', { name: product.NAME });
  await expect(name).toBeVisible();
  await expect(page.getByTestId('kiosk-price')).toHaveText(formatMoney(product.PRICE));
  await expect(page.getByText('Requiere receta')).toBeVisible();
  await expect(page.getByText(`${product.units} piezas en esta sucursal`)).toBeVisible();
  const answer = page.getByRole('region', { name: 'Verificador de precios' });
  await expect(answer).toBeVisible();

  await page.clock.runFor(9_000);
  await expect(name).toBeVisible();
  await page.clock.runFor(1_000);
  await expect(answer).toBeHidden();
  await expect(page.getByRole('region', { name: 'Anuncios' })).toBeVisible();
  await expect(page.getByText(SCAN_HINT)).toBeVisible();
});

test('an unknown code says "Producto no encontrado" in large type, a code that is not a barcode says so; an unknown branch says so', async ({
  page,
}) => {
  await openChecker(page);
  await scan(page, UNKNOWN_EAN);
  await expect(page.getByRole('heading', { name: 'Producto no encontrado' })).toBeVisible();
  await expect(page.getByText(`Pregunta a nuestro personal por el código ${UNKNOWN_EAN}`)).toBeVisible();
  // Issue 32: nobody touches the screen, so the answer has no button; Escape (a keyboard) closes it.
  await expect(page.getByText('En unos segundos vuelven los anuncios')).toBeVisible();
  await expect(page.getByRole('button')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Producto no encontrado' })).toBeHidden();

  // Issue 32: 13 digits with a wrong check digit are not a product's barcode, and it says so.
  const wrongCheckDigit = `${UNKNOWN_EAN.slice(0, 12)}${(Number(UNKNOWN_EAN[12]) + 1) % 10}`;
  await scan(page, wrongCheckDigit);
  await expect(page.getByRole('heading', { name: 'Ese código no es de un producto' })).toBeVisible();
  await expect(page.getByText(`Leímos «${wrongCheckDigit}».`, { exact: false })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Ese código no es de un producto' })).toBeHidden();

  await page.goto('/advertising_view/GDL-NO-EXISTE');
  await expect(page.getByRole('heading', { name: 'Sucursal no encontrada' })).toBeVisible();
  await expect(page.getByText(SCAN_HINT)).toBeHidden();
});

test('a lookup without network says so, and the next scan works once the network is back, without a reload', async ({
  page,
  request,
  context,
}) => {
  const product = await prescriptionProductInStock(request);
  await openChecker(page);
  await context.setOffline(true);
  await scan(page, product.BARCODE);
  await expect(page.getByText('Sin conexión con la tienda; intenta de nuevo en un momento')).toBeVisible();
  await context.setOffline(false);
  // The browser may take a moment to use the network again: the customer simply scans again.
  await expect(async () => {
    await scan(page, product.BARCODE);
    await expect(page.getByRole('heading', { name: product.NAME })).toBeVisible({ timeout: 2_000 });
  }).toPass();
});

test('the ads rotate with a cross-fade, wrap around, and 60 rotations add no element to the page', async ({ page }) => {
  await page.clock.install();
  await page.goto('/advertising_view?segundos=1');
  const ads = page.getByRole('region', { name: 'Anuncios' });
  await expect(ads).toBeVisible();
  const pictures = ads.locator('img');
  // The region shows before its banners have arrived: wait for them rather than count at once.
  await expect.poll(() => pictures.count()).toBeGreaterThanOrEqual(2);
  const count = await pictures.count();
  await expect
    .poll(() => pictures.evaluateAll((imgs: HTMLImageElement[]) => imgs.every((i) => i.complete && i.naturalWidth > 0)))
    .toBe(true);
  await expect(ads).toHaveAttribute('data-shown', '0');
  // From here time moves only when the test moves it: one rotation per second of clock.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 3000));
  const shown = await ads.getAttribute('data-shown');
  const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
  let index = Number(shown);
  for (let i = 0; i < 60; i++) {
    await page.clock.runFor(1000);
    index = (index + 1) % count;
    await expect(ads).toHaveAttribute('data-shown', String(index));
    await expect(ads.locator('img[aria-hidden="false"]')).toHaveAttribute('data-ad-index', String(index));
  }
  expect(await page.evaluate(() => document.getElementsByTagName('*').length)).toBe(elements);
  await expect(pictures).toHaveCount(count);
});

/** The picture as drawn inside its <img> box: object-fit decides its size (cover: at least the box on both sides). */
function drawnSize(img: HTMLImageElement) {
  const box = img.getBoundingClientRect();
  const fit = getComputedStyle(img).objectFit;
  const [w, h] = [img.naturalWidth, img.naturalHeight];
  const scale =
    fit === 'cover'
      ? Math.max(box.width / w, box.height / h)
      : fit === 'contain' || fit === 'scale-down'
        ? Math.min(box.width / w, box.height / h)
        : 1;
  return fit === 'fill' ? { fit, width: box.width, height: box.height } : { fit, width: w * scale, height: h * scale };
}

for (const screen of [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
]) {
  test(`the ad covers the whole 16:9 screen at ${screen.width} × ${screen.height}: no bars, no scrollbars`, async ({ page }, info) => {
    await page.setViewportSize(screen);
    const shown = page.getByRole('region', { name: 'Anuncios' }).locator('img[aria-hidden="false"]');
    const isLoaded = () => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
    const check = async (name: string) => {
      await expect.poll(isLoaded).toBe(true);
      await expect(shown).toHaveCSS('opacity', '1');
      expect(await shown.boundingBox()).toEqual({ x: 0, y: 0, ...screen });
      const drawn = await shown.evaluate(drawnSize);
      expect(drawn.fit).toBe('cover');
      expect(drawn.width).toBeGreaterThanOrEqual(screen.width - 0.5);
      expect(drawn.height).toBeGreaterThanOrEqual(screen.height - 0.5);
      const scrolled = await page.evaluate(() => ({
        width: document.documentElement.scrollWidth,
        height: document.documentElement.scrollHeight,
      }));
      expect(scrolled).toEqual(screen);
      await page.screenshot({ path: info.outputPath(`in-store-ad-${name}-${screen.width}x${screen.height}.png`) });
    };
    // The demo's SCREEN_AD pictures are 16:9.
    await page.goto('/advertising_view');
    await check('demo');
    // A square SCREEN_AD (as uploaded before ads were 16:9) still covers the screen: cropped, never letterboxed.
    const square = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#c2185b' } })
      .webp()
      .toBuffer();
    await page.route('**/media/banners/screen-ad-*.webp', (route) => route.fulfill({ body: square, contentType: 'image/webp' }));
    await page.reload();
    await expect.poll(isLoaded).toBe(true);
    expect(await shown.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([800, 800]);
    await check('square');
  });
}
