import { and, asc, desc, eq, getTableColumns, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  branches,
  cartLines,
  categories,
  orderItems,
  productCategories,
  productPriceHistory,
  products,
  stock,
  stockMovements,
} from '../../db/schema/index';
import { transactional } from '../../db/transactional';
import { priceHistoryPage, recordPriceChanges, type PriceChangeValues } from './price-history';

/** products.sku spelled out: Drizzle prints a bare "sku" inside a subquery, which would mean the subquery's own. */
const PRODUCT_SKU = sql.raw('"products"."sku"');
/** Every product column but the stored search text, which the editor never shows. */
const { searchDocument: _searchDocument, ...productColumns } = getTableColumns(products);
export type ProductRow = Omit<typeof products.$inferSelect, 'searchDocument'>;
export interface AdminProductFilters {
  /** The storefront's own full-text query of the typed words (search/search-filters.ts), and the text as typed. */
  tsQuery: string | null;
  raw: string | null;
  category: { type: string; id: string } | null;
  brand: string | null;
  active: boolean | null;
  prescription: boolean | null;
  outOfStockAt: string | null;
}
export type AdminSort = 'relevance' | 'name' | 'sku' | 'price_asc' | 'price_desc' | 'newest';
export type ProductValues = Omit<typeof products.$inferInsert, 'searchDocument' | 'searchVersion' | 'createdAt' | 'isFeatured'>;

/** Products as the back office reads and writes them: inactive ones too, every column. */
export const createProductAdminRepository = (db: Database) => transactional(db, productAdminQueries);

/** The back office's product queries: its list, one product's reads, the editor's writes and bulk changes. */
function productAdminQueries(db: Database) {
  return {
    list: (f: AdminProductFilters, sort: AdminSort, limit: number, offset: number) => listProducts(db, f, sort, limit, offset),
    ...productReads(db),
    ...editorReads(db),
    ...productWrites(db),
    ...bulkChanges(db),
    recordPrices: (changes: readonly PriceChangeValues[], who: Parameters<typeof recordPriceChanges>[2]) =>
      recordPriceChanges(db, changes, who),
    priceHistory: (sku: string, limit: number, offset: number) => priceHistoryPage(db, sku, limit, offset),
  };
}

const totalUnits = sql<number>`coalesce((select sum(s.units) from ${stock} s where s.sku = ${PRODUCT_SKU}), 0)::int`;

