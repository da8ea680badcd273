import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { ACCESS } from '@mostrador/shared/constants/access';
import { ORDER_STATUS } from '@mostrador/shared/constants/order-status';
import type { Database } from '../../db/client';
import {
  accountAccess,
  accounts,
  branches,
  courierBranches,
  courierHandovers,
  deliveryAttempts,
  orderItems,
  orders,
} from '../../db/schema/index';
import { transactional } from '../../db/transactional';

export type DeliveryRow = {
  order: typeof orders.$inferSelect;
  customerName: string;
  courierName: string | null;
  antibiotic: boolean;
};
export type NewAttempt = typeof deliveryAttempts.$inferInsert;
export type CourierBranch = { branch: string; branchName: string; postalCode: string };

const ANTIBIOTIC = sql<boolean>`exists (select 1 from ${orderItems} i where i.order_id = ${orders.id} and i.antibiotic)`;
const COURIER_NAME = sql<string | null>`(select c.name from ${accounts} c where c.id = ${orders.courierId})`;
const CUSTOMER_NAME = sql<string>`(select a.name from ${accounts} a where a.id = ${orders.accountId})`;

/** The couriers' tables (courier_branches, delivery_attempts, courier_handovers) and their reads of orders. */
export const createCouriersRepository = (db: Database) => transactional(db, couriersQueries);
export type CouriersRepository = ReturnType<typeof createCouriersRepository>;

function couriersQueries(db: Database) {
  return { ...listQueries(db), ...writeQueries(db), ...dayQueries(db) };
}

/** What the courier's page and the monitor read. */
function listQueries(db: Database) {
  const deliveries = () =>
    db.select({ order: orders, customerName: CUSTOMER_NAME, courierName: COURIER_NAME, antibiotic: ANTIBIOTIC }).from(orders);
  return {
    /** The branch a person with COURIER delivers for; null without the access or a branch. */
    async courierBranch(accountId: number): Promise<CourierBranch | null> {
      const [row] = await db
        .select({ branch: courierBranches.branch, branchName: branches.name, postalCode: branches.postalCode })
        .from(courierBranches)
        .innerJoin(branches, eq(branches.code, courierBranches.branch))
        .innerJoin(accountAccess, and(eq(accountAccess.accountId, courierBranches.accountId), eq(accountAccess.access, ACCESS.COURIER)))
        .where(eq(courierBranches.accountId, accountId));
      return row ?? null;
    },

    /** The courier's orders not yet delivered: assigned («Surtiendo», packed) or «En camino». */
    mine: (courierId: number, branch: string): Promise<DeliveryRow[]> =>
      deliveries()
        .where(
          and(
            eq(orders.courierId, courierId),
            eq(orders.branch, branch),
            inArray(orders.status, [ORDER_STATUS.STOCKING, ORDER_STATUS.ON_THE_WAY]),
          ),
        )
        .orderBy(asc(orders.courierAssignedAt)),

    /** Delivery orders of the branch in «Surtiendo» nobody carries; the caller keeps the packed ones. */
    unassigned: (branch: string): Promise<DeliveryRow[]> =>
      deliveries()
        .where(
          and(
            eq(orders.branch, branch),
            eq(orders.status, ORDER_STATUS.STOCKING),
            eq(orders.fulfilment, 'delivery'),
            isNull(orders.courierId),
          ),
        )
        .orderBy(asc(orders.createdAt))
        .limit(200),

    async accountName(accountId: number): Promise<string | null> {
      const [row] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
      return row?.name ?? null;
    },

    /** Active (not disabled) accounts with COURIER given for this branch, with how many orders each carries now. */
    branchCouriers: (branch: string) =>
      db
        .select({
          id: accounts.id,
          name: accounts.name,
          active: sql<number>`(select count(*)::int from ${orders} o where o.courier_id = ${accounts.id}
            and o.status in (${ORDER_STATUS.STOCKING}, ${ORDER_STATUS.ON_THE_WAY}))`,
        })
        .from(courierBranches)
        .innerJoin(accounts, eq(accounts.id, courierBranches.accountId))
        .innerJoin(accountAccess, and(eq(accountAccess.accountId, accounts.id), eq(accountAccess.access, ACCESS.COURIER)))
        .where(and(eq(courierBranches.branch, branch), isNull(accounts.disabledAt)))
        .orderBy(asc(accounts.name)),

    /** Who carries each order of the branch not yet delivered. */
    assignments: (branch: string) =>
      db
        .select({ orderId: orders.id, courierId: accounts.id, courierName: accounts.name })
        .from(orders)
        .innerJoin(accounts, eq(accounts.id, orders.courierId))
        .where(and(eq(orders.branch, branch), inArray(orders.status, [ORDER_STATUS.STOCKING, ORDER_STATUS.ON_THE_WAY]))),

    pickupInPicking: async (branch: string): Promise<number[]> =>
      (
        await db
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.branch, branch), eq(orders.status, ORDER_STATUS.STOCKING), eq(orders.fulfilment, 'pickup')))
      ).map((r) => r.id),
  };
}

