import {
  CategoriesResponseSchema,
  HomeSectionsResponseSchema,
  ProductListResponseSchema,
  ProductResponseSchema,
  SuggestionsResponseSchema,
  type ProductListQuery,
} from '@mostrador/shared/schemas/catalogue';
import { todayInMexico } from '@mostrador/shared/format/date';
import { t } from '@mostrador/shared/messages/es-MX';
import { catalogueT } from '@mostrador/shared/messages/es-MX-catalogue';
import type { StockByBranchResponse } from '@mostrador/shared/schemas/pickup';
import type { BranchStockResponse } from '@mostrador/shared/schemas/branch-stock';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { serializeJson, type SerializedJson } from '../../lib/json-cache';
import { TtlCache } from '../../lib/ttl-cache';
import { createSearchService, normalizeSearchText, type ProductFilters, type ProductSort, type SearchService } from '../search/index';
import { presentListed, presentProductDetail, presentProductSummary } from './presenter';
import type { CatalogueRepository } from './repository';
import type { StockRepository } from './stock-repository';
import { createBarcodeLookup } from './look-up-barcode';

const SUGGESTION_LIMIT = 8;
const HOME_SECTION_SIZE = 12;

export const productNotFound = (sku: string) => t('catalogue.productNotFound', { sku });
const CLOSEST_NAMES = 3;
/** A category page's brand filter offers this many brands at most. */
const BRANDS_LISTED = 40;

/**
 * Catalogue reads for everyone: product lists with Spanish search (stems, no accents, typos
 * corrected against the catalogue's own words, synonyms, exact SKU or barcode first). Answers
 * are prepared JSON, cached briefly per query, since a handful of searches make up most of the
 * traffic.
 */
export function createCatalogueService(deps: {
  repo: CatalogueRepository;
  stock: StockRepository;
  cacheTtlMs: number;
  searchWordsTtlMs?: number;
}) {
  const { repo, stock } = deps;
  const cache = new TtlCache<SerializedJson>(deps.cacheTtlMs);
  const search = createSearchService({ repo: repo.search, wordsTtlMs: deps.searchWordsTtlMs });

  return {
    /** Stock and sale checks inside the caller's transaction (the cart's, checkout's, a cancellation's). */
    isActiveProduct: (tx: Database, sku: string) => stock.on(tx).isActiveProduct(sku),
    lockStock: (tx: Database, branch: string, skus: string[]) => stock.on(tx).lock(branch, skus),
    moveStock: (tx: Database, branch: string, lines: readonly { sku: string; units: number }[], direction: -1 | 1) =>
      stock.on(tx).move(branch, lines, direction),
    /** Issue 35: each active branch's pieces of these products (where the customer can collect the whole cart). */
    stockByBranch: (skus: string[]) => stockByBranch(stock, skus),
    /** Pieces of each product at the branch that serves the customer (cards, product page, cart, checkout). */
    async branchStock(branch: string, skus: string[]): Promise<BranchStockResponse> {
      const found = await stock.unitsAt(branch, skus);
      if (!found) throw new AppError(catalogueT('stock.branchNotFound', { branch }), 404);
      return { ok: true, BRANCH: branch, NAME: found.name, UNITS: Object.fromEntries(skus.map((sku) => [sku, found.units.get(sku) ?? 0])) };
    },

    /** The typed words read as the storefront reads them, for the back office's product list. */
    searchFilters: (q: string) => search.filters({ q }),

    /** The in-store price checker: a product by barcode with the pieces at a branch. */
    barcode: createBarcodeLookup({ find: repo.findByBarcode, cacheTtlMs: deps.cacheTtlMs }),

    products: (query: ProductListQuery) => cache.get(`products:${JSON.stringify(query)}`, () => listProducts(repo, search, query)),

    product: (sku: string) =>
      cache.get(`product:${sku}`, async () => {
        const row = await repo.findProduct(sku);
        if (!row) throw new AppError(productNotFound(sku), 404);
        const [availability, categoriesOf] = await Promise.all([repo.availability(row.sku), repo.categoriesOf(row.sku)]);
        return serializeJson(ProductResponseSchema, { ok: true, product: presentProductDetail(row, categoriesOf, availability) });
      }),

    categories: (type: string | null) =>
      cache.get(`categories:${type ?? ''}`, async () =>
        serializeJson(CategoriesResponseSchema, {
          ok: true,
          categories: (await repo.listCategories(type)).map((c) => ({
            TYPE: c.type,
            ID: c.id,
            NAME: c.name,
            ICON: c.icon,
            PRODUCTS: c.products,
          })),
        }),
      ),

    homeSections: () => {
      const today = todayInMexico();
      return cache.get(`home:${today}`, async () => {
        const { featured, promotions } = await repo.homeSections(HOME_SECTION_SIZE, today);
        return serializeJson(HomeSectionsResponseSchema, {
          ok: true,
          featured: featured.map(presentProductSummary),
          promotions: promotions.map(presentProductSummary),
        });
      });
    },

    /** What the header's search box offers while the person types. */
    suggestions: (q: string) =>
      cache.get(`suggest:${normalizeSearchText(q)}`, async () => {
        const { rows } = await pageOf(repo, search, await search.filters({ q }), 'relevance', SUGGESTION_LIMIT, 0);
        return serializeJson(SuggestionsResponseSchema, {
          ok: true,
          suggestions: rows.map((p) => ({ SKU: p.sku, NAME: p.name, IMAGE: p.images[0] ?? '' })),
        });
      }),
  };
}

