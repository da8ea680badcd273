import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, and } from 'drizzle-orm';
import { orders, orderStatusHistory } from '../../src/db/schema/index';
import { ManualClock } from '../../src/lib/clock';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { packEveryLine } from '../helpers/pack-order';
import { as, callsOf, GEL, placeOrder, seedPicking, staffOf, type Staff } from '../helpers/picking';
import { signedInCustomer } from '../helpers/customers';
import { engines } from '../helpers/test-database';

const MINUTE = 60_000;
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The tracker's estimate (decision 077) against a hand-built fixture: past orders of the branch with known times, so
 * the median and 80th percentile are known by hand.
 */
describe.each(engines)('the tracker’s estimate, on %s', (engine) => {
  let t: TestApp;
  let call: ReturnType<typeof callsOf>;
  let centro: Staff;
  const clock = new ManualClock(Date.now());
  const NOW = clock.now().getTime();

  beforeAll(async () => {
    t = await buildTestApp({ engine, seed: seedPicking, clock });
    call = callsOf(t);
    centro = await staffOf(t, 'GDL-CENTRO', 'centro@demo.mostrador.mx');
  });
  afterAll(() => t?.close());

  /** A customer's order with the customer's token, created `minutesAgo` before the test's clock. */
  async function ownOrder(minutesAgo: number, fulfilment: 'DELIVERY' | 'PICKUP' = 'DELIVERY') {
    const c = await signedInCustomer(t.db);
    await call('shoppingCartUpdateProductUnits', { token: c.token, SKU: GEL.sku, UNITS: 1 });
    const where = fulfilment === 'PICKUP' ? { FULFILMENT: 'PICKUP', PICKUP_BRANCH: 'GDL-CENTRO' } : { ADDRESS_ID: c.addressIds[0] };
    const finished = await call('shoppingCartFinish', { token: c.token, PHONE: c.phone, ...where });
    const id = (finished.body.orderDetails as { ID: number }).ID;
    await t.db
      .update(orders)
      .set({ createdAt: new Date(NOW - minutesAgo * MINUTE) })
      .where(eq(orders.id, id));
    return { id, token: c.token };
  }
  const trackerOf = async (id: number, token: string) =>
    (await call('orderDetails', { token, ORDER_ID: id })).body.orderDetails as { TRACKER: Record<string, unknown> };

  /** A past order of the branch: created, sent after `total - ride` minutes, delivered after `total`, `daysAgo` ago. */
  async function pastDelivery(total: number, ride: number, daysAgo = 2, branch = 'GDL-CENTRO') {
    const id = await placeOrder(t, [{ sku: GEL.sku, units: 1 }]);
    const delivered = NOW - daysAgo * DAY;
    const created = delivered - total * MINUTE;
    await t.db
      .update(orders)
      .set({ status: 4, branch, createdAt: new Date(created) })
      .where(eq(orders.id, id));
    await t.db.insert(orderStatusHistory).values([
      { orderId: id, fromStatus: 2, toStatus: 3, actorKind: 'branch', at: new Date(delivered - ride * MINUTE) },
      { orderId: id, fromStatus: 3, toStatus: 4, actorKind: 'branch', at: new Date(delivered) },
    ]);
  }
  /** A past pickup of the branch made ready `ready` minutes after it was placed. */
  async function pastPickup(ready: number) {
    const id = await placeOrder(t, [{ sku: GEL.sku, units: 1 }]);
    const readyAt = NOW - DAY;
    await t.db
      .update(orders)
      .set({ status: 4, fulfilment: 'pickup', address: null, createdAt: new Date(readyAt - ready * MINUTE) })
      .where(eq(orders.id, id));
    await t.db.insert(orderStatusHistory).values([
      { orderId: id, fromStatus: 2, toStatus: 7, actorKind: 'branch', at: new Date(readyAt) },
      { orderId: id, fromStatus: 7, toStatus: 4, actorKind: 'branch', at: new Date(readyAt + 5 * MINUTE) },
    ]);
  }

  it('uses the settings’ defaults while the branch has fewer than 5 recent orders', async () => {
    for (const minutes of [30, 40, 50, 60]) await pastDelivery(minutes, 10);
    const { id, token } = await ownOrder(10);
    expect((await trackerOf(id, token)).TRACKER).toEqual({
      FULFILMENT: 'DELIVERY',
      STAGE: 'RECEIVED',
      COURIER_FIRST_NAME: null,
      ESTIMATE: { KIND: 'ARRIVAL', FROM: iso(NOW - 10 * MINUTE + 45 * MINUTE), TO: iso(NOW - 10 * MINUTE + 60 * MINUTE) },
      SHARED_UNTIL: null,
    });
    const pickup = await ownOrder(10, 'PICKUP');
    expect((await trackerOf(pickup.id, pickup.token)).TRACKER.ESTIMATE).toEqual({
      KIND: 'READY',
      FROM: iso(NOW + 20 * MINUTE),
      TO: iso(NOW + 30 * MINUTE),
    });
  });

  it('reads the median and the 80th percentile of the last 14 days, per stage', async () => {
    // With the four above: 30, 40, 50, 60, 70, 90 min → median 55, p80 70; rides 10 ×4, 30, 40 → median 10, p80 30.
    await pastDelivery(70, 30);
    await pastDelivery(90, 40);
    // Not counted: older than 14 days, another branch's, and a pickup's hand-over.
    await pastDelivery(500, 300, 15);
    await pastDelivery(400, 300, 1, 'GDL-ZAPOPAN');
    for (const minutes of [10, 20, 30, 40, 60]) await pastPickup(minutes);

    const { id, token } = await ownOrder(10);
    expect((await trackerOf(id, token)).TRACKER.ESTIMATE).toEqual({
      KIND: 'ARRIVAL',
      FROM: iso(NOW - 10 * MINUTE + 55 * MINUTE),
      TO: iso(NOW - 10 * MINUTE + 70 * MINUTE),
    });
    // Pickups: 10, 20, 30, 40, 60 → median 30, p80 44.
    const pickup = await ownOrder(10, 'PICKUP');
    expect((await trackerOf(pickup.id, pickup.token)).TRACKER.ESTIMATE).toEqual({
      KIND: 'READY',
      FROM: iso(NOW + 20 * MINUTE),
      TO: iso(NOW + 34 * MINUTE),
    });

    // On the way, the estimate counts from the departure: median 10, p80 30 of the rides.
    expect((await call('orderStartStocking', { ...as(centro), ORDER_ID: id })).status).toBe(200);
    await packEveryLine(t.app, as(centro), id);
    expect((await trackerOf(id, token)).TRACKER.STAGE).toBe('READY');
    expect((await call('orderDispatch', { ...as(centro), ORDER_ID: id })).status).toBe(200);
    const [sent] = await t.db
      .select({ at: orderStatusHistory.at })
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, id), eq(orderStatusHistory.toStatus, 3)))
      .orderBy(desc(orderStatusHistory.at));
    clock.advance(sent!.at.getTime() - clock.now().getTime());
    const onTheWay = (await trackerOf(id, token)).TRACKER;
    expect(onTheWay.STAGE).toBe('ON_THE_WAY');
    expect(onTheWay.ESTIMATE).toEqual({
      KIND: 'ARRIVAL',
      FROM: iso(sent!.at.getTime() + 10 * MINUTE),
      TO: iso(sent!.at.getTime() + 30 * MINUTE),
    });

    // Late: a window already begun starts now and keeps its width (20 min).
    clock.advance(25 * MINUTE);
    const late = clock.now().getTime();
    expect((await trackerOf(id, token)).TRACKER.ESTIMATE).toEqual({ KIND: 'ARRIVAL', FROM: iso(late), TO: iso(late + 20 * MINUTE) });

    // None once delivered.
    expect((await call('orderDelivered', { ...as(centro), ORDER_ID: id })).status).toBe(200);
    expect((await trackerOf(id, token)).TRACKER).toMatchObject({ STAGE: 'DELIVERED', ESTIMATE: null });
  });
});
