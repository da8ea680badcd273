import { eq } from 'drizzle-orm';
import { accounts, courierBranches, courierHandovers, deliveryAttempts, orders, orderStatusHistory } from '../../src/db/schema/index';
import type { TestApp } from '../helpers/build-test-app';
import { personWith } from '../helpers/back-office';
import { GEL, SOAP } from '../helpers/picking';
import { at, DAY, DAY2, move, order } from './fixture';

/** A courier of a branch, named as people management shows them. */
async function courier(t: TestApp, name: string, branch: string): Promise<number> {
  const person = await personWith(t.db, ['COURIER']);
  await t.db.update(accounts).set({ name }).where(eq(accounts.id, person.accountId));
  await t.db.insert(courierBranches).values({ accountId: person.accountId, branch });
  return person.accountId;
}

type Attempt = { orderId: number; courierId: number; outcome: 'delivered' | 'not_delivered'; at: Date; cash: string; reason?: string };
const attempt = (t: TestApp, a: Attempt) =>
  t.db.insert(deliveryAttempts).values({
    orderId: a.orderId,
    branch: 'GDL-CENTRO',
    courierId: a.courierId,
    outcome: a.outcome,
    receiverName: a.outcome === 'delivered' ? 'Quien recibe' : '',
    reason: a.reason ?? '',
    cashExpected: a.cash,
    cashCollected: a.cash,
    at: a.at,
  });

/**
 * The couriers and pickup orders on top of fixture.ts's four orders; figures worked out by hand in
 * reports.test.ts. Nothing here changes DAY's order figures (attempts and hand-overs are not order facts).
 * - Ana (Centro) delivered O1 (cash 79.80; «En camino» 10:16 → 10:46: 30 min) and O2 (card; 10:45 → 11:05: 20 min).
 *   The branch confirmed her DAY hand-over: 70.00 handed in for 79.80 expected (−9.80).
 * - Beto (Centro), DAY2: O5 (gel, cash 39.90) sent 09:10, «No entregado» 09:40 (back to «Surtiendo»), sent again
 *   11:00, delivered 11:18 (18 min from its last departure). No hand-over yet: one day pending.
 * - P1, pickup at Centro on DAY2, ready 12:20, cancelled by the real uncollected sweep (PICKUP_HOLD_DAYS).
 * - P2, pickup at Zapopan on DAY2, ready 13:15 and still waiting at the counter (past the hold now).
 */
export async function buildDeliveryFixture(t: TestApp, ids: { o1: number; o2: number }, sweep: () => Promise<number>) {
  const ana = await courier(t, 'Ana Repartidora', 'GDL-CENTRO');
  const beto = await courier(t, 'Beto Ruiz', 'GDL-CENTRO');
  await attempt(t, { orderId: ids.o1, courierId: ana, outcome: 'delivered', at: at('10:46'), cash: '79.80' });
  await attempt(t, { orderId: ids.o2, courierId: ana, outcome: 'delivered', at: at('11:05'), cash: '0.00' });
  await t.db.insert(courierHandovers).values({
    branch: 'GDL-CENTRO',
    courierId: ana,
    day: DAY,
    delivered: 2,
    cashExpected: '79.80',
    cashHandedIn: '70.00',
  });

  const o5 = await order(t, '44100', [[GEL.sku, 1]], 'EFECTIVO', '09:00', DAY2);
  await move(
    t.db,
    o5.id,
    [
      [1, 2, '09:03', 'branch'],
      [2, 3, '09:10', 'branch'],
      [3, 2, '09:40', 'branch', 'No entregado: No había nadie'],
    ],
    DAY2,
  );
  const away = 'No había nadie';
  await attempt(t, { orderId: o5.id, courierId: beto, outcome: 'not_delivered', at: at('09:40', DAY2), cash: '0.00', reason: away });
  await move(
    t.db,
    o5.id,
    [
      [2, 3, '11:00', 'branch'],
      [3, 4, '11:18', 'branch'],
    ],
    DAY2,
  );
  await attempt(t, { orderId: o5.id, courierId: beto, outcome: 'delivered', at: at('11:18', DAY2), cash: '39.90' });

  const p1 = await readyForPickup(t, 'GDL-CENTRO', [GEL.sku, 1], ['12:00', '12:05', '12:20']);
  const cancelled = await sweep();
  const p2 = await readyForPickup(t, 'GDL-ZAPOPAN', [SOAP.sku, 2], ['13:00', '13:02', '13:15']);
  return { ana, beto, o5: o5.id, p1, p2, cancelled };
}

/** A pickup order placed, picked and «Listo para recoger» on DAY2 at the given times. */
async function readyForPickup(t: TestApp, branch: string, line: [string, number], [created, picking, ready]: string[]) {
  const p = await order(t, { pickup: branch }, [line], 'TARJETA', created!, DAY2);
  await move(
    t.db,
    p.id,
    [
      [1, 2, picking!, 'branch'],
      [2, 7, ready!, 'branch'],
    ],
    DAY2,
  );
  await t.db
    .update(orders)
    .set({ readyAt: at(ready!, DAY2) })
    .where(eq(orders.id, p.id));
  return p.id;
}

/** The sweep's history row as it wrote it (actor and from status), for the test to check. */
export const lastStep = async (t: TestApp, orderId: number) =>
  (await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId))).sort((a, b) => b.id - a.id)[0];