/** The writes, each under the caller's transaction: the order's row lock, its courier, the attempts, the courier's branch. */
function writeQueries(db: Database) {
  return {
    async lockOrder(orderId: number) {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
      return row ?? null;
    },

    /** Sets or clears the courier; the caller holds the row lock and checked the order is free. */
    async setCourier(orderId: number, courierId: number | null, at: Date): Promise<void> {
      await db
        .update(orders)
        .set({ courierId, courierAssignedAt: courierId === null ? null : at, updatedAt: sql`now()` })
        .where(eq(orders.id, orderId));
    },

    /** People management's write (decision 075): the courier's one branch, or none; 'no-branch' for an unknown code. */
    async setBranch(accountId: number, branch: string | null): Promise<{ before: string | null; after: string | null } | 'no-branch'> {
      if (branch !== null && (await db.select({ code: branches.code }).from(branches).where(eq(branches.code, branch))).length === 0)
        return 'no-branch';
      const [old] = await db.select().from(courierBranches).where(eq(courierBranches.accountId, accountId)).for('update');
      if (branch === null) await db.delete(courierBranches).where(eq(courierBranches.accountId, accountId));
      else
        await db
          .insert(courierBranches)
          .values({ accountId, branch })
          .onConflictDoUpdate({ target: courierBranches.accountId, set: { branch, assignedAt: sql`now()` } });
      return { before: old?.branch ?? null, after: branch };
    },

    async insertAttempt(attempt: NewAttempt): Promise<void> {
      await db.insert(deliveryAttempts).values(attempt);
    },
  };
}

/** The end of day: each courier's attempts in [from, to) and the hand-overs of that day. */
function dayQueries(db: Database) {
  return {
    attemptsTotals: (branch: string, from: Date, to: Date) =>
      db
        .select({
          courierId: deliveryAttempts.courierId,
          courierName: accounts.name,
          delivered: sql<number>`count(*) filter (where ${deliveryAttempts.outcome} = 'delivered')::int`,
          notDelivered: sql<number>`count(*) filter (where ${deliveryAttempts.outcome} = 'not_delivered')::int`,
          cashExpected: sql<string>`coalesce(sum(${deliveryAttempts.cashExpected}) filter (where ${deliveryAttempts.outcome} = 'delivered'), 0)`,
          cashCollected: sql<string>`coalesce(sum(${deliveryAttempts.cashCollected}), 0)`,
        })
        .from(deliveryAttempts)
        .innerJoin(accounts, eq(accounts.id, deliveryAttempts.courierId))
        .where(and(eq(deliveryAttempts.branch, branch), gte(deliveryAttempts.at, from), lt(deliveryAttempts.at, to)))
        .groupBy(deliveryAttempts.courierId, accounts.name)
        .orderBy(asc(accounts.name)),

    handovers: (branch: string, day: string) =>
      db
        .select({ handover: courierHandovers, confirmedByName: accounts.name })
        .from(courierHandovers)
        .leftJoin(accounts, eq(accounts.id, courierHandovers.confirmedBy))
        .where(and(eq(courierHandovers.branch, branch), eq(courierHandovers.day, day))),

    /** One confirmation per courier, branch and day; false when one exists already. */
    async insertHandover(row: typeof courierHandovers.$inferInsert): Promise<boolean> {
      const inserted = await db.insert(courierHandovers).values(row).onConflictDoNothing().returning({ id: courierHandovers.id });
      return inserted.length > 0;
    },
  };
}
