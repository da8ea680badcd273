import { and, eq } from 'drizzle-orm';
import { orders, stock } from '../../src/db/schema/index';
import type { TestApp } from './build-test-app';
import { signedInCustomer } from './customers';
import { as, callsOf, type Staff } from './picking';
import { prescriptionFor } from './prescriptions';

/**
 * A customer's order at GDL-CENTRO through the real checkout, with a prescription photo; checkout
 * sets its pharmacist check to pending when a line needs one. With `pending`, the check is set
 * straight in the database (an order without prescription lines, for tests of the gate alone).
 */
export async function pharmacyOrder(t: TestApp, lines: { sku: string; units: number }[], opts: { staff?: Staff } = {}) {
  const call = callsOf(t);
  const customer = await signedInCustomer(t.db);
  for (const l of lines) await call('shoppingCartUpdateProductUnits', { token: customer.token, SKU: l.sku, UNITS: l.units });
  const PRESCRIPTION = await prescriptionFor(t.app, customer.token);
  const res = await call('shoppingCartFinish', {
    token: customer.token,
    PHONE: customer.phone,
    ADDRESS_ID: customer.addressIds[0],
    PRESCRIPTION,
  });
  const orderId = (res.body.orderDetails as { ID: number } | undefined)?.ID;
  if (!orderId) throw new Error(`shoppingCartFinish: ${JSON.stringify(res.body)}`);
  if (opts.staff) {
    const started = await call('orderStartStocking', { ...as(opts.staff), ORDER_ID: orderId });
    if (started.status !== 200) throw new Error(`orderStartStocking: ${JSON.stringify(started.body)}`);
  }
  return { customer, orderId };
}

/** Sets an order's check as B's checkout would (a test helper for orders made otherwise). */
export const setPharmacistCheck = (t: TestApp, orderId: number, check: 'pending' | 'approved' | 'rejected' | null) =>
  t.db.update(orders).set({ pharmacistCheck: check }).where(eq(orders.id, orderId));

export async function stockOf(t: TestApp, branch: string, sku: string): Promise<number> {
  const [row] = await t.db
    .select({ units: stock.units })
    .from(stock)
    .where(and(eq(stock.branch, branch), eq(stock.sku, sku)));
  return row?.units ?? 0;
}

export async function orderRow(t: TestApp, orderId: number) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}
