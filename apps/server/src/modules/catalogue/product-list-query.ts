import { and, asc, desc, eq, exists, gt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { productCategories, products, stock } from '../../db/schema/index';
import { summaryColumns, type ProductFilters, type ProductSort } from '../search/index';

/** What a product list asks for; each shape is its own prepared statement. */
interface ListShape {
  sort: ProductSort;
  /** None; an exact code only (no word worth a full-text query); or code and words. */
  text: 'none' | 'code' | 'words';
  hasCategory: boolean;
  inStockAt: 'no' | 'anywhere' | 'branch';
  hasPrescription: boolean;
  hasBrand: boolean;
}

/**
 * The statements of a product list, page and total. They run on every search and category
 * page: built once per database and shape (Drizzle's query building cost as much CPU as the rest
 * of the request) and, on PostgreSQL, named statements each connection plans once. The plan does
 * not depend on the words: the full-text GIN finds them, however many products they match.
 */
export function productListQuery(db: Database, f: ProductFilters, sort: ProductSort) {
  const shape: ListShape = {
    sort,
    text: f.raw === null ? 'none' : f.tsQuery === null ? 'code' : 'words',
    hasCategory: f.category !== null,
    inStockAt: f.inStockAt === null ? 'no' : f.inStockAt.branch === null ? 'anywhere' : 'branch',
    hasPrescription: f.prescription !== null,
    hasBrand: f.brand !== null,
  };
  const name = [
    'mostrador_list',
    sort,
    shape.text,
    shape.hasCategory && 'cat',
    shape.inStockAt !== 'no' && `instock_${shape.inStockAt}`,
    shape.hasPrescription && 'rx',
    shape.hasBrand && 'brand',
  ]
    .filter(Boolean)
    .join('_');
  let byShape = queries.get(db);
  if (!byShape) queries.set(db, (byShape = new Map()));
  let query = byShape.get(name);
  if (!query) byShape.set(name, (query = prepare(db, shape, name)));
  return query;
}

const queries = new WeakMap<Database, Map<string, ReturnType<typeof prepare>>>();

function prepare(db: Database, shape: ListShape, name: string) {
  const value = (key: string) => sql.placeholder(key);
  const document = products.searchDocument;
  // A scalar subquery is evaluated once per execution; to_tsquery() of a parameter would
  // otherwise run again for every row ranked.
  const tsq = shape.text === 'words' ? sql`(select to_tsquery('spanish'::regconfig, ${value('tsQuery')}))` : null;
  const exact = shape.text === 'none' ? null : sql`(${products.sku} = ${value('raw')} or ${products.barcode} = ${value('raw')})`;
  // Exact SKU or barcode first; then the stored weights rank a hit in the name over one in the
  // active ingredient, brand or laboratory, and description.
  const score = sql<number>`(${exact ? sql`case when ${exact} then 1000 else 0 end` : sql`0`} + ${tsq ? sql`ts_rank(${document}, ${tsq})` : sql`0`})::float8`;
  // The primary key, the barcode index and the full-text GIN each find their rows (a BitmapOr).
  const textMatch = exact ? (tsq ? or(exact, sql`${document} @@ ${tsq}`) : exact) : undefined;
  const where = and(
    eq(products.active, true),
    textMatch,
    shape.hasCategory
      ? exists(
          db
            .select({ one: sql`1` })
            .from(productCategories)
            .where(
              and(
                eq(productCategories.sku, products.sku),
                eq(productCategories.type, value('categoryType')),
                eq(productCategories.categoryId, value('categoryId')),
              ),
            ),
        )
      : undefined,
    shape.inStockAt === 'no'
      ? undefined
      : exists(
          db
            .select({ one: sql`1` })
            .from(stock)
            .where(
              and(
                eq(stock.sku, products.sku),
                gt(stock.units, 0),
                shape.inStockAt === 'branch' ? eq(stock.branch, value('branch')) : undefined,
              ),
            ),
        ),
    shape.hasPrescription ? eq(products.requiresPrescription, value('prescription')) : undefined,
    shape.hasBrand ? eq(products.brand, value('brand')) : undefined,
  );
  const isTextSearch = shape.text !== 'none';
  // Narrow rows (key, sort columns, score), ranked in one pass; referenced twice (the page and
  // the total), so PostgreSQL computes them once. Only the page's products are read in full.
  const hits = db.$with('hits').as(
    db
      .select({ sku: products.sku, name: products.name, price: products.price, isFeatured: products.isFeatured, score: score.as('score') })
      .from(products)
      .where(where),
  );
  const page = db
    .select()
    .from(hits)
    .orderBy(...orderBy(shape.sort, isTextSearch, hits))
    .limit(value('limit'))
    .offset(value('offset'))
    .as('page');
  return {
    page: db
      .with(hits)
      .select({ product: summaryColumns, score: page.score, total: sql<number>`(select count(*) from ${hits})::int` })
      .from(page)
      .innerJoin(products, eq(products.sku, page.sku))
      .orderBy(...orderBy(shape.sort, isTextSearch, page))
      .prepare(name),
    // For a page past the end, which has no row to carry the total.
    total: db
      .with(hits)
      .select({ total: sql<number>`count(*)::int` })
      .from(hits)
      .prepare(`${name}_total`),
  };
}

type SortColumns = {
  score: SQL.Aliased<number> | AnyPgColumn | SQL;
  name: AnyPgColumn | SQL;
  price: AnyPgColumn | SQL;
  isFeatured: AnyPgColumn | SQL;
  sku: AnyPgColumn | SQL;
};

/** The page's order, by the given columns (the hits', then the same ones picked out of the page). */
function orderBy(sort: ProductSort, isTextSearch: boolean, c: SortColumns): SQL[] {
  const order =
    sort === 'price_asc'
      ? [asc(c.price), asc(c.name)]
      : sort === 'price_desc'
        ? [desc(c.price), asc(c.name)]
        : sort === 'name'
          ? [asc(c.name)]
          : isTextSearch
            ? [desc(c.score), asc(c.name)]
            : [desc(c.isFeatured), asc(c.name)];
  return [...order, asc(c.sku)];
}
