import { expect, test, type Page } from '@playwright/test';
import { DEMO_CUSTOMER, signInByUi } from './identity-helpers';

/**
 * Waited for past the moment the welcome ad opens: features/home/components/screen-ad.tsx opens it
 * SCREEN_AD_DELAY_MS (5 s) after the top banner shows (at most 4 s), the load event and an idle
 * moment (at most 2 s); the page's clock is moved on instead of waiting.
 */
const PAST_THE_AD_DELAY_MS = 12_000;

const withClock = new WeakSet<Page>();

/**
 * Moves the page's fake clock on a second at a time, letting the page run in between: the ad's
 * wait starts from a React effect and the load event, which may come a moment after the banner
 * picture is complete. One jump before they ran left the ad waiting forever (a CI failure).
 */
async function moveClockOn(page: Page, ms: number): Promise<void> {
  for (let passed = 0; passed < ms; passed += 1000) {
    await page.clock.fastForward(1000);
    await page.waitForTimeout(20);
  }
}

/**
 * Moves the fake clock on in small steps until the app runs the page: a rendered page starts its
 * app after the first screen's pictures have painted (decision 088), frames that only come as the
 * clock moves, and then hydrates it; the plain shell (which the service worker may serve a second
 * tab) renders it from scratch.
 */
async function untilTheAppRuns(page: Page): Promise<void> {
  const runs = () =>
    page.evaluate(
      () =>
        document.documentElement.dataset.hydrated === 'true' ||
        (!document.getElementById('ssr-data') && !document.querySelector('.boot-initial') && !!document.querySelector('#root main')),
    );
  for (let step = 0; step < 300 && !(await runs()); step++) {
    await page.clock.runFor(50);
    await page.waitForTimeout(20);
  }
  expect(await runs()).toBe(true);
}

/** Home with its top banner on screen, loaded, and the ad's wait over: if the ad shows, it is open now. */
async function openHome(page: Page): Promise<void> {
  // Once per page: the fake clock stays installed across navigations.
  if (!withClock.has(page)) await page.clock.install();
  withClock.add(page);
  await page.goto('/');
  const topBanner = page.getByRole('region', { name: 'Promociones' }).locator('img').first();
  await expect.poll(() => topBanner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect.poll(() => page.evaluate(() => document.readyState)).toBe('complete');
  await untilTheAppRuns(page);
  await moveClockOn(page, PAST_THE_AD_DELAY_MS);
}

test('the welcome ad waits: the page shows first, the ad only after it has settled', async ({ page }) => {
  // The page's time stands still and moves only as the test moves it: left flowing, a busy machine
  // once took longer than the ad's own 5 s to report the banner loaded, and the ad was open (CI).
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 10_000); // ahead of the flowing clock, however slow this step is
  await page.goto('/');
  const topBanner = page.getByRole('region', { name: 'Promociones' }).locator('img').first();
  await expect.poll(() => topBanner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await untilTheAppRuns(page);
  await moveClockOn(page, 2_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await moveClockOn(page, PAST_THE_AD_DELAY_MS);
  await expect(page.getByRole('dialog')).toBeVisible();
});

// Three homes opened and waited out (twelve clock steps each): about 10 s apiece when the
// machine is busy, past the 30 s a single-page journey gets.
test('the welcome ad shows once a day on a device: closed, it stays away on reload and in a new tab', async ({ page }) => {
  test.setTimeout(60_000);
  await openHome(page);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await dialog.getByRole('button', { name: 'Cerrar anuncio' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  await openHome(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const other = await page.context().newPage();
  await openHome(other);
  await expect(other.getByRole('dialog')).toHaveCount(0);
});

test('the welcome ad closes with Escape and with a click outside it', async ({ browser }) => {
  test.setTimeout(60_000); // two homes, each in a new browser context (see above)
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
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
