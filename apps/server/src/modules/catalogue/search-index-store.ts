import { eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { catalogueSearchState, products } from '../../db/schema/index';
import { summaryColumns, type ProductSummaryRow } from './product-list-query';
import { SearchIndex, type IndexedProduct } from './search-index';
import { parseTsQueryText, type TsQueryNode } from './tsquery-text';

/** Distinct typed queries whose to_tsquery tree is remembered (it depends on nothing but the text). */
const PARSED_QUERIES_KEPT = 5000;

type Tx = Pick<Database, 'execute' | 'select'>;
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

const currentVersion = sql`(select coalesce(max(${catalogueSearchState.version}), 0)::float8 from ${catalogueSearchState})`;

type ChangedRow = ProductSummaryRow & { barcode: string; active: boolean; lexemes: string | null };

/**
 * Keeps one database's in-memory search index (search-index.ts) at the catalogue's version. A
 * search first asks whether the version moved, at most once per `refreshMs` (tests: every
 * search; the server: once a second, like a search engine's refresh interval), sharing one
 * round trip among the searches that ask at once. When it moved, the index reads what changed
 * since (rows stamped with a later version, deletions) in one consistent snapshot and applies it
 * all at once. A TRUNCATE, a version that went back, or many dead slots mean a full build.
 */
export class SearchIndexStore {
  private index: SearchIndex | null = null;
  private refreshing: Promise<SearchIndex> | null = null;
  private checkedAt = -Infinity;
  private readonly parsedQueries = new Map<string, TsQueryNode | null>();

  constructor(
    private readonly db: Database,
    private readonly refreshMs: number,
  ) {}

  /** The index, built on first use. */
  current(): Promise<SearchIndex> {
    return this.index ? Promise.resolve(this.index) : this.refresh();
  }

  /** The index, caught up with the database if it was last checked `refreshMs` ago or more. */
  fresh(): Promise<SearchIndex> {
    if (this.index && performance.now() - this.checkedAt < this.refreshMs) return Promise.resolve(this.index);
    return this.refresh();
  }

  /** Brings the index up to the database's current version; concurrent callers share it. */
  refresh(): Promise<SearchIndex> {
    this.refreshing ??= this.catchUp().finally(() => (this.refreshing = null));
    return this.refreshing;
  }

  /** What PostgreSQL's Spanish configuration makes of a query (stems, no stop words). */
  async parsedQuery(tsQuery: string): Promise<TsQueryNode | null> {
    if (this.parsedQueries.has(tsQuery)) return this.parsedQueries.get(tsQuery)!;
    const [row] = rowsOf<{ q: string }>(await this.db.execute(sql`select to_tsquery('spanish'::regconfig, ${tsQuery})::text as q`));
    const parsed = parseTsQueryText(row?.q ?? '');
    if (this.parsedQueries.size >= PARSED_QUERIES_KEPT) this.parsedQueries.delete(this.parsedQueries.keys().next().value!);
    this.parsedQueries.set(tsQuery, parsed);
    return parsed;
  }

  private async catchUp(): Promise<SearchIndex> {
    const previous = this.index;
    const startedAt = performance.now();
    // The usual answer is "nothing changed": one cheap statement, no transaction.
    if (previous && Number((await this.versionQuery().execute())[0]?.version ?? 0) === previous.version) {
      this.checkedAt = startedAt;
      return previous;
    }
    const changes = await this.db.transaction(
      async (tx) => {
        const version = Number(rowsOf<{ v: number }>(await tx.execute(sql`select ${currentVersion} as v`))[0]?.v ?? 0);
        if (previous && version === previous.version) return null;
        let since = previous && !previous.wantsRebuild && version > previous.version ? previous.version : null;
        let removed: string[] = [];
        if (since !== null) {
          const removals = rowsOf<{ sku: string | null }>(await tx.execute(sql`select sku from catalogue_search_removals where version > ${since}`));
          if (removals.some((r) => r.sku === null)) since = null;
          else removed = removals.map((r) => r.sku!);
        }
        const rows = await readProducts(tx, since);
        const skusByName = rowsOf<{ sku: string }>(await tx.execute(sql`select sku from ${products} where ${products.active} order by ${products.name}, ${products.sku}`)).map((r) => r.sku);
        return { version, full: since === null, removed, rows, skusByName };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    this.checkedAt = startedAt;
    if (!changes) return previous!;
    // Applied in one synchronous step: a search never sees half of a change.
    const index = changes.full ? new SearchIndex() : previous!;
    for (const sku of changes.removed) index.remove(sku);
    for (const { barcode, active, lexemes, ...summary } of changes.rows) {
      if (active) index.upsert({ summary, barcode, lexemes: parseLexemes(lexemes) });
      else index.remove(summary.sku);
    }
    index.setNameOrder(changes.skusByName);
    index.version = changes.version;
    this.index = index;
    return index;
  }

  private versionStatement: ReturnType<typeof prepareVersionQuery> | null = null;
  private versionQuery() {
    return (this.versionStatement ??= prepareVersionQuery(this.db));
  }
}

const prepareVersionQuery = (db: Database) =>
  db.select({ version: sql<number>`${currentVersion}` }).from(sql`(select 1) as one`).prepare('mostrador_search_index_version');

/** Every active product (since = null), or every product written after that version. */
function readProducts(tx: Tx, since: number | null): Promise<ChangedRow[]> {
  return tx
    .select({
      ...summaryColumns,
      barcode: products.barcode,
      active: products.active,
      lexemes: sql<string | null>`(select string_agg(u.lexeme || ':' || array_to_string(u.weights, ''), ' ') from unnest(${products.searchDocument}) u)`,
    })
    .from(products)
    .where(since === null ? eq(products.active, true) : gt(products.searchVersion, since));
}

/** "analges:AD dolor:D": lexemes never hold a space, and the weights after the last colon are letters. */
function parseLexemes(text: string | null): IndexedProduct['lexemes'] {
  return (text ?? '').split(' ').filter(Boolean).map((entry) => {
    const colon = entry.lastIndexOf(':');
    return { lexeme: entry.slice(0, colon), weights: entry.slice(colon + 1) };
  });
}

/** How often, at most, a search asks whether the catalogue changed: SEARCH_INDEX_REFRESH_MS's default. */
export const SEARCH_INDEX_REFRESH_MS = 1000;
