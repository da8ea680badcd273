import type { SearchRepository } from './repository';
import { createSearchFilters } from './search-filters';
import { SEARCH_WORDS_TTL_MS } from './word-alternatives-cache';

/**
 * Product search for the catalogue's lists and its back office: what a list query's words mean
 * in this catalogue (typos corrected against its own words, synonyms; remembered for
 * `wordsTtlMs`), and the pages the in-memory index answers. A page that needs SQL (a category,
 * stock or brand filter) is null: the catalogue lists it (catalogue/product-list-query.ts).
 */
export function createSearchService(deps: { repo: SearchRepository; wordsTtlMs?: number }) {
  const { repo } = deps;
  return {
    filters: createSearchFilters(repo, deps.wordsTtlMs ?? SEARCH_WORDS_TTL_MS),
    page: repo.page,
    /** One result per name (decision 038); null when the filters need SQL. */
    groupedPage: repo.groupedPage,
    /** "¿Quisiste decir…?": the closest names to words that found nothing. */
    closestNames: repo.closestNames,
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
