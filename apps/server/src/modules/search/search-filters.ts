import type { ProductListQuery } from '@mostrador/shared/schemas/catalogue';
import { buildAnyWordTsQuery, buildTsQuery, documentText, searchWords, wordForms } from './search-terms';
import { createWordAlternativesCache, type LoadAlternatives, type WordForms } from './word-alternatives-cache';

/** A list query as the search and the SQL lists run it: the typed words read against the catalogue's, and the other filters. */
export interface ProductFilters {
  /** Exact SKU or barcode as typed. */
  raw: string | null;
  /** What was typed as the search document holds it (lower case, no accents), for trigram similarity. */
  text: string | null;
  /** The words with each typo corrected ("¿Quisiste decir…?"), or null when no word was a typo. */
  corrected: string | null;
  /** Every word, each through any of its forms. */
  tsQuery: string | null;
  /** Any form of any word: where "did you mean" looks when tsQuery finds nothing. */
  anyWordTsQuery: string | null;
  /** The same words and forms as lists (each word, then its other forms), for the in-memory index. */
  forms: string[][];
  category: { type: string; id: string } | null;
  inStockAt: { branch: string | null } | null;
  prescription: boolean | null;
  /** Only this brand (a category page's brand filter). */
  brand: string | null;
}

type FilterQuery = Pick<ProductListQuery, 'q' | 'TYPE' | 'ID' | 'BRANCH' | 'IN_STOCK' | 'PRESCRIPTION' | 'BRAND'>;

/** The typed words with each typo replaced by its closest catalogue word; null when none was a typo. */
function correctedText(words: readonly string[], alternatives: Map<string, WordForms>): string | null {
  if (!words.some((w) => alternatives.get(w)?.correction)) return null;
  return words.map((w) => alternatives.get(w)?.correction ?? w).join(' ');
}

/**
 * Turns a list query into the filters the repository runs: the typed words with their
 * corrections and synonyms (reused for `ttlMs`), the full-text queries built from them, and the
 * category, stock and prescription filters.
 */
export function createSearchFilters(repo: { alternativesOf: LoadAlternatives; searchVersion: () => Promise<number> }, ttlMs: number) {
  const alternativesOfWords = createWordAlternativesCache((words) => repo.alternativesOf(words), ttlMs, Date.now, repo.searchVersion);

  return async function filtersFor(query: FilterQuery): Promise<ProductFilters> {
    const raw = query.q?.trim() || null;
    const words = raw ? searchWords(raw) : [];
    const alternatives = await alternativesOfWords(words);
    const alternativesOf = (w: string) => alternatives.get(w) ?? [];
    return {
      raw,
      text: raw ? documentText(raw) : null,
      corrected: correctedText(words, alternatives),
      tsQuery: buildTsQuery(words, alternativesOf),
      anyWordTsQuery: buildAnyWordTsQuery(words, alternativesOf),
      forms: wordForms(words, alternativesOf),
      category: query.TYPE && query.ID ? { type: query.TYPE, id: query.ID } : null,
      inStockAt: query.IN_STOCK === 'true' ? { branch: query.BRANCH ?? null } : null,
      prescription: query.PRESCRIPTION === undefined ? null : query.PRESCRIPTION === 'true',
      brand: query.BRAND || null,
    };
  };
}
