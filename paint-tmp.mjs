import { chromium } from 'playwright';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const path of ['/', '/categories/DEPARTAMENTO/medicamentos', '/product_view/MED-0013']) for (let r = 0; r < 2; r++) {
  const ctx = await b.newContext({ viewport: { width: 412, height: 823 } });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    window.__e = [];
    new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__e.push([e.entryType === 'paint' ? e.name : e.entryType, Math.round(e.startTime), Math.round(e.duration)]))).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__e.push([e.name, Math.round(e.startTime)]))).observe({ type: 'mark', buffered: true });
    new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__e.push(['LT', Math.round(e.startTime), Math.round(e.duration)]))).observe({ type: 'longtask', buffered: true });
  });
  await page.goto('http://127.0.0.1:3600' + path, { waitUntil: 'load' });
  await page.waitForTimeout(3000);
  const e = await page.evaluate(() => window.__e.sort((a, b) => a[1] - b[1]));
  console.log(path, e.map((x) => x.join(':')).join('  '));
  await ctx.close();
}
await b.close();
