import { expect, test, type Page } from '@playwright/test';
import { skipScreenAd } from './screen-ad-helpers';

const iconHrefs = (page: Page) => page.locator('link[rel~="icon"]').evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));

test('switching to the dark theme turns on dark mode and the dark favicon set', { tag: '@phone' }, async ({ page, isMobile }) => {
  // The demo's screen ad opens over the page once its top banner shows (screen-ad.spec.ts); this
  // test is about the theme, so the ad counts as already seen in today.
  await skipScreenAd(page);
  await page.goto('/');
  await expect.poll(() => iconHrefs(page)).toContain('/icons/favicon-light-32.png');
  expect(await page.evaluate(() => document.documentElement.dataset.mantineColorScheme)).toBe('light');

  // The server painted the options button; a tap before the app has taken the page over is lost (decisions 085, 088).
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  if (isMobile) await page.getByRole('button', { name: 'Mostrar opciones' }).click();
  // A visitor finds the appearance folded at the end of the right menu (the account menu has it once signed in).
  await page.getByText('Apariencia', { exact: true }).click();
  await page.getByLabel('Tema', { exact: true }).selectOption('noche');

  await expect.poll(() => iconHrefs(page)).toContain('/icons/favicon-dark-32.png');
  const hrefs = await iconHrefs(page);
  expect(hrefs).toContain('/icons/favicon-dark.ico');
  expect(hrefs.some((h) => h.includes('favicon-light'))).toBe(false);
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.mantineColorScheme)).toBe('dark');

  // The choice is kept: a reload starts in the dark theme.
  await page.reload();
  await expect.poll(() => iconHrefs(page)).toContain('/icons/favicon-dark-32.png');
});
