import { expect, test, type Browser, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { openMonitor, signInByUi } from './identity-helpers';
import { ANTIBIOTIC_SKU, CUSTOMER_WITH_CART_PASSWORD, PHARMACIST, customerWithCart, startPicking } from './order-helpers';
import { gs1, scan } from './picking-helpers';
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

test('amoxicilina from the photo at checkout to the antibiotic register: pharmacist, lot and expiry, export, print', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
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

  await approveInTheQueue(browser, orderId);
  const lot = await pickWithLotAndSend(browser, orderId);
  await checkTheRegister(browser, orderId, lot);
});

/** The pharmacist sees the photo beside the lines and approves it (decision 071). */
async function approveInTheQueue(browser: Browser, orderId: string) {
  const pharmacist = await (await browser.newContext()).newPage();
  await signInByUi(pharmacist, PHARMACIST.phone, PHARMACIST.password);
  await pharmacist.goto('/pharmacy_check');
  await pharmacist.getByRole('button', { name: new RegExp(`^Pedido ${orderId}\\b`) }).click();
  await expect(pharmacist.getByRole('img', { name: `Receta del pedido ${orderId}` })).toBeVisible();
  await expect(pharmacist.getByText('Dra. Elena Ruiz')).toBeVisible();
  await pharmacist.getByRole('button', { name: 'Aprobar', exact: true }).click();
  await expect(pharmacist.getByRole('button', { name: new RegExp(`^Pedido ${orderId}\\b`) })).toHaveCount(0);
  await pharmacist.context().close();
}

/** Branch staff pick every unit (the antibiotic with a GS1 code: lot and expiry), then «Enviar». */
async function pickWithLotAndSend(browser: Browser, orderId: string): Promise<string> {
  const staff = await (await browser.newContext()).newPage();
  await openMonitor(staff);
  await startPicking(staff, Number(orderId));
  const lines = staff.getByRole('list', { name: 'Líneas del pedido' }).getByRole('listitem');
  const lot = `L-${orderId}`;
  // The cart's product and the antibiotic.
  await expect(lines).toHaveCount(2);
  for (const line of await lines.all()) {
    const text = (await line.textContent()) ?? '';
    const barcode = /Código (\d+)/.exec(text)?.[1] ?? '';
    const units = Number(/: 0 de (\d+)$/.exec((await line.getAttribute('aria-label')) ?? '')?.[1]);
    const expiry = new Date(Date.UTC(new Date().getUTCFullYear() + 2, 5, 30));
    for (let picked = 1; picked <= units; picked++) {
      await scan(staff, text.includes('Amoxicilina') ? gs1(barcode, expiry, lot) : barcode);
      await expect(line).toHaveAttribute('aria-label', new RegExp(`: ${picked} de ${units}$`));
    }
  }
  const ready = staff.getByRole('region', { name: 'Listo para enviar' });
  await ready.getByRole('button', { name: 'Enviar' }).click();
  await ready.getByRole('button', { name: 'Enviar y avisar al cliente' }).click();
  await expect(staff.getByText('Este pedido está «En camino»: solo se surte un pedido «Surtiendo».')).toBeVisible();
  await staff.context().close();
  return lot;
}

/** The pharmacist finds the row in the register, exports it and prints it (decision 072). */
async function checkTheRegister(browser: Browser, orderId: string, lot: string) {
  const page: Page = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await signInByUi(page, PHARMACIST.phone, PHARMACIST.password);
  await page.goto('/admin/antibiotic_register');
  const row = page.getByRole('row').filter({ hasText: lot });
  await expect(row).toContainText('Amoxicilina');
  await expect(row).toContainText('12345678');
  await expect(row).toContainText('Dra. Elena Ruiz');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
  const csv = await readFile((await download.path())!, 'utf8');
  const line = csv.split(/\r?\n/).find((l) => l.includes(lot)) ?? '';
  expect(line).toContain(orderId);
  expect(line).toContain('Av. Hidalgo 100, Guadalajara');

  // On paper only the register prints: its sheet, without the app's chrome.
  await page.emulateMedia({ media: 'print' });
  const sheet = page.getByRole('region', { name: 'Libro de control de antibióticos' });
  await expect(sheet.getByRole('row').filter({ hasText: lot })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Exportar CSV' })).toBeHidden();
}
