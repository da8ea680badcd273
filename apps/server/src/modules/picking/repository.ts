import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  COUNTING_KINDS,
  orderItems,
  orders,
  orderSubstitutions,
  pickingEvents,
  products,
  stock,
  type PickingEventKind,
} from '../../db/schema/index';
import { transactional } from '../../db/transactional';
import { dayQueries } from './day-summary';
import { substitutionQueries } from './substitution-repository';

/** An order as picking checks it: whose, which branch, which status. */
export interface PickOrder {
  id: number;
  accountId: number;
  branch: string;
  status: number;
  /** Issue 35: a pickup order's pick list ends in «Listo para recoger», not «Enviar». */
  fulfilment?: 'delivery' | 'pickup';
  /** The pharmacist's check (issue 34): while pending, the prescription lines cannot be picked (decision 071). */
  pharmacistCheck?: 'pending' | 'approved' | 'rejected' | null;
}

/** One order line with what the scanner matches and the branch's stock of it. */
export type PickLineRow = Awaited<ReturnType<ReturnType<typeof pickingQueries>['lines']>>[number];
/** Units per line, kind, lot and expiry, summed over the order's events. */
export type PickTally = Awaited<ReturnType<ReturnType<typeof pickingQueries>['tallies']>>[number];
export type PickingEventInsert = typeof pickingEvents.$inferInsert;

/** The picking module's queries: the order under its lock, its lines, its events. */
export const createPickingRepository = (db: Database) => transactional(db, pickingQueries);
export type PickingRepository = ReturnType<typeof createPickingRepository>;
/** The same queries bound to one transaction. */
export type PickingQueries = ReturnType<typeof pickingQueries>;

/** The open offer for the line (decision 063), and the line it replaced when it is an accepted substitute. */
const lineSubstitution = {
  offer: sql<OpenOffer | null>`(select json_build_object('id', s.id, 'name', s.substitute_name, 'units', s.units,
      'difference', s.difference, 'expiresAt', s.expires_at)
    from ${orderSubstitutions} s
    where s.order_id = ${orderItems.orderId} and s.position = ${orderItems.position} and s.status = 'offered')`,
  substituteFor: sql<string | null>`(select s.original_name from ${orderSubstitutions} s
    where s.order_id = ${orderItems.orderId} and s.position = ${orderItems.position}
      and s.status = 'accepted' and s.substitute_sku = ${orderItems.sku}
    order by s.id desc limit 1)`,
};
/** An offer waiting for the customer's answer, as the line's query reads it (JSON). */
export interface OpenOffer {
  id: number;
  name: string;
  units: number;
  difference: string | number;
  expiresAt: string;
}

const orderColumns = {
  id: orders.id,
  accountId: orders.accountId,
  branch: orders.branch,
  status: orders.status,
  fulfilment: orders.fulfilment,
  pharmacistCheck: orders.pharmacistCheck,
};

/** A pick list line: the order line, the product's barcode and lot rules, the branch's units, its substitution. */
const lineColumns = {
  sku: orderItems.sku,
  name: orderItems.name,
  presentation: orderItems.presentation,
  image: orderItems.image,
  units: orderItems.units,
  barcode: products.barcode,
  needsLotExpiry: products.needsLotExpiry,
  minExpiryDays: products.minExpiryDays,
  stock: sql<number>`coalesce(${stock.units}, 0)`.mapWith(Number),
  position: orderItems.position,
  /** Waits for the pharmacist while the order's check is pending (decision 071; the rule of lineNeedsPrescription). */
  needsPrescription: sql<boolean>`(${orderItems.requiresPrescription} or ${orderItems.antibiotic} or coalesce(${orderItems.medicineGroup} = 4, false))`,
  ...lineSubstitution,
};

function pickingQueries(db: Database) {
  return {
    /** The all-day summary's reads (day-summary.ts). */
    day: dayQueries(db),
    /** Substitutes offered for missing lines and their answers (substitutions.ts). */
    subs: substitutionQueries(db),
    /**
     * The order row FOR UPDATE, as status changes lock it: two staff picking one order take turns,
     * so a line's count is read and raised by one of them at a time and never passes the quantity.
     */
    async lockOrder(orderId: number): Promise<PickOrder | null> {
      const [row] = await db.select(orderColumns).from(orders).where(eq(orders.id, orderId)).for('update');
      return row ?? null;
    },
    async findOrder(orderId: number): Promise<PickOrder | null> {
      const [row] = await db.select(orderColumns).from(orders).where(eq(orders.id, orderId));
      return row ?? null;
    },
    /** The order's lines in their order, with the product's barcode and lot rules and the branch's units. */
    lines(orderId: number, branch: string) {
      return db
        .select(lineColumns)
        .from(orderItems)
        .innerJoin(products, eq(products.sku, orderItems.sku))
        .leftJoin(stock, and(eq(stock.branch, branch), eq(stock.sku, orderItems.sku)))
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.position));
    },
    tallies(orderId: number) {
      return db
        .select({
          sku: pickingEvents.sku,
          kind: pickingEvents.kind,
          lot: pickingEvents.lot,
          expiry: pickingEvents.expiry,
          units: sql<number>`sum(${pickingEvents.units})`.mapWith(Number),
        })
        .from(pickingEvents)
        .where(and(eq(pickingEvents.orderId, orderId), inArray(pickingEvents.kind, COUNTING_KINDS)))
        .groupBy(pickingEvents.sku, pickingEvents.kind, pickingEvents.lot, pickingEvents.expiry)
        .orderBy(asc(pickingEvents.sku), asc(pickingEvents.expiry), asc(pickingEvents.lot));
    },
    /** The same person's last scan or refusal of the same code on this order since `since` (a scanner's key repeat). */
    async lastSameScan(orderId: number, accountId: number, code: string, since: Date) {
      const [row] = await db
        .select({ kind: pickingEvents.kind, sku: pickingEvents.sku })
        .from(pickingEvents)
        .where(
          and(
            eq(pickingEvents.orderId, orderId),
            gte(pickingEvents.createdAt, since),
            eq(pickingEvents.accountId, accountId),
            eq(pickingEvents.code, code),
            inArray(pickingEvents.kind, ['scan', 'refused'] satisfies PickingEventKind[]),
          ),
        )
        .orderBy(desc(pickingEvents.createdAt), desc(pickingEvents.id))
        .limit(1);
      return row ?? null;
    },
    async insertEvent(values: PickingEventInsert): Promise<void> {
      await db.insert(pickingEvents).values(values);
    },
  };
}
