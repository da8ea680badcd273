import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { productCategories, products } from '../../db/schema/index';
import type { ProductSort, ProductSummaryRow } from './listed-product';
import type { GroupedPage } from './search-grouping';
import type { ProductFilters } from './search-filters';
import { SEARCH_INDEX_REFRESH_MS, SearchIndexStore } from './search-index-store';
import { SEARCH_SIGNALS_TTL_MS, SearchSignalsStore, type SearchSignals } from './search-signals';
import type { WordForms } from './word-alternatives-cache';
import { wordAlternativesQuery } from './word-alternatives-query';

export interface SearchOptions {
  searchIndexRefreshMs?: number;
  /** False: text searches run in SQL too (the benchmark's baseline, and the test that both agree). */
  inMemorySearch?: boolean;
  /** How long grouped searches reuse stock and sales for their tie-breaks; default 0 with a 0 refresh (tests), else a minute. */
  searchSignalsTtlMs?: number;
}

/** "Did you mean" compares the text with this many of the best ranked products that have any of the words. */
const CLOSEST_NAMES_POOL = 50;

/**
 * The catalogue's search: the in-memory index (search-index-store.ts) kept at the catalogue's
 * version, the words it knows, the tie-breaks of grouped results, and the SQL a typo or a "did
 * you mean" needs. A page it cannot answer from memory is null: the catalogue lists it in SQL.
 */
export function createSearchRepository(db: Database, options: SearchOptions = {}) {
  const inMemory = options.inMemorySearch !== false;
  const index = new SearchIndexStore(db, options.searchIndexRefreshMs ?? SEARCH_INDEX_REFRESH_MS);
  const signals = new SearchSignalsStore(
    db,
    options.searchSignalsTtlMs ?? (options.searchIndexRefreshMs === 0 ? 0 : SEARCH_SIGNALS_TTL_MS),
  );
  return {
    alternativesOf: (words: readonly string[]) => alternativesOf(db, inMemory ? index : null, words),

    /**
     * One page of a text search (with or without the prescription filter), best first, with the
     * total count of matches, from the in-memory index; null when the filters need SQL.
     */
    page: async (f: ProductFilters, sort: ProductSort, limit: number, offset: number) =>
      inMemory && f.raw !== null && f.category === null && f.inStockAt === null && f.brand === null
        ? pageInMemory(index, f, sort, limit, offset)
        : null,

    /** The in-memory index's catalogue version, caught up as a search would (null-free: 0 without the index). */
    searchVersion: async (): Promise<number> => (inMemory ? (await index.fresh()).version : 0),

    groupedPage: (f: ProductFilters, branch: string | null, limit: number, offset: number) =>
      inMemory ? groupedPage(db, { index, signals }, f, { branch, limit, offset }) : Promise.resolve(null),

    closestNames: (f: ProductFilters, limit: number) =>
      inMemory ? closestNamesInMemory(db, index, f, limit) : closestNamesInSql(db, f, limit),

    /** Builds the in-memory search index now, so the first search does not wait for it. */
    async warmSearchIndex(): Promise<void> {
      await index.current();
    },
  };
}

/**
 * Spelling corrections and synonyms of each typed (normalised) word. Known words are answered
 * from the in-memory vocabulary and synonyms (`index` null: never); the rest (typos) in one
 * round trip.
 */
async function alternativesOf(db: Database, index: SearchIndexStore | null, words: readonly string[]): Promise<Map<string, WordForms>> {
  const found = new Map<string, string[] & { correction?: string }>();
  const closenessOf = new Map<string, number>();
  let unknown = words;
  if (index && words.length > 0) {
    await index.fresh();
    unknown = words.filter((word) => {
      const known = index.words.alternativesOfKnown(word);
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
}

/** The whole answer from memory: the index holds what a list shows of each product. */
async function pageInMemory(
  index: SearchIndexStore,
  f: ProductFilters,
  sort: ProductSort,
  limit: number,
  offset: number,
): Promise<{ rows: (ProductSummaryRow & { score: number })[]; total: number }> {
  const query = await index.queryTree(f.forms, false);
  const { page, total } = (await index.fresh()).search({ query, raw: f.raw, prescription: f.prescription, sort, limit, offset });
  return { rows: page.map((p) => ({ ...p.product, score: p.score })), total };
}

/**
 * A text search or a category page by relevance, one result per name (search-grouping.ts),
 * ties broken by stock at `branch` (any branch when null), sales and price. Null when the
 * filters need SQL (in stock, a brand, words within a category): those lists stay one row
 * per product.
 */
async function groupedPage(
  db: Database,
  stores: { index: SearchIndexStore; signals: SearchSignalsStore },
  f: ProductFilters,
  { branch, limit, offset }: { branch: string | null; limit: number; offset: number },
): Promise<GroupedPage | null> {
  if (f.inStockAt !== null || f.brand !== null) return null;
  const { index, signals } = stores;
  const tieBreakOf = (signal: SearchSignals) => ({
    inStock: (sku: string) => signal.inStock(sku, branch),
    sold: (sku: string) => signal.sold(sku),
  });
  if (f.category !== null) {
    // A category page (decision 045): its products from SQL, grouped by the index's names.
    if (f.raw !== null) return null;
    const [skus, fresh, signal] = await Promise.all([categorySkus(db, f.category), index.fresh(), signals.current()]);
    return fresh.groupedAmong(skus, { prescription: f.prescription, limit, offset }, tieBreakOf(signal));
  }
  if (f.raw === null) return null;
  const [query, fresh, signal] = await Promise.all([index.queryTree(f.forms, false), index.fresh(), signals.current()]);
  return fresh.searchGrouped({ query, raw: f.raw, prescription: f.prescription, limit, offset }, tieBreakOf(signal));
}

/**
 * A category's products. No join to products for the active ones: the in-memory index holds
 * only active products and skips the rest (on the 27,000-product department the join took the
 * statement from 8–38 ms to 60–150 ms: docs/performance.md).
 */
async function categorySkus(db: Database, c: { type: string; id: string }): Promise<string[]> {
  return (
    await db
      .select({ sku: productCategories.sku })
      .from(productCategories)
      .where(and(eq(productCategories.type, c.type), eq(productCategories.categoryId, c.id)))
  ).map((r) => r.sku);
}

/** How like the typed text a name is, as the stored search document spells both. */
const similarityTo = (text: string) => (name: SQL) => sql`similarity(${text}, mostrador_search_text(${name}))`;

/**
 * The closest names to a search that found nothing ("¿Quisiste decir…?"): of the products with
 * any form of any word (the best ranked, so names with most of the words come first), the names
 * most like the text. The pool comes from the in-memory index here, from the full-text GIN below.
 */
async function closestNamesInMemory(db: Database, index: SearchIndexStore, f: ProductFilters, limit: number): Promise<string[]> {
  const similarity = similarityTo(f.text ?? '');
  const query = await index.queryTree(f.forms, true);
  const { page } = (await index.fresh()).search({
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

async function closestNamesInSql(db: Database, f: ProductFilters, limit: number): Promise<string[]> {
  const similarity = similarityTo(f.text ?? '');
  const document = products.searchDocument;
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
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
