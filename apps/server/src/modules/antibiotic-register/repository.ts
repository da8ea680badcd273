import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { antibioticRegister, branches, company, orderItems, orders, products } from '../../db/schema/index';
import { transactional } from '../../db/transactional';

export type RegisterInsert = typeof antibioticRegister.$inferInsert;
export type RegisterRecord = typeof antibioticRegister.$inferSelect;

/** Which rows a list or export reads: a branch ('' for all) and an instant range [from, until). */
export interface RegisterQuery {
  branch: string;
  from: Date;
  until: Date;
}

/** An antibiotic line of an order with what the register writes of it. */
export type AntibioticLine = Awaited<ReturnType<ReturnType<typeof registerQueries>['antibioticLines']>>[number];

const where = (q: RegisterQuery): SQL | undefined =>
  and(
    q.branch === '' ? undefined : eq(antibioticRegister.branch, q.branch),
    gte(antibioticRegister.dispensedAt, q.from),
    lt(antibioticRegister.dispensedAt, q.until),
  );

/** What the register writes of an antibiotic line: the product's names and the order's doctor. */
const lineColumns = {
  position: orderItems.position,
  sku: orderItems.sku,
  name: orderItems.name,
  presentation: orderItems.presentation,
  activeIngredient: products.activeIngredient,
  brand: products.brand,
  prescription: orders.prescription,
};

const order = [asc(antibioticRegister.dispensedAt), asc(antibioticRegister.id)];

function registerQueries(db: Database) {
  return {
    /** The order's antibiotic lines with the product's names and the order's doctor. */
    antibioticLines(orderId: number) {
      return db
        .select(lineColumns)
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .innerJoin(products, eq(products.sku, orderItems.sku))
        .where(and(eq(orderItems.orderId, orderId), eq(orderItems.antibiotic, true)))
        .orderBy(asc(orderItems.position));
    },
    /** The order's rows so far, netted per line, lot and expiry (sends minus corrections). */
    netForOrder(orderId: number) {
      return db
        .select({
          position: antibioticRegister.position,
          sku: antibioticRegister.sku,
          lot: antibioticRegister.lot,
          expiry: antibioticRegister.expiry,
          quantity: sql<number>`sum(${antibioticRegister.quantity})`.mapWith(Number),
          last: sql<number>`max(${antibioticRegister.id})`.mapWith(Number),
        })
        .from(antibioticRegister)
        .where(eq(antibioticRegister.orderId, orderId))
        .groupBy(antibioticRegister.position, antibioticRegister.sku, antibioticRegister.lot, antibioticRegister.expiry);
    },
    /** A row of the order to copy names and doctor from (a correction repeats them). */
    async rowById(id: number): Promise<RegisterRecord | null> {
      const [row] = await db.select().from(antibioticRegister).where(eq(antibioticRegister.id, id));
      return row ?? null;
    },
    async insert(rows: RegisterInsert[]): Promise<void> {
      if (rows.length > 0) await db.insert(antibioticRegister).values(rows);
    },
    page(q: RegisterQuery, offset: number, limit: number) {
      return db
        .select()
        .from(antibioticRegister)
        .where(where(q))
        .orderBy(...order)
        .offset(offset)
        .limit(limit);
    },
    /** Rows after `afterId` in id order (the export reads a year in batches, keyset-paged). */
    batchAfter(q: RegisterQuery, after: { at: Date; id: number } | null, limit: number) {
      const past = after
        ? sql`(${antibioticRegister.dispensedAt}, ${antibioticRegister.id}) > (${after.at.toISOString()}::timestamptz, ${after.id})`
        : undefined;
      return db
        .select()
        .from(antibioticRegister)
        .where(and(where(q), past))
        .orderBy(...order)
        .limit(limit);
    },
    async totals(q: RegisterQuery) {
      const [row] = await db
        .select({
          rows: sql<number>`count(*)`.mapWith(Number),
          units: sql<number>`coalesce(sum(${antibioticRegister.quantity}), 0)`.mapWith(Number),
        })
        .from(antibioticRegister)
        .where(where(q));
      return row ?? { rows: 0, units: 0 };
    },
    branchList: () => db.select({ code: branches.code, name: branches.name }).from(branches).orderBy(asc(branches.name)),
    async companyName(): Promise<string> {
      const [row] = await db.select({ name: company.name }).from(company).limit(1);
      return row?.name ?? '';
    },
  };
}

/** The register's queries; only this module writes antibiotic_register (append-only). */
export const createRegisterRepository = (db: Database) => transactional(db, registerQueries);
export type RegisterRepository = ReturnType<typeof createRegisterRepository>;
