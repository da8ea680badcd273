import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@mostrador/shared/constants/order-status';
import type { PharmacistCheck } from '@mostrador/shared/constants/pharmacist-check';
import type { Database } from '../../db/client';
import { accounts, branches, orderItems, orders } from '../../db/schema/index';

/** Statuses a pharmacist may still decide in: before «En camino» (decision 071). */
export const CHECKABLE_STATUSES = [ORDER_STATUS.PENDING, ORDER_STATUS.STOCKING] as const;

/** The pharmacist's check (issue 34, decision 071): the queue's reads and the orders module's own writes. */
export function pharmacistQueries(db: Database) {
  return {
    /** Orders whose check is pending and may still be decided, oldest first; one branch or every one. */
    pendingChecks(branch: string | null) {
      return db
        .select({
          order: orders,
          branchName: branches.name,
          customerName: accounts.name,
        })
        .from(orders)
        .innerJoin(branches, eq(branches.code, orders.branch))
        .innerJoin(accounts, eq(accounts.id, orders.accountId))
        .where(
          and(
            eq(orders.pharmacistCheck, 'pending'),
            inArray(orders.status, [...CHECKABLE_STATUSES]),
            branch === null ? undefined : eq(orders.branch, branch),
          ),
        )
        .orderBy(asc(orders.createdAt), asc(orders.id));
    },

    itemsOf(orderIds: number[]) {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, orderIds))
        .orderBy(asc(orderItems.orderId), asc(orderItems.position));
    },

    /**
     * The decision, only while still pending: null when another pharmacist decided first. The row
     * lock is held by the caller; the condition is the second guard.
     */
    async decideCheck(orderId: number, d: { check: Exclude<PharmacistCheck, 'pending'>; by: number; at: Date; reason: string | null }) {
      const [row] = await db
        .update(orders)
        .set({
          pharmacistCheck: d.check,
          pharmacistCheckedBy: d.by,
          pharmacistCheckedAt: d.at,
          pharmacistReason: d.reason,
          updatedAt: d.at,
        })
        .where(and(eq(orders.id, orderId), eq(orders.pharmacistCheck, 'pending')))
        .returning({ id: orders.id });
      return row ?? null;
    },

    async removeItems(orderId: number, positions: number[]): Promise<void> {
      if (positions.length === 0) return;
      await db.delete(orderItems).where(and(eq(orderItems.orderId, orderId), inArray(orderItems.position, positions)));
    },

    /** The order's units and money follow its remaining lines (TOTAL = SUBTOTAL − DISCOUNT, as at checkout). */
    async recomputeTotals(orderId: number, at: Date): Promise<void> {
      const [row] = await db
        .select({
          units: sql<string>`coalesce(sum(${orderItems.units}), 0)`,
          subtotal: sql<string>`coalesce(sum(${orderItems.subtotal}), 0)`,
          discount: sql<string>`coalesce(sum(${orderItems.discount}), 0)`,
          total: sql<string>`coalesce(sum(${orderItems.total}), 0)`,
        })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId));
      await db
        .update(orders)
        .set({
          units: Number(row!.units),
          subtotal: String(row!.subtotal),
          discount: String(row!.discount),
          total: String(row!.total),
          updatedAt: at,
        })
        .where(eq(orders.id, orderId));
    },
  };
}
