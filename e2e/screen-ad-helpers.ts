import type { BrowserContext, Page } from '@playwright/test';

/** localStorage key of the day the welcome ad last showed (features/home/components/screen-ad.tsx). */
export const SCREEN_AD_DAY_KEY = 'mostrador-screen-ad-day';

/**
 * The welcome ad shows once per day per device, over the page (screen-ad.spec.ts). Journeys
 * about something else count it as already shown today, the day in Mexico City.
 */
export async function skipScreenAd(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript((key) => {
    localStorage.setItem(key, new Date().toLocaleDateString('en-CA', { timeZone: 'America/Mexico_City' }));
  }, SCREEN_AD_DAY_KEY);
}
