import { and, asc, desc, eq, gte, inArray, lt, notInArray, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@mostrador/shared/constants/order-status';
import type { Database } from '../../db/client';
import { accountAccess, accounts, addresses, branches, branchPostalCodes, carts, company, orderItems, orders, orderStatusHistory, stock } from '../../db/schema/index';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type HistoryRow = { fromStatus: number | null; toStatus: number; actorKind: string; actorName: string | null; notes: string; at: Date };
export type StatusActor = { kind: 'customer' | 'branch' | 'system'; accountId: number | null };

const CANCELLED = [ORDER_STATUS.CANCELLED_BY_CUSTOMER, ORDER_STATUS.CANCELLED_BY_BRANCH];

export function createOrdersRepository(db: Database) {
  return {
    /** Locks the customer's cart row until the transaction ends; null when it is not theirs. */
    async lockCart(accountId: number, cartId: number): Promise<{ id: number; status: string } | null> {
      const [row] = await db
        .select({ id: carts.id, status: carts.status })
        .from(carts)
        .where(and(eq(carts.id, cartId), eq(carts.accountId, accountId)))
        .for('update');
      return row ?? null;
    },

    async closeCart(cartId: number): Promise<void> {
      await db.update(carts).set({ status: 'closed', updatedAt: sql`now()` }).where(eq(carts.id, cartId));
    },

    async orderIdForCart(cartId: number): Promise<number | null> {
      const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.cartId, cartId));
      return row?.id ?? null;
    },

    async orderIdForKey(accountId: number, key: string): Promise<number | null> {
      const [row] = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.accountId, accountId), eq(orders.idempotencyKey, key)));
      return row?.id ?? null;
    },

    async findAddress(accountId: number, addressId: number) {
      const [row] = await db.select().from(addresses).where(and(eq(addresses.id, addressId), eq(addresses.accountId, accountId)));
      return row ?? null;
    },

    /** DESIGN §3: the first active branch that delivers to the postal code, else the default one. */
    async branchForPostalCode(postalCode: string): Promise<{ code: string; name: string }> {
      const [served] = await db
        .select({ code: branches.code, name: branches.name })
        .from(branchPostalCodes)
        .innerJoin(branches, eq(branches.code, branchPostalCodes.branch))
        .where(and(eq(branchPostalCodes.postalCode, postalCode), eq(branches.active, true)))
        .orderBy(asc(branches.position), asc(branches.code))
        .limit(1);
      if (served) return served;
      const [fallback] = await db
        .select({ code: branches.code, name: branches.name })
        .from(company)
        .innerJoin(branches, eq(branches.code, company.defaultBranch))
        .limit(1);
      if (!fallback) throw new Error('the company has no default branch');
      return fallback;
    },

    /** Locks the branch's stock rows of these SKUs, in SKU order so concurrent checkouts never deadlock. */
    async lockStock(branch: string, skus: string[]): Promise<Map<string, number>> {
      const rows = await db
        .select({ sku: stock.sku, units: stock.units })
        .from(stock)
        .where(and(eq(stock.branch, branch), inArray(stock.sku, skus)))
        .orderBy(asc(stock.sku))
        .for('update');
      return new Map(rows.map((r) => [r.sku, r.units]));
    },

    async changeStock(branch: string, sku: string, delta: number): Promise<void> {
      await db
        .update(stock)
        .set({ units: sql`${stock.units} + ${delta}` })
        .where(and(eq(stock.branch, branch), eq(stock.sku, sku)));
    },

    async insertOrder(order: NewOrder, items: Omit<OrderItemRow, 'orderId'>[]): Promise<number> {
      const [created] = await db.insert(orders).values(order).returning({ id: orders.id });
      if (!created) throw new Error('order insert returned nothing');
      await db.insert(orderItems).values(items.map((item) => ({ ...item, orderId: created.id })));
      return created.id;
    },

    async setLoyalty(orderId: number, loyalty: Pick<NewOrder, 'loyaltySale' | 'loyaltyCustomer'>): Promise<void> {
      await db.update(orders).set(loyalty).where(eq(orders.id, orderId));
    },

    async hasAnyAccess(accountId: number, names: readonly string[]): Promise<boolean> {
      const [row] = await db
        .select({ access: accountAccess.access })
        .from(accountAccess)
        .where(and(eq(accountAccess.accountId, accountId), inArray(accountAccess.access, [...names])))
        .limit(1);
      return row !== undefined;
    },

    async accountName(accountId: number): Promise<string> {
      const [row] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
      return row?.name ?? '';
    },

    /** Points of the customer's orders that were not cancelled. */
    async pointsBalance(accountId: number): Promise<number> {
      const [row] = await db
        .select({ points: sql<number>`coalesce(sum(${orders.pointsEarned}), 0)::int` })
        .from(orders)
        .where(and(eq(orders.accountId, accountId), notInArray(orders.status, CANCELLED)));
      return row?.points ?? 0;
    },

    async addHistory(orderId: number, fromStatus: number | null, toStatus: number, actor: StatusActor, notes = ''): Promise<void> {
      await db.insert(orderStatusHistory).values({ orderId, fromStatus, toStatus, actorKind: actor.kind, actorAccountId: actor.accountId, notes });
    },

    /** Locks one order row; `accountId` restricts it to that customer's orders. */
    async lockOrder(orderId: number, accountId?: number): Promise<OrderRow | null> {
      const where = accountId === undefined ? eq(orders.id, orderId) : and(eq(orders.id, orderId), eq(orders.accountId, accountId));
      const [row] = await db.select().from(orders).where(where).for('update');
      return row ?? null;
    },

    async setStatus(orderId: number, status: number): Promise<void> {
      await db.update(orders).set({ status, updatedAt: sql`now()` }).where(eq(orders.id, orderId));
    },

    async findOrder(orderId: number) {
      const [row] = await db
        .select({ order: orders, branchName: branches.name, customerName: accounts.name })
        .from(orders)
        .innerJoin(branches, eq(branches.code, orders.branch))
        .innerJoin(accounts, eq(accounts.id, orders.accountId))
        .where(eq(orders.id, orderId));
      return row ?? null;
    },

    items(orderId: number): Promise<OrderItemRow[]> {
      return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.position));
    },

    history(orderId: number): Promise<HistoryRow[]> {
      return db
        .select({
          fromStatus: orderStatusHistory.fromStatus,
          toStatus: orderStatusHistory.toStatus,
          actorKind: orderStatusHistory.actorKind,
          actorName: accounts.name,
          notes: orderStatusHistory.notes,
          at: orderStatusHistory.at,
        })
        .from(orderStatusHistory)
        .leftJoin(accounts, eq(accounts.id, orderStatusHistory.actorAccountId))
        .where(eq(orderStatusHistory.orderId, orderId))
        .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id));
    },

    /** The customer's orders created in [from, to), newest first. */
    listForAccount(accountId: number, from: Date, to: Date) {
      return db
        .select({ id: orders.id, status: orders.status, branch: orders.branch, branchName: branches.name, createdAt: orders.createdAt, units: orders.units, total: orders.total })
        .from(orders)
        .innerJoin(branches, eq(branches.code, orders.branch))
        .where(and(eq(orders.accountId, accountId), gte(orders.createdAt, from), lt(orders.createdAt, to)))
        .orderBy(desc(orders.createdAt), desc(orders.id));
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
