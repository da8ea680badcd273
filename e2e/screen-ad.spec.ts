import { expect, test, type Page } from '@playwright/test';
import { DEMO_CUSTOMER, signInByUi } from './identity-helpers';

/** Home with its top banner on screen: the welcome ad, if any, opens after it. */
async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  const topBanner = page.getByRole('region', { name: 'Promociones' }).locator('img').first();
  await expect.poll(() => topBanner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

test('the welcome ad shows once a day on a device: closed, it stays away on reload and in a new tab', async ({ page }) => {
  await openHome(page);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await dialog.getByRole('button', { name: 'Cerrar anuncio' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  await openHome(page);
  await page.waitForTimeout(500);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const other = await page.context().newPage();
  await openHome(other);
  await other.waitForTimeout(500);
  await expect(other.getByRole('dialog')).toHaveCount(0);
});

test('the welcome ad closes with Escape and with a click outside it', async ({ browser }) => {
  for (const close of ['Escape', 'outside'] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openHome(page);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    if (close === 'Escape') await page.keyboard.press('Escape');
    else await page.mouse.click(4, 4);
    await expect(dialog).toBeHidden();
    await context.close();
  }
});

test('the welcome ad does not show right after sign-in', async ({ page }) => {
  await signInByUi(page, DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
  await openHome(page);
  await page.waitForTimeout(500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
