import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { auditLog, orderItems, orders } from '../../src/db/schema/index';
import { createOrderEvents, type OrderEvent } from '../../src/modules/orders/index';
import { call, personWith } from '../helpers/back-office';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { orderRow, pharmacyOrder, stockOf } from '../helpers/pharmacy';
import { callsOf, placeOrder } from '../helpers/picking';
import { AMOXI, GEL, NAPROX, seedPharmacy } from './setup';

describe('pharmacist’s check: approve and reject (issue 34, decision 071)', () => {
  let t: TestApp;
  const events: OrderEvent[] = [];
  let pharmacist: Awaited<ReturnType<typeof personWith>>;

  beforeAll(async () => {
    const orderEvents = createOrderEvents();
    orderEvents.subscribe((e) => void events.push(e));
    t = await buildTestApp({ seed: seedPharmacy, orderEvents });
    pharmacist = await personWith(t.db, ['PHARMACIST']);
  });
  afterAll(() => t.close());

  const auditOf = (orderId: number) =>
    t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.targetOrderId, orderId), inArray(auditLog.action, ['orders.pharmacist_approved', 'orders.pharmacist_rejected'])),
      );
  const detailsOf = async (token: string, orderId: number) =>
    (await callsOf(t)('orderDetails', { token, ORDER_ID: orderId })).body.orderDetails as Record<string, unknown>;

  it('checkout leaves an order with prescription lines pending and one without them unchecked', async () => {
    const rx = await pharmacyOrder(t, [{ sku: NAPROX.sku, units: 1 }]);
    expect((await orderRow(t, rx.orderId)).pharmacistCheck).toBe('pending');
    expect(await detailsOf(rx.customer.token, rx.orderId)).toMatchObject({ PHARMACIST_CHECK: 'pending', PHARMACIST_REASON: null });
  });

  it('approves once, with its audit row and the live event; a second decision is refused', async () => {
    const { orderId, customer } = await pharmacyOrder(t, [{ sku: AMOXI.sku, units: 1 }]);
    const res = await call(t.app, '/pharmacy/approve', pharmacist.token, { ORDER_ID: orderId });
    expect(res.statusCode).toBe(200);
    const row = await orderRow(t, orderId);
    expect(row).toMatchObject({ pharmacistCheck: 'approved', pharmacistCheckedBy: pharmacist.accountId, pharmacistReason: null });
    expect(row.pharmacistCheckedAt).toBeInstanceOf(Date);
    const audit = await auditOf(orderId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'orders.pharmacist_approved',
      actorAccountId: pharmacist.accountId,
      targetAccountId: customer.accountId,
    });
    expect(events.filter((e) => e.type === 'PHARMACIST_CHECK' && e.orderId === orderId)).toEqual([
      {
        type: 'PHARMACIST_CHECK',
        branch: 'GDL-CENTRO',
        customerId: customer.accountId,
        orderId,
        check: 'approved',
        reason: null,
        status: 1,
      },
    ]);
    const again = await call(t.app, '/pharmacy/reject', pharmacist.token, { ORDER_ID: orderId, REASON: 'Tarde', ACTION: 'CANCEL_ORDER' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ ok: false, errors: `Otra persona ya revisó la receta del pedido ${orderId}: aprobada` });
    expect((await orderRow(t, orderId)).status).toBe(1);
  });

  it('two pharmacists at once: one decides, the other is told, one audit row', async () => {
    const other = await personWith(t.db, ['PHARMACIST']);
    for (const cancel of [false, true]) {
      const { orderId } = await pharmacyOrder(t, [
        { sku: AMOXI.sku, units: 1 },
        { sku: GEL.sku, units: 1 },
      ]);
      const [a, b] = await Promise.all([
        call(t.app, '/pharmacy/approve', pharmacist.token, { ORDER_ID: orderId }),
        call(t.app, '/pharmacy/reject', other.token, {
          ORDER_ID: orderId,
          REASON: 'Receta ilegible',
          ACTION: cancel ? 'CANCEL_ORDER' : 'REMOVE_LINES',
        }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const loser = a.statusCode === 409 ? a : b;
      expect(loser.json<{ errors: string }>().errors).toMatch(
        new RegExp(`^Otra persona ya revisó la receta del pedido ${orderId}: (aprobada|rechazada)$`),
      );
      expect(await auditOf(orderId)).toHaveLength(1);
      const row = await orderRow(t, orderId);
      expect(row.pharmacistCheck).toBe(a.statusCode === 200 ? 'approved' : 'rejected');
    }
  });

  it('reject removing the prescription lines: totals recomputed, their units back in stock, the customer reads why', async () => {
    const amoxiBefore = await stockOf(t, 'GDL-CENTRO', AMOXI.sku);
    const gelBefore = await stockOf(t, 'GDL-CENTRO', GEL.sku);
    const naproxBefore = await stockOf(t, 'GDL-CENTRO', NAPROX.sku);
    const { orderId, customer } = await pharmacyOrder(t, [
      { sku: AMOXI.sku, units: 2 },
      { sku: NAPROX.sku, units: 1 },
      { sku: GEL.sku, units: 3 },
    ]);
    expect(await stockOf(t, 'GDL-CENTRO', AMOXI.sku)).toBe(amoxiBefore - 2);
    const res = await call(t.app, '/pharmacy/reject', pharmacist.token, {
      ORDER_ID: orderId,
      REASON: '  La receta no trae la firma del médico  ',
      ACTION: 'REMOVE_LINES',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      RESPONSE: `Receta del pedido ${orderId} rechazada: se quitaron 2 producto(s) con receta`,
      ID_STATUS: 1,
    });
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(items.map((i) => [i.sku, i.units])).toEqual([[GEL.sku, 3]]);
    const row = await orderRow(t, orderId);
    expect(row).toMatchObject({ units: 3, subtotal: '119.70', discount: '0.00', total: '119.70', pharmacistCheck: 'rejected' });
    expect(row.pharmacistReason).toBe('La receta no trae la firma del médico');
    expect(await stockOf(t, 'GDL-CENTRO', AMOXI.sku)).toBe(amoxiBefore);
    expect(await stockOf(t, 'GDL-CENTRO', NAPROX.sku)).toBe(naproxBefore);
    expect(await stockOf(t, 'GDL-CENTRO', GEL.sku)).toBe(gelBefore - 3);
    expect(await detailsOf(customer.token, orderId)).toMatchObject({
      PHARMACIST_CHECK: 'rejected',
      PHARMACIST_REASON: 'La receta no trae la firma del médico',
      TOTAL: 119.7,
    });
    const [audit] = await auditOf(orderId);
    expect(audit).toMatchObject({ action: 'orders.pharmacist_rejected', reason: 'La receta no trae la firma del médico' });
    expect(events.find((e) => e.type === 'PHARMACIST_CHECK' && e.orderId === orderId)).toMatchObject({
      check: 'rejected',
      reason: 'La receta no trae la firma del médico',
    });
  });

  it('reject cancelling: the order is cancelled with its history, every unit back; all-prescription orders can only be cancelled', async () => {
    const before = await stockOf(t, 'GDL-CENTRO', AMOXI.sku);
    const { orderId, customer } = await pharmacyOrder(t, [{ sku: AMOXI.sku, units: 4 }]);
    const remove = await call(t.app, '/pharmacy/reject', pharmacist.token, {
      ORDER_ID: orderId,
      REASON: 'Vencida',
      ACTION: 'REMOVE_LINES',
    });
    expect(remove.statusCode).toBe(409);
    expect(remove.json()).toMatchObject({
      ok: false,
      errors: `Todos los productos del pedido ${orderId} llevan receta: al rechazarla solo puedes cancelar el pedido`,
    });
    expect((await orderRow(t, orderId)).pharmacistCheck).toBe('pending');
    const res = await call(t.app, '/pharmacy/reject', pharmacist.token, { ORDER_ID: orderId, REASON: 'Vencida', ACTION: 'CANCEL_ORDER' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ PHARMACIST_CHECK: 'rejected', ID_STATUS: 6 });
    expect(await orderRow(t, orderId)).toMatchObject({ status: 6, pharmacistCheck: 'rejected', pharmacistReason: 'Vencida' });
    expect(await stockOf(t, 'GDL-CENTRO', AMOXI.sku)).toBe(before);
    const details = await detailsOf(customer.token, orderId);
    expect((details.HISTORY as { TO: number; BY: string; NOTES: string }[]).at(-1)).toMatchObject({ TO: 6, NOTES: 'Vencida' });
    // The customer reads who decided by role, not by name.
    expect((details.HISTORY as { BY: string }[]).at(-1)!.BY).toBe('Farmacéutico');
    const types = events.filter((e) => 'customerId' in e && (e.type === 'ORDER_STATUS' || e.type === 'PHARMACIST_CHECK'));
    expect(
      types
        .filter((e) => (e.type === 'ORDER_STATUS' ? e.orderDetails.ID : (e as { orderId: number }).orderId) === orderId)
        .map((e) => e.type),
    ).toEqual(['ORDER_STATUS', 'PHARMACIST_CHECK']);
  });

  it('refuses an order already on its way, cancelled, or needing no check', async () => {
    const sent = await pharmacyOrder(t, [{ sku: AMOXI.sku, units: 1 }]);
    await t.db.update(orders).set({ status: 3 }).where(eq(orders.id, sent.orderId));
    const late = await call(t.app, '/pharmacy/approve', pharmacist.token, { ORDER_ID: sent.orderId });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      ok: false,
      errors: `El pedido ${sent.orderId} está «En camino»: ya no se puede revisar su receta`,
    });
    const cancelled = await pharmacyOrder(t, [{ sku: AMOXI.sku, units: 1 }]);
    expect((await callsOf(t)('orderCancelByCustomer', { token: cancelled.customer.token, ORDER_ID: cancelled.orderId })).status).toBe(200);
    expect((await call(t.app, '/pharmacy/approve', pharmacist.token, { ORDER_ID: cancelled.orderId })).statusCode).toBe(409);
    const queue = await call(t.app, '/pharmacy/queue', pharmacist.token, {});
    const ids = queue.json<{ orders: { ID: number }[] }>().orders.map((o) => o.ID);
    expect(ids).not.toContain(sent.orderId);
    expect(ids).not.toContain(cancelled.orderId);
    const plain = await placeOrder(t, [{ sku: GEL.sku, units: 1 }]);
    expect((await orderRow(t, plain)).pharmacistCheck).toBeNull();
    const none = await call(t.app, '/pharmacy/approve', pharmacist.token, { ORDER_ID: plain });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ ok: false, errors: `El pedido ${plain} no espera revisión de receta` });
  });
});
