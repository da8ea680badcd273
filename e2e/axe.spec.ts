import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_CUSTOMER, signInByUi } from './identity-helpers';
import { skipScreenAd } from './screen-ad-helpers';

// Issue 18: axe finds no serious or critical violation on any route of docs/product.md#screens-and-routes, at 390 px
// (phone project) and 1280 px (desktop project), signed out and, for the guarded routes, signed
// in with an account the guard lets through.

const ADMIN = { phone: '3300000001', password: 'Admin#2026' } as const;

const PUBLIC_ROUTES = [
  '/',
  '/new_home',
  '/home/paracetamol',
  '/search/paracetamol',
  '/branches',
  '/categories/DEPARTAMENTO/dermocosmetica',
  '/product_view/MED-0013',
  '/about_us',
  '/branch/GDL-CENTRO',
  '/advertising_view',
  '/auth/login',
  '/auth/register',
  '/auth/login_branch',
  '/auth/recover_password',
  '/not-found',
];

// The customer's own area (ACCOUNT), then the staff and design screens the admin may open.
const CUSTOMER_ROUTES = ['/account/account_config', '/account/addresses', '/account/orders_history', '/purchase', '/order_view'];
const BACK_OFFICE_ROUTES = [
  '/admin/users_management',
  '/admin/catalogue',
  '/admin/catalogue_import',
  '/admin/images_management',
  '/home_orders',
  '/customer_support',
  '/pharmacy_check',
];
const DESIGN_ROUTES = ['/themes', '/flex', '/forms', '/dialogs', '/samples', '/samples_basic_tables', '/samples_custom_tables'];

// The four sweeps are the longest journeys and independent of each other (each signs in on its
// own): they may run on different workers, so the suite does not end waiting on one of them.
test.describe.configure({ mode: 'parallel' });

test.beforeEach(async ({ page, context }, testInfo) => {
  await skipScreenAd(context);
  await page.setViewportSize(testInfo.project.name === 'phone' ? { width: 390, height: 844 } : { width: 1280, height: 800 });
});

// Screens that show loading states on purpose (the theme preview's "ongoing" notice, the design
// pages' samples): for them, settled means start-up is over and the network is quiet.
const SHOWS_LOADING_STATES = new Set([
  '/themes',
  '/flex',
  '/forms',
  '/dialogs',
  '/samples',
  '/samples_basic_tables',
  '/samples_custom_tables',
]);

/** The route's screen has rendered: start-up is over and nothing on it is still loading. */
async function settled(page: Page, path: string): Promise<void> {
  // Without entry animations: axe measured a toast's text halfway through its fade-in (a moment's
  // colours, not the toast's), once the app started later than the painted page (decision 088).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(path);
  await expect(page.locator('#root main').first()).toBeVisible({ timeout: 15_000 });
  // A page the server rendered is checked once the app has taken it over.
  if (await page.locator('#ssr-data').count()) await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  if (SHOWS_LOADING_STATES.has(path)) {
    await expect(page.locator('.boot-initial')).toHaveCount(0, { timeout: 15_000 });
    await expect(page.locator('h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    return;
  }
  // Inside main only: the start-up toast «Conectando...» stays busy for its 2000 ms on every load
  // (docs/product.md#start-up), and axe checks it as it is either way.
  await expect(page.locator('main [aria-busy="true"], main [role="progressbar"]')).toHaveCount(0, { timeout: 15_000 });
}

/** Serious and critical violations on the page as it is, one line each (rule, element, help). */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}) ${n.target.join(' ')}: ${n.failureSummary ?? v.help}`));
}

async function checkRoutes(page: Page, routes: readonly string[]): Promise<void> {
  const found: Record<string, string[]> = {};
  for (const path of routes) {
    await settled(page, path);
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[path] = violations;
  }
  expect(found).toEqual({});
}

test('every public route has no serious or critical accessibility violation', { tag: '@phone' }, async ({ page }) => {
  test.setTimeout(180_000);
  await checkRoutes(page, PUBLIC_ROUTES);
});

test('the customer’s routes have no serious or critical accessibility violation', { tag: '@phone' }, async ({ page }) => {
  test.setTimeout(120_000);
  await signInByUi(page, DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
  await checkRoutes(page, CUSTOMER_ROUTES);
});

test('the back-office routes have no serious or critical accessibility violation', { tag: '@phone' }, async ({ page }) => {
  test.setTimeout(120_000);
  await signInByUi(page, ADMIN.phone, ADMIN.password);
  await checkRoutes(page, BACK_OFFICE_ROUTES);
});

test('the design routes have no serious or critical accessibility violation', { tag: '@phone' }, async ({ page }) => {
  test.setTimeout(120_000);
  await signInByUi(page, ADMIN.phone, ADMIN.password);
  await checkRoutes(page, DESIGN_ROUTES);
});
