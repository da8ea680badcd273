import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays, startOfDayInMexico, todayInMexico } from '@mostrador/shared/format/date';
import { accountAccess, orders, orderStatusHistory } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { signedInCustomer } from '../helpers/customers';
import { AMOX, as, callsOf, GEL, placeOrder, seedPicking, staffOf, type Staff } from '../helpers/picking';
import { engines } from '../helpers/test-database';

const MINUTE = 60_000;

describe.each(engines)('the all-day summary on %s', (engine) => {
  let t: TestApp;
  let call: ReturnType<typeof callsOf>;
  let centro: Staff;
  let zapopan: Staff;
  const today = todayInMexico();
  const at = (minutes: number) => new Date(startOfDayInMexico(today).getTime() + minutes * MINUTE);

  /** Rewrites when the order was created and when it entered `toStatus`, to a known history. */
  const setTimes = async (id: number, createdAt: number, entered: Record<number, number>) => {
    await t.db
      .update(orders)
      .set({ createdAt: at(createdAt) })
      .where(eq(orders.id, id));
    for (const [status, minutes] of Object.entries(entered)) {
      await t.db
        .update(orderStatusHistory)
        .set({ at: at(minutes) })
        .where(and(eq(orderStatusHistory.orderId, id), eq(orderStatusHistory.toStatus, Number(status))));
    }
  };

  beforeAll(async () => {
    t = await buildTestApp({ engine, seed: seedPicking });
    call = callsOf(t);
    centro = await staffOf(t, 'GDL-CENTRO', 'centro@demo.mostrador.mx');
    zapopan = await staffOf(t, 'GDL-ZAPOPAN', 'zapopan@demo.mostrador.mx');
    // Pendiente since 08:00: 3 gel, 2 amoxicilina to pull.
    const waiting = await placeOrder(t, [
      { sku: GEL.sku, units: 3 },
      { sku: AMOX.sku, units: 2 },
    ]);
    await setTimes(waiting, 8 * 60, {});
    // Surtiendo: 1 of 2 gel scanned, amoxicilina «No disponible»; 10 minutes pending.
    const picking = await placeOrder(
      t,
      [
        { sku: GEL.sku, units: 2 },
        { sku: AMOX.sku, units: 1 },
      ],
      centro,
    );
    expect((await call('pickScan', { ...as(centro), ORDER_ID: picking, CODE: GEL.barcode })).status).toBe(200);
    expect((await call('pickUnavailable', { ...as(centro), ORDER_ID: picking, SKU: AMOX.sku, REASON: 'No hay' })).status).toBe(200);
    await setTimes(picking, 8 * 60, { 2: 8 * 60 + 10 });
    // Sent: nothing to pull; 20 minutes pending, 15 surtiendo.
    const sent = await placeOrder(t, [{ sku: GEL.sku, units: 1 }], centro);
    expect((await call('pickScan', { ...as(centro), ORDER_ID: sent, CODE: GEL.barcode })).status).toBe(200);
    expect((await call('orderDispatch', { ...as(centro), ORDER_ID: sent })).status).toBe(200);
    await setTimes(sent, 9 * 60, { 2: 9 * 60 + 20, 3: 9 * 60 + 35 });
    // Another branch's order: not in GDL-CENTRO's summary.
    const elsewhere = await placeOrder(t, [{ sku: GEL.sku, units: 5 }]);
    await t.db.update(orders).set({ branch: 'GDL-ZAPOPAN' }).where(eq(orders.id, elsewhere));
  });
  afterAll(() => t?.close());

  it('sums units still to pull over the day’s pending and stocking orders, most first, with the stage clocks', async () => {
    const res = await call('pickDaySummary', { ...as(centro), DATE: today });
    expect(res).toEqual({
      status: 200,
      body: {
        ok: true,
        DATE: today,
        BRANCH: 'GDL-CENTRO',
        BRANCHES: ['GDL-CENTRO'],
        products: [
          { SKU: GEL.sku, NAME: GEL.name, PRESENTATION: expect.any(String), UNITS: 4, ORDERS: 2 },
          { SKU: AMOX.sku, NAME: AMOX.name, PRESENTATION: expect.any(String), UNITS: 2, ORDERS: 1 },
        ],
        clocks: { PENDING: { MINUTES: 15, ORDERS: 2 }, STOCKING: { MINUTES: 15, ORDERS: 1 } },
      },
    });
  });

  it('answers for the branch token’s branch only, and nothing for a day without orders', async () => {
    const there = await call('pickDaySummary', { ...as(zapopan), DATE: today });
    expect(there.body).toMatchObject({ BRANCH: 'GDL-ZAPOPAN', products: [{ SKU: GEL.sku, UNITS: 5, ORDERS: 1 }] });
    expect(there.body.clocks).toEqual({ PENDING: { MINUTES: null, ORDERS: 0 }, STOCKING: { MINUTES: null, ORDERS: 0 } });
    const yesterday = await call('pickDaySummary', { ...as(centro), DATE: addDays(today, -1) });
    expect(yesterday.body).toMatchObject({ products: [], clocks: { PENDING: { MINUTES: null }, STOCKING: { MINUTES: null } } });
  });

  it('adds up the branches the monitor lists for a chain-wide person, as lastOrders allows them', async () => {
    const chain = await staffOf(t, 'GDL-CENTRO', 'cadena@demo.mostrador.mx');
    await t.db.insert(accountAccess).values({ accountId: chain.accountId, access: 'ALL_BRANCHES' });
    const res = await call('pickDaySummary', { ...as(chain), DATE: today, BRANCHES: ['GDL-CENTRO', 'GDL-ZAPOPAN', 'GDL-CENTRO'] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      BRANCH: 'GDL-CENTRO',
      BRANCHES: ['GDL-CENTRO', 'GDL-ZAPOPAN'],
      products: [
        { SKU: GEL.sku, UNITS: 9, ORDERS: 3 },
        { SKU: AMOX.sku, UNITS: 2, ORDERS: 1 },
      ],
    });
    const onlyOther = await call('pickDaySummary', { ...as(chain), DATE: today, BRANCHES: ['GDL-ZAPOPAN'] });
    expect(onlyOther.body).toMatchObject({ BRANCHES: ['GDL-ZAPOPAN'], products: [{ SKU: GEL.sku, UNITS: 5, ORDERS: 1 }] });
  });

  it('keeps a branch’s staff to their own branch: another one asked for is a 403, whatever else is asked', async () => {
    const refused = { status: 403, body: { ok: false, errors: 'No tienes permiso para realizar esta acción' } };
    expect(await call('pickDaySummary', { ...as(centro), DATE: today, BRANCHES: ['GDL-ZAPOPAN'] })).toEqual(refused);
    expect(await call('pickDaySummary', { ...as(centro), DATE: today, BRANCHES: ['GDL-CENTRO', 'GDL-ZAPOPAN'] })).toEqual(refused);
    expect(await call('pickDaySummary', { ...as(zapopan), DATE: today, BRANCHES: ['GDL-CENTRO'] })).toEqual(refused);
    const own = await call('pickDaySummary', { ...as(centro), DATE: today, BRANCHES: ['GDL-CENTRO'] });
    expect(own.body).toMatchObject({ BRANCHES: ['GDL-CENTRO'], products: [{ SKU: GEL.sku, UNITS: 4 }, { SKU: AMOX.sku }] });
    for (const BRANCHES of [[''], 'GDL-CENTRO', Array.from({ length: 201 }, (_, i) => `S-${i}`)]) {
      const bad = await call('pickDaySummary', { ...as(centro), DATE: today, BRANCHES });
      expect(bad.status).toBe(400);
      expect(bad.body.ok).toBe(false);
    }
  });

  it('refuses a customer, no session, no branch token; a bad day is a 400 in Spanish', async () => {
    const customer = await signedInCustomer(t.db);
    expect((await call('pickDaySummary', { token: customer.token, branchToken: centro.branchToken, DATE: today })).status).toBe(403);
    expect((await call('pickDaySummary', { token: 'no-es-un-token', branchToken: centro.branchToken, DATE: today })).status).toBe(401);
    expect((await call('pickDaySummary', { token: centro.token, DATE: today })).status).toBe(400);
    for (const DATE of ['2026-13-01', '28/11/2026', '']) {
      expect(await call('pickDaySummary', { ...as(centro), DATE })).toEqual({
        status: 400,
        body: { ok: false, errors: 'Fecha no válida; usa AAAA-MM-DD' },
      });
    }
    expect((await call('pickDaySummary', { ...as(centro), DATE: 20261128 })).body.errors).toBe('El campo «Día» debe ser texto');
  });
});
