import { and, asc, desc, eq, gte, inArray, lt, notInArray, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@mostrador/shared/constants/order-status';
import type { Database } from '../../db/client';
import { accounts, addresses, branches, branchPostalCodes, company, orderItems, orders, orderStatusHistory } from '../../db/schema/index';
import { transactional } from '../../db/transactional';
import { pharmacistQueries } from './pharmacist-repository';
import { pickupQueries } from './pickup-repository';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
export type HistoryRow = {
  fromStatus: number | null;
  toStatus: number;
  actorKind: string;
  actorName: string | null;
  notes: string;
  at: Date;
};
export type StatusActor = { kind: 'customer' | 'branch' | 'support' | 'pharmacist' | 'system'; accountId: number | null };

export type FoundOrder = { order: OrderRow; branchName: string; customerName: string; items: OrderItemRow[]; history: HistoryRow[] };

// json_agg keeps the detail to one round trip; keys are the row types' own names.
const ITEMS_JSON = sql<OrderItemRow[]>`(
  select coalesce(json_agg(json_build_object(
    'orderId', i.order_id, 'position', i.position, 'sku', i.sku, 'name', i.name, 'presentation', i.presentation,
    'image', i.image, 'units', i.units, 'price', i.price, 'subtotal', i.subtotal, 'discount', i.discount,
    'total', i.total, 'freeUnits', i.free_units, 'requiresPrescription', i.requires_prescription, 'promotion', i.promotion,
    'antibiotic', i.antibiotic
  ) order by i.position), '[]'::json)
  from ${orderItems} i where i.order_id = "orders"."id")`;
const HISTORY_JSON = sql<(Omit<HistoryRow, 'at'> & { at: string })[]>`(
  select coalesce(json_agg(json_build_object(
    'fromStatus', h.from_status, 'toStatus', h.to_status, 'actorKind', h.actor_kind, 'actorName', a.name, 'notes', h.notes, 'at', h.at
  ) order by h.at, h.id), '[]'::json)
  from ${orderStatusHistory} h left join ${accounts} a on a.id = h.actor_account_id where h.order_id = "orders"."id")`;

const CANCELLED = [ORDER_STATUS.CANCELLED_BY_CUSTOMER, ORDER_STATUS.CANCELLED_BY_BRANCH];

/**
 * Orders, their items and history. Reads join the customer's `accounts`/`addresses` and the
 * company's `branches`/`branch_postal_codes`/`company` read-only, so each answer stays one query.
 */
export const createOrdersRepository = (db: Database) => transactional(db, ordersQueries);

/** The orders' queries, grouped by who asks: checkout, status changes, an order's page, lists. */
function ordersQueries(db: Database) {
  return {
    ...checkoutQueries(db),
    findAddressWithBranch: (accountId: number, addressId: number) => findAddressWithBranch(db, accountId, addressId),
    ...statusQueries(db),
    ...orderReads(db),
    ...orderLists(db),
    pharmacist: pharmacistQueries(db),
    pickup: pickupQueries(db),
  };
}

/** What checkout asks: the order already placed for a cart or an idempotency key, the new order, the member's points. */
function checkoutQueries(db: Database) {
  return {
    async orderIdForCart(cartId: number): Promise<number | null> {
      const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.cartId, cartId));
      return row?.id ?? null;
    },

    async orderIdForKey(accountId: number, key: string): Promise<number | null> {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.accountId, accountId), eq(orders.idempotencyKey, key)));
      return row?.id ?? null;
    },

    async insertOrder(order: NewOrder, items: Omit<OrderItemRow, 'orderId'>[]): Promise<number> {
      // The order keeps its cart's number: the customer sees one folio from cart to delivery
      // (issue 32, decision 055; migration 0020 keeps every new cart's number above old orders').
      const [created] = await db
        .insert(orders)
        .values({ ...order, id: order.cartId })
        .returning({ id: orders.id });
      if (!created) throw new Error('order insert returned nothing');
      await db.insert(orderItems).values(items.map((item) => ({ ...item, orderId: created.id })));
      return created.id;
    },

    /** An active branch by its code (a pickup order's branch, issue 35). */
    async activeBranch(code: string): Promise<{ code: string; name: string } | null> {
      const [row] = await db
        .select({ code: branches.code, name: branches.name })
        .from(branches)
        .where(and(eq(branches.code, code), eq(branches.active, true)));
      return row ?? null;
    },

    /** The member's name and the points of their orders that were not cancelled. */
    async member(accountId: number): Promise<{ name: string; points: number }> {
      const points = db
        .select({ points: sql<number>`coalesce(sum(${orders.pointsEarned}), 0)::bigint` })
        .from(orders)
        .where(and(eq(orders.accountId, accountId), notInArray(orders.status, CANCELLED)));
      const [row] = await db
        .select({ name: accounts.name, points: sql<number>`(${points})` })
        .from(accounts)
        .where(eq(accounts.id, accountId));
      return { name: row?.name ?? '', points: Number(row?.points ?? 0) };
    },
  };
}

/**
 * The customer's address with the branch that serves it (docs/product.md#checkout): the first active branch
 * that delivers to its postal code, else the company's default branch. One query.
 */
