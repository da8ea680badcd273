import { eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { catalogueSearchState, products, searchSynonyms, searchVocabulary } from '../../db/schema/index';
import { summaryColumns, type ProductSummaryRow } from './listed-product';
import { SearchIndex, type IndexedProduct } from './search-index';
import { SearchWordsMemory } from './search-words-memory';
import type { TsQueryNode } from './tsquery-text';
import { rowsOf } from '../../db/rows';

type Tx = Pick<Database, 'execute' | 'select'>;
const currentVersion = sql`(select coalesce(max(${catalogueSearchState.version}), 0)::float8 from ${catalogueSearchState})`;

type ChangedRow = ProductSummaryRow & { barcode: string; active: boolean; lexemes: string | null };

/**
 * Keeps one database's in-memory search index (search-index.ts) at the catalogue's version. A
 * search first asks whether the version moved, at most once per `refreshMs` (tests: every
 * search; the server: once a second, like a search engine's refresh interval), sharing one
 * round trip among the searches that ask at once. When it moved, the index reads what changed
 * since (rows stamped with a later version, deletions) in one consistent snapshot and applies it
 * all at once, with the vocabulary and synonyms (search-words-memory.ts). A TRUNCATE, a version
 * that went back, or many dead slots mean a full build.
 */
export class SearchIndexStore {
  private index: SearchIndex | null = null;
  private refreshing: Promise<SearchIndex> | null = null;
  private checkedAt = -Infinity;
  /** The vocabulary, synonyms and word stems at the index's version. */
  readonly words = new SearchWordsMemory();

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

  /** The query for each typed word's forms (search-words-memory.ts), asking PostgreSQL only for stems it has not seen. */
  async queryTree(forms: readonly (readonly string[])[], anyWord: boolean): Promise<TsQueryNode | null> {
    const missing = this.words.missingStems(forms.flat());
    if (missing.length > 0) this.words.addStems(await stemsOf(this.db, missing));
    return this.words.queryTree(forms, anyWord);
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
          const removals = rowsOf<{ sku: string | null }>(
            await tx.execute(sql`select sku from catalogue_search_removals where version > ${since}`),
          );
          if (removals.some((r) => r.sku === null)) since = null;
          else removed = removals.map((r) => r.sku!);
        }
        const rows = await readProducts(tx, since);
        const skusByName = rowsOf<{ sku: string }>(
          await tx.execute(sql`select sku from ${products} where ${products.active} order by ${products.name}, ${products.sku}`),
        ).map((r) => r.sku);
        const vocabulary = rowsOf<{ word: string }>(await tx.execute(sql`select word from ${searchVocabulary}`))
          .map((r) => r.word)
          .sort();
        const synonyms = rowsOf<{ term: string; synonym: string }>(await tx.execute(sql`select term, synonym from ${searchSynonyms}`));
        const words = new SearchWordsMemory();
        words.replace(vocabulary, synonyms);
        const stems = await stemsOf(tx, this.words.missingStems(words.wordsToStem()));
        return { version, full: since === null, removed, rows, skusByName, vocabulary, synonyms, stems };
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
    this.words.replace(changes.vocabulary, changes.synonyms);
    this.words.addStems(changes.stems);
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
  db
    .select({ version: sql<number>`${currentVersion}` })
    .from(sql`(select 1) as one`)
    .prepare('mostrador_search_index_version');

/** `to_tsquery('spanish', word:*)` of each word, as PostgreSQL prints it ('' for a stop word). */
async function stemsOf(tx: Pick<Database, 'execute'>, words: string[]): Promise<{ word: string; query: string | null }[]> {
  if (words.length === 0) return [];
  return rowsOf<{ word: string; query: string | null }>(
    await tx.execute(
      sql`select w as word, to_tsquery('spanish'::regconfig, w || ':*')::text as query from unnest(${sql.param(words)}::text[]) as w`,
    ),
  );
}

/** Every active product (since = null), or every product written after that version. */
function readProducts(tx: Tx, since: number | null): Promise<ChangedRow[]> {
  return tx
    .select({
      ...summaryColumns,
      barcode: products.barcode,
      active: products.active,
      lexemes: sql<
        string | null
      >`(select string_agg(u.lexeme || ':' || array_to_string(u.weights, '') || ':' || coalesce(u.positions[1]::text, ''), ' ') from unnest(${products.searchDocument}) u)`,
    })
    .from(products)
    .where(since === null ? eq(products.active, true) : gt(products.searchVersion, since));
}

/**
 * "paracetamol:AB:1 dolor:D:12": lexeme, weight letters, first position (1 is the name's first
 * word). Lexemes never hold a space; the last two fields are read from the end.
 */
function parseLexemes(text: string | null): IndexedProduct['lexemes'] {
  return (text ?? '')
    .split(' ')
    .filter(Boolean)
    .map((entry) => {
      const last = entry.lastIndexOf(':');
      const middle = entry.lastIndexOf(':', last - 1);
      return { lexeme: entry.slice(0, middle), weights: entry.slice(middle + 1, last), startsName: entry.slice(last + 1) === '1' };
    });
}

/** How often, at most, a search asks whether the catalogue changed: SEARCH_INDEX_REFRESH_MS's default. */
export const SEARCH_INDEX_REFRESH_MS = 1000;
