import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3410';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const width of [390, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 800 }, deviceScaleFactor: width === 390 ? 2 : 1 });
  const page = await context.newPage();
  await page.goto(base + '/');
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/speed/shots/home-${width}.png` });
  // The welcome ad, once the page has settled.
  await page.waitForTimeout(6000);
  await page.screenshot({ path: `/tmp/speed/shots/home-ad-${width}.png` });
  await page.keyboard.press('Escape');
  await page.goto(base + '/product_view/MED-0013');
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/speed/shots/product-${width}.png` });
  const img = page.locator('img[alt]').filter({ hasText: '' }).nth(0);
  console.log(width, await page.evaluate(() => [...document.images].map((i) => [i.currentSrc.split('/').pop(), i.width]).slice(0, 6)));
  await page.goto(base + '/search/paracetamol');
  await page.waitForTimeout(2500);
  console.log(width, 'search', await page.evaluate(() => [...document.images].map((i) => [i.currentSrc.split('/').pop(), i.width]).slice(0, 5)));
  await context.close();
}
await browser.close();