/** A page from the in-memory index when it can answer (a text search), else from SQL. */
async function pageOf(
  repo: CatalogueRepository,
  search: SearchService,
  f: ProductFilters,
  sort: ProductSort,
  limit: number,
  offset: number,
) {
  return (await search.page(f, sort, limit, offset)) ?? repo.list(f, sort, limit, offset);
}

/**
 * One page of a product list. GROUP=true on a text search by relevance: one result per name
 * (decision 038). A typo that was corrected is reported for "¿Quisiste decir…?".
 */
async function listProducts(repo: CatalogueRepository, search: SearchService, query: ProductListQuery): Promise<SerializedJson> {
  const filters = await search.filters(query);
  const offset = (query.PAGE - 1) * query.PAGE_SIZE;
  const grouped =
    query.GROUP === 'true' && query.SORT === 'relevance'
      ? await search.groupedPage(filters, query.BRANCH ?? null, query.PAGE_SIZE, offset)
      : null;
  const { rows, total } = grouped
    ? { rows: grouped.page.map((g) => ({ ...g.product, options: g.options, size: g.size })), total: grouped.total }
    : await pageOf(repo, search, filters, query.SORT, query.PAGE_SIZE, offset);
  const suggestions = total === 0 && filters.text && filters.anyWordTsQuery ? await search.closestNames(filters, CLOSEST_NAMES) : [];
  const brands = filters.category ? await repo.brandsOf(filters.category.type, filters.category.id, BRANDS_LISTED) : null;
  return serializeJson(ProductListResponseSchema, {
    ok: true,
    products: rows.map((row) => presentListed(row)),
    TOTAL: total,
    PAGE: query.PAGE,
    PAGE_SIZE: query.PAGE_SIZE,
    SUGGESTIONS: suggestions,
    ...(brands ? { BRANDS: brands.map((b) => ({ NAME: b.name, PRODUCTS: b.products })) } : {}),
    ...(filters.corrected && total > 0 ? { CORRECTED: filters.corrected } : {}),
  });
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;

/** Every active branch's pieces of these SKUs, 0 where it has none (issue 35). */
async function stockByBranch(stock: StockRepository, skus: string[]): Promise<StockByBranchResponse> {
  const list = await stock.unitsEverywhere(skus);
  const branches = list.map((b) => ({
    BRANCH: b.code,
    NAME: b.name,
    UNITS: Object.fromEntries(skus.map((sku) => [sku, b.units.get(sku) ?? 0])),
  }));
  return { ok: true, branches };
}
