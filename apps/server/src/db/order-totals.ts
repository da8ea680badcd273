import { eq, sql } from 'drizzle-orm';
import type { Database } from './client';
import { orderItems, orders } from './schema/orders';

/**
 * An order's units and money follow its remaining lines (TOTAL = SUBTOTAL − DISCOUNT, as at
 * checkout), after the pharmacist removed prescription lines or a substitution changed one. One
 * statement, so it reads the lines as the caller's transaction left them.
 */
export async function recomputeOrderTotals(db: Database, orderId: number, at: Date): Promise<void> {
  const sum = (column: typeof orderItems.units | typeof orderItems.subtotal | typeof orderItems.discount | typeof orderItems.total) =>
    sql`(select coalesce(sum(${column}), 0) from ${orderItems} where ${orderItems.orderId} = ${orderId})`;
  await db
    .update(orders)
    .set({
      units: sql`${sum(orderItems.units)}::int`,
      subtotal: sql`${sum(orderItems.subtotal)}`,
      discount: sql`${sum(orderItems.discount)}`,
      total: sql`${sum(orderItems.total)}`,
      updatedAt: at,
    })
    .where(eq(orders.id, orderId));
}
