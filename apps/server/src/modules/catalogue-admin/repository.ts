import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, branches, categories, productCategories, products, searchSynonyms, stock, stockMovements } from '../../db/schema/index';
import { transactional } from '../../db/transactional';

/** products.sku spelled out: Drizzle prints a bare "sku" inside a subquery, which would mean the subquery's own. */
const PRODUCT_SKU = sql.raw('"products"."sku"');
export type CategoryRow = typeof categories.$inferSelect & { products: number };
export type MovementRow = typeof stockMovements.$inferSelect & { accountName: string | null };

/** Categories, stock per branch with its movements, and search synonyms, as the back office changes them. */
export const createCatalogueAdminRepository = (db: Database) => transactional(db, catalogueAdminQueries);

/** The back office's queries: categories, branches and brands, stock and its movements, synonyms. */
function catalogueAdminQueries(db: Database) {
  return {
    ...categoryQueries(db),
    ...branchAndBrandQueries(db),
    stockGrid: (query: string, limit: number, offset: number) => stockGrid(db, query, limit, offset),
    ...stockQueries(db),
    ...synonymQueries(db),
  };
}

/** Categories of one TYPE or all, active or not, and the changes to them (under the TYPE's lock). */
function categoryQueries(db: Database) {
  return {
    /** Every category (active or not) with how many products (of any state) it holds. */
    categories(type: string | null): Promise<CategoryRow[]> {
      return db
        .select({
          type: categories.type,
          id: categories.id,
          name: categories.name,
          icon: categories.icon,
          position: categories.position,
          active: categories.active,
          products: sql<number>`(select count(*) from ${productCategories} pc where pc.type = "categories"."type" and pc.category_id = "categories"."id")::int`,
        })
        .from(categories)
        .where(type ? eq(categories.type, type) : undefined)
        .orderBy(asc(categories.type), asc(categories.position), asc(categories.name));
    },
    async lockCategories(type: string): Promise<void> {
      await db.select({ id: categories.id }).from(categories).where(eq(categories.type, type)).for('update');
    },
    async insertCategory(values: typeof categories.$inferInsert): Promise<void> {
      await db.insert(categories).values(values);
    },
    async updateCategory(type: string, id: string, values: Partial<typeof categories.$inferInsert>): Promise<void> {
      await db
        .update(categories)
        .set(values)
        .where(and(eq(categories.type, type), eq(categories.id, id)));
    },
    async deleteCategory(type: string, id: string): Promise<void> {
      await db.delete(categories).where(and(eq(categories.type, type), eq(categories.id, id)));
    },
  };
}

/** The branches and brands the filters and the stock grid offer. */
function branchAndBrandQueries(db: Database) {
  return {
    branches() {
      return db.select({ code: branches.code, name: branches.name }).from(branches).orderBy(asc(branches.position), asc(branches.code));
    },
    async branchExists(code: string): Promise<boolean> {
      return (await db.select({ code: branches.code }).from(branches).where(eq(branches.code, code))).length > 0;
    },
    async brands(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ brand: products.brand })
        .from(products)
        .where(sql`${products.brand} <> ''`)
        .orderBy(asc(products.brand));
      return rows.map((r) => r.brand);
    },
  };
}

/** The stock grid's page: products (by name, SKU or barcode) with their units per branch. */
async function stockGrid(db: Database, query: string, limit: number, offset: number) {
  const like = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({
      sku: products.sku,
      name: products.name,
      units: sql<
        { branch: string; units: number }[]
      >`coalesce((select json_agg(json_build_object('branch', s.branch, 'units', s.units)) from ${stock} s where s.sku = ${PRODUCT_SKU}), '[]'::json)`,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(products)
    .where(query ? or(ilike(products.name, like), ilike(products.sku, like), eq(products.barcode, query)) : undefined)
    .orderBy(asc(products.name), asc(products.sku))
    .limit(limit)
    .offset(offset);
}

/** One branch's stock of a SKU, changed as an adjustment changes it, and its movements. */
function stockQueries(db: Database) {
  return {
    /**
     * The branch's stock row of the SKU, created at 0 when missing, locked FOR UPDATE as
     * checkout locks it (catalogue/stock-repository.ts), so an adjustment and a sale wait for each other.
     */
    async lockStockRow(branch: string, sku: string): Promise<number> {
      await db.insert(stock).values({ branch, sku, units: 0 }).onConflictDoNothing();
      const [row] = await db
        .select({ units: stock.units })
        .from(stock)
        .where(and(eq(stock.branch, branch), eq(stock.sku, sku)))
        .for('update');
      return row?.units ?? 0;
    },
    async setStock(branch: string, sku: string, units: number): Promise<void> {
      await db
        .update(stock)
        .set({ units })
        .where(and(eq(stock.branch, branch), eq(stock.sku, sku)));
    },
    async insertMovement(values: typeof stockMovements.$inferInsert): Promise<MovementRow> {
      const [row] = await db.insert(stockMovements).values(values).returning();
      return { ...row!, accountName: null };
    },
    movements(filter: { branch: string | null; sku: string | null }, limit: number, offset: number): Promise<MovementRow[]> {
      return db
        .select({ ...movementColumns, accountName: accounts.name })
        .from(stockMovements)
        .leftJoin(accounts, eq(accounts.id, stockMovements.accountId))
        .where(
          and(
            filter.branch ? eq(stockMovements.branch, filter.branch) : undefined,
            filter.sku ? eq(stockMovements.sku, filter.sku) : undefined,
          ),
        )
        .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
        .limit(limit)
        .offset(offset);
    },
  };
}

/** Search synonyms, a pair per row (search/search-words-memory.ts reads them both ways). */
function synonymQueries(db: Database) {
  return {
    synonyms() {
      return db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.term), asc(searchSynonyms.synonym));
    },
    async addSynonym(term: string, synonym: string): Promise<boolean> {
      const rows = await db.insert(searchSynonyms).values({ term, synonym }).onConflictDoNothing().returning();
      return rows.length > 0;
    },
    async removeSynonym(term: string, synonym: string): Promise<boolean> {
      const rows = await db
        .delete(searchSynonyms)
        .where(
          or(
            and(eq(searchSynonyms.term, term), eq(searchSynonyms.synonym, synonym)),
            and(eq(searchSynonyms.term, synonym), eq(searchSynonyms.synonym, term)),
          ),
        )
        .returning();
      return rows.length > 0;
    },
  };
}

const movementColumns = {
  id: stockMovements.id,
  branch: stockMovements.branch,
  sku: stockMovements.sku,
  kind: stockMovements.kind,
  unitsBefore: stockMovements.unitsBefore,
  unitsAfter: stockMovements.unitsAfter,
  reason: stockMovements.reason,
  accountId: stockMovements.accountId,
  createdAt: stockMovements.createdAt,
};

export type CatalogueAdminRepository = ReturnType<typeof createCatalogueAdminRepository>;
