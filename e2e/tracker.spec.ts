import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInByUi } from './identity-helpers';
import { CUSTOMER_WITH_CART_PASSWORD, customerWithCart } from './order-helpers';
import { skipScreenAd } from './screen-ad-helpers';

/** The demo courier of the demo branch: Raúl Medina Cortés (apps/server/src/seed/demo-accounts.ts). */
const COURIER = { phone: '3300000004', password: 'Reparto#2026' };
const WINDOW = /^Llega aprox\. entre \d{2}:\d{2} y \d{2}:\d{2}$/;

type Post = <T>(path: string, data: object) => Promise<T>;
const poster =
  (request: APIRequestContext): Post =>
  async <T>(path: string, data: object) => {
    const res = await request.post(`/api${path}`, { data });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
    return (await res.json()) as T;
  };

/** The demo branch's staff and its courier, through the API (as their own screens would call). */
async function branchAndCourier(request: APIRequestContext) {
  const post = poster(request);
  const { token } = await post<{ token: string }>('/login', { PHONE: '3300000002', PASSWORD: 'Sucursal#2026' });
  const { id_token } = await post<{ id_token: string }>('/dev/idp/token', { email: 'centro@demo.mostrador.mx' });
  const { branchToken } = await post<{ branchToken: string }>('/login/google', { token, google_token: id_token });
  const courier = await post<{ token: string }>('/login', { PHONE: COURIER.phone, PASSWORD: COURIER.password });
  return { post, staff: { token, branchToken }, courier: courier.token };
}

/** The customer's order page with its live channel in the customer's room (login_status answered). */
async function openOrderPage(page: Page, phone: string, id: number) {
  await signInByUi(page, phone, CUSTOMER_WITH_CART_PASSWORD);
  // Socket.io's acknowledgement ("43…[") is the answer to login_status: from then on the socket is in the room. It
  // goes over the WebSocket, or over long-polling when it comes before the upgrade (packets split by \x1e): the phone
  // run once timed out here (CI), waiting only for WebSocket frames. The listeners are on before the page opens.
  const isAck = (payload: string) => payload.split(String.fromCharCode(0x1e)).some((packet) => /^43\d+\[/.test(packet));
  const answered = new Promise<void>((resolve) => {
    page.on('websocket', (ws) => ws.on('framesent', (frame) => isAck(String(frame.payload)) && resolve()));
    page.on('request', (req) => req.method() === 'POST' && req.url().includes('/socket.io/') && isAck(req.postData() ?? '') && resolve());
  });
  await page.goto(`/order_view/${id}`);
  await answered;
}

/** axe's serious and critical findings on the page as it is (the tracker and the shared page are new screens). */
const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);

const stepOf = (page: Page, name: string | RegExp) =>
  page.getByRole('list', { name: 'Etapas del pedido' }).getByRole('listitem').filter({ hasText: name });

test(
  'the customer’s tracker moves live as the branch and the courier advance the order; a shared link shows only the stages, then stops',
  { tag: '@phone' },
  async ({ page, request, browser }) => {
    test.setTimeout(90_000);
    await skipScreenAd(page.context());
    const customer = await customerWithCart(request, 'Marta Ruiz Olmos');
    const { orderDetails } = await customer.finish();
    const id = orderDetails.ID;
    await openOrderPage(page, customer.phone, id);
    const tracker = page.getByTestId('order-tracker');
    await expect(tracker).toHaveAttribute('data-stage', 'RECEIVED');
    await expect(stepOf(page, 'Recibido')).toHaveAttribute('aria-current', 'step');
    await expect(page.getByTestId('tracker-estimate')).toHaveText(WINDOW);

    // The branch starts and packs the order: «Surtiendo», then «Listo», without a reload.
    const { post, staff, courier } = await branchAndCourier(request);
    const as = { ...staff, ORDER_ID: id };
    await post('/orders/orderStartStocking', as);
    await expect(tracker).toHaveAttribute('data-stage', 'PICKING');
    await expect(stepOf(page, 'Surtiendo')).toHaveAttribute('aria-current', 'step');
    const list = await post<{ lines: { SKU: string }[] }>('/orders/pickList', as);
    for (const line of list.lines) await post('/orders/pickConfirmLine', { ...as, SKU: line.SKU, REASON: 'Código dañado' });
    await expect(tracker).toHaveAttribute('data-stage', 'READY');
    await expect(stepOf(page, /^Listo/)).toHaveAttribute('aria-current', 'step');

    // The courier takes it (first name only), then leaves with it.
    await post('/couriers/take', { token: courier, ORDER_ID: id });
    await expect(tracker.getByText('Lo lleva Raúl', { exact: true })).toBeVisible();
    await post('/couriers/depart', { token: courier, ORDER_ID: id });
    await expect(tracker).toHaveAttribute('data-stage', 'ON_THE_WAY');
    await expect(stepOf(page, 'En camino con Raúl')).toHaveAttribute('aria-current', 'step');
    await expect(page.getByTestId('tracker-estimate')).toHaveText(WINDOW);
    await expect(tracker).not.toContainText('Medina');
    await page.screenshot({ path: test.info().outputPath('tracker-on-the-way.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    // «Compartir seguimiento»: the link opens in a browser nobody signed in to.
    await page.getByRole('button', { name: 'Compartir seguimiento' }).click();
    const url = await page.getByTestId('share-url').inputValue();
    expect(url).toMatch(/\/track\/[A-Za-z0-9_-]{43}$/);
    const stranger = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await skipScreenAd(stranger);
    const shared = await stranger.newPage();
    await shared.goto(url);
    await expect(shared.getByTestId('order-tracker')).toHaveAttribute('data-stage', 'ON_THE_WAY');
    await expect(shared.getByText('En camino con Raúl')).toBeVisible();
    await expect(shared.getByTestId('tracker-estimate')).toHaveText(WINDOW);
    const text = await shared.locator('body').innerText();
    for (const secret of ['Vallarta', 'Marta', customer.phone, `${id}`, '$']) expect(text).not.toContain(secret);
    await expect(shared.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await shared.screenshot({ path: test.info().outputPath('shared.png'), fullPage: true });
    expect(await seriousViolations(shared)).toEqual([]);

    // «Dejar de compartir»: the same link now says so.
    await page.getByRole('button', { name: 'Dejar de compartir' }).click();
    await expect(page.getByText('El enlace dejó de funcionar')).toBeVisible();
    await shared.reload();
    await expect(shared.getByRole('alert')).toContainText('Quien compartió este pedido dejó de compartirlo.');
    await shared.screenshot({ path: test.info().outputPath('shared-revoked.png'), fullPage: true });
    await stranger.close();
  },
);
