import { expect, type Page } from '@playwright/test';

/** Waits until the page's service worker is active and controls the page (a second load). */
export async function controlledBy(page: Page): Promise<void> {
  await page.goto('/');
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null), { timeout: 20_000 })
    .toBe('activated');
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
}
