import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from '@playwright/test';
import { pickingScreenT } from '@mostrador/shared/messages/es-MX-picking';
import { staffT } from '@mostrador/shared/messages/es-MX-staff';
import { ordersT } from '@mostrador/shared/messages/es-MX-orders';
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
/** Chromium's CPU slowdown; BENCH_PAGE_CPU=1 gives the floor of this machine's own speed. */
const CPU = Number(process.env.BENCH_PAGE_CPU ?? 4);
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

/** A screen and what shows it is ready: `count` elements matching `rows`; with `via`, reached from the monitor by that order row's button. */
type Target = { path: string; rows: string; count: number; via?: { row: string; button: string } };

type State = Awaited<ReturnType<BrowserContext['storageState']>>;
/** Where a load's time went, from the click or the navigation's start (ms): the last JS file's end, each API call's start-end. */
type Step = { lastJsEndMs: number; api: string[] };

/**
 * One first visit of `target` on the phone profile: ms from the navigation's start until `count`
 * rows are in its list (with `via`: the monitor opens first, untimed, and the time runs from the
 * click on the order row's button), and the sign-in as the visit left it (the app renews the
 * session token on start, so the next visit needs the renewed one).
 */
async function openOnce(
  browser: Browser,
  origin: string,
  state: State,
  target: Target,
  steps: Step[],
): Promise<{ ms: number; state: State }> {
  const context = await browser.newContext({ ...PHONE, storageState: state });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    await page.addInitScript(({ rows, count }) => {
      // Runs in the page (this project has no DOM types): the few browser names it uses.
      const w = globalThis as unknown as {
        __shownAt?: number;
        __clickAt?: number;
        document: {
          querySelectorAll(selector: string): { length: number };
          addEventListener(type: string, listener: () => void, capture: boolean): void;
        };
        MutationObserver: new (callback: () => void) => { observe(target: unknown, options: object): void; disconnect(): void };
      };
      const observer = new w.MutationObserver(() => {
        if (w.__shownAt === undefined && w.document.querySelectorAll(rows).length >= count) {
          w.__shownAt = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(w.document, { childList: true, subtree: true });
      w.document.addEventListener('click', () => (w.__clickAt = performance.now()), true);
    }, target);
    if (target.via) {
      await page.goto(`${origin}/home_orders`);
      await page.locator(target.via.row).getByText(target.via.button, { exact: true }).click({ timeout: 30_000 });
    } else await page.goto(origin + target.path);
    await page
      .locator(target.rows)
      .nth(target.count - 1)
      .waitFor({ timeout: 30_000 });
    const marks = await page.evaluate(() => {
      const w = globalThis as unknown as { __shownAt: number; __clickAt?: number };
      const click = w.__clickAt ?? 0;
      // What ran between the click (or the navigation's start) and the rows: the last JS file, the API calls.
      const after = performance
        .getEntriesByType('resource')
        .map((e) => e as unknown as { name: string; startTime: number; responseEnd: number })
        .filter((e) => e.startTime >= click)
        .map((e) => ({ path: new URL(e.name).pathname, start: Math.round(e.startTime - click), end: Math.round(e.responseEnd - click) }));
      const js = after.filter((e) => e.path.endsWith('.js'));
      return {
        shown: w.__shownAt,
        click: w.__clickAt ?? Number.NaN,
        lastJsEnd: Math.max(0, ...js.map((e) => e.end)),
        api: after.filter((e) => e.path.startsWith('/api/')).map((e) => `${e.path} ${e.start}-${e.end}`),
      };
    });
    const ms = Math.round(marks.shown - (target.via ? marks.click : 0));
    steps.push({ lastJsEndMs: marks.lastJsEnd, api: marks.api });
    return { ms, state: await context.storageState() };
  } finally {
    await context.close();
  }
}

/**
 * The pick list of a 30-line order, opened as a first visit and from the monitor's «Surtir con
 * escáner», each against a baseline reached the same way: the monitor itself, and the same order's
 * «Ver detalle» (its page with the branch's actions). Alternating, RUNS times; medians reported.
 */
export async function measurePickPage(origin: string) {
  const orderId = await thirtyLineOrder(origin);
  const pickRows = `ul[aria-label="${pickingScreenT('pickingPage.lines')}"] > li`;
  const row = `li[aria-label="${staffT('monitorOrderRow.folioLabel', { id: orderId })}"]`;
  const targets: Record<string, Target> = {
    pickListFirstVisit: { path: `/picking/${orderId}`, rows: pickRows, count: LINES },
    monitorFirstVisit: { path: '/home_orders', rows: `ul[aria-label="${staffT('monitorPage.pedidosDeLaSucursal')}"] > li`, count: 1 },
    pickListFromMonitor: { path: '', rows: pickRows, count: LINES, via: { row, button: ordersT('staffOrderActions.surtirConEscaner') } },
    orderViewFromMonitor: {
      path: '',
      rows: `[aria-label="${ordersT('orderViewPage.accionesDeSucursal')}"]`,
      count: 1,
      via: { row, button: staffT('monitorOrderRow.verDetalle') },
    },
  };
  const browser = await chromium.launch(CHROMIUM);
  try {
    let state = await staffState(browser, origin);
    const times: Record<string, number[]> = {};
    const steps: Record<string, Step[]> = {};
    for (let i = 0; i <= RUNS; i++) {
      for (const [name, target] of Object.entries(targets)) {
        const opened = await openOnce(browser, origin, state, target, (steps[name] ??= []));
        state = opened.state;
        if (i > 0) (times[name] ??= []).push(opened.ms); // run 0 warms the server and the OS's file cache
      }
    }
    const med = Object.fromEntries(Object.entries(times).map(([name, list]) => [name, median(list)]));
    const ratio = (a: string, b: string) => Math.round((med[a]! / med[b]!) * 100) / 100;
    return {
      orderId,
      lines: LINES,
      runs: RUNS,
      profile: `390x844 @3x, touch, CPU ${CPU}x slower, no network throttling, new context per run`,
      medianMs: med,
      firstVisitRatio: ratio('pickListFirstVisit', 'monitorFirstVisit'),
      fromMonitorRatio: ratio('pickListFromMonitor', 'orderViewFromMonitor'),
      times,
      steps,
    };
  } finally {
    await browser.close();
  }
}
