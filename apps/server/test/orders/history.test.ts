import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ORDER_STATUS } from '@mostrador/shared/constants/order-status';
import { addDays, todayInMexico } from '@mostrador/shared/format/date';
import type { Database } from '../../src/db/client';
import { accountAccess, orders, orderStatusHistory, stock } from '../../src/db/schema/index';
import { createOrderEvents, type OrderEvent } from '../../src/modules/orders/order-events';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { setStock, signedInCustomer } from '../helpers/customers';
import { seedSmallDataset } from '../helpers/dataset';
import { buildProduct } from '../helpers/factories';
import { engines } from '../helpers/test-database';

async function seed(db: Database) {
  await seedSmallDataset(db);
  await buildProduct(db, { sku: 'P-GEL', name: 'Gel antibacterial 250 ml', price: '39.90' });
  await setStock(db, 'GDL-CENTRO', 'P-GEL', 50);
}

describe.each(engines)('order history on %s', (engine) => {
  let t: TestApp;
  const published: OrderEvent[] = [];
  const events = createOrderEvents();
  events.subscribe((e) => published.push(e));
  beforeAll(async () => {
    t = await buildTestApp({ engine, seed, orderEvents: events });
  });
  afterAll(() => t?.close());

  const call = async (action: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/orders/${action}`, payload });
    return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
  };
  const placeOrder = async (c: { token: string; phone: string; addressIds: number[] }, units = 1): Promise<number> => {
    await call('shoppingCartUpdateProductUnits', { token: c.token, SKU: 'P-GEL', UNITS: units });
    const res = await call('shoppingCartFinish', { token: c.token, PHONE: c.phone, ADDRESS_ID: c.addressIds[0] });
    expect(res.status).toBe(200);
    return (res.body.orderDetails as { ID: number }).ID;
  };
  const gelStock = async () =>
    (
      await t.db
        .select({ units: stock.units })
        .from(stock)
        .where(and(eq(stock.branch, 'GDL-CENTRO'), eq(stock.sku, 'P-GEL')))
    )[0]?.units;
  const today = todayInMexico();

  it('lists only the customer’s own orders in the date range, newest first', async () => {
    const ana = await signedInCustomer(t.db);
    const beto = await signedInCustomer(t.db);
    const first = await placeOrder(ana);
    const second = await placeOrder(ana, 2);
    await placeOrder(beto);
    // An order from 40 days ago is outside a 30-day range.
    await t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(orders.id, first));
    const recent = await call('myOrders', { token: ana.token, DATE_START: addDays(today, -60), DATE_END: today });
    expect((recent.body.orders as { ID: number }[]).map((o) => o.ID)).toEqual([second, first]);
    expect(recent.body.orders).toContainEqual(
      expect.objectContaining({ ID: second, ID_STATUS: 1, BRANCH: 'GDL-CENTRO', BRANCH_NAME: 'Centro', UNITS: 2, TOTAL: 79.8 }),
    );
    const lastDays = await call('myOrders', { token: ana.token, DATE_START: addDays(today, -30), DATE_END: today });
    expect((lastDays.body.orders as { ID: number }[]).map((o) => o.ID)).toEqual([second]);
  });

  it('refuses a bad date range in Spanish', async () => {
    const c = await signedInCustomer(t.db);
    expect(await call('myOrders', { token: c.token, DATE_START: '2026-02-10', DATE_END: '2026-02-01' })).toEqual({
      status: 400,
      body: { ok: false, errors: 'La fecha final no puede ser anterior a la inicial' },
    });
    expect((await call('myOrders', { token: c.token, DATE_START: '2024-01-01', DATE_END: '2026-01-01' })).body.errors).toBe(
      'El rango de fechas puede abarcar como máximo 366 días',
    );
    expect((await call('myOrders', { token: c.token, DATE_START: '2026-02-30', DATE_END: '2026-03-01' })).status).toBe(400);
  });

  it('another person’s order is invisible and cannot be cancelled (same answer as a missing one)', async () => {
    const owner = await signedInCustomer(t.db);
    const stranger = await signedInCustomer(t.db);
    const id = await placeOrder(owner);
    const missing = { status: 404, body: { ok: false, errors: `no se encontraron registros para el folio: ${id}` } };
    expect(await call('orderDetails', { token: stranger.token, ORDER_ID: id })).toEqual(missing);
    expect(await call('orderCancelByCustomer', { token: stranger.token, ORDER_ID: id })).toEqual(missing);
    expect((await call('orderDetails', { token: stranger.token, ORDER_ID: 987_654 })).body.errors).toBe(
      'no se encontraron registros para el folio: 987654',
    );
    expect((await call('orderDetails', { token: owner.token, ORDER_ID: id })).body.orderDetails).toMatchObject({ ID: id, ID_STATUS: 1 });
    // Customer support reads any order.
    await t.db.insert(accountAccess).values({ accountId: stranger.accountId, access: 'CUSTOMER_SUPPORT' });
    expect((await call('orderDetails', { token: stranger.token, ORDER_ID: id })).status).toBe(200);
    expect((await call('orderCancelByCustomer', { token: stranger.token, ORDER_ID: id })).status).toBe(404);
  });

  it('cancels only while pending, returns the stock and tells the customer and the branch', async () => {
    const c = await signedInCustomer(t.db);
    const id = await placeOrder(c, 3);
    const afterOrder = await gelStock();
    published.length = 0;
    expect(await call('orderCancelByCustomer', { token: c.token, ORDER_ID: id })).toEqual({
      status: 200,
      body: { ok: true, SQLresponse: [{ RESPONSE: `El pedido con folio ${id} fue cancelado`, ID: id, ID_STATUS: 5 }] },
    });
    expect(await gelStock()).toBe((afterOrder ?? 0) + 3);
    expect(published).toEqual([
      { type: 'ORDER_STATUS', branch: 'GDL-CENTRO', customerId: c.accountId, orderDetails: { ID: id, ID_STATUS: 5 } },
    ]);
    const detail = (await call('orderDetails', { token: c.token, ORDER_ID: id })).body.orderDetails as {
      HISTORY: unknown[];
      ID_STATUS: number;
    };
    expect(detail.ID_STATUS).toBe(5);
    expect(detail.HISTORY).toEqual([expect.objectContaining({ FROM: null, TO: 1 }), expect.objectContaining({ FROM: 1, TO: 5 })]);
    // Cancelled already, and an order the branch is stocking: refused, nothing changes.
    expect(await call('orderCancelByCustomer', { token: c.token, ORDER_ID: id })).toEqual({
      status: 409,
      body: { ok: false, errors: `El pedido con folio ${id} ya no se puede cancelar: está «Cancelado por el cliente»` },
    });
    const stocking = await placeOrder(c);
    await t.db.update(orders).set({ status: ORDER_STATUS.STOCKING }).where(eq(orders.id, stocking));
    const stockBefore = await gelStock();
    expect((await call('orderCancelByCustomer', { token: c.token, ORDER_ID: stocking })).body.errors).toBe(
      `El pedido con folio ${stocking} ya no se puede cancelar: está «Surtiendo»`,
    );
    expect(await gelStock()).toBe(stockBefore);
    expect(await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, stocking))).toHaveLength(1);
  });

  it('needs a session and a valid folio', async () => {
    expect((await call('myOrders', { token: 'inventado', DATE_START: today, DATE_END: today })).status).toBe(401);
    const c = await signedInCustomer(t.db);
    expect((await call('orderDetails', { token: c.token, ORDER_ID: 'uno' })).status).toBe(400);
    expect((await call('orderCancelByCustomer', { token: c.token, ORDER_ID: -1 })).status).toBe(400);
  });
});
