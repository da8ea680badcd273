import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { canTransition, ORDER_STATUS, recallTarget } from '@mostrador/shared/constants/order-status';
import { accountAccess, auditLog, orders, orderStatusHistory } from '../../src/db/schema/index';
import { ManualClock } from '../../src/lib/clock';
import { createOrderEvents, type OrderEvent } from '../../src/modules/orders/order-events';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { signedInCustomer } from '../helpers/customers';
import { packEveryLine } from '../helpers/pack-order';
import { AMOX, as, callsOf, GEL, placeOrder, seedPicking, staffOf, type Staff } from '../helpers/picking';
import { engines } from '../helpers/test-database';

const MINUTE = 60_000;

describe('the status table keeps a recall out of canTransition', () => {
  it('En camino → Surtiendo is a recall, never an ordinary transition', () => {
    expect(canTransition(ORDER_STATUS.ON_THE_WAY, ORDER_STATUS.STOCKING)).toBe(false);
    expect(recallTarget(ORDER_STATUS.ON_THE_WAY)).toBe(ORDER_STATUS.STOCKING);
    expect([1, 2, 4, 5, 6, 99].map(recallTarget)).toEqual([null, null, null, null, null, null]);
  });
});

describe.each(engines)('«Enviar» only when packed, and recall, on %s', (engine) => {
  let t: TestApp;
  let call: ReturnType<typeof callsOf>;
  let centro: Staff;
  let zapopan: Staff;
  // Starts at the real time: the history rows carry the database's clock, the recall window this one.
  const clock = new ManualClock(Date.now());
  const published: OrderEvent[] = [];
  const events = createOrderEvents();
  events.subscribe((e) => published.push(e));

  beforeAll(async () => {
    t = await buildTestApp({ engine, seed: seedPicking, clock, orderEvents: events });
    call = callsOf(t);
    centro = await staffOf(t, 'GDL-CENTRO', 'centro@demo.mostrador.mx');
    zapopan = await staffOf(t, 'GDL-ZAPOPAN', 'zapopan@demo.mostrador.mx');
  });
  afterAll(() => t?.close());

  const statusOf = async (id: number) => (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status;
  const historyOf = (id: number) =>
    t.db
      .select({ from: orderStatusHistory.fromStatus, to: orderStatusHistory.toStatus })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, id))
      .orderBy(asc(orderStatusHistory.id));
  const recallsOf = (id: number) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'orders.recalled'), eq(auditLog.targetOrderId, id)));
  /** The manual clock set to the database's time, which writes the history rows the window starts from. */
  const syncClock = () => clock.advance(Date.now() - clock.now().getTime());
  /** An order of one gel line, packed and sent by centro, the clock at the moment it left. */
  const sentOrder = async () => {
    const id = await placeOrder(t, [{ sku: GEL.sku, units: 1 }], centro);
    await packEveryLine(t.app, as(centro), id);
    expect((await call('orderDispatch', { ...as(centro), ORDER_ID: id })).status).toBe(200);
    syncClock();
    return id;
  };

  it('refuses «Enviar» while lines are short, saying how many; a line «No disponible» counts as done', async () => {
    const lines = [
      { sku: GEL.sku, units: 2 },
      { sku: AMOX.sku, units: 1 },
    ];
    const id = await placeOrder(t, lines, centro);
    expect(await call('orderDispatch', { ...as(centro), ORDER_ID: id })).toEqual({
      status: 409,
      body: {
        ok: false,
        errors: `Faltan 2 productos por surtir en el pedido ${id}: termina la lista de surtido antes de enviarlo`,
        CODE: 'ORDER_NOT_PACKED',
      },
    });
    expect((await call('pickScan', { ...as(centro), ORDER_ID: id, CODE: GEL.barcode })).status).toBe(200);
    expect((await call('orderDispatch', { ...as(centro), ORDER_ID: id })).body.errors).toMatch(/^Faltan 2 productos/);
    expect((await call('pickConfirmLine', { ...as(centro), ORDER_ID: id, SKU: GEL.sku, REASON: 'Código dañado' })).status).toBe(200);
    expect((await call('orderDispatch', { ...as(centro), ORDER_ID: id })).body.errors).toBe(
      `Falta 1 producto por surtir en el pedido ${id}: termina la lista de surtido antes de enviarlo`,
    );
    // Nothing written by the refusals.
    expect(await statusOf(id)).toBe(ORDER_STATUS.STOCKING);
    expect(await historyOf(id)).toEqual([
      { from: null, to: 1 },
      { from: 1, to: 2 },
    ]);
    expect((await call('pickUnavailable', { ...as(centro), ORDER_ID: id, SKU: AMOX.sku, REASON: 'No hay' })).status).toBe(200);
    const sent = await call('orderDispatch', { ...as(centro), ORDER_ID: id });
    expect(sent.status).toBe(200);
    expect(sent.body.orderDetails).toMatchObject({ ID_STATUS: 3, RECALL_UNTIL: expect.any(String) });
  });

  it('recalls a sent order within the window: status, history, audit row, the customer’s live event; sent again', async () => {
    const id = await sentOrder();
    const detail = (await call('orderDetails', { ...as(centro), ORDER_ID: id })).body.orderDetails as { RECALL_UNTIL: string };
    // Sent just now (the clock was set after «Enviar»): the window ends 30 minutes later.
    const sentAt = Date.parse(detail.RECALL_UNTIL) - 30 * MINUTE;
    expect(sentAt).toBeLessThanOrEqual(clock.now().getTime());
    expect(sentAt).toBeGreaterThan(clock.now().getTime() - MINUTE);
    clock.advance(29 * MINUTE);
    published.length = 0;
    const recalled = await call('orderRecall', { ...as(centro), ORDER_ID: id, NOTES: 'Falta revisar la receta' });
    expect(recalled.status).toBe(200);
    expect(recalled.body.orderDetails).toMatchObject({ ID: id, ID_STATUS: 2, RECALL_UNTIL: null });
    expect((recalled.body.orderDetails as { HISTORY: unknown[] }).HISTORY.at(-1)).toMatchObject({
      FROM: 3,
      TO: 2,
      BY: expect.stringMatching(/^Sucursal: /),
      NOTES: 'Falta revisar la receta',
    });
    const customerId = (recalled.body.orderDetails as { CUSTOMER_ID: number }).CUSTOMER_ID;
    expect(published).toEqual([
      { type: 'ORDER_STATUS', branch: 'GDL-CENTRO', customerId, orderDetails: { ID: id, ID_STATUS: 2, RECALLED: true } },
    ]);
    const [audit, ...more] = await recallsOf(id);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({
      actorAccountId: centro.accountId,
      targetAccountId: customerId,
      reason: 'Falta revisar la receta',
      after: { status: 2 },
    });
    const trail = await t.app.inject({ method: 'POST', url: '/api/orders/pickList', payload: { ...as(centro), ORDER_ID: id } });
    // The pick list stays as packed: it can be sent again at once, and recalled again from then.
    expect(trail.json<{ READY: boolean }>().READY).toBe(true);
    expect((await call('orderDispatch', { ...as(centro), ORDER_ID: id })).status).toBe(200);
    expect((await call('orderRecall', { ...as(centro), ORDER_ID: id })).status).toBe(200);
  });

  it('refuses a recall after the window, nothing written', async () => {
    const id = await sentOrder();
    clock.advance(31 * MINUTE);
    expect(await call('orderRecall', { ...as(centro), ORDER_ID: id })).toEqual({
      status: 409,
      body: {
        ok: false,
        errors: `El pedido ${id} salió hace más de 30 minutos: ya no se puede regresar a «Surtiendo»`,
        CODE: 'RECALL_TOO_LATE',
      },
    });
    expect(await statusOf(id)).toBe(ORDER_STATUS.ON_THE_WAY);
    expect((await call('orderDetails', { ...as(centro), ORDER_ID: id })).body.orderDetails).toMatchObject({ RECALL_UNTIL: null });
    expect(await recallsOf(id)).toEqual([]);
  });

  it('refuses a recall of an order not «En camino», of another branch, or by a customer or support', async () => {
    const stocking = await placeOrder(t, [{ sku: GEL.sku, units: 1 }], centro);
    expect(await call('orderRecall', { ...as(centro), ORDER_ID: stocking })).toEqual({
      status: 409,
      body: {
        ok: false,
        errors: `El pedido ${stocking} está «Surtiendo»: solo se regresa a «Surtiendo» un pedido «En camino»`,
        CODE: 'RECALL_NOT_ON_THE_WAY',
      },
    });
    const id = await sentOrder();
    expect((await call('orderDelivered', { ...as(centro), ORDER_ID: id })).status).toBe(200);
    expect((await call('orderRecall', { ...as(centro), ORDER_ID: id })).body.errors).toBe(
      `El pedido ${id} está «Entregado»: solo se regresa a «Surtiendo» un pedido «En camino»`,
    );
    const other = await sentOrder();
    expect(await call('orderRecall', { ...as(zapopan), ORDER_ID: other })).toEqual({
      status: 404,
      body: { ok: false, errors: `no se encontraron registros para el folio: ${other}` },
    });
    const customer = await signedInCustomer(t.db);
    expect((await call('orderRecall', { token: customer.token, branchToken: centro.branchToken, ORDER_ID: other })).status).toBe(403);
    const support = await signedInCustomer(t.db);
    await t.db.insert(accountAccess).values({ accountId: support.accountId, access: 'CUSTOMER_SUPPORT' });
    expect((await call('orderRecall', { token: support.token, branchToken: centro.branchToken, ORDER_ID: other })).status).toBe(403);
    expect((await call('orderRecall', { token: customer.token, ORDER_ID: other })).status).toBe(400);
    expect(await statusOf(other)).toBe(ORDER_STATUS.ON_THE_WAY);
    expect(await recallsOf(other)).toEqual([]);
  });
});
