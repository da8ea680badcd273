import { and, asc, eq, gte } from 'drizzle-orm';
import { ORDER_STATUS, type OrderStatusId } from '@mostrador/shared/constants/order-status';
import { createOrdering } from '../wiring/ordering';
import type { Database } from '../db/client';
import { cartLines, carts, orders, orderStatusHistory } from '../db/schema/orders';
import { products, stock } from '../db/schema/catalogue';

const DAY_MS = 86_400_000;

/** The demo customer's past orders (docs/product.md#demo-mode): one delivered, one cancelled, one on its way. */
const PAST_ORDERS: { daysAgo: number; lines: number; path: OrderStatusId[]; notes: string }[] = [
  {
    daysAgo: 18,
    lines: 3,
    path: [ORDER_STATUS.STOCKING, ORDER_STATUS.ON_THE_WAY, ORDER_STATUS.DELIVERED],
    notes: 'Dejar con el vigilante si no estoy.',
  },
  { daysAgo: 9, lines: 1, path: [ORDER_STATUS.CANCELLED_BY_CUSTOMER], notes: '' },
  { daysAgo: 2, lines: 2, path: [ORDER_STATUS.STOCKING, ORDER_STATUS.ON_THE_WAY], notes: 'Tocar el timbre del portón negro.' },
];

/**
 * Places the orders through the real checkout (stock, prices, promotions and "soy tu fan" data
 * as any order), then moves them back in time and along their statuses, as the branch would.
 */
export async function seedDemoOrders(
  tx: Database,
  customer: { id: number; phone: string; addressId: number },
  branch: { code: string; staffId: number; courierId?: number | null },
) {
  // The real checkout, through the orders module's service (no live events: nobody listens yet).
  const { placeOrder } = createOrdering(tx, { cacheTtlMs: 0, searchIndexRefreshMs: 0 }).orders;
  // Over-the-counter products the branch has plenty of, in catalogue order (reproducible).
  const available = await tx
    .select({ sku: products.sku })
    .from(products)
    .innerJoin(stock, and(eq(stock.sku, products.sku), eq(stock.branch, branch.code)))
    .where(and(eq(products.requiresPrescription, false), eq(products.active, true), gte(stock.units, 10)))
    .orderBy(asc(products.sku))
    .limit(12);
  let next = 0;
  for (const spec of PAST_ORDERS) {
    const cartId = await openCart(tx, customer.id);
    for (let i = 0; i < spec.lines; i++) {
      const sku = available[next++ % available.length]?.sku;
      if (sku)
        await tx
          .insert(cartLines)
          .values({ cartId, sku, units: 1 + (i % 2) })
          .onConflictDoUpdate({ target: [cartLines.cartId, cartLines.sku], set: { units: 1 + (i % 2) } });
    }
    const { orderId } = await placeOrder(customer.id, {
      PHONE: customer.phone,
      ADDRESS_ID: customer.addressId,
      NOTES: spec.notes,
      PAYMENT: 'EFECTIVO',
      idempotencyKey: null,
    });
    const placedAt = new Date(Date.now() - spec.daysAgo * DAY_MS);
    await tx.update(orders).set({ createdAt: placedAt, updatedAt: placedAt }).where(eq(orders.id, orderId));
    await tx.update(orderStatusHistory).set({ at: placedAt }).where(eq(orderStatusHistory.orderId, orderId));
    let from: OrderStatusId = ORDER_STATUS.PENDING;
    for (const [step, to] of spec.path.entries()) {
      const at = new Date(placedAt.getTime() + (step + 1) * 25 * 60_000);
      const byCustomer = to === ORDER_STATUS.CANCELLED_BY_CUSTOMER;
      await tx.insert(orderStatusHistory).values({
        orderId,
        fromStatus: from,
        toStatus: to,
        actorKind: byCustomer ? 'customer' : 'branch',
        actorAccountId: byCustomer ? customer.id : branch.staffId,
        at,
      });
      await tx.update(orders).set({ status: to, updatedAt: at }).where(eq(orders.id, orderId));
      from = to;
    }
    // The order on its way is the demo courier's to deliver (issue 35).
    if (from === ORDER_STATUS.ON_THE_WAY && branch.courierId)
      await tx.update(orders).set({ courierId: branch.courierId, courierAssignedAt: placedAt }).where(eq(orders.id, orderId));
  }
}

/** The customer's open cart (checkout opens the next one), made with the seed's own inserts. */
async function openCart(tx: Database, accountId: number): Promise<number> {
  await tx.insert(carts).values({ accountId }).onConflictDoNothing();
  const [open] = await tx
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.accountId, accountId), eq(carts.status, 'open')));
  if (!open) throw new Error('open cart not found');
  return open.id;
}
