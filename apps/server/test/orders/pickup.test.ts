import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { ORDER_STATUS } from '@mostrador/shared/constants/order-status';
import { pickupQrText } from '@mostrador/shared/pickup/pickup-code';
import { auditLog, orders, orderStatusHistory, stock } from '../../src/db/schema/index';
import { ManualClock } from '../../src/lib/clock';
import { statusMessage } from '../../src/modules/push/push-messages';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { signedInCustomer } from '../helpers/customers';
import { packEveryLine } from '../helpers/pack-order';
import { as, callsOf, GEL, seedPicking, staffOf, type Staff } from '../helpers/picking';
import { engines } from '../helpers/test-database';

const MINUTE = 60_000;
const DAY = 86_400_000;

describe('the push of a ready or uncollected pickup order', () => {
  it('carries the branch and the code; an uncollected one says why it was cancelled', () => {
    const ready = statusMessage({ orderId: 9, customerId: 1, status: 7, pickup: { code: '012345', branchName: 'Centro' } });
    expect(ready.payload.body).toBe('Tu pedido con folio 9 está listo para recoger en Centro. Tu código: 012345');
    expect(ready.urgency).toBe('high');
    expect(statusMessage({ orderId: 9, customerId: 1, status: 6, uncollectedDays: 3 }).payload.body).toBe(
      'Tu pedido con folio 9 se canceló: no se recogió en 3 días',
    );
  });
});

