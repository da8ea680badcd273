import { and, asc, desc, eq, getTableColumns, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branches, categories, productCategories, products, stock } from '../../db/schema/index';
import { productListQuery, summaryColumns, type ProductFilters, type ProductSort, type ProductSummaryRow } from './product-list-query';
import { SEARCH_INDEX_REFRESH_MS, SearchIndexStore } from './search-index-store';
import { wordAlternativesQuery } from './word-alternatives-query';
import type { WordForms } from './word-alternatives-cache';
import type { GroupedPage } from './search-grouping';
import { SEARCH_SIGNALS_TTL_MS, SearchSignalsStore } from './search-signals';
import { rowsOf } from '../../db/rows';
import { findByBarcode } from './barcode-query';

export type ProductRow = Omit<typeof products.$inferSelect, 'searchDocument'>;

/** "Did you mean" compares the text with this many of the best ranked products that have any of the words. */
const CLOSEST_NAMES_POOL = 50;

// The stored, indexed search text (products.search_document); never sent to clients.
const document = products.searchDocument;
const { searchDocument: _searchDocument, ...columns } = getTableColumns(products);
/**
 * The outer query's category, spelled out: in a one-table select Drizzle prints its columns bare
 * ("type"), which inside the count's subquery would mean product_categories' own column.
 */
const CATEGORY_TYPE = sql.raw('"categories"."type"');
const CATEGORY_ID = sql.raw('"categories"."id"');
/** Every product column but the search text. */
export const productColumns = columns;

export interface CatalogueRepositoryOptions {
  searchIndexRefreshMs?: number;
  /** False: text searches run in SQL too (the benchmark's baseline, and the test that both agree). */
  inMemorySearch?: boolean;
  /** How long grouped searches reuse stock and sales for their tie-breaks; default 0 with a 0 refresh (tests), else a minute. */
  searchSignalsTtlMs?: number;
}

