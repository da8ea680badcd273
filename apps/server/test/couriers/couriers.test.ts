import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ORDER_STATUS } from '@mostrador/shared/constants/order-status';
import { todayInMexico } from '@mostrador/shared/format/date';
import { accounts, auditLog, deliveryAttempts, orders } from '../../src/db/schema/index';
import { createOrderEvents, type OrderEvent } from '../../src/modules/orders/order-events';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { signedInCustomer } from '../helpers/customers';
import { courierCalls, courierOf, packedOrder, type Courier } from '../helpers/couriers';
import { as, placeOrder, seedPicking, staffOf, type Staff } from '../helpers/picking';
import { engines } from '../helpers/test-database';

describe.each(engines)('couriers: who sees and takes what, on %s', (engine) => {
  let t: TestApp;
  let call: ReturnType<typeof courierCalls>;
  let centro: Staff;
  let zapopan: Staff;
  let ana: Courier;
  let beto: Courier;
  let lejos: Courier;
  const published: OrderEvent[] = [];
  const events = createOrderEvents();
  events.subscribe((e) => published.push(e));

  beforeAll(async () => {
    t = await buildTestApp({ engine, seed: seedPicking, orderEvents: events });
    call = courierCalls(t);
    centro = await staffOf(t, 'GDL-CENTRO', 'centro@demo.mostrador.mx');
    zapopan = await staffOf(t, 'GDL-ZAPOPAN', 'zapopan@demo.mostrador.mx');
    [ana, beto, lejos] = [await courierOf(t, 'GDL-CENTRO'), await courierOf(t, 'GDL-CENTRO'), await courierOf(t, 'GDL-ZAPOPAN')];
  });
  afterAll(() => t?.close());

  const ids = (list: unknown) => (list as { ID: number }[]).map((d) => d.ID);
  const courierOfOrder = async (id: number) => (await t.db.select({ c: orders.courierId }).from(orders).where(eq(orders.id, id)))[0]?.c;

  it('lists a packed order to its branch’s couriers only; one still being picked is not offered', async () => {
    const packed = await packedOrder(t, centro);
    const picking = await placeOrder(t, [{ sku: 'P-GEL', units: 1 }], centro);
    const mine = await call('myDeliveries', { token: ana.token });
    expect(mine.status).toBe(200);
    expect(mine.body.BRANCH).toBe('GDL-CENTRO');
    expect(ids(mine.body.AVAILABLE)).toContain(packed);
    expect(ids(mine.body.AVAILABLE)).not.toContain(picking);
    const far = await call('myDeliveries', { token: lejos.token });
    expect(ids(far.body.AVAILABLE)).not.toContain(packed);
    // Another branch's courier cannot take it: it reads as not found, and nothing changes.
    const refused = await call('take', { token: lejos.token, ORDER_ID: packed });
    expect(refused).toEqual({
      status: 404,
      body: { ok: false, errors: `No encontramos el pedido con folio ${packed} entre los pedidos de tu sucursal` },
    });
    expect(await courierOfOrder(packed)).toBeNull();
    // Nor one still being picked.
    expect((await call('take', { token: ana.token, ORDER_ID: picking })).body.errors).toBe(
      `El pedido ${picking} aún no está listo para repartir: la sucursal debe terminar de surtirlo`,
    );
  });

  it('refuses a customer, a courier without a branch, a disabled courier and a missing token', async () => {
    const customer = await signedInCustomer(t.db);
    expect((await call('myDeliveries', { token: customer.token })).status).toBe(403);
    const orphan = await courierOf(t, null);
    expect(await call('myDeliveries', { token: orphan.token })).toEqual({
      status: 403,
      body: { ok: false, errors: 'Tu cuenta de repartidor no tiene sucursal asignada; pide a administración que te la asigne' },
    });
    const gone = await courierOf(t, 'GDL-CENTRO');
    await t.db.update(accounts).set({ disabledAt: new Date() }).where(eq(accounts.id, gone.accountId));
    expect((await call('myDeliveries', { token: gone.token })).status).toBe(401);
    expect((await call('myDeliveries', {})).status).toBe(400);
    // Branch staff are not couriers, and couriers are not branch staff.
    expect((await call('myDeliveries', { token: centro.token })).status).toBe(403);
    expect((await call('branchCouriers', { token: ana.token })).status).toBe(400);
  });

  it('two couriers take the same order at once: one wins, the other is told who has it', async () => {
    const id = await packedOrder(t, centro);
    const answers = await Promise.all([
      call('take', { token: ana.token, ORDER_ID: id }),
      call('take', { token: beto.token, ORDER_ID: id }),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409]);
    const winner = answers[0]!.status === 200 ? ana : beto;
    const loser = answers.find((a) => a.status === 409)!;
    expect(loser.body.errors).toBe(`El pedido ${id} ya lo lleva Cliente`);
    expect(loser.body.CODE).toBe('ALREADY_TAKEN');
    expect(await courierOfOrder(id)).toBe(winner.accountId);
    // Taking it again is harmless for the winner; the other courier cannot send it.
    expect((await call('take', { token: winner.token, ORDER_ID: id })).status).toBe(200);
    const other = winner === ana ? beto : ana;
    expect((await call('depart', { token: other.token, ORDER_ID: id })).body.errors).toBe(`El pedido ${id} lo lleva otro repartidor`);
    const own = await call('myDeliveries', { token: winner.token });
    expect(ids(own.body.MINE)).toContain(id);
    expect(ids((await call('myDeliveries', { token: other.token })).body.MINE)).not.toContain(id);
    expect(published.some((e) => e.type === 'COURIER' && e.orderId === id && e.courierId === winner.accountId)).toBe(true);
  });

  it('branch staff assign to a courier of their branch only; another branch’s staff cannot', async () => {
    const id = await packedOrder(t, centro);
    const list = await call('branchCouriers', as(centro));
    expect((list.body.couriers as { ID: number }[]).map((c) => c.ID)).toEqual(expect.arrayContaining([ana.accountId, beto.accountId]));
    expect((list.body.couriers as { ID: number }[]).map((c) => c.ID)).not.toContain(lejos.accountId);
    expect((await call('assign', { ...as(centro), ORDER_ID: id, COURIER_ID: lejos.accountId })).status).toBe(409);
    expect((await call('assign', { ...as(zapopan), ORDER_ID: id, COURIER_ID: lejos.accountId })).status).toBe(404);
    const assigned = await call('assign', { ...as(centro), ORDER_ID: id, COURIER_ID: beto.accountId });
    expect(assigned.status).toBe(200);
    expect(await courierOfOrder(id)).toBe(beto.accountId);
    const customerEvent = published.find((e) => e.type === 'COURIER' && e.orderId === id);
    expect(customerEvent).toMatchObject({ courierFirstName: 'Cliente', branch: 'GDL-CENTRO' });
    // Reassigned by staff, and released.
    expect((await call('assign', { ...as(centro), ORDER_ID: id, COURIER_ID: ana.accountId })).status).toBe(200);
    expect((await call('assign', { ...as(centro), ORDER_ID: id, COURIER_ID: null })).status).toBe(200);
    expect(await courierOfOrder(id)).toBeNull();
  });

  it('«No entregado» returns the order to the branch as «Surtiendo», free for another try, the reason kept', async () => {
    const id = await packedOrder(t, centro);
    expect((await call('take', { token: ana.token, ORDER_ID: id })).status).toBe(200);
    expect((await call('depart', { token: ana.token, ORDER_ID: id })).body.ID_STATUS).toBe(ORDER_STATUS.ON_THE_WAY);
    expect((await call('undelivered', { token: ana.token, ORDER_ID: id, REASON: '  ' })).body.errors).toBe(
      'Escribe por qué no se entregó el pedido',
    );
    expect((await call('undelivered', { token: beto.token, ORDER_ID: id, REASON: 'No había nadie' })).status).toBe(403);
    const back = await call('undelivered', { token: ana.token, ORDER_ID: id, REASON: 'No había nadie' });
    expect(back.status).toBe(200);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect([row?.status, row?.courierId]).toEqual([ORDER_STATUS.STOCKING, null]);
    const attempts = await t.db.select().from(deliveryAttempts).where(eq(deliveryAttempts.orderId, id));
    expect(attempts.map((a) => [a.outcome, a.reason, a.courierId])).toEqual([['not_delivered', 'No había nadie', ana.accountId]]);
    // Still packed: offered again at once.
    expect(ids((await call('myDeliveries', { token: beto.token })).body.AVAILABLE)).toContain(id);
  });

  it('the end of day needs a branch token of that branch; the hand-over is confirmed once and audited', async () => {
    const day = todayInMexico();
    expect((await call('day', { token: ana.token, DAY: day })).status).toBe(400);
    const summary = await call('day', { ...as(centro), DAY: day });
    expect(summary.status).toBe(200);
    const anaRow = (summary.body.couriers as { COURIER_ID: number; NOT_DELIVERED: number }[]).find((c) => c.COURIER_ID === ana.accountId);
    expect(anaRow?.NOT_DELIVERED).toBe(1);
    const confirm = { ...as(centro), DAY: day, COURIER_ID: ana.accountId, CASH_HANDED_IN: 10, NOTES: 'Sobró un billete' };
    const done = await call('confirmHandover', confirm);
    expect(done.status).toBe(200);
    const row = (done.body.couriers as { COURIER_ID: number; DIFFERENCE: number; CASH_HANDED_IN: number }[]).find(
      (c) => c.COURIER_ID === ana.accountId,
    );
    expect([row?.CASH_HANDED_IN, row?.DIFFERENCE]).toEqual([10, 10]);
    expect((await call('confirmHandover', confirm)).status).toBe(409);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'couriers.handover'), eq(auditLog.targetAccountId, ana.accountId)));
    expect(audit).toHaveLength(1);
    // Another branch's staff see no row for her, and cannot confirm it.
    expect((await call('confirmHandover', { ...confirm, ...as(zapopan) })).status).toBe(404);
  });
});
