import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@mostrador/shared/constants/order-status';
import type { Database } from '../../db/client';
import { branches, orders } from '../../db/schema/index';

/** A pickup order's counter code and its wrong tries (issue 35, decision 074). */
export function pickupQueries(db: Database) {
  return {
    /** «Listo para recoger»: the new code, its moment, tries cleared; answers what the customer's push says. */
    async makeReady(orderId: number, code: string, now: Date): Promise<{ code: string; branchName: string }> {
      await db
        .update(orders)
        .set({ pickupCode: code, readyAt: now, pickupFailedTries: 0, pickupLockedUntil: null })
        .where(eq(orders.id, orderId));
      const [row] = await db
        .select({ name: branches.name })
        .from(orders)
        .innerJoin(branches, eq(branches.code, orders.branch))
        .where(eq(orders.id, orderId));
      return { code, branchName: row?.name ?? '' };
    },

    /**
     * One more wrong try, under the order's row lock: after `maxTries` in a row the code is locked
     * until `lockedUntil`; a try after a lock ended starts counting again. Answers the tries left.
     */
    async failedTry(orderId: number, now: Date, maxTries: number, lockMs: number): Promise<{ left: number; lockedUntil: Date | null }> {
      const [row] = await db
        .select({ tries: orders.pickupFailedTries, lockedUntil: orders.pickupLockedUntil })
        .from(orders)
        .where(eq(orders.id, orderId))
        .for('update');
      const lockEnded = row?.lockedUntil != null && row.lockedUntil <= now;
      const tries = (lockEnded ? 0 : (row?.tries ?? 0)) + 1;
      const lockedUntil = tries >= maxTries ? new Date(now.getTime() + lockMs) : null;
      await db.update(orders).set({ pickupFailedTries: tries, pickupLockedUntil: lockedUntil }).where(eq(orders.id, orderId));
      return { left: Math.max(0, maxTries - tries), lockedUntil };
    },

    /** Pickup orders ready since before `readyBefore`, oldest first (the uncollected sweep). */
    async uncollected(readyBefore: Date, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.status, ORDER_STATUS.READY_FOR_PICKUP), lt(orders.readyAt, readyBefore)))
        .orderBy(asc(orders.readyAt))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** The code of a ready order, for its customer's own page only. */
    async codeOf(orderId: number): Promise<string | null> {
      const [row] = await db.select({ code: orders.pickupCode }).from(orders).where(eq(orders.id, orderId));
      return row?.code ?? null;
    },

    /** Clears the code once the order is handed over: it opens nothing any more. */
    clear: (orderId: number) =>
      db
        .update(orders)
        .set({ pickupCode: null, pickupFailedTries: 0, pickupLockedUntil: sql`null` })
        .where(eq(orders.id, orderId)),
  };
}
