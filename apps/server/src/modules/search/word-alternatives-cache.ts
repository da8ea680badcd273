import { TtlCache } from '../../lib/ttl-cache';

/** How long a word's corrections and synonyms are reused before the database is asked again. */
export const SEARCH_WORDS_TTL_MS = 60_000;
/** Distinct typed words remembered at once; past it the oldest go first. */
const MAX_WORDS = 20_000;

/**
 * A typed word's other forms; `correction` is set when the word is not the catalogue's (a typo)
 * and names its closest vocabulary word, what "¿Quisiste decir…?" offers.
 */
export type WordForms = readonly string[] & { readonly correction?: string };

export type LoadAlternatives = (words: readonly string[]) => Promise<Map<string, WordForms>>;

/**
 * Each typed word's other forms (spelling corrections against the vocabulary, synonyms), kept in
 * memory for a minute. Looking them up cost a third of a search's database time (1.7 ms for a
 * typo), and people type the same few thousand words over and over. A word's forms do not depend
 * on the other words typed with it, so only the words not remembered go to the database, in one
 * query. Staleness is harmless for finding things: the search always includes the word as typed,
 * so a product added within the minute is found, and a changed synonym moves the index version,
 * which drops what is remembered.
 */
export function createWordAlternativesCache(
  load: LoadAlternatives,
  ttlMs: number,
  now: () => number = Date.now,
  /** The search index's catalogue version: when it moves (a synonym changed, say), what is remembered is dropped. */
  version?: () => Promise<number>,
) {
  const cache = new TtlCache<WordForms>(ttlMs, MAX_WORDS, now);
  let seenVersion: number | null = null;
  return async (words: readonly string[]): Promise<Map<string, WordForms>> => {
    if (version && words.length > 0) {
      const current = await version();
      if (current !== seenVersion) cache.clear();
      seenVersion = current;
    }
    const found = new Map<string, WordForms>();
    const missing: string[] = [];
    for (const word of words) {
      const known = cache.peek(word);
      if (known === undefined) missing.push(word);
      else found.set(word, known);
    }
    if (missing.length === 0) return found;
    const loaded = await load(missing);
    for (const word of missing) {
      const forms = loaded.get(word) ?? [];
      cache.set(word, forms);
      found.set(word, forms);
    }
    return found;
  };
}
