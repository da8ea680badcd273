// The search module's public face: what the catalogue and its back office use of it.
export { summaryColumns, type ProductSort, type ProductSummaryRow } from './listed-product';
export { createSearchRepository, type SearchOptions, type SearchRepository } from './repository';
export type { ProductFilters } from './search-filters';
export { normalizeSearchText } from './search-terms';
export { createSearchService, type SearchService } from './service';
