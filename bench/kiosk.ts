import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { compareBarcode } from './barcode';
import { buildChunkSizes, entryHtml } from './bundle';
import { soakKiosk } from './kiosk-soak';

const KIOSK_DIST = 'apps/web/dist/kiosk';
const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * The JS Chromium downloads before the price checker is on screen (its hint and a loaded ad
 * picture) at /advertising_view/GDL-CENTRO, summed in gzip as the build has it: the issue's
 * "initial JS" of the kiosk route (target ≤ 120 KB gzip). Then what else loads until the
 * network is idle.
 */
export async function measureKioskBundle(origin: string) {
  if (!existsSync(`${KIOSK_DIST}/kiosk.html`)) throw new Error('Falta apps/web/dist/kiosk: ejecuta npm run build');
  const gzipOf = new Map(buildChunkSizes(KIOSK_DIST).map((c) => [`kiosk/${c.file}`, c.gzipBytes]));
  const browser = await chromium.launch(CHROMIUM);
  try {
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'es-MX', serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${origin}/advertising_view/GDL-CENTRO`);
    await page.getByText('Pasa el código de barras').waitFor();
    // The page's CSP forbids evaluating strings: poll the shown picture through a locator.
    const shownAd = page.locator('img[aria-hidden="false"]');
    // (At most 10 s: on a database seeded elsewhere this data directory may lack the pictures.)
    const until = Date.now() + 10_000;
    while (Date.now() < until && !(await shownAd.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth > 0)))
      await page.waitForTimeout(20);
    const shownAt = await page.evaluate(() => performance.now());
    await page.waitForLoadState('networkidle');
    const entries = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e as unknown as { name: string; encodedBodySize: number; responseEnd: number })
        .filter((e) => new URL(e.name).pathname.endsWith('.js'))
        .map((e) => ({ file: new URL(e.name).pathname.slice(1), encoded: e.encodedBodySize, end: e.responseEnd })),
    );
    await context.close();
    const foreign = entries.filter((e) => !gzipOf.has(e.file)).map((e) => e.file);
    if (foreign.length > 0) throw new Error(`the kiosk loaded JS outside its build (${foreign.join(', ')})`);
    const before = entries.filter((e) => e.end <= shownAt);
    const after = entries.filter((e) => e.end > shownAt);
    const sum = (list: typeof entries, f: (e: (typeof entries)[number]) => number) => kb(list.reduce((n, e) => n + f(e), 0));
    return {
      shownMs: Math.round(shownAt),
      jsBeforeShownGzipKb: sum(before, (e) => gzipOf.get(e.file)!),
      jsBeforeShownTransferKb: sum(before, (e) => e.encoded),
      filesBeforeShown: before.map((e) => `${e.file} (${kb(gzipOf.get(e.file)!)})`),
      jsAfterShownGzipKb: sum(after, (e) => gzipOf.get(e.file)!),
      storefrontEntryGzipKb: kb(
        [...entryHtml().matchAll(/\/(assets\/[^"]+\.js)"/g)]
          .map((m) => m[1]!)
          .filter((f, i, all) => all.indexOf(f) === i)
          .reduce((n, f) => n + (buildChunkSizes().find((c) => c.file === f)?.gzipBytes ?? 0), 0),
      ),
    };
  } finally {
    await browser.close();
  }
}

/** Issue 22's parts of `npm run bench`: kiosk-bundle (with bundle), barcode, kiosk-soak (only when named). */
export async function runKioskParts(o: {
  want: (part: string) => boolean;
  /** --only as given: kiosk-soak runs only when named there. */
  only?: string;
  app: string;
  at: (offset: number) => string;
  appEnv: NodeJS.ProcessEnv;
  rounds: number;
  seconds: number;
  /** --minutes as given (kiosk-soak; default 10). */
  minutes?: string;
}): Promise<Record<string, unknown>> {
  const report: Record<string, unknown> = {};
  const named = (part: string) => o.only?.split(',').includes(part) ?? false;
  if (o.want('bundle') || o.want('kiosk-bundle')) {
    report.kioskBundle = await measureKioskBundle(o.app);
    console.log('kiosk route, JS before the price checker shows (gzip):', report.kioskBundle);
  }
  if (named('barcode') || (o.want('barcode') && process.env.DATABASE_URL)) {
    report.barcode = await compareBarcode({
      app: o.app,
      uncachedApp: o.at(12),
      bare: o.at(13),
      appEnv: o.appEnv,
      rounds: o.rounds,
      seconds: o.seconds,
    });
    console.log('barcode lookup, 20 clients, PostgreSQL:', report.barcode);
  }
  if (named('kiosk-soak')) {
    report.kioskSoak = await soakKiosk(o.app, Number(o.minutes ?? 10));
    const { samples: _samples, ...summary } = report.kioskSoak as Record<string, unknown>;
    console.log('kiosk soak, 1 rotation/s:', summary);
  }
  return report;
}
