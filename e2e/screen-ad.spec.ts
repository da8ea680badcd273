import { expect, test } from '@playwright/test';

test('the screen ad opens once the top banner shows, closes, and stays closed for the session', async ({ page }) => {
  await page.goto('/');
  const topBanner = page.getByRole('region', { name: 'Promociones' }).locator('img').first();
  await expect.poll(() => topBanner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await dialog.getByRole('button', { name: 'Cerrar anuncio' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect.poll(() => topBanner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page.waitForTimeout(500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
