import { expect, test } from '@playwright/test';
import { openMonitor } from './identity-helpers';
import { antibioticOrder, startPicking } from './order-helpers';
import { fakeCamera, showToCamera } from './camera-helpers';
import { skipScreenAd } from './screen-ad-helpers';

const GS = String.fromCharCode(29);

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ context }) => {
  await skipScreenAd(context);
  await fakeCamera(context);
});

test('the camera reads a GS1 DataMatrix on a phone: lot and expiry reach the server, the antibiotic is counted', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await openMonitor(page);
  const orderId = await antibioticOrder(request, 'Marta Quiroz');
  await startPicking(page, orderId);

  const line = page.getByRole('list', { name: 'Líneas del pedido' }).getByRole('listitem').filter({ hasText: 'Amoxicilina' });
  const barcode = /Código (\d{13})/.exec((await line.textContent()) ?? '')?.[1] ?? '';
  expect(barcode).toMatch(/^\d{13}$/);
  // What a DataMatrix reader gives: (01) GTIN-14, (10) lot ended by GS, (17) expiry, no parentheses.
  const year = new Date().getUTCFullYear() + 2;
  const code = `010${barcode}10CAM-77${GS}17${String(year % 100).padStart(2, '0')}0615`;
  await showToCamera(page, code);

  await page.getByRole('button', { name: 'Escanear con cámara' }).click();
  await expect(line).toHaveAttribute('aria-label', /: 1 de 1$/);
  await expect(line.getByText(`Lote CAM-77 · cad. 15/06/${year} · 1 pz`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cámara' })).toHaveCount(0);
  await expect(page.getByLabel('Escanea un producto')).toBeFocused();
  await expect(page.getByTestId('pick-list')).toHaveAttribute('data-last-sound', 'good');
});
