import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sha256Hex } from '../../src/lib/secure-tokens';
import { accounts, orderShareLinks } from '../../src/db/schema/index';
import { ManualClock } from '../../src/lib/clock';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { courierCalls, courierOf } from '../helpers/couriers';
import { signedInCustomer } from '../helpers/customers';
import { packEveryLine } from '../helpers/pack-order';
import { as, callsOf, GEL, seedPicking, staffOf, type Staff } from '../helpers/picking';
import { engines } from '../helpers/test-database';

const HOUR = 3_600_000;

/** The share link of the customer's tracker (decision 077): who may make it, what it shows, when it stops. */
describe.each(engines)('the tracker’s share link, on %s', (engine) => {
  let t: TestApp;
  let call: ReturnType<typeof callsOf>;
  let centro: Staff;
  const clock = new ManualClock(Date.now());

  beforeAll(async () => {
    t = await buildTestApp({ engine, seed: seedPicking, clock });
    call = callsOf(t);
    centro = await staffOf(t, 'GDL-CENTRO', 'centro@demo.mostrador.mx');
  });
  afterAll(() => t?.close());

  async function order() {
    const c = await signedInCustomer(t.db);
    await call('shoppingCartUpdateProductUnits', { token: c.token, SKU: GEL.sku, UNITS: 2 });
    const finished = await call('shoppingCartFinish', { token: c.token, PHONE: c.phone, ADDRESS_ID: c.addressIds[0] });
    return { id: (finished.body.orderDetails as { ID: number }).ID, customer: c };
  }
  const view = async (TRACKING_TOKEN: unknown) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/tracking/shared', payload: { TRACKING_TOKEN } });
    return { status: res.statusCode, body: res.json<Record<string, unknown>>(), text: res.body };
  };
  const tokenOf = (url: unknown) => String(url).split('/track/')[1]!;
  const links = (orderId: number) => t.db.select().from(orderShareLinks).where(eq(orderShareLinks.orderId, orderId));

  it('only the order’s customer creates or revokes a link; others read a missing folio and nothing is written', async () => {
    const { id } = await order();
    const stranger = await signedInCustomer(t.db);
    for (const who of [{ token: stranger.token }, as(centro)]) {
      for (const action of ['trackingShare', 'trackingUnshare']) {
        const res = await call(action, { ...who, ORDER_ID: id });
        expect(res.status).toBe(404);
        expect(res.body.errors).toBe(`no se encontraron registros para el folio: ${id}`);
      }
    }
    expect(await links(id)).toEqual([]);
    expect((await call('trackingShare', { token: 'no-such-session', ORDER_ID: id })).status).toBe(401);
  });

  it('answers the stages, the courier’s first name and the estimate, and nothing else', async () => {
    const { id, customer } = await order();
    const made = await call('trackingShare', { token: customer.token, ORDER_ID: id });
    expect(made.status).toBe(200);
    const token = tokenOf(made.body.URL);
    expect(made.body.URL).toMatch(/^http:\/\/localhost(:\d+)?\/track\/[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(String(made.body.EXPIRES_AT)) - clock.now().getTime()).toBe(7 * 24 * HOUR);
    // Only the token's SHA-256 is kept.
    const [row] = await links(id);
    expect(row!.tokenHash).toBe(sha256Hex(token));
    expect(JSON.stringify(row)).not.toContain(token);

    // A courier of the branch with a full name carries it: the link says only the first.
    const courier = await courierOf(t, 'GDL-CENTRO');
    await t.db.update(accounts).set({ name: 'Juan Carlos Pérez' }).where(eq(accounts.id, courier.accountId));
    expect((await call('orderStartStocking', { ...as(centro), ORDER_ID: id })).status).toBe(200);
    await packEveryLine(t.app, as(centro), id);
    expect((await courierCalls(t)('take', { token: courier.token, ORDER_ID: id })).status).toBe(200);
    expect((await courierCalls(t)('depart', { token: courier.token, ORDER_ID: id })).status).toBe(200);

    const seen = await view(token);
    expect(seen.status).toBe(200);
    expect(Object.keys(seen.body).sort()).toEqual(['ok', 'tracker']);
    const tracker = seen.body.tracker as Record<string, unknown>;
    expect(Object.keys(tracker).sort()).toEqual(['COURIER_FIRST_NAME', 'ESTIMATE', 'FULFILMENT', 'STAGE']);
    expect(tracker).toMatchObject({ FULFILMENT: 'DELIVERY', STAGE: 'ON_THE_WAY', COURIER_FIRST_NAME: 'Juan' });
    expect(Object.keys(tracker.ESTIMATE as object).sort()).toEqual(['FROM', 'KIND', 'TO']);
    // No address, phone, customer or full name, item or money (the key sets above already leave out the folio).
    for (const secret of ['Vallarta', customer.phone, 'Cliente', 'Pérez', GEL.sku, 'Gel']) expect(seen.text).not.toContain(secret);

    // The customer's own page knows a link is live, and until when.
    const details = await call('orderDetails', { token: customer.token, ORDER_ID: id });
    expect((details.body.orderDetails as { TRACKER: { SHARED_UNTIL: string } }).TRACKER.SHARED_UNTIL).toBe(made.body.EXPIRES_AT);
    // Staff reading the order get no tracker (it is the customer's).
    const staffRead = await call('orderDetails', { ...as(centro), ORDER_ID: id });
    expect(staffRead.body.orderDetails).not.toHaveProperty('TRACKER');
  });

  it('refuses a tampered or unknown token (404), a revoked one (410), and bad input without a 500', async () => {
    const { id, customer } = await order();
    const token = tokenOf((await call('trackingShare', { token: customer.token, ORDER_ID: id })).body.URL);
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [tampered, 'x', `${token}x`, '../../etc/passwd', '']) {
      const res = await view(bad);
      expect(res.status).toBe(404);
      expect(res.body.errors).toBe('Este enlace de seguimiento no existe.');
    }
    for (const bad of [42, null, { $ne: '' }, 'x'.repeat(201)]) expect((await view(bad)).status).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/tracking/shared', payload: {} })).statusCode).toBe(400);
    for (const ORDER_ID of [0, -1, 'uno', 2 ** 31])
      expect((await call('trackingShare', { token: customer.token, ORDER_ID })).status).toBe(400);

    const revoked = await call('trackingUnshare', { token: customer.token, ORDER_ID: id });
    expect(revoked.body).toEqual({ ok: true, REVOKED: 1 });
    const gone = await view(token);
    expect(gone.status).toBe(410);
    expect(gone.body).toMatchObject({ errors: 'Quien compartió este pedido dejó de compartirlo.', CODE: 'SHARE_REVOKED' });
    expect((await call('orderDetails', { token: customer.token, ORDER_ID: id })).body.orderDetails).toMatchObject({
      TRACKER: { SHARED_UNTIL: null },
    });
  });

  it('ends 7 days after it was made, or 48 hours after the order was delivered, whichever is first', async () => {
    const week = await order();
    const weekToken = tokenOf((await call('trackingShare', { token: week.customer.token, ORDER_ID: week.id })).body.URL);
    const done = await order();
    const doneToken = tokenOf((await call('trackingShare', { token: done.customer.token, ORDER_ID: done.id })).body.URL);
    expect((await call('orderStartStocking', { ...as(centro), ORDER_ID: done.id })).status).toBe(200);
    await packEveryLine(t.app, as(centro), done.id);
    expect((await call('orderDispatch', { ...as(centro), ORDER_ID: done.id })).status).toBe(200);
    expect((await call('orderDelivered', { ...as(centro), ORDER_ID: done.id })).status).toBe(200);
    expect((await view(doneToken)).body.tracker).toEqual({
      FULFILMENT: 'DELIVERY',
      STAGE: 'DELIVERED',
      COURIER_FIRST_NAME: null,
      ESTIMATE: null,
    });

    clock.advance(49 * HOUR);
    expect(await view(doneToken)).toMatchObject({
      status: 410,
      body: { errors: 'Este enlace de seguimiento venció.', CODE: 'SHARE_EXPIRED' },
    });
    expect((await view(weekToken)).status).toBe(200);
    // A delivered order's link cannot be made again once its 48 hours are over.
    expect(await call('trackingShare', { token: done.customer.token, ORDER_ID: done.id })).toMatchObject({
      status: 409,
      body: { CODE: 'SHARE_FINISHED' },
    });

    clock.advance(7 * 24 * HOUR - 49 * HOUR);
    expect((await view(weekToken)).status).toBe(410);
  });
});
