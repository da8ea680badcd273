import type { Browser } from '@playwright/test';

// Issue 18: every page's total JavaScript, first visit (empty cache, no service worker), until
// the network is idle: what a visitor who opens that page directly downloads.

/** Public pages of docs/product.md#screens-and-routes (the guarded ones need a session; their screens load the same way). */
export const PAGES = [
  '/',
  '/home/paracetamol',
  '/search/paracetamol',
  '/categories/DEPARTAMENTO/dermocosmetica',
  '/product_view/:SKU',
  '/branches',
  '/about_us',
  '/branch/GDL-CENTRO',
  '/advertising_view',
  '/auth/login',
  '/auth/register',
  '/auth/login_branch',
  '/auth/recover_password',
  '/not-found',
];

export interface PageJs {
  path: string;
  files: number;
  /** Sum of the loaded files' gzip sizes in the build, in KB. */
  gzipKb: number;
  /** Bytes on the wire (brotli when the browser accepts it), in KB. */
  transferKb: number;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export async function measurePagesJs(browser: Browser, origin: string, gzipOf: Map<string, number>, sku: string): Promise<PageJs[]> {
  const rows: PageJs[] = [];
  for (const pattern of PAGES) {
    const path = pattern.replace(':SKU', encodeURIComponent(sku));
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-MX', serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(origin + path);
    await page.waitForLoadState('networkidle');
    const entries = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e as unknown as { name: string; encodedBodySize: number })
        .filter((e) => new URL(e.name).pathname.endsWith('.js'))
        .map((e) => ({ file: new URL(e.name).pathname.replace(/^\//, ''), encoded: e.encodedBodySize })),
    );
    await context.close();
    rows.push({
      path: pattern,
      files: entries.length,
      gzipKb: kb(entries.reduce((sum, e) => sum + (gzipOf.get(e.file) ?? 0), 0)),
      transferKb: kb(entries.reduce((sum, e) => sum + e.encoded, 0)),
    });
  }
  return rows;
}

export function printPagesJs(rows: PageJs[]): void {
  console.log('\nevery page, first visit at 390 px, all JS until the network is idle (KB):   gzip  transfer  files');
  for (const r of rows) {
    console.log(`  ${r.path.padEnd(70)}${String(r.gzipKb).padStart(7)}${String(r.transferKb).padStart(10)}${String(r.files).padStart(7)}`);
  }
}
