import { chromium } from '@playwright/test';

// Debian's Chromium, never a downloaded browser; the flags keep it off the closed network.
const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

/** What the page leaves on window (a string script: tsx would add helpers a function's text lacks). */
const COUNT_ROTATIONS = `(() => {
  window.__rotations = 0;
  new MutationObserver((changes) => {
    for (const c of changes) if (c.attributeName === 'data-shown') window.__rotations++;
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-shown'] });
})();`;

interface Sample {
  minute: number;
  rotations: number;
  heapUsedMb: number;
  nodes: number;
  listeners: number;
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 100) / 100;

/**
 * The in-store screen for `minutes` at one rotation per second (`?segundos=1`), in Chromium at
 * 1920×1080: the JS heap after a forced garbage collection, DOM nodes and event listeners at the
 * start (after a one-minute warm-up), every minute and at the end. A leak shows as a heap or a
 * node count that keeps growing with the rotations.
 */
export async function soakKiosk(origin: string, minutes: number) {
  const browser = await chromium.launch(CHROMIUM);
  try {
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 }, locale: 'es-MX' });
    await page.addInitScript({ content: COUNT_ROTATIONS });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(`${origin}/advertising_view/GDL-CENTRO?segundos=1`);
    await page.getByRole('region', { name: 'Anuncios' }).waitFor();
    const sample = async (minute: number): Promise<Sample> => {
      await cdp.send('HeapProfiler.collectGarbage');
      const { metrics } = await cdp.send('Performance.getMetrics');
      const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? Number.NaN;
      const rotations = await page.evaluate(() => (globalThis as unknown as { __rotations: number }).__rotations);
      return { minute, rotations, heapUsedMb: mb(metric('JSHeapUsedSize')), nodes: metric('Nodes'), listeners: metric('JSEventListeners') };
    };
    await page.waitForTimeout(60_000);
    const samples = [await sample(0)];
    console.log('kiosk soak', samples[0]);
    for (let minute = 1; minute <= minutes; minute++) {
      await page.waitForTimeout(60_000);
      samples.push(await sample(minute));
      console.log('kiosk soak', samples.at(-1));
    }
    const first = samples[0]!;
    const last = samples.at(-1)!;
    return {
      minutes,
      rotations: last.rotations - first.rotations,
      heapStartMb: first.heapUsedMb,
      heapEndMb: last.heapUsedMb,
      heapMaxMb: Math.max(...samples.map((s) => s.heapUsedMb)),
      nodesStart: first.nodes,
      nodesEnd: last.nodes,
      listenersStart: first.listeners,
      listenersEnd: last.listeners,
      samples,
    };
  } finally {
    await browser.close();
  }
}
