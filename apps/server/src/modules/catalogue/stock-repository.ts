import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branches, products, stock } from '../../db/schema/index';
import { transactional } from '../../db/transactional';

/** Stock per branch and SKU, and whether a product can be sold: what carts and checkout ask of the catalogue. */
export const createStockRepository = (db: Database) => transactional(db, stockQueries);

function stockQueries(db: Database) {
  return {
    async isActiveProduct(sku: string): Promise<boolean> {
      const [row] = await db
        .select({ sku: products.sku })
        .from(products)
        .where(and(eq(products.sku, sku), eq(products.active, true)))
        .limit(1);
      return row !== undefined;
    },

    /**
     * An active branch's name and its units of these SKUs, or null for no such active branch. A
     * SKU without a stock row there, or whose product is not for sale, has 0.
     */
    async unitsAt(branch: string, skus: string[]): Promise<{ name: string; units: Map<string, number> } | null> {
      const [found] = await db
        .select({ name: branches.name })
        .from(branches)
        .where(and(eq(branches.code, branch), eq(branches.active, true)))
        .limit(1);
      if (!found) return null;
      const rows = await db
        .select({ sku: stock.sku, units: stock.units })
        .from(stock)
        .innerJoin(products, and(eq(products.sku, stock.sku), eq(products.active, true)))
        .where(and(eq(stock.branch, branch), inArray(stock.sku, skus)));
      return { name: found.name, units: new Map(rows.map((r) => [r.sku, Math.max(0, r.units)])) };
    },

    /**
     * Every active branch's units of these SKUs, in the branches' order (checkout's "Recoger en
     * sucursal", issue 35). A SKU without a stock row, or whose product is not for sale, has 0.
     */
    async unitsEverywhere(skus: string[]): Promise<{ code: string; name: string; units: Map<string, number> }[]> {
      const list = await db
        .select({ code: branches.code, name: branches.name })
        .from(branches)
        .where(eq(branches.active, true))
        .orderBy(asc(branches.position), asc(branches.code));
      const rows = await db
        .select({ branch: stock.branch, sku: stock.sku, units: stock.units })
        .from(stock)
        .innerJoin(products, and(eq(products.sku, stock.sku), eq(products.active, true)))
        .where(inArray(stock.sku, skus));
      return list.map((b) => ({
        ...b,
        units: new Map(rows.filter((r) => r.branch === b.code).map((r) => [r.sku, Math.max(0, r.units)])),
      }));
    },

    /** Locks the branch's stock rows of these SKUs, in SKU order so concurrent checkouts never deadlock. */
    async lock(branch: string, skus: string[]): Promise<Map<string, number>> {
      const rows = await db
        .select({ sku: stock.sku, units: stock.units })
        .from(stock)
        .where(and(eq(stock.branch, branch), inArray(stock.sku, skus)))
        .orderBy(asc(stock.sku))
        .for('update');
      return new Map(rows.map((r) => [r.sku, r.units]));
    },

    /** Moves each line's units out of (-1) or back into (+1) the branch's stock, in one statement. */
    async move(branch: string, lines: readonly { sku: string; units: number }[], direction: -1 | 1): Promise<void> {
      if (lines.length === 0) return;
      const values = sql.join(
        lines.map((l) => sql`(${l.sku}::text, ${l.units * direction}::int)`),
        sql`, `,
      );
      await db.execute(sql`
        update ${stock} set units = ${stock.units} + moved.units
        from (values ${values}) as moved(sku, units)
        where ${stock.branch} = ${branch} and ${stock.sku} = moved.sku`);
    },
  };
}

export type StockRepository = ReturnType<typeof createStockRepository>;
