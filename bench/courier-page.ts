import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContextOptions } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../apps/server/src/seed/demo-accounts';
import { buildChunkSizes } from './bundle';
import { startAndWait, stop } from './processes';

// Issue 35 (decision 075): the courier page's JavaScript before it shows its list, ≤ 120 KB gzip.
// Run: `npx tsx bench/courier-page.ts` (BENCH_WEB_DIST=<a copy of apps/web/dist>, default apps/web/dist;
// BENCH_PORT, default 3431). A demo server on a fresh data directory; the demo courier signs in through the
// screens once, then each run is a first visit (new context with that sign-in, empty cache, no service worker)
// on the phone profile. Counted: every JS file whose response ended before the first delivery card was on screen,
// at its gzip size in the build. Baseline in the same runs: `/auth/login` until its form shows.

const DIST = process.env.BENCH_WEB_DIST ?? 'apps/web/dist';
const PORT = process.env.BENCH_PORT ?? '3431';
const RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 5);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const COURIER = DEMO_ACCOUNTS.find((a) => a.role === 'courier')!;
const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  locale: 'es-MX',
  timezoneId: 'America/Mexico_City',
  serviceWorkers: 'block',
};

/** Records in `window.__shownAt` when `selector` first matches (a string: tsx helpers must not leak into the page). */
const watch = (selector: string) => `(() => {
  const check = () => { if (window.__shownAt === undefined && document.querySelector(${JSON.stringify(selector)})) window.__shownAt = performance.now(); };
  new MutationObserver(check).observe(document, { subtree: true, childList: true });
})();`;

type Load = { shownMs: number; files: string[]; gzipKb: number };

async function main() {
  // The storefront's chunks (the baseline, and the courier page of a build from before decision 080) and the page's own build.
  const chunks = [...buildChunkSizes(DIST), ...(existsSync(join(DIST, 'courier-app')) ? buildChunkSizes(DIST, 'courier-app/assets') : [])];
  const gzipOf = new Map(chunks.map((c) => [c.file, c.gzipBytes]));
  const dataDir = mkdtempSync(join(tmpdir(), 'mostrador-bench-courier-'));
  const env = {
    PORT,
    HOST: '127.0.0.1',
    APP_MODE: 'demo',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: DIST,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000',
  };
  const server = await startAndWait('npx', ['tsx', 'apps/server/src/server.ts'], env, `${ORIGIN}/api/ready`);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const signIn = await browser.newContext({ ...PHONE, baseURL: ORIGIN });
    const page = await signIn.newPage();
    await page.goto('/auth/login');
    await page.getByLabel('Número celular').fill(COURIER.phone);
    await page.getByLabel('Contraseña', { exact: true }).fill(COURIER.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const state = await signIn.storageState();
    await signIn.close();

    const load = async (path: string, selector: string, withSignIn: boolean): Promise<Load> => {
      const context = await browser.newContext({ ...PHONE, baseURL: ORIGIN, ...(withSignIn ? { storageState: state } : {}) });
      const p = await context.newPage();
      await p.addInitScript(watch(selector));
      await p.goto(path);
      await p
        .waitForFunction(() => (globalThis as { __shownAt?: number }).__shownAt !== undefined, null, { timeout: 30_000 })
        .catch(async (error: unknown) => {
          await p.screenshot({ path: join(tmpdir(), 'courier-bench-timeout.png') });
          throw error;
        });
      const result = await p.evaluate(() => {
        const shownAt = (globalThis as { __shownAt?: number }).__shownAt ?? 0;
        const files = performance
          .getEntriesByType('resource')
          .map((e) => e as unknown as { name: string; responseEnd: number })
          .filter((e) => new URL(e.name).pathname.endsWith('.js') && e.responseEnd <= shownAt)
          .map((e) => new URL(e.name).pathname.replace(/^\//, ''));
        return { shownAt, files };
      });
      await context.close();
      const bytes = result.files.reduce((sum, f) => sum + (gzipOf.get(f) ?? 0), 0);
      return { shownMs: Math.round(result.shownAt), files: result.files, gzipKb: Math.round((bytes / 1024) * 10) / 10 };
    };
    const courier: Load[] = [];
    const login: Load[] = [];
    for (let i = 0; i < RUNS; i++) {
      courier.push(await load('/courier', 'li[aria-label^="Folio"]', true));
      login.push(await load('/auth/login', 'form button[type="submit"]', false));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const c = median(courier.map((l) => l.gzipKb));
    const b = median(login.map((l) => l.gzipKb));
    console.log(`courier page JS before its list: ${c} KB gzip (target ≤ 120), shown at ${median(courier.map((l) => l.shownMs))} ms`);
    console.log(`baseline /auth/login JS before its form: ${b} KB gzip, shown at ${median(login.map((l) => l.shownMs))} ms`);
    console.log(`ratio courier / login: ${(c / b).toFixed(2)}`);
    console.log(`files before the list: ${courier[0]!.files.map((f) => `${f} ${((gzipOf.get(f) ?? 0) / 1024).toFixed(1)}`).join(', ')}`);
    console.log(`signature_pad before the list: ${courier.some((l) => l.files.some((f) => f.includes('signature_pad'))) ? 'yes' : 'no'}`);
  } finally {
    await browser.close();
    await stop(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
