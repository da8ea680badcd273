import { and, asc, eq, lte, ne, sql } from 'drizzle-orm';
import { recomputeOrderTotals } from '../../db/order-totals';
import type { Database } from '../../db/client';
import { orderItems, orderSubstitutions, productCategories, products, stock, type SubstitutionStatus } from '../../db/schema/index';

export type SubstitutionRow = typeof orderSubstitutions.$inferSelect;
export type SubstitutionInsert = typeof orderSubstitutions.$inferInsert;
/** A product that could stand in for a missing line, with the branch's units of it. */
export type CandidateRow = Awaited<ReturnType<ReturnType<typeof substitutionQueries>['candidates']>>[number];

/** Up to this many products per kind of match: a list a person reads on a phone. */
const PER_MATCH = 20;

/** The substitution queries (decision 063), bound to picking's transaction like its other queries. */
export const substitutionQueries = (db: Database) => ({ ...readQueries(db), ...offerQueries(db), ...lineChanges(db) });

/** What staff choose from: the missing line, a product, the candidates. */
function readQueries(db: Database) {
  const productColumns = {
    sku: products.sku,
    name: products.name,
    presentation: products.presentation,
    images: products.images,
    price: products.price,
    activeIngredient: products.activeIngredient,
    requiresPrescription: products.requiresPrescription,
    stock: sql<number>`coalesce(${stock.units}, 0)`.mapWith(Number),
  };
  return {
    /** The order line at its position, with what its product says about substitutes. */
    async line(orderId: number, sku: string) {
      const [row] = await db
        .select({
          position: orderItems.position,
          sku: orderItems.sku,
          name: orderItems.name,
          presentation: orderItems.presentation,
          units: orderItems.units,
          total: orderItems.total,
          requiresPrescription: orderItems.requiresPrescription,
          activeIngredient: products.activeIngredient,
        })
        .from(orderItems)
        .innerJoin(products, eq(products.sku, orderItems.sku))
        .where(and(eq(orderItems.orderId, orderId), eq(orderItems.sku, sku)));
      return row ?? null;
    },
    /** One product as a substitute would be: active or not, with the branch's units. */
    async product(sku: string, branch: string) {
      const [row] = await db
        .select({ ...productColumns, active: products.active })
        .from(products)
        .leftJoin(stock, and(eq(stock.branch, branch), eq(stock.sku, products.sku)))
        .where(eq(products.sku, sku));
      return row ?? null;
    },
    /**
     * Active products the branch has, not already in the order: the same active ingredient, or
     * (`department`) sharing a department with the original and needing no prescription.
     */
    candidates(o: { orderId: number; branch: string; sku: string; ingredient: string | null; department: boolean }) {
      const sameIngredient =
        o.ingredient === null ? sql`false` : sql`lower(trim(${products.activeIngredient})) = ${o.ingredient.trim().toLowerCase()}`;
      const sameDepartment = o.department
        ? sql`(not ${products.requiresPrescription} and exists (
            select 1 from ${productCategories} mine join ${productCategories} theirs
              on theirs.type = mine.type and theirs.category_id = mine.category_id
            where mine.sku = ${o.sku} and mine.type = 'DEPARTAMENTO' and theirs.sku = ${products.sku}))`
        : sql`false`;
      return db
        .select(productColumns)
        .from(products)
        .innerJoin(stock, and(eq(stock.branch, o.branch), eq(stock.sku, products.sku)))
        .where(
          and(
            eq(products.active, true),
            sql`${stock.units} > 0`,
            ne(products.sku, o.sku),
            sql`${products.sku} not in (select ${orderItems.sku} from ${orderItems} where ${orderItems.orderId} = ${o.orderId})`,
            sql`(${sameIngredient} or ${sameDepartment})`,
          ),
        )
        .orderBy(sql`${sameIngredient} desc`, asc(products.name))
        .limit(PER_MATCH * 3);
    },
  };
}

/** The offers: written, closed once, found past their time. */
function offerQueries(db: Database) {
  return {
    forOrder(orderId: number) {
      return db.select().from(orderSubstitutions).where(eq(orderSubstitutions.orderId, orderId)).orderBy(asc(orderSubstitutions.id));
    },
    async insert(values: SubstitutionInsert): Promise<SubstitutionRow> {
      const [row] = await db.insert(orderSubstitutions).values(values).returning();
      return row!;
    },
    /** Closes an open offer; null when another answer (or the sweep) closed it first. */
    async close(id: number, status: Exclude<SubstitutionStatus, 'offered'>, answeredBy: number | null, at: Date) {
      const [row] = await db
        .update(orderSubstitutions)
        .set({ status, answeredBy, answeredAt: at })
        .where(and(eq(orderSubstitutions.id, id), eq(orderSubstitutions.status, 'offered')))
        .returning();
      return row ?? null;
    },
    /** Orders with an offer still open at `now` past its time (the sweep's work, oldest first). */
    async ordersWithDueOffers(now: Date, limit: number): Promise<number[]> {
      const rows = await db
        .selectDistinct({ orderId: orderSubstitutions.orderId })
        .from(orderSubstitutions)
        .where(and(eq(orderSubstitutions.status, 'offered'), lte(orderSubstitutions.expiresAt, now)))
        .limit(limit);
      return rows.map((r) => r.orderId);
    },
    async lockOffer(orderId: number, id: number) {
      const [row] = await db
        .select()
        .from(orderSubstitutions)
        .where(and(eq(orderSubstitutions.id, id), eq(orderSubstitutions.orderId, orderId)))
        .for('update');
      return row ?? null;
    },
    /** The order's open offers past their time. */
    dueOffers(orderId: number, now: Date) {
      return db
        .select()
        .from(orderSubstitutions)
        .where(
          and(eq(orderSubstitutions.orderId, orderId), eq(orderSubstitutions.status, 'offered'), lte(orderSubstitutions.expiresAt, now)),
        );
    },
  };
}

/** The order's lines and money after an answer. */
function lineChanges(db: Database) {
  return {
    /** The accepted substitute takes the line's place: its name, price and units, no promotion. */
    async replaceLine(orderId: number, position: number, s: SubstitutionRow, requiresPrescription: boolean) {
      const total = (Number(s.price) * s.units).toFixed(2);
      await db
        .update(orderItems)
        .set({
          sku: s.substituteSku,
          name: s.substituteName,
          presentation: s.substitutePresentation,
          image: s.substituteImage,
          units: s.units,
          price: s.price,
          subtotal: total,
          discount: '0.00',
          total,
          freeUnits: 0,
          requiresPrescription,
          promotion: null,
        })
        .where(and(eq(orderItems.orderId, orderId), eq(orderItems.position, position)));
    },
    async removeLine(orderId: number, position: number) {
      await db.delete(orderItems).where(and(eq(orderItems.orderId, orderId), eq(orderItems.position, position)));
    },
    /** The order's units and money follow its lines (db/order-totals.ts). */
    recomputeTotals: (orderId: number, at: Date) => recomputeOrderTotals(db, orderId, at),
  };
}
