import { and, asc, eq, inArray } from 'drizzle-orm';
import { recomputeOrderTotals } from '../../db/order-totals';
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

    /** The order's units and money follow its lines (db/order-totals.ts). */
    recomputeTotals: (orderId: number, at: Date) => recomputeOrderTotals(db, orderId, at),
  };
}