async function findAddressWithBranch(db: Database, accountId: number, addressId: number) {
  const served = db
    .select({ code: branches.code })
    .from(branchPostalCodes)
    .innerJoin(branches, eq(branches.code, branchPostalCodes.branch))
    .where(and(eq(branchPostalCodes.postalCode, addresses.codigoPostal), eq(branches.active, true)))
    .orderBy(asc(branches.position), asc(branches.code))
    .limit(1);
  const fallback = db.select({ code: company.defaultBranch }).from(company).limit(1);
  const branchCode = sql<string>`coalesce((${served}), (${fallback}))`;
  const [row] = await db
    .select({ address: addresses, branch: { code: branches.code, name: branches.name } })
    .from(addresses)
    .innerJoin(branches, eq(branches.code, branchCode))
    .where(and(eq(addresses.id, addressId), eq(addresses.accountId, accountId)));
  return row ?? null;
}

/** Status changes and what watches them: history rows, the order's lock, pending reminders, /metrics. */
function statusQueries(db: Database) {
  return {
    /** Every order counted by status, for /metrics (a scan of one small column, cached by the caller). */
    async countByStatus(): Promise<{ status: number; count: number }[]> {
      const rows = await db
        .select({ status: orders.status, count: sql<string>`count(*)` })
        .from(orders)
        .groupBy(orders.status);
      return rows.map((r) => ({ status: r.status, count: Number(r.count) }));
    },

    async addHistory(orderId: number, fromStatus: number | null, toStatus: number, actor: StatusActor, notes = ''): Promise<void> {
      await db
        .insert(orderStatusHistory)
        .values({ orderId, fromStatus, toStatus, actorKind: actor.kind, actorAccountId: actor.accountId, notes });
    },

    /** When the order last entered this status (a recall's clock starts at «Enviar»); null if never. */
    async lastEnteredAt(orderId: number, status: number): Promise<Date | null> {
      const [row] = await db
        .select({ at: orderStatusHistory.at })
        .from(orderStatusHistory)
        .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.toStatus, status)))
        .orderBy(desc(orderStatusHistory.at), desc(orderStatusHistory.id))
        .limit(1);
      return row?.at ?? null;
    },

    /** Locks one order row until the transaction ends. */
    async lockOrder(orderId: number): Promise<OrderRow | null> {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
      return row ?? null;
    },

    /** Which of these orders are still pending (the push reminders ask). */
    async pendingAmong(orderIds: number[]): Promise<number[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(inArray(orders.id, orderIds), eq(orders.status, ORDER_STATUS.PENDING)));
      return rows.map((r) => r.id);
    },

    async setStatus(orderId: number, status: number): Promise<void> {
      await db
        .update(orders)
        .set({ status, updatedAt: sql`now()` })
        .where(eq(orders.id, orderId));
    },

    /** Whether the order carries an antibiotic line («Entregado» then asks for the original prescription). */
    async hasAntibiotic(orderId: number): Promise<boolean> {
      const [row] = await db
        .select({ sku: orderItems.sku })
        .from(orderItems)
        .where(and(eq(orderItems.orderId, orderId), eq(orderItems.antibiotic, true)))
        .limit(1);
      return row !== undefined;
    },

    /** «Se recogió la receta original» (issue 34): stamped once, with «Entregado». */
    async markPrescriptionCollected(orderId: number): Promise<void> {
      await db
        .update(orders)
        .set({ prescriptionCollectedAt: sql`now()` })
        .where(eq(orders.id, orderId));
    },
  };
}

/** One order as its page shows it. */
function orderReads(db: Database) {
  return {
    /** The order with its branch and customer names, items and history: one query. */
    async findOrder(orderId: number): Promise<FoundOrder | null> {
      const [row] = await db
        .select({ order: orders, branchName: branches.name, customerName: accounts.name, items: ITEMS_JSON, history: HISTORY_JSON })
        .from(orders)
        .innerJoin(branches, eq(branches.code, orders.branch))
        .innerJoin(accounts, eq(accounts.id, orders.accountId))
        .where(eq(orders.id, orderId));
      if (!row) return null;
      return { ...row, history: row.history.map((h) => ({ ...h, at: new Date(h.at) })) };
    },

    items(orderId: number): Promise<OrderItemRow[]> {
      return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.position));
    },
  };
}

/** The lists of orders: a branch's monitor and the customer's history. */
function orderLists(db: Database) {
  return {
    /** A branch's orders created in [from, to), newest first (the monitor's list). */
    listForBranch(branch: string, from: Date, to: Date) {
      return db
        .select({
          id: orders.id,
          status: orders.status,
          branch: orders.branch,
          branchName: branches.name,
          createdAt: orders.createdAt,
          units: orders.units,
          total: orders.total,
          customerName: accounts.name,
          pharmacistCheck: orders.pharmacistCheck,
          fulfilment: orders.fulfilment,
        })
        .from(orders)
        .innerJoin(branches, eq(branches.code, orders.branch))
        .innerJoin(accounts, eq(accounts.id, orders.accountId))
        .where(and(eq(orders.branch, branch), gte(orders.createdAt, from), lt(orders.createdAt, to)))
        .orderBy(desc(orders.createdAt), desc(orders.id));
    },

    /** The customer's orders created in [from, to), newest first. */
    listForAccount(accountId: number, from: Date, to: Date) {
      return db
        .select({
          id: orders.id,
          status: orders.status,
          branch: orders.branch,
          branchName: branches.name,
          createdAt: orders.createdAt,
          units: orders.units,
          total: orders.total,
        })
        .from(orders)
        .innerJoin(branches, eq(branches.code, orders.branch))
        .where(and(eq(orders.accountId, accountId), gte(orders.createdAt, from), lt(orders.createdAt, to)))
        .orderBy(desc(orders.createdAt), desc(orders.id));
    },
  };
}

export type OrdersQueries = ReturnType<typeof ordersQueries>;
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
