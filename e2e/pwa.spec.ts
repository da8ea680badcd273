import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startLocalPushService } from '../apps/server/test/helpers/local-push-service';
import { customerWithCart } from './order-helpers';
import { controlledBy, deliverUntilShown } from './pwa-helpers';
import { skipScreenAd } from './screen-ad-helpers';

// Issue 21 in Chromium: the service worker, the offline start, the update prompt and a push.

test.beforeEach(async ({ context }) => {
  await skipScreenAd(context);
});

test('the service worker registers and the store opens offline from its cache with "Sin conexión" and "Reintentar"', async ({
  page,
  context,
}) => {
  await controlledBy(page);
  const heading = page.locator('#home-title');
  await expect(heading).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sin conexión' })).toBeVisible();
  await expect(page.getByText('No hay conexión. Revisa tu internet e inténtalo de nuevo.')).toBeVisible();

  await context.setOffline(false);
  await page.getByRole('button', { name: /Reintentar/ }).click();
  await expect(heading).toBeVisible();
});

test('"Instalar la app" in the menu shows the browser\'s install prompt, then goes @phone', async ({ page, context }) => {
  // Playwright's contexts are off the record, where Chromium never offers to install: the page
  // gets a stand-in of Chromium's beforeinstallprompt, which records its prompt() calls.
  await context.addInitScript(() => {
    const state = { prompted: 0, defaultPrevented: false };
    Object.assign(window, { installState: state });
    window.addEventListener('load', () =>
      setTimeout(() => {
        const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: () => Promise.resolve(void (state.prompted += 1)),
          userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
        });
        window.dispatchEvent(event);
        state.defaultPrevented = event.defaultPrevented;
      }, 0),
    );
  });
  const installState = () => page.evaluate(() => (window as unknown as { installState: object }).installState);
  await page.goto('/');
  await expect(page.locator('#home-title')).toBeVisible();
  // The server painted the menu button; a tap on it before React has taken the page over is lost.
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect.poll(installState).toEqual({ prompted: 0, defaultPrevented: true });
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  await menu.getByRole('button', { name: 'Instalar la app' }).click();
  await expect.poll(installState).toEqual({ prompted: 1, defaultPrevented: true });
  // Chosen (installed or not): the item goes.
  if (await page.getByRole('button', { name: 'Abrir menú' }).isVisible()) await page.getByRole('button', { name: 'Abrir menú' }).click();
  await expect(menu.getByRole('link', { name: 'Acerca de' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Instalar la app' })).toHaveCount(0);
});

test('a new build offers "Nueva versión disponible — Actualizar", and updating reloads into it', async ({ page }) => {
  // Three waits on the browser's workers (the first install, the new build's install, its take-over),
  // up to 20 s each on a busy machine: the 30 s of a one-page journey ran out in the third (CI).
  test.setTimeout(60_000);
  await controlledBy(page);
  // "Deploying" a build in the copy the server serves: its worker lists a different index.html,
  // and that index.html names the new build. A worker script cannot be swapped by page.route().
  const deploy = deployNewBuild();
  try {
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByText('Nueva versión disponible');
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    const build = page.locator('meta[name="mostrador-build"]');
    await expect(build).toHaveCount(0);
    await page.getByRole('button', { name: 'Actualizar' }).click();
    // The new worker activates (its precache clean-up) before the page reloads into it: seconds on a
    // busy machine, as its install before the prompt (a CI failure at the default 5 s).
    await expect(build).toHaveAttribute('content', '2', { timeout: 20_000 });
    await expect(page.locator('#home-title')).toBeVisible();
    await expect(prompt).toHaveCount(0);
  } finally {
    deploy.undo();
  }
});

/** Rewrites sw.js and index.html of the served build (without their .br/.gz copies); undo() restores. */
function deployNewBuild() {
  const dist = process.env.E2E_WEB_DIST;
  if (!dist) throw new Error('E2E_WEB_DIST is set by playwright.config.ts');
  const files = ['sw.js', 'index.html'].flatMap((f) => [f, `${f}.br`, `${f}.gz`]).map((f) => join(dist, f));
  const saved = new Map(files.filter((f) => existsSync(f)).map((f) => [f, readFileSync(f)]));
  const text = (f: string) => readFileSync(join(dist, f), 'utf8');
  const sw = text('sw.js').replace(/("revision":")[0-9a-f]+(","url":"index\.html")/, '$1e2e0000000000000000000000000002$2');
  const html = text('index.html').replace('<head>', '<head><meta name="mostrador-build" content="2">');
  if (sw === text('sw.js') || html === text('index.html')) throw new Error('the build no longer looks as this test expects');
  for (const f of saved.keys()) if (/\.(br|gz)$/.test(f)) rmSync(f);
  writeAtomically(join(dist, 'sw.js'), sw);
  writeAtomically(join(dist, 'index.html'), html);
  return { undo: () => saved.forEach((data, f) => writeAtomically(f, data)) };
}

/**
 * Other journeys load pages (and register their worker) from this server while the build is
 * swapped: a file written in place could be read half-written, a worker script that does not
 * parse, so that page's registration failed and never came (a CI failure of pwa-push.spec.ts
 * running beside this test). A rename swaps the whole file at once.
 */
function writeAtomically(file: string, data: string | Buffer): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}

test('a status push sent by the server shows a notification with the order folio', async ({ page, context, request }) => {
  test.setTimeout(60_000);
  // The server sends the real push (VAPID, aes128gcm) to a local push service, which decrypts it;
  // Chromium has no push service offline, so the decrypted payload reaches the worker via CDP.
  const pushService = await startLocalPushService();
  try {
    const { token, post, finish } = await customerWithCart(request, 'Lucía Push');
    const { PUBLIC_KEY } = (await (await request.get('/api/push/config')).json()) as { PUBLIC_KEY: string };
    const device = pushService.subscribe(PUBLIC_KEY);
    expect(await post('/push/subscribe', { token, SUBSCRIPTION: device.json })).toMatchObject({ ok: true });
    const { orderDetails } = await finish();
    await post('/orders/orderCancelByCustomer', { token, ORDER_ID: orderDetails.ID });
    await pushService.waitFor(1);
    const payload = pushService.received[0]!.payload;

    await context.grantPermissions(['notifications']);
    await controlledBy(page);
    const cdp = await context.newCDPSession(page);
    const registrations = new Promise<{ registrationId: string; scopeURL: string }[]>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: list }) => resolve(list)),
    );
    await cdp.send('ServiceWorker.enable');
    const origin = new URL(page.url()).origin;
    const registration = (await registrations).find((r) => r.scopeURL === `${origin}/`);
    expect(registration).toBeDefined();
    const deliver = () =>
      cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: registration!.registrationId, data: JSON.stringify(payload) });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag })),
      );
    await deliverUntilShown(deliver, shown, [
      {
        title: 'Tu pedido cambió',
        body: `Tu pedido con folio ${orderDetails.ID} ahora está: Cancelado por el cliente`,
        tag: `pedido-${orderDetails.ID}`,
      },
    ]);
  } finally {
    await pushService.close();
  }
});
