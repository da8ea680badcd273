import { and, asc, desc, eq, exists, getTableColumns, gt, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { branches, categories, productCategories, products, searchSynonyms, stock } from '../../db/schema/index';

export type ProductRow = Omit<typeof products.$inferSelect, 'searchDocument'>;

export interface ProductFilters {
  /** Exact SKU or barcode as typed. */
  raw: string | null;
  /** Normalised text for trigram similarity. */
  text: string | null;
  tsQuery: string | null;
  category: { type: string; id: string } | null;
  inStockAt: { branch: string | null } | null;
  prescription: boolean | null;
}

export type ProductSort = 'relevance' | 'price_asc' | 'price_desc' | 'name';

/**
 * A name is a near match from pg_trgm's word-similarity threshold up (0.6: "ibuprofneo" ~
 * "Ibuprofeno 400 mg", "paracetmol" ~ "Paracetamol"), which its `<%` operator reads.
 * Ranking: exact SKU or barcode, then every word found (stemmed, with synonyms), then near
 * matches by how close the name and the active ingredient are.
 */

const searchText = (column: SQL | AnyPgColumn) => sql`mostrador_search_text(${column})`;
// The stored, indexed search text (products.search_document); never sent to clients.
const document = products.searchDocument;
const { searchDocument: _searchDocument, ...columns } = getTableColumns(products);
/** Every product column but the search text. */
export const productColumns = columns;

export function createCatalogueRepository(db: Database) {
  return {
    /** Synonyms of the given normalised words, both directions. */
    async synonymsOf(words: readonly string[]): Promise<Map<string, string[]>> {
      const found = new Map<string, string[]>();
      if (words.length === 0) return found;
      const rows = await db
        .select()
        .from(searchSynonyms)
        .where(or(inArray(searchSynonyms.term, [...words]), inArray(searchSynonyms.synonym, [...words])));
      for (const { term, synonym } of rows) {
        for (const [from, to] of [[term, synonym], [synonym, term]] as const) found.set(from, [...(found.get(from) ?? []), to]);
      }
      return found;
    },

    /** One page of active products, best first, with the total count of matches. */
    async search(f: ProductFilters, sort: ProductSort, limit: number, offset: number): Promise<{ rows: (ProductRow & { score: number })[]; total: number }> {
      const tsq = f.tsQuery ? sql`to_tsquery('spanish'::regconfig, ${f.tsQuery})` : null;
      const nameSimilarity = f.text ? sql`word_similarity(${f.text}, ${searchText(products.name)})` : sql`0`;
      const ingredientSimilarity = f.text ? sql`word_similarity(${f.text}, ${searchText(products.activeIngredient)})` : sql`0`;
      const exact = f.raw ? or(eq(products.sku, f.raw), eq(products.barcode, f.raw)) : undefined;
      // Candidates come from one indexed lookup each (primary key and barcode, the full-text GIN,
      // the trigram GINs) joined by UNION; an OR of them would scan every product instead.
      const candidates = sql.join(
        [
          sql`select sku from products where sku = ${f.raw} or barcode = ${f.raw}`,
          tsq ? sql`select sku from products where ${document} @@ ${tsq}` : null,
          f.text ? sql`select sku from products where ${f.text} <% ${searchText(products.name)}` : null,
          f.text ? sql`select sku from products where ${f.text} <% ${searchText(products.activeIngredient)}` : null,
        ].filter((part): part is SQL => part !== null),
        sql` union `,
      );
      // `= any(array(...))` runs the lookups once and fetches the few candidates by primary key;
      // `in (...)` let the planner, misjudging how many there are, scan every product instead.
      const textMatch = f.raw ? sql`${products.sku} = any(array(${candidates}))` : undefined;
      const score = sql<number>`(case when ${exact ?? sql`false`} then 1000 else 0 end
        + ${tsq ? sql`(case when ${document} @@ ${tsq} then 100 else 0 end) + ts_rank(${document}, ${tsq}) * 10` : sql`0`}
        + ${nameSimilarity} * 5 + ${ingredientSimilarity} * 2)::float8`;
      const where = and(
        eq(products.active, true),
        textMatch,
        f.category ? exists(db.select({ one: sql`1` }).from(productCategories).where(and(eq(productCategories.sku, products.sku), eq(productCategories.type, f.category.type), eq(productCategories.categoryId, f.category.id)))) : undefined,
        f.inStockAt ? exists(db.select({ one: sql`1` }).from(stock).where(and(eq(stock.sku, products.sku), gt(stock.units, 0), f.inStockAt.branch ? eq(stock.branch, f.inStockAt.branch) : undefined))) : undefined,
        f.prescription === null ? undefined : eq(products.requiresPrescription, f.prescription),
      );
      const order =
        sort === 'price_asc' ? [asc(products.price), asc(products.name)]
        : sort === 'price_desc' ? [desc(products.price), asc(products.name)]
        : sort === 'name' ? [asc(products.name)]
        : f.text ? [desc(score), asc(products.name)] : [desc(products.isFeatured), asc(products.name)];
      const rows = await db
        .select({ product: productColumns, score, total: sql<number>`(count(*) over ())::int` })
        .from(products)
        .where(where)
        .orderBy(...order, asc(products.sku))
        .limit(limit)
        .offset(offset);
      return { rows: rows.map((r) => ({ ...r.product, score: Number(r.score) })), total: rows[0]?.total ?? (offset > 0 ? await this.count(where) : 0) };
    },

    async count(where: SQL | undefined): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(products).where(where);
      return row?.n ?? 0;
    },

    async findProduct(sku: string): Promise<ProductRow | null> {
      return (await db.select(productColumns).from(products).where(and(eq(products.sku, sku), eq(products.active, true))).limit(1))[0] ?? null;
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
        .where(eq(productCategories.sku, sku))
        .orderBy(asc(categories.type), asc(categories.position));
    },

    /** Categories (of one TYPE or all) with how many active products each holds. */
    listCategories(type: string | null) {
      return db
        .select({
          type: categories.type,
          id: categories.id,
          name: categories.name,
          icon: categories.icon,
          products: sql<number>`(select count(*) from ${productCategories} pc join ${products} p on p.sku = pc.sku where pc.type = ${categories.type} and pc.category_id = ${categories.id} and p.active)::int`,
        })
        .from(categories)
        .where(type ? eq(categories.type, type) : undefined)
        .orderBy(asc(categories.type), asc(categories.position), asc(categories.name));
    },

    /** Home sections: featured products, and products with a promotion. */
    async homeSections(limit: number): Promise<{ featured: ProductRow[]; promotions: ProductRow[] }> {
      const [featured, promotions] = await Promise.all([
        db.select(productColumns).from(products).where(and(eq(products.active, true), eq(products.isFeatured, true))).orderBy(asc(products.name)).limit(limit),
        db.select(productColumns).from(products).where(and(eq(products.active, true), isNotNull(products.promotion), sql`${products.promotion} <> 'null'::jsonb`)).orderBy(asc(products.name)).limit(limit),
      ]);
      return { featured, promotions };
    },

    /** The closest names to a search that found nothing ("¿Quisiste decir…?"). */
    async closestNames(text: string, limit: number): Promise<string[]> {
      const similarity = sql`similarity(${text}, ${searchText(products.name)})`;
      const rows = await db
        .select({ name: products.name })
        .from(products)
        .where(and(eq(products.active, true), sql`${similarity} > 0.15`))
        .orderBy(desc(similarity))
        .limit(limit);
      return rows.map((r) => r.name);
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
