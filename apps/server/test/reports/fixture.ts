import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { orderStatusHistory, orders, orderSubstitutions, pickingEvents } from '../../src/db/schema/index';
import type { TestApp } from '../helpers/build-test-app';
import { setStock, signedInCustomer } from '../helpers/customers';
import { AMOX, GEL, seedPicking, SOAP } from '../helpers/picking';

/** The fixture's day: a Tuesday. Times below are Mexico City's (UTC−6, no daylight saving). */
export const DAY = '2026-03-10';
/** The second day (a Wednesday) of the couriers' and pickup figures (fixture-delivery.ts). */
export const DAY2 = '2026-03-11';
export const at = (hhmm: string, day = DAY) => new Date(`${day}T${hhmm}:00-06:00`);

export async function seedReports(db: Database): Promise<void> {
  await seedPicking(db);
  await setStock(db, 'GDL-ZAPOPAN', SOAP.sku, 50);
}

/**
 * A real checkout (prices, totals, items), then the order moved to its hand-set creation time.
 * `where` is the customer's postal code (delivery) or `{ pickup: branch }`.
 */
export async function order(
  t: TestApp,
  where: string | { pickup: string },
  lines: [string, number][],
  payment: 'EFECTIVO' | 'TARJETA',
  created: string,
  day = DAY,
) {
  const c = await signedInCustomer(t.db, typeof where === 'string' ? [where] : []);
  const post = (action: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/orders/${action}`, payload });
  for (const [sku, units] of lines) await post('shoppingCartUpdateProductUnits', { token: c.token, SKU: sku, UNITS: units });
  const fulfilment = typeof where === 'string' ? { ADDRESS_ID: c.addressIds[0] } : { FULFILMENT: 'PICKUP', PICKUP_BRANCH: where.pickup };
  const res = await post('shoppingCartFinish', { token: c.token, PHONE: c.phone, PAYMENT: payment, ...fulfilment });
  const id = res.json<{ orderDetails: { ID: number } }>().orderDetails.ID;
  await t.db
    .update(orders)
    .set({ createdAt: at(created, day) })
    .where(eq(orders.id, id));
  await t.db
    .update(orderStatusHistory)
    .set({ at: at(created, day) })
    .where(eq(orderStatusHistory.orderId, id));
  return { id, customer: c.accountId };
}

export type Step = [from: number, to: number, hhmm: string, actor: string, notes?: string];

/** Status changes as the branch, customer or courier made them, at hand-set times. */
export async function move(db: Database, orderId: number, steps: Step[], day = DAY) {
  for (const [fromStatus, toStatus, hhmm, actorKind, notes] of steps) {
    await db.insert(orderStatusHistory).values({ orderId, fromStatus, toStatus, actorKind, notes: notes ?? '', at: at(hhmm, day) });
    await db.update(orders).set({ status: toStatus }).where(eq(orders.id, orderId));
  }
}

type Event = [kind: 'scan' | 'refused' | 'confirmed_without_scan' | 'unavailable', sku: string, units: number];
const events = (db: Database, orderId: number, branch: string, list: Event[]) =>
  db
    .insert(pickingEvents)
    .values(list.map(([kind, sku, units]) => ({ orderId, branch, kind, sku, units, code: kind === 'scan' ? 'x' : '' })));

/**
 * Four orders on DAY, figures worked out by hand in reports.test.ts:
 * - O1 Centro 10:00, 2 gel (79.80), cash: Surtiendo 10:04, En camino 10:16, Entregado 10:46; two scans, one refused.
 * - O2 Centro 10:30, amoxicilina + gel (159.90), card: 10:37, 10:45, 11:05; amoxicilina by hand, gel missing,
 *   a substitute offered and accepted.
 * - O3 Centro 18:00, 1 gel (39.90), cash: cancelled by the customer at 18:12, «Ya no lo necesito».
 * - O4 Zapopan 12:00, 4 soaps (100.00), cash: Surtiendo 12:11, cancelled by the branch at 12:20, «Sin existencias».
 */
export async function buildFixture(t: TestApp) {
  const o1 = await order(t, '44100', [[GEL.sku, 2]], 'EFECTIVO', '10:00');
  await move(t.db, o1.id, [
    [1, 2, '10:04', 'branch'],
    [2, 3, '10:16', 'branch'],
    [3, 4, '10:46', 'branch'],
  ]);
  await events(t.db, o1.id, 'GDL-CENTRO', [
    ['scan', GEL.sku, 1],
    ['refused', GEL.sku, 0],
    ['scan', GEL.sku, 1],
  ]);
  const o2 = await order(
    t,
    '44100',
    [
      [AMOX.sku, 1],
      [GEL.sku, 1],
    ],
    'TARJETA',
    '10:30',
  );
  await events(t.db, o2.id, 'GDL-CENTRO', [
    ['confirmed_without_scan', AMOX.sku, 1],
    ['unavailable', GEL.sku, 1],
  ]);
  const [gelLine] = await t.db
    .execute(sql`select position from order_items where order_id = ${o2.id} and sku = ${GEL.sku}`)
    .then((r) => (r as unknown as { rows: { position: number }[] }).rows);
  await t.db.insert(orderSubstitutions).values({
    orderId: o2.id,
    position: gelLine!.position,
    originalSku: GEL.sku,
    originalName: GEL.name,
    originalUnits: 1,
    originalTotal: '39.90',
    substituteSku: SOAP.sku,
    substituteName: SOAP.name,
    substitutePresentation: '',
    substituteImage: '',
    units: 1,
    price: '25.00',
    difference: '-14.90',
    offeredAt: at('10:40'),
    expiresAt: at('10:50'),
  });
  await t.db
    .update(orderSubstitutions)
    .set({ status: 'accepted', answeredAt: at('10:42') })
    .where(eq(orderSubstitutions.orderId, o2.id));
  await move(t.db, o2.id, [
    [1, 2, '10:37', 'branch'],
    [2, 3, '10:45', 'branch'],
    [3, 4, '11:05', 'branch'],
  ]);
  const o3 = await order(t, '44100', [[GEL.sku, 1]], 'EFECTIVO', '18:00');
  await move(t.db, o3.id, [[1, 5, '18:12', 'customer', 'Ya no lo necesito']]);
  const o4 = await order(t, '45010', [[SOAP.sku, 4]], 'EFECTIVO', '12:00');
  await move(t.db, o4.id, [
    [1, 2, '12:11', 'branch'],
    [2, 6, '12:20', 'branch', 'Sin existencias'],
  ]);
  return { o1: o1.id, o2: o2.id, o3: o3.id, o4: o4.id };
}