// Over 80 lines by design: one short method per query, sharing only `db` (a table's queries read best side by side).
// eslint-disable-next-line max-lines-per-function -- over 80 lines by design, as the comment above says
export function createCatalogueRepository(db: Database, options: CatalogueRepositoryOptions = {}) {
  const searchIndex = new SearchIndexStore(db, options.searchIndexRefreshMs ?? SEARCH_INDEX_REFRESH_MS);
  const signals = new SearchSignalsStore(
    db,
    options.searchSignalsTtlMs ?? (options.searchIndexRefreshMs === 0 ? 0 : SEARCH_SIGNALS_TTL_MS),
  );
  /**
   * A category's products. No join to products for the active ones: the in-memory index holds
   * only active products and skips the rest (on the 27,000-product department the join took the
   * statement from 8–38 ms to 60–150 ms: docs/performance.md).
   */
  const categorySkus = async (c: { type: string; id: string }): Promise<string[]> =>
    (
      await db
        .select({ sku: productCategories.sku })
        .from(productCategories)
        .where(and(eq(productCategories.type, c.type), eq(productCategories.categoryId, c.id)))
    ).map((r) => r.sku);
  return {
    /**
     * Spelling corrections and synonyms of each typed (normalised) word. Known words are answered
     * from the in-memory vocabulary and synonyms; the rest (typos) in one round trip.
     */
    async alternativesOf(words: readonly string[]): Promise<Map<string, WordForms>> {
      const found = new Map<string, string[] & { correction?: string }>();
      const closenessOf = new Map<string, number>();
      let unknown = words;
      if (options.inMemorySearch !== false && words.length > 0) {
        await searchIndex.fresh();
        unknown = words.filter((word) => {
          const known = searchIndex.words.alternativesOfKnown(word);
          if (known && known.length > 0) found.set(word, known);
          return known === null;
        });
      }
      if (unknown.length === 0) return found;
      for (const { typed, alternative, closeness } of await wordAlternativesQuery(db).execute({ words: [...unknown] })) {
        const forms = found.get(typed) ?? [];
        forms.push(alternative);
        found.set(typed, forms);
        if (closeness !== null && Number(closeness) > (closenessOf.get(typed) ?? -1)) {
          closenessOf.set(typed, Number(closeness));
          forms.correction = alternative;
        }
      }
      return found;
    },

    /**
     * One page of active products, best first, with the total count of matches. A text search
     * (with or without the prescription filter) runs on the in-memory index and reads only its
     * page from the database; category and stock filters, and lists without text, run in SQL.
     */
    async search(
      f: ProductFilters,
      sort: ProductSort,
      limit: number,
      offset: number,
    ): Promise<{ rows: (ProductSummaryRow & { score: number })[]; total: number }> {
      if (options.inMemorySearch !== false && f.raw !== null && f.category === null && f.inStockAt === null && f.brand === null)
        return searchInMemory(f, sort, limit, offset);
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
    },

    /** The in-memory index's catalogue version, caught up as a search would (null-free: 0 without the index). */
    async searchVersion(): Promise<number> {
      return options.inMemorySearch === false ? 0 : (await searchIndex.fresh()).version;
    },

    /**
     * A text search or a category page by relevance, one result per name (search-grouping.ts),
     * ties broken by stock at `branch` (any branch when null), sales and price. Null when the
     * filters need SQL (in stock, a brand, words within a category): those lists stay one row
     * per product.
     */
    async searchGrouped(f: ProductFilters, branch: string | null, limit: number, offset: number): Promise<GroupedPage | null> {
      if (options.inMemorySearch === false || f.inStockAt !== null || f.brand !== null) return null;
      const tieBreakOf = (signal: Awaited<ReturnType<typeof signals.current>>) => ({
        inStock: (sku: string) => signal.inStock(sku, branch),
        sold: (sku: string) => signal.sold(sku),
      });
      if (f.category !== null) {
        // A category page (decision 045): its products from SQL, grouped by the index's names.
        if (f.raw !== null) return null;
        const [skus, index, signal] = await Promise.all([categorySkus(f.category), searchIndex.fresh(), signals.current()]);
        return index.groupedAmong(skus, { prescription: f.prescription, limit, offset }, tieBreakOf(signal));
      }
      if (f.raw === null) return null;
      const [query, index, signal] = await Promise.all([searchIndex.queryTree(f.forms, false), searchIndex.fresh(), signals.current()]);
      return index.searchGrouped({ query, raw: f.raw, prescription: f.prescription, limit, offset }, tieBreakOf(signal));
    },

    /** Builds the in-memory search index now, so the first search does not wait for it. */
    async warmSearchIndex(): Promise<void> {
      await searchIndex.current();
    },

    /** The price checker's lookup (barcode-query.ts). */
    findByBarcode: (ean: string, branch: string | null) => findByBarcode(db, ean, branch),

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

    /** Home sections: featured products, and products with a promotion. */
    async homeSections(limit: number): Promise<{ featured: ProductSummaryRow[]; promotions: ProductSummaryRow[] }> {
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
          .where(and(eq(products.active, true), isNotNull(products.promotion), sql`${products.promotion} <> 'null'::jsonb`))
          .orderBy(asc(products.name))
          .limit(limit),
      ]);
      return { featured, promotions };
    },

    /**
     * The closest names to a search that found nothing ("¿Quisiste decir…?"): of the products
     * with any form of any word (the best ranked, so names with most of the words come first;
     * from the in-memory index, or the full-text GIN), the names most like the text.
     */
    async closestNames(f: ProductFilters, limit: number): Promise<string[]> {
      const text = f.text ?? '';
      const similarity = (name: SQL) => sql`similarity(${text}, mostrador_search_text(${name}))`;
      if (options.inMemorySearch !== false) {
        const query = await searchIndex.queryTree(f.forms, true);
        const { page } = (await searchIndex.fresh()).search({
          query,
          raw: null,
          prescription: null,
          sort: 'relevance',
          limit: CLOSEST_NAMES_POOL,
          offset: 0,
        });
        if (page.length === 0) return [];
        const name = sql`pool.name`;
        const rows = rowsOf<{ name: string }>(
          await db.execute(sql`select ${name} from unnest(${sql.param(page.map((p) => p.product.name))}::text[]) as pool(name)
            group by ${name} having ${similarity(name)} > 0.15 order by ${similarity(name)} desc, ${name} limit ${limit}`),
        );
        return rows.map((r) => r.name);
      }
      const tsq = sql`to_tsquery('spanish'::regconfig, ${f.anyWordTsQuery})`;
      const pool = db
        .select({ name: products.name })
        .from(products)
        .where(and(eq(products.active, true), sql`${document} @@ ${tsq}`))
        .orderBy(desc(sql`ts_rank(${document}, ${tsq})`))
        .limit(CLOSEST_NAMES_POOL)
        .as('pool');
      const rows = await db
        .select({ name: pool.name })
        .from(pool)
        .groupBy(pool.name)
        .having(sql`${similarity(sql`${pool.name}`)} > 0.15`)
        .orderBy(desc(similarity(sql`${pool.name}`)), asc(pool.name))
        .limit(limit);
      return rows.map((r) => r.name);
    },
  };

  /** The whole answer from memory: the index holds what a list shows of each product. */
  async function searchInMemory(f: ProductFilters, sort: ProductSort, limit: number, offset: number) {
    const query = await searchIndex.queryTree(f.forms, false);
    const { page, total } = (await searchIndex.fresh()).search({ query, raw: f.raw, prescription: f.prescription, sort, limit, offset });
    return { rows: page.map((p) => ({ ...p.product, score: p.score })), total };
  }
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