/** One page of products, active or not, with their units at every branch and how many match in all. */
async function listProducts(db: Database, f: AdminProductFilters, sort: AdminSort, limit: number, offset: number) {
  const tsq = f.tsQuery ? sql`to_tsquery('spanish'::regconfig, ${f.tsQuery})` : null;
  const exact = f.raw ? sql`(${products.sku} = ${f.raw} or ${products.barcode} = ${f.raw})` : null;
  const score = sql`${exact ? sql`case when ${exact} then 1000 else 0 end` : sql`0`} + ${tsq ? sql`ts_rank(${products.searchDocument}, ${tsq})` : sql`0`}`;
  return db
    .select({
      sku: products.sku,
      barcode: products.barcode,
      name: products.name,
      brand: products.brand,
      presentation: products.presentation,
      price: products.price,
      active: products.active,
      requiresPrescription: products.requiresPrescription,
      promotion: products.promotion,
      units: totalUnits,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(products)
    .where(listWhere(f, tsq, exact))
    .orderBy(...listOrder(sort, score), asc(products.sku))
    .limit(limit)
    .offset(offset);
}

/** The list's filters; the text matches the exact SKU or barcode, or the words through the stored search text. */
function listWhere(f: AdminProductFilters, tsq: SQL | null, exact: SQL | null): SQL | undefined {
  const text = exact ? (tsq ? sql`(${exact} or ${products.searchDocument} @@ ${tsq})` : exact) : undefined;
  return and(
    text,
    f.category
      ? sql`exists (select 1 from ${productCategories} pc where pc.sku = ${PRODUCT_SKU} and pc.type = ${f.category.type} and pc.category_id = ${f.category.id})`
      : undefined,
    f.brand ? eq(products.brand, f.brand) : undefined,
    f.active === null ? undefined : eq(products.active, f.active),
    f.prescription === null ? undefined : eq(products.requiresPrescription, f.prescription),
    f.outOfStockAt
      ? sql`coalesce((select s.units from ${stock} s where s.sku = ${PRODUCT_SKU} and s.branch = ${f.outOfStockAt}), 0) = 0`
      : undefined,
  );
}

function listOrder(sort: AdminSort, score: SQL): SQL[] {
  return {
    relevance: [desc(score), asc(products.name)],
    name: [asc(products.name)],
    sku: [asc(products.sku)],
    price_asc: [asc(products.price), asc(products.name)],
    price_desc: [desc(products.price), asc(products.name)],
    newest: [desc(products.createdAt)],
  }[sort];
}

/** One product as the editor's checks read it: the row, who else holds a barcode, whether it was sold. */
function productReads(db: Database) {
  return {
    async find(sku: string, lock = false): Promise<ProductRow | null> {
      const query = db.select(productColumns).from(products).where(eq(products.sku, sku)).limit(1);
      return (await (lock ? query.for('update') : query))[0] ?? null;
    },

    async barcodeOwner(barcode: string, exceptSku: string | null): Promise<string | null> {
      const [row] = await db
        .select({ sku: products.sku })
        .from(products)
        .where(and(eq(products.barcode, barcode), exceptSku ? ne(products.sku, exceptSku) : undefined))
        .limit(1);
      return row?.sku ?? null;
    },

    async wasSold(sku: string): Promise<boolean> {
      return (
        (
          await db
            .select({ one: sql`1` })
            .from(orderItems)
            .where(eq(orderItems.sku, sku))
            .limit(1)
        ).length > 0
      );
    },
  };
}

/** What the editor shows beside a product (its categories, its stock) and the categories a save may use. */
function editorReads(db: Database) {
  return {
    categoriesOf(sku: string) {
      return db
        .select({ type: productCategories.type, id: productCategories.categoryId })
        .from(productCategories)
        .where(eq(productCategories.sku, sku))
        .orderBy(asc(productCategories.type), asc(productCategories.categoryId));
    },

    /** Units at every branch (active or not), 0 where there is no row. */
    stockOf(sku: string) {
      return db
        .select({ branch: branches.code, name: branches.name, units: sql<number>`coalesce(${stock.units}, 0)::int` })
        .from(branches)
        .leftJoin(stock, and(eq(stock.branch, branches.code), eq(stock.sku, sku)))
        .orderBy(asc(branches.position), asc(branches.code));
    },

    /** The categories among these that exist (of any state). */
    async existingCategories(refs: readonly { type: string; id: string }[]): Promise<Set<string>> {
      if (refs.length === 0) return new Set();
      const rows = await db
        .select({ type: categories.type, id: categories.id })
        .from(categories)
        .where(
          sql`(${categories.type}, ${categories.id}) in (${sql.join(
            refs.map((r) => sql`(${r.type}, ${r.id})`),
            sql`, `,
          )})`,
        );
      return new Set(rows.map((r) => `${r.type}/${r.id}`));
    },
  };
}

/** The editor's writes: create, save, give a new SKU, set the categories. */
function productWrites(db: Database) {
  return {
    async insert(values: ProductValues): Promise<void> {
      await db.insert(products).values(values);
    },

    async update(sku: string, values: Partial<ProductValues>): Promise<void> {
      await db.update(products).set(values).where(eq(products.sku, sku));
    },

    /**
     * Gives an unsold product a new SKU: its rows move to a copy under the new SKU (stock, open
     * carts, movements, price history), then the old row goes. The copy's barcode is a placeholder until then.
     */
    async rename(from: string, to: string, values: ProductValues): Promise<void> {
      await db.insert(products).values({ ...values, sku: to, barcode: `~${to}` });
      await db.update(stock).set({ sku: to }).where(eq(stock.sku, from));
      await db.update(cartLines).set({ sku: to }).where(eq(cartLines.sku, from));
      await db.update(stockMovements).set({ sku: to }).where(eq(stockMovements.sku, from));
      await db.update(productPriceHistory).set({ sku: to }).where(eq(productPriceHistory.sku, from));
      await db.delete(products).where(eq(products.sku, from));
      await db.update(products).set({ barcode: values.barcode }).where(eq(products.sku, to));
    },

    async setCategories(sku: string, refs: readonly { type: string; id: string }[]): Promise<void> {
      await db.delete(productCategories).where(eq(productCategories.sku, sku));
      if (refs.length > 0) await db.insert(productCategories).values(refs.map((r) => ({ sku, type: r.type, categoryId: r.id })));
    },
  };
}

/** The list's bulk actions: activate or deactivate, move to a category. */
function bulkChanges(db: Database) {
  return {
    async setActive(skus: readonly string[], active: boolean): Promise<string[]> {
      const rows = await db
        .update(products)
        .set({ active })
        .where(and(inArray(products.sku, [...skus]), ne(products.active, active)))
        .returning({ sku: products.sku });
      return rows.map((r) => r.sku);
    },

    /** Puts these products in one category of its TYPE, in place of the ones of that TYPE they had. */
    async moveToCategory(skus: readonly string[], category: { type: string; id: string }): Promise<string[]> {
      const found = await db
        .select({ sku: products.sku })
        .from(products)
        .where(inArray(products.sku, [...skus]));
      const present = found.map((r) => r.sku);
      if (present.length === 0) return [];
      await db.delete(productCategories).where(and(inArray(productCategories.sku, present), eq(productCategories.type, category.type)));
      await db.insert(productCategories).values(present.map((sku) => ({ sku, type: category.type, categoryId: category.id })));
      return present;
    },
  };
}

export type ProductAdminRepository = ReturnType<typeof createProductAdminRepository>;
