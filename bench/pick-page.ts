import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from '@playwright/test';
import { pickingScreenT } from '@mostrador/shared/messages/es-MX-picking';
import { staffT } from '@mostrador/shared/messages/es-MX-staff';
import { DEMO_ACCOUNTS } from '../apps/server/src/seed/demo-accounts';
import { median } from './api';
import { post } from './accounts';
import { customers, skus } from './orders';
import { branchSession } from './pick-seed';

// Issue 33: the pick list of a 30-line order opens in ≤ 300 ms in Chromium on the phone profile.
// Phone profile: 390 × 844 at 3× pixels, touch, and 4× CPU slowdown (Lighthouse's mobile CPU,
// bench/lighthouse.ts); no network throttling (the app on this machine). Each load is a first
// visit: a new browser context with the staff's saved sign-in, empty cache, no service worker.
// Timed from the navigation's start (performance.now() in the page) to the moment the list holds
// all 30 rows (a MutationObserver the page gets before its own scripts). The baseline, opened the
// same way in the same runs, is the branch monitor (/home_orders) until its first order row shows.

const LINES = 30;
const RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 9);
const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};
const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  locale: 'es-MX',
  timezoneId: 'America/Mexico_City',
  serviceWorkers: 'block',
};
const STAFF = DEMO_ACCOUNTS.find((a) => a.role === 'branch-staff')!;

/** A 30-line order of the first branch, placed by a bench customer through the real checkout and moved to «Surtiendo» by the branch. */
async function thirtyLineOrder(origin: string): Promise<number> {
  const [buyer] = await customers(origin, '33994000', 1);
  if (!buyer) throw new Error('no buyer');
  const products = await skus(origin, LINES);
  if (products.length < LINES) throw new Error(`only ${products.length} products with stock for a ${LINES}-line order`);
  for (const SKU of products) await post(origin, '/api/orders/shoppingCartUpdateProductUnits', { token: buyer.token, SKU, UNITS: 2 });
  const { orderDetails } = await post<{ orderDetails: { ID: number } }>(origin, '/api/orders/shoppingCartFinish', {
    token: buyer.token,
    PHONE: buyer.phone,
    ADDRESS_ID: buyer.addressId,
  });
  await post(origin, '/api/orders/orderStartStocking', { ...(await branchSession(origin, STAFF.staffEmail)), ORDER_ID: orderDetails.ID });
  return orderDetails.ID;
}

/** The demo branch staff signed in through the screens (phone and password, then the branch's Google button), as a saved state. */
async function staffState(browser: Browser, origin: string) {
  const context = await browser.newContext({ ...PHONE, baseURL: origin });
  const page = await context.newPage();
  await page.goto('/auth/login');
  await page.getByLabel('Número celular').fill(STAFF.phone);
  await page.getByLabel('Contraseña', { exact: true }).fill(STAFF.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/auth/login_branch');
  await page.getByRole('button', { name: new RegExp(STAFF.staffEmail.replace(/\./g, '\\.')) }).click();
  await page.waitForURL((url) => url.pathname === '/home_orders');
  const state = await context.storageState();
  await context.close();
  return state;
}

type Target = { path: string; rows: string; count: number };

type State = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * One first visit of `target` on the phone profile: ms from the navigation's start until `count`
 * rows are in its list, and the sign-in as the visit left it (the app renews the session token on
 * start, so the next visit needs the renewed one).
 */
async function openOnce(browser: Browser, origin: string, state: State, target: Target): Promise<{ ms: number; state: State }> {
  const context = await browser.newContext({ ...PHONE, storageState: state });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(({ rows, count }) => {
      // Runs in the page (this project has no DOM types): the few browser names it uses.
      const w = globalThis as unknown as {
        __shownAt?: number;
        document: { querySelectorAll(selector: string): { length: number } };
        MutationObserver: new (callback: () => void) => { observe(target: unknown, options: object): void; disconnect(): void };
      };
      const observer = new w.MutationObserver(() => {
        if (w.__shownAt === undefined && w.document.querySelectorAll(rows).length >= count) {
          w.__shownAt = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(w.document, { childList: true, subtree: true });
    }, target);
    await page.goto(origin + target.path);
    await page
      .locator(target.rows)
      .nth(target.count - 1)
      .waitFor({ timeout: 30_000 });
    const ms = Math.round(await page.evaluate(() => (globalThis as unknown as { __shownAt: number }).__shownAt));
    return { ms, state: await context.storageState() };
  } finally {
    await context.close();
  }
}

export async function measurePickPage(origin: string) {
  const orderId = await thirtyLineOrder(origin);
  const pick: Target = { path: `/picking/${orderId}`, rows: `ul[aria-label="${pickingScreenT('pickingPage.lines')}"] > li`, count: LINES };
  const monitor: Target = { path: '/home_orders', rows: `ul[aria-label="${staffT('monitorPage.pedidosDeLaSucursal')}"] > li`, count: 1 };
  const browser = await chromium.launch(CHROMIUM);
  try {
    let state = await staffState(browser, origin);
    const visit = async (target: Target) => {
      const opened = await openOnce(browser, origin, state, target);
      state = opened.state;
      return opened.ms;
    };
    await visit(pick); // warm-up: the server's first answers, the OS's file cache
    await visit(monitor);
    const pickMs: number[] = [];
    const monitorMs: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      pickMs.push(await visit(pick));
      monitorMs.push(await visit(monitor));
    }
    return {
      orderId,
      lines: LINES,
      runs: RUNS,
      profile: '390x844 @3x, touch, CPU 4x slower, no network throttling, first visit',
      pickListMedianMs: median(pickMs),
      monitorMedianMs: median(monitorMs),
      ratio: Math.round((median(pickMs) / median(monitorMs)) * 100) / 100,
      pickListMs: pickMs,
      monitorMs,
    };
  } finally {
    await browser.close();
  }
}
