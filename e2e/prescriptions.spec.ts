import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { signInByUi } from './identity-helpers';
import { ANTIBIOTIC_SKU, CUSTOMER_WITH_CART_PASSWORD, customerWithCart } from './order-helpers';
import { skipScreenAd } from './screen-ad-helpers';

test.beforeEach(async ({ context }) => {
  await skipScreenAd(context);
});

/** A phone photo of a prescription with the place it was taken in its EXIF. */
const photoWithGps = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: '#f4efe3' } })
    .withMetadata({ exif: { IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '20/1 40/1 1234/100' } } })
    .jpeg()
    .toBuffer();

test('a customer attaches the prescription photo at checkout, then sees and opens it in «Mis recetas»', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { phone, token, post } = await customerWithCart(request, 'Lucía Arce');
  await post('/orders/shoppingCartAddProduct', { token, SKU: ANTIBIOTIC_SKU });
  await signInByUi(page, phone, CUSTOMER_WITH_CART_PASSWORD);
  await page.goto('/purchase');
  const fileLabel = page.getByText('Foto o PDF de la receta');
  for (let i = 0; i < 5 && !(await fileLabel.isVisible()); i++) await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(fileLabel).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tomar foto' })).toBeVisible();
  await expect(page.locator('input[type=file][capture=environment]')).toHaveAttribute('accept', 'image/*');

  // Without the file and the doctor's address the step does not go on.
  await page.getByLabel('Nombre del médico').fill('Dra. Elena Ruiz');
  await page.getByLabel('Cédula profesional').fill('12345678');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Tu carrito lleva medicamentos con receta: adjunta la foto o el PDF de la receta')).toBeVisible();
  await expect(page.getByText('Escribe el domicilio del médico que aparece en la receta')).toBeVisible();

  await page
    .locator('input[type=file]:not([capture])')
    .setInputFiles({ name: 'receta.jpg', mimeType: 'image/jpeg', buffer: await photoWithGps() });
  await expect(page.getByText(/Receta adjunta/)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Vista previa de la receta' })).toBeVisible();
  await page.getByLabel('Domicilio del médico').fill('Av. Hidalgo 100, Guadalajara');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: /Confirmar pedido/ }).click();
  await expect(page).toHaveURL(/\/order_view\/\d+$/);
  const orderId = /\/order_view\/(\d+)$/.exec(page.url())![1]!;

  // The left menu links it (left-menu.test.tsx); here, the page itself.
  await page.goto('/account/my_prescriptions');
  await expect(page.getByRole('heading', { name: 'Mis recetas' })).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: orderId });
  await expect(item.getByText('Foto')).toBeVisible();
  const href = await item.getByRole('link', { name: 'Ver' }).getAttribute('href');
  const file = await page.request.get(href!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/webp');
  expect(file.headers()['cache-control']).toBe('private, no-store');
  expect((await sharp(await file.body()).metadata()).exif).toBeUndefined();
  // The same link with its signature changed opens nothing.
  expect((await page.request.get(href!.replace(/signature=[^&]+/, 'signature=' + 'x'.repeat(43)))).status()).toBe(403);
});