describe.each(engines)('pickup at a branch, on %s', (engine) => {
  let t: TestApp;
  let call: ReturnType<typeof callsOf>;
  let centro: Staff;
  let zapopan: Staff;
  let sweep: () => Promise<number> = async () => 0;
  const clock = new ManualClock(Date.now());

  beforeAll(async () => {
    t = await buildTestApp({ engine, seed: seedPicking, clock, pickupSweep: { onTick: (run) => (sweep = run) } });
    call = callsOf(t);
    centro = await staffOf(t, 'GDL-CENTRO', 'centro@demo.mostrador.mx');
    zapopan = await staffOf(t, 'GDL-ZAPOPAN', 'zapopan@demo.mostrador.mx');
  });
  afterAll(() => t?.close());

  const row = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const units = async () =>
    (
      await t.db
        .select({ units: stock.units })
        .from(stock)
        .where(and(eq(stock.branch, 'GDL-CENTRO'), eq(stock.sku, GEL.sku)))
    )[0]?.units;

  /** A customer's gel order to collect at Centro; `ready` packs it and makes it «Listo para recoger». */
  async function pickupOrder(ready = true) {
    const c = await signedInCustomer(t.db);
    await call('shoppingCartUpdateProductUnits', { token: c.token, SKU: GEL.sku, UNITS: 2 });
    const finished = await call('shoppingCartFinish', {
      token: c.token,
      PHONE: c.phone,
      FULFILMENT: 'PICKUP',
      PICKUP_BRANCH: 'GDL-CENTRO',
    });
    expect(finished.status).toBe(200);
    const id = (finished.body.orderDetails as { ID: number }).ID;
    if (ready) {
      expect((await call('orderStartStocking', { ...as(centro), ORDER_ID: id })).status).toBe(200);
      await packEveryLine(t.app, as(centro), id);
      expect((await call('orderReadyForPickup', { ...as(centro), ORDER_ID: id })).status).toBe(200);
    }
    return { id, customer: c };
  }
  const codeOf = async (id: number, token: string) =>
    ((await call('orderDetails', { token, ORDER_ID: id })).body.orderDetails as { PICKUP_CODE?: string | null }).PICKUP_CODE;
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('checks out without an address, at the branch chosen, and its stock moves', async () => {
    const before = await units();
    const { id } = await pickupOrder(false);
    const order = await row(id);
    expect([order.fulfilment, order.address, order.branch]).toEqual(['pickup', null, 'GDL-CENTRO']);
    expect(await units()).toBe((before ?? 0) - 2);
  });

  it('refuses a pickup without a branch, an unknown branch, and a delivery without an address, writing nothing', async () => {
    const c = await signedInCustomer(t.db);
    await call('shoppingCartUpdateProductUnits', { token: c.token, SKU: GEL.sku, UNITS: 1 });
    const base = { token: c.token, PHONE: c.phone };
    const noBranch = await call('shoppingCartFinish', { ...base, FULFILMENT: 'PICKUP' });
    expect([noBranch.status, noBranch.body.errors]).toEqual([400, 'Elige la sucursal donde recoges tu pedido']);
    const unknown = await call('shoppingCartFinish', { ...base, FULFILMENT: 'PICKUP', PICKUP_BRANCH: 'NO-EXISTE' });
    expect([unknown.status, unknown.body.errors]).toEqual([400, 'La sucursal NO-EXISTE no existe o no está activa']);
    const noAddress = await call('shoppingCartFinish', base);
    expect([noAddress.status, noAddress.body.errors]).toEqual([400, 'Elige la dirección de entrega']);
    expect((await t.db.select().from(orders).where(eq(orders.accountId, c.accountId))).length).toBe(0);
  });

  it('never sends a pickup order on the way, nor makes a delivery ready at the counter; ready only when packed', async () => {
    const { id } = await pickupOrder(false);
    await call('orderStartStocking', { ...as(centro), ORDER_ID: id });
    const early = await call('orderReadyForPickup', { ...as(centro), ORDER_ID: id });
    expect([early.status, early.body.CODE]).toEqual([409, 'ORDER_NOT_PACKED']);
    // The pick list says how the order leaves, so its «listo» panel offers the counter, not «Enviar».
    expect((await call('pickList', { ...as(centro), ORDER_ID: id })).body.FULFILMENT).toBe('PICKUP');
    await packEveryLine(t.app, as(centro), id);
    const sent = await call('orderDispatch', { ...as(centro), ORDER_ID: id });
    expect([sent.status, sent.body.errors]).toEqual([409, `El pedido ${id} se recoge en sucursal: no sale «En camino»`]);

    const c = await signedInCustomer(t.db);
    await call('shoppingCartUpdateProductUnits', { token: c.token, SKU: GEL.sku, UNITS: 1 });
    const delivery = (await call('shoppingCartFinish', { token: c.token, PHONE: c.phone, ADDRESS_ID: c.addressIds[0] })).body
      .orderDetails as { ID: number; FULFILMENT: string };
    expect(delivery.FULFILMENT).toBe('DELIVERY');
    await call('orderStartStocking', { ...as(centro), ORDER_ID: delivery.ID });
    expect((await call('pickList', { ...as(centro), ORDER_ID: delivery.ID })).body.FULFILMENT).toBe('DELIVERY');
    await packEveryLine(t.app, as(centro), delivery.ID);
    const ready = await call('orderReadyForPickup', { ...as(centro), ORDER_ID: delivery.ID });
    expect([ready.status, ready.body.CODE]).toEqual([409, 'WRONG_FULFILMENT']);
  });

  it('gives the customer a 6-digit code that staff reading the order never get', async () => {
    const { id, customer } = await pickupOrder();
    expect(await codeOf(id, customer.token)).toMatch(/^\d{6}$/);
    const staffView = (await call('orderDetails', { ...as(centro), ORDER_ID: id })).body.orderDetails as Record<string, unknown>;
    expect(staffView.ID_STATUS).toBe(ORDER_STATUS.READY_FOR_PICKUP);
    expect(staffView.PICKUP_CODE).toBeUndefined();
    const stranger = await signedInCustomer(t.db);
    expect((await call('orderDetails', { token: stranger.token, ORDER_ID: id })).status).toBe(404);
  });

  it('refuses another branch, a wrong code and another order’s QR; then locks the code after five wrong tries', async () => {
    const { id, customer } = await pickupOrder();
    const code = (await codeOf(id, customer.token))!;
    expect((await call('orderPickup', { ...as(zapopan), ORDER_ID: id, CODE: code })).status).toBe(404);
    const other = await call('orderPickup', { ...as(centro), ORDER_ID: id, CODE: pickupQrText(id + 1, code) });
    expect([other.status, other.body.CODE]).toEqual([409, 'PICKUP_OTHER_ORDER']);
    expect((await call('orderPickup', { ...as(centro), ORDER_ID: id, CODE: '12ab' })).status).toBe(400);
    const first = await call('orderPickup', { ...as(centro), ORDER_ID: id, CODE: wrong(code) });
    expect([first.status, first.body.errors]).toEqual([409, 'El código de recogida no es correcto. Quedan 4 intentos.']);
    for (let i = 0; i < 3; i++) await call('orderPickup', { ...as(centro), ORDER_ID: id, CODE: wrong(code) });
    const fifth = await call('orderPickup', { ...as(centro), ORDER_ID: id, CODE: wrong(code) });
    expect([fifth.status, fifth.body.CODE]).toEqual([429, 'PICKUP_CODE_LOCKED']);
    // Locked: even the right code waits.
    expect((await call('orderPickup', { ...as(centro), ORDER_ID: id, CODE: code })).status).toBe(429);
    expect((await row(id)).status).toBe(ORDER_STATUS.READY_FOR_PICKUP);
    clock.advance(16 * MINUTE);
    expect((await call('orderPickup', { ...as(centro), ORDER_ID: id, CODE: pickupQrText(id, code) })).status).toBe(200);
  });

  it('hands over with the right code: «Entregado» with who did it, in the history and the audit trail', async () => {
    const { id, customer } = await pickupOrder();
    const code = (await codeOf(id, customer.token))!;
    const done = await call('orderPickup', { ...as(centro), ORDER_ID: id, CODE: code });
    expect(done.status).toBe(200);
    expect((done.body.orderDetails as { ID_STATUS: number }).ID_STATUS).toBe(ORDER_STATUS.DELIVERED);
    const history = await t.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, id))
      .orderBy(asc(orderStatusHistory.id));
    expect(history.at(-1)).toMatchObject({ fromStatus: 7, toStatus: 4, actorKind: 'branch', actorAccountId: centro.accountId });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'orders.picked_up'), eq(auditLog.targetOrderId, id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorAccountId).toBe(centro.accountId);
    expect((await row(id)).pickupCode).toBeNull();
  });

  it('lets one of two simultaneous hand-overs win', async () => {
    const { id, customer } = await pickupOrder();
    const code = (await codeOf(id, customer.token))!;
    const both = await Promise.all([
      call('orderPickup', { ...as(centro), ORDER_ID: id, CODE: code }),
      call('orderPickup', { ...as(centro), ORDER_ID: id, CODE: code }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)?.body.CODE).toBe('PICKUP_NOT_READY');
    expect(
      (await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id))).filter((h) => h.toStatus === 4),
    ).toHaveLength(1);
  });

  it('cancels what nobody collected after PICKUP_HOLD_DAYS, returning the stock', async () => {
    const { id } = await pickupOrder();
    const kept = (await pickupOrder()).id;
    const before = await units();
    clock.advance(3 * DAY - MINUTE);
    await t.db
      .update(orders)
      .set({ readyAt: new Date(clock.now().getTime() + 2 * MINUTE) })
      .where(eq(orders.id, kept));
    clock.advance(2 * MINUTE);
    // Every order of this file still waiting is swept; each had 2 gels.
    const cancelled = await sweep();
    expect(cancelled).toBeGreaterThanOrEqual(1);
    expect((await row(id)).status).toBe(ORDER_STATUS.CANCELLED_BY_BRANCH);
    expect((await row(kept)).status).toBe(ORDER_STATUS.READY_FOR_PICKUP);
    expect(await units()).toBe((before ?? 0) + 2 * cancelled);
    const last = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id)).orderBy(asc(orderStatusHistory.id));
    expect(last.at(-1)).toMatchObject({
      actorKind: 'system',
      notes: 'No se recogió en 3 días: se canceló y las piezas volvieron a la sucursal',
    });
  });
});
