import { and, asc, desc, eq, getTableColumns, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branches, categories, productCategories, products, stock } from '../../db/schema/index';
import {
  createSearchRepository,
  summaryColumns,
  type ProductFilters,
  type ProductSort,
  type ProductSummaryRow,
  type SearchOptions,
} from '../search/index';
import { findByBarcode } from './barcode-query';
import { productListQuery } from './product-list-query';

export type ProductRow = Omit<typeof products.$inferSelect, 'searchDocument'>;

/** Every product column but the stored, indexed search text (products.search_document), never sent to clients. */
const { searchDocument: _searchDocument, ...productColumns } = getTableColumns(products);
/**
 * The outer query's category, spelled out: in a one-table select Drizzle prints its columns bare
 * ("type"), which inside the count's subquery would mean product_categories' own column.
 */
const CATEGORY_TYPE = sql.raw('"categories"."type"');
const CATEGORY_ID = sql.raw('"categories"."id"');

/** How the catalogue's search index runs (modules/search): tests and the benchmark tune it. */
export type CatalogueRepositoryOptions = SearchOptions;

/**
 * The catalogue's reads for everyone: product lists in SQL, a product with its stock and
 * categories, categories, home sections and the price checker's lookup; and the search index
 * the catalogue searches with (modules/search), built with `options`.
 */
export function createCatalogueRepository(db: Database, options: CatalogueRepositoryOptions = {}) {
  const search = createSearchRepository(db, options);
  return {
    search,
    /** Builds the in-memory search index now, so the first search does not wait for it. */
    warmSearchIndex: search.warmSearchIndex,
    list: (f: ProductFilters, sort: ProductSort, limit: number, offset: number) => listInSql(db, f, sort, limit, offset),
    /** The price checker's lookup (barcode-query.ts). */
    findByBarcode: (ean: string, branch: string | null) => findByBarcode(db, ean, branch),
    ...productQueries(db),
    ...categoryQueries(db),
    homeSections: (limit: number, today: string) => homeSections(db, limit, today),
  };
}

/**
 * One page of active products, best first, with the total count of matches, in SQL: category
 * and stock filters and lists without text (product-list-query.ts); text searches too when the
 * in-memory index is off or the filters need SQL.
 */
async function listInSql(
  db: Database,
  f: ProductFilters,
  sort: ProductSort,
  limit: number,
  offset: number,
): Promise<{ rows: (ProductSummaryRow & { score: number })[]; total: number }> {
  const query = productListQuery(db, f, sort);
  const values = {
    raw: f.raw,
    tsQuery: f.tsQuery,
    categoryType: f.category?.type,
    categoryId: f.category?.id,
    branch: f.inStockAt?.branch,
    prescription: f.prescription,
    brand: f.brand,
    limit,
    offset,
  };
  const rows = await query.page.execute(values);
  const total = rows[0]?.total ?? (offset > 0 ? ((await query.total.execute(values))[0]?.total ?? 0) : 0);
  return { rows: rows.map((r) => ({ ...r.product, score: Number(r.score) })), total };
}

/** A product page's reads: the product, its units per branch, its categories. */
function productQueries(db: Database) {
  return {
    async findProduct(sku: string): Promise<ProductRow | null> {
      return (
        (
          await db
            .select(productColumns)
            .from(products)
            .where(and(eq(products.sku, sku), eq(products.active, true)))
            .limit(1)
        )[0] ?? null
      );
    },

    /** Units per active branch, in the branches' order; branches without a stock row show 0. */
    async availability(sku: string): Promise<{ branch: string; name: string; units: number }[]> {
      return db
        .select({ branch: branches.code, name: branches.name, units: sql<number>`coalesce(${stock.units}, 0)::int` })
        .from(branches)
        .leftJoin(stock, and(eq(stock.branch, branches.code), eq(stock.sku, sku)))
        .where(eq(branches.active, true))
        .orderBy(asc(branches.position));
    },

    async categoriesOf(sku: string): Promise<{ type: string; id: string; name: string }[]> {
      return db
        .select({ type: categories.type, id: categories.id, name: categories.name })
        .from(productCategories)
        .innerJoin(categories, and(eq(categories.type, productCategories.type), eq(categories.id, productCategories.categoryId)))
        .where(and(eq(productCategories.sku, sku), eq(categories.active, true)))
        .orderBy(asc(categories.type), asc(categories.position));
    },
  };
}

/** The storefront's categories and a category's brands. */
function categoryQueries(db: Database) {
  return {
    /** Active categories (of one TYPE or all) with how many active products each holds; inactive ones are hidden. */
    listCategories(type: string | null) {
      return db
        .select({
          type: categories.type,
          id: categories.id,
          name: categories.name,
          icon: categories.icon,
          products: sql<number>`(select count(*) from ${productCategories} pc join ${products} p on p.sku = pc.sku where pc.type = ${CATEGORY_TYPE} and pc.category_id = ${CATEGORY_ID} and p.active)::int`,
        })
        .from(categories)
        .where(and(eq(categories.active, true), type ? eq(categories.type, type) : undefined))
        .orderBy(asc(categories.type), asc(categories.position), asc(categories.name));
    },

    /** The brands of a category's active products, most products first (its brand filter). */
    async brandsOf(type: string, id: string, limit: number): Promise<{ name: string; products: number }[]> {
      return db
        .select({ name: products.brand, products: sql<number>`count(*)::int` })
        .from(productCategories)
        .innerJoin(products, eq(products.sku, productCategories.sku))
        .where(
          and(
            eq(productCategories.type, type),
            eq(productCategories.categoryId, id),
            eq(products.active, true),
            sql`${products.brand} <> ''`,
          ),
        )
        .groupBy(products.brand)
        .orderBy(desc(sql`count(*)`), asc(products.brand))
        .limit(limit);
    },
  };
}

/**
 * Home sections: featured products, and products whose promotion is in effect `today`
 * (YYYY-MM-DD, Mexico City; the cart's rule): one before its first day or past its last is not
 * shown as a promotion (issue 32).
 */
async function homeSections(
  db: Database,
  limit: number,
  today: string,
): Promise<{ featured: ProductSummaryRow[]; promotions: ProductSummaryRow[] }> {
  const [featured, promotions] = await Promise.all([
    db
      .select(summaryColumns)
      .from(products)
      .where(and(eq(products.active, true), eq(products.isFeatured, true)))
      .orderBy(asc(products.name))
      .limit(limit),
    db
      .select(summaryColumns)
      .from(products)
      .where(
        and(
          eq(products.active, true),
          isNotNull(products.promotion),
          sql`${products.promotion} <> 'null'::jsonb`,
          sql`coalesce(${products.promotion} ->> 'from', '') <= ${today}`,
          sql`coalesce(${products.promotion} ->> 'until', '9999-12-31') >= ${today}`,
        ),
      )
      // Newest first (the catalogue version of each row's last write): a promotion set today in
      // the back office or the import shows on home even when more than `limit` are in effect.
      .orderBy(desc(products.searchVersion), asc(products.name))
      .limit(limit),
  ]);
  return { featured, promotions };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
